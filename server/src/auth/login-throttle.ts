import { TooManyRequests } from "../errors.js";
import type { ThrottleRepository } from "./throttle.repository.js";

/** Failed logins allowed per account and address pair within the window, before 429. */
export const MAX_LOGIN_FAILURES = 5;
/** Per network address, any account: higher, since a clinic's workers may share one address. */
export const MAX_ADDRESS_FAILURES = 20;
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;
/** Events older than this are dropped now and then (the longest window of any quota). */
const PURGE_AFTER_SECONDS = 24 * 60 * 60;
const PURGE_EVERY = 200;

export interface Limit {
  key: string;
  max: number;
}

/**
 * Counts uses per key in the database (every replica shares the counts) BEFORE the work they guard,
 * so parallel requests cannot all pass while the first are still being checked (docs/SECURITY.md, "Limits and quotas").
 */
export class Throttle {
  private uses = 0;

  constructor(private readonly events: ThrottleRepository) {}

  /**
   * Records a use of every key, then counts: a key past its maximum (this use included) answers 429
   * with Retry-After. A refused use stays counted: were it taken back, a burst whose uses all
   * recorded before any counted would all be refused, all be taken back, and leave no trace.
   * Returns the recorded events' ids.
   */
  async take(limits: readonly Limit[], windowSeconds: number, refusal: string, reason?: string): Promise<string[]> {
    return this.takeUses(limits, windowSeconds, refusal, { reason, uses: 1, forgetRefused: false });
  }

  /**
   * As take, for `uses` uses at once (a batch's records). With `forgetRefused` a refused request's
   * uses are taken back: fit for work that leaves nothing behind when refused (a refused sync batch
   * stores nothing), so a device retrying a refused batch never keeps its own quota full. Parallel
   * requests still never pass more than the maximum together: each counts every use recorded
   * before it, and only refused ones are taken back.
   */
  async takeUses(
    limits: readonly Limit[],
    windowSeconds: number,
    refusal: string,
    options: { reason?: string; uses: number; forgetRefused: boolean },
  ): Promise<string[]> {
    if (++this.uses % PURGE_EVERY === 0) await this.events.purge(PURGE_AFTER_SECONDS);
    const keys = limits.map((l) => l.key);
    const ids = await this.events.record(keys, options.uses);
    const counts = await this.events.counts(keys, windowSeconds);
    const over = counts.filter((c) => c.count > limits.find((l) => l.key === c.key)!.max);
    if (over.length > 0) {
      if (options.forgetRefused) await this.events.forget(ids);
      const retryAfterSeconds = Math.max(...over.map((c) => c.retryAfterSeconds));
      const refused = new TooManyRequests(`${refusal}: try again in ${Math.ceil(retryAfterSeconds / 60)} minutes`, retryAfterSeconds);
      throw options.reason ? refused.because(options.reason) : refused;
    }
    return ids;
  }

  /** Takes recorded uses back: they never happened (a batch refused by another quota). */
  forget(ids: readonly string[]): Promise<void> {
    return this.events.forget(ids);
  }

  /** A login that succeeded: its attempt no longer counts, nor the earlier failures of its pair. */
  loginSucceeded(ids: readonly string[], pairKey: string): Promise<void> {
    return this.events.succeeded(ids, pairKey);
  }
}

/** The keys a login attempt counts against (docs/SECURITY.md, "Rules, and the test that proves each": another address never locks a user out). */
export function loginLimits(email: string, address: string): { pairKey: string; limits: Limit[] } {
  const pairKey = `login:${email.trim().toLowerCase()}|${address}`;
  return {
    pairKey,
    limits: [
      { key: pairKey, max: MAX_LOGIN_FAILURES },
      { key: `login-address:${address}`, max: MAX_ADDRESS_FAILURES },
    ],
  };
}
