import type { Identity } from "../../auth/identity.js";
import { BadInput, Unauthenticated } from "../../errors.js";
import { RECORDS_CHANGED_CHANNEL, wakeUpPayload } from "../../sync/change-feed.js";
import type { AdoptedRow, InstallRecordsRepository } from "./install-records.repository.js";

/**
 * ARCHITECTURE (identity): on a device's first login, the records it made anonymously are offered
 * to the account, and adopted by the user only if the worker says yes. Only the install itself (the
 * caller's X-App-Install-Id, which resolveIdentity already checked is unclaimed or the caller's)
 * hands over its own records, and only to the logged-in caller.
 */
export class InstallRecordsService {
  constructor(private readonly repository: InstallRecordsRepository) {}

  /** How many live records of each table the caller's install made without a login. */
  offered(identity: Identity): Promise<{ table: string; count: number }[]> {
    const { installId } = requireUserOnInstall(identity);
    return this.repository.countByTable(installId);
  }

  async adopt(identity: Identity): Promise<{ table: string; count: number }[]> {
    const { installId, user } = requireUserOnInstall(identity);
    const adopted = await this.repository.adopt(installId, user.id, user.application, noticesOf);
    const counts = new Map<string, number>();
    for (const row of adopted) counts.set(row.table_name, (counts.get(row.table_name) ?? 0) + 1);
    return [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([table, count]) => ({ table, count }));
  }
}

function requireUserOnInstall(identity: Identity) {
  if (!identity.user) throw new Unauthenticated("log in first: records are handed to the logged-in user");
  if (!identity.installId) throw new BadInput("X-App-Install-Id: is required (the install whose records are handed over)");
  return { installId: identity.installId, user: identity.user };
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
