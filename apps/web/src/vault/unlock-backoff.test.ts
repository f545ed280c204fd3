import { describe, expect, it } from "vitest";
import { afterWrongUnlock, FREE_WRONG_UNLOCKS, MAX_UNLOCK_WAIT_MS, unlockWaitAfter, unlockWaitLeft, type FailedUnlocks } from "./unlock-backoff.js";

describe("wrong offline passwords back off (docs/shared-phone.md, Login, offline)", () => {
  it("costs nothing for the first 5 wrong passwords, then 1 s, 2 s, 4 s ... at most 15 minutes", () => {
    expect(FREE_WRONG_UNLOCKS).toBe(5);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(unlockWaitAfter)).toEqual([0, 0, 0, 0, 1_000, 2_000, 4_000, 8_000, 16_000]);
    expect(unlockWaitAfter(15)).toBe(15 * 60_000);
    expect(unlockWaitAfter(1_000)).toBe(MAX_UNLOCK_WAIT_MS);
  });

  it("counts wrong passwords in a row and says how long the next try waits", () => {
    let failed: FailedUnlocks | undefined;
    const now = 1_000_000;
    for (let i = 0; i < 5; i++) failed = afterWrongUnlock(failed, now);
    expect(failed).toEqual({ count: 5, until: now + 1_000 });
    expect(unlockWaitLeft(failed, now + 400)).toBe(600);
    expect(unlockWaitLeft(failed, now + 1_000)).toBe(0);
    failed = afterWrongUnlock(failed, now + 1_000);
    expect(unlockWaitLeft(failed, now + 1_000)).toBe(2_000);
  });

  it("never waits longer than the count allows when the phone's clock is set back (to 2000)", () => {
    const failed = afterWrongUnlock({ count: 5, until: 0 }, Date.UTC(2026, 11, 5));
    expect(unlockWaitLeft(failed, Date.UTC(2000, 0, 1))).toBe(2_000);
    expect(unlockWaitLeft(undefined, Date.UTC(2000, 0, 1))).toBe(0);
  });
});
