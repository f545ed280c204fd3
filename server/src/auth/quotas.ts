import type { Identity } from "./identity.js";
import type { Limit, Throttle } from "./login-throttle.js";

/**
 * Unauthenticated writes allowed per hour (issue 17 item 3); one more answers 429 with Retry-After.
 * `anonymousRecords` counts the records a caller without a login (an anonymous install) sends to be
 * stored, one use per entry of a sync batch: a worker busy all day writes a few hundred, a device
 * back after weeks offline sends its outbox over a few hours.
 */
export const QUOTAS = {
  logError: { perAddress: 120, perInstall: 60 },
  logUsage: { perAddress: 240, perInstall: 60 },
  requestPassword: { perAddress: 5, perInstall: 5 },
  anonymousRecords: { perAddress: 5_000, perInstall: 1_000 },
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
  ) {}

  async take(name: Exclude<QuotaName, "anonymousRecords">, address: string, identity: Identity): Promise<void> {
    await this.throttle.take(limitsOf(name, QUOTAS[name], address, identity.installId), QUOTA_WINDOW_SECONDS, refusalOf(name, QUOTAS[name]));
  }

  /**
   * An anonymous install's batch of `records` entries, counted before it is applied. A refused batch
   * stores nothing and is taken back, so the device's retries (its outbox keeps the entries) never
   * keep its quota full.
   */
  async takeAnonymousRecords(address: string, installId: string | null, records: number): Promise<void> {
    const name = "anonymousRecords";
    const quota = this.anonymousRecords;
    await this.throttle.takeUses(limitsOf(name, quota, address, installId), QUOTA_WINDOW_SECONDS, refusalOf(name, quota), {
      uses: records,
      forgetRefused: true,
    });
  }
}

function limitsOf(name: QuotaName, quota: Quota, address: string, installId: string | null): Limit[] {
  const limits: Limit[] = [{ key: `${name}-address:${address}`, max: quota.perAddress }];
  if (installId !== null) limits.push({ key: `${name}-install:${installId}`, max: quota.perInstall });
  return limits;
}

function refusalOf(name: QuotaName, quota: Quota): string {
  return `quota reached: at most ${quota.perAddress} ${name} per address and ${quota.perInstall} per install in an hour`;
}
