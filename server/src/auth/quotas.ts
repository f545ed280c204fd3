import type { Identity } from "./identity.js";
import type { Limit, Throttle } from "./login-throttle.js";

/**
 * Unauthenticated writes allowed per hour (docs/SECURITY.md, "Limits and quotas"); one more answers 429 with Retry-After.
 * `anonymousRecords` counts the records a caller without a login (an anonymous install) sends to be
 * stored, one use per entry of a sync batch: a worker busy all day writes a few hundred, a device
 * back after weeks offline sends its outbox over a few hours.
 */
export const QUOTAS = {
  logError: { perAddress: 120, perInstall: 60 },
  logUsage: { perAddress: 240, perInstall: 60 },
  requestPassword: { perAddress: 5, perInstall: 5 },
  anonymousRecords: { perAddress: 5_000, perInstall: 1_000 },
  /**
   * The same callers' records in bytes as stored: a day's work with a few pictures
   * is a few MB, ten records of 8.3 MB once passed in 7 s.
   */
  anonymousBytes: { perAddress: 100 * 1024 * 1024, perInstall: 20 * 1024 * 1024 },
} as const;
export const QUOTA_WINDOW_SECONDS = 60 * 60;

export type QuotaName = keyof typeof QUOTAS;

export interface Quota {
  perAddress: number;
  perInstall: number;
}

/** Counts uses of a quota for the caller's address and install, shared by every replica. */
export class Quotas {
  constructor(
    private readonly throttle: Throttle,
    /** The deployment's anonymousRecords (ANONYMOUS_RECORDS_PER_INSTALL / _PER_ADDRESS); QUOTAS' by default. */
    private readonly anonymousRecords: Quota = QUOTAS.anonymousRecords,
    /** The deployment's anonymousBytes (ANONYMOUS_BYTES_PER_INSTALL / _PER_ADDRESS); QUOTAS' by default. */
    private readonly anonymousBytes: Quota = QUOTAS.anonymousBytes,
  ) {}

  async take(name: Exclude<QuotaName, "anonymousRecords" | "anonymousBytes">, address: string, identity: Identity): Promise<void> {
    await this.throttle.take(limitsOf(name, QUOTAS[name], address, identity.installId), QUOTA_WINDOW_SECONDS, refusalOf(name, QUOTAS[name]));
  }

  /**
   * An anonymous install's batch of `records` entries of `bytes` bytes as stored, counted before it
   * is applied. A refused batch stores nothing and is taken back whole (its records too when its
   * bytes are refused), so the device's retries (its outbox keeps the entries) never keep its quota full.
   */
  async takeAnonymousWrites(address: string, installId: string | null, records: number, bytes: number): Promise<void> {
    const counted = await this.takeAnonymous("anonymousRecords", this.anonymousRecords, address, installId, records);
    try {
      await this.takeAnonymous("anonymousBytes", this.anonymousBytes, address, installId, bytes);
    } catch (refused) {
      await this.throttle.forget(counted);
      throw refused;
    }
  }

  private takeAnonymous(name: "anonymousRecords" | "anonymousBytes", quota: Quota, address: string, installId: string | null, uses: number) {
    return this.throttle.takeUses(limitsOf(name, quota, address, installId), QUOTA_WINDOW_SECONDS, refusalOf(name, quota), { uses, forgetRefused: true });
  }
}

function limitsOf(name: QuotaName, quota: Quota, address: string, installId: string | null): Limit[] {
  const limits: Limit[] = [{ key: `${name}-address:${address}`, max: quota.perAddress }];
  // A UUID's letters in either case are one install: an upper-case spelling is no fresh quota.
  if (installId !== null) limits.push({ key: `${name}-install:${installId.toLowerCase()}`, max: quota.perInstall });
  return limits;
}

function refusalOf(name: QuotaName, quota: Quota): string {
  return `quota reached: at most ${quota.perAddress} ${name} per address and ${quota.perInstall} per install in an hour`;
}
