import { secretHashOf } from "../../auth/auth.service.js";
import { assertInstallId, type Identity } from "../../auth/identity.js";
import { BadInput, Unauthenticated } from "../../errors.js";
import { RECORDS_CHANGED_CHANNEL, wakeUpPayload } from "../../sync/change-feed.js";
import type { AdoptedRow, InstallRecordsRepository } from "./install-records.repository.js";

/** The phone's own install, named with its secret (docs/shared-phone.md: adoption of anonymous records). */
export interface InstallProof {
  id: string;
  secret: string;
}

/**
 * docs/sync-and-api.md, "Login transitions": on a worker's login, the records the phone made without a login are
 * offered to her account, and adopted only if she says yes. The phone's own install is named with
 * its secret: an install without a stored secret, or a wrong secret, offers and
 * adopts nothing, with no error that would tell the two apart; so does an install an account has
 * used or one of another deployment. The install stays the phone's own (unclaimed): what is made
 * on it later without a login is its own again.
 */
export class InstallRecordsService {
  constructor(private readonly repository: InstallRecordsRepository) {}

  /** How many live records of each table the proven install made without a login. */
  async offered(identity: Identity, from: InstallProof): Promise<{ table: string; count: number }[]> {
    const user = requireUser(identity);
    return (await this.proves(from, user.application)) ? this.repository.countByTable(from.id) : [];
  }

  async adopt(identity: Identity, from: InstallProof): Promise<{ table: string; count: number }[]> {
    const user = requireUser(identity);
    if (!(await this.proves(from, user.application))) return [];
    const adopted = await this.repository.adopt(from.id, user.id, user.application, noticesOf);
    const counts = new Map<string, number>();
    for (const row of adopted) counts.set(row.table_name, (counts.get(row.table_name) ?? 0) + 1);
    return [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([table, count]) => ({ table, count }));
  }

  private async proves(from: InstallProof, application: string): Promise<boolean> {
    assertInstallId(from.id, "from.id");
    const secretHash = secretHashOf(from.secret);
    if (secretHash === null) throw new BadInput("from.secret: is required (the install's X-App-Install-Secret)");
    const install = await this.repository.proofOf(from.id);
    if (!install || install.secret_hash !== secretHash || install.user_id !== null) return false;
    return install.application === null || install.application.toLowerCase() === application.toLowerCase();
  }
}

function requireUser(identity: Identity) {
  if (!identity.user) throw new Unauthenticated("log in first: records are handed to the logged-in user");
  return identity.user;
}

/**
 * The adopted records get new dataversions: one wake-up notice makes every replica read them from
 * the database (sync/change-feed.ts), so the user's other devices fetch them.
 */
function noticesOf(rows: AdoptedRow[]) {
  if (rows.length === 0) return { channel: RECORDS_CHANGED_CHANNEL, payloads: [] };
  const versions = rows.map((r) => r.dataversion);
  return { channel: RECORDS_CHANGED_CHANNEL, payloads: [wakeUpPayload(Math.min(...versions), Math.max(...versions))] };
}
