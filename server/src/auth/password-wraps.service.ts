import type { VaultKeyWrapText } from "@stepwise/domain";
import { BadInput } from "../errors.js";
import { secretHashOf } from "./auth.service.js";
import { assertInstallId } from "./identity.js";
import type { PasswordWrapsRepository } from "./password-wraps.repository.js";

/** The most installs one phone names (its workers'), as deviceOrders allows. */
export const MAX_WRAP_PROOFS = 20;

export interface InstallProof {
  id: string;
  secret: string;
}

export interface PasswordWrap {
  installId: string;
  passwordSetAt: Date;
  wrap: VaultKeyWrapText;
}

/**
 * docs/shared-phone.md, "The worker's key (vault key)": a phone that comes online fetches, for each
 * vault it holds, the wrap of her key by the password she set last, proven by that vault's worker
 * install (its id and secret); no session is needed, so it reaches a phone nobody is logged in on.
 */
export class PasswordWrapsService {
  constructor(private readonly wraps: PasswordWrapsRepository) {}

  /**
   * The wrap of each proven install's worker; an install not proven by its secret, of a disabled
   * account, ordered wiped, or whose worker set no password since wraps were kept, is left out.
   */
  async of(proofs: InstallProof[]): Promise<PasswordWrap[]> {
    if (proofs.length > MAX_WRAP_PROOFS) throw new BadInput(`installs: at most ${MAX_WRAP_PROOFS} installs`);
    const hashes = proofs.map((proof, i) => {
      assertInstallId(proof.id, `installs[${i}].id`);
      const hash = secretOrNull(proof.secret);
      if (hash === null) throw new BadInput(`installs[${i}].secret: must be 43 base64url characters (32 random bytes)`);
      return hash;
    });
    const rows = await this.wraps.wrapsOf([...new Set(proofs.map((p) => p.id))]);
    return proofs.flatMap((proof, i) => {
      const row = rows.find((r) => r.uuid.toLowerCase() === proof.id.toLowerCase());
      if (!row || row.secret_hash === null || row.secret_hash !== hashes[i] || row.wipe_order !== null) return [];
      if (row.vault_key_wrap === null || row.password_set_at === null) return [];
      return [{ installId: proof.id, passwordSetAt: row.password_set_at, wrap: row.vault_key_wrap }];
    });
  }
}

function secretOrNull(secret: string): string | null {
  try {
    return secretHashOf(secret);
  } catch {
    return null;
  }
}
