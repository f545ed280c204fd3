/**
 * Wrong offline passwords back off (docs/shared-phone.md, "Login, offline"): the first
 * FREE_WRONG_UNLOCKS wrong passwords in a row cost nothing more than the key derivation; each one
 * after them makes the next try wait, 1 s, 2 s, 4 s ... doubling, at most MAX_UNLOCK_WAIT_MS. The
 * count is kept in her vault record, so a reload does not reset it; a right password clears it.
 * A wait is measured on the phone's clock: a clock set back never makes her wait longer than the
 * count allows (the wait left is bounded by it), and one set forward only ends the wait early. It
 * slows a person at the phone's screen; a copied profile is guessed offline at the key derivation's
 * own cost (docs/SECURITY.md).
 */
export const FREE_WRONG_UNLOCKS = 5;
export const FIRST_UNLOCK_WAIT_MS = 1_000;
export const MAX_UNLOCK_WAIT_MS = 15 * 60_000;

/** Wrong passwords in a row, and when (the phone's clock, ms) the next try may be made. */
export interface FailedUnlocks {
  count: number;
  until: number;
}

/** How long the next try waits after `count` wrong passwords in a row. */
export function unlockWaitAfter(count: number): number {
  if (count < FREE_WRONG_UNLOCKS) return 0;
  return Math.min(MAX_UNLOCK_WAIT_MS, FIRST_UNLOCK_WAIT_MS * 2 ** Math.min(count - FREE_WRONG_UNLOCKS, 30));
}

/** The wait still left before a try may be made now (0: it may). */
export function unlockWaitLeft(failed: FailedUnlocks | undefined, now: number): number {
  if (!failed) return 0;
  return Math.max(0, Math.min(failed.until - now, unlockWaitAfter(failed.count)));
}

/** The count after one more wrong password at `now`. */
export function afterWrongUnlock(failed: FailedUnlocks | undefined, now: number): FailedUnlocks {
  const count = (failed?.count ?? 0) + 1;
  return { count, until: now + unlockWaitAfter(count) };
}

/** A try made before the wait after wrong passwords ended: nothing was tried. */
export class UnlockWait extends Error {
  constructor(readonly waitMs: number) {
    super(`too many wrong passwords: try again in ${Math.ceil(waitMs / 1000)} s`);
  }
}
