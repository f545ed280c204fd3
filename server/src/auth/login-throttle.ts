import { TooManyRequests } from "../errors.js";

/** Failed logins allowed per account within the window, before 429. */
export const MAX_LOGIN_FAILURES = 5;
/** Per network address: higher, since a clinic's workers may share one address. */
export const MAX_ADDRESS_FAILURES = 20;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Login throttling per account and per address. Kept in the process: with several replicas an
 * attacker gets at most this many tries per replica, still far from a brute force.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  assertAllowed(keys: readonly string[]): void {
    for (const key of keys) {
      const recent = this.recent(key);
      if (recent.length >= (key.startsWith("address:") ? MAX_ADDRESS_FAILURES : MAX_LOGIN_FAILURES)) {
        const retryInMinutes = Math.ceil((recent[0]! + LOGIN_FAILURE_WINDOW_MS - this.now()) / 60_000);
        throw new TooManyRequests(`too many failed logins: try again in ${retryInMinutes} minutes`);
      }
    }
  }

  failed(keys: readonly string[]): void {
    for (const key of keys) this.failures.set(key, [...this.recent(key), this.now()]);
  }

  succeeded(keys: readonly string[]): void {
    for (const key of keys) this.failures.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - LOGIN_FAILURE_WINDOW_MS;
    return (this.failures.get(key) ?? []).filter((at) => at > since);
  }
}
