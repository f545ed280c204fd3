import { describe, expect, it } from "vitest";
import { backupCardState, failedSinceGood } from "./backup-card-state.js";

// docs/operating.md, "Backing up": the console's card turns red after 26 hours, when off, or never made.

const now = new Date("2026-12-06T12:00:00.000Z");
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 60 * 60 * 1000).toISOString();

describe("backupCardState", () => {
  it("is off without BACKUP_PASSPHRASE, whatever was made before", () => {
    expect(backupCardState({ enabled: false, lastGoodAt: hoursAgo(1) }, now)).toBe("off");
  });

  it("is never when no good backup was made", () => {
    expect(backupCardState({ enabled: true, lastGoodAt: null, lastFailedAt: hoursAgo(1) }, now)).toBe("never");
  });

  it("is good up to 26 hours after the last good backup, and stale past them", () => {
    expect(backupCardState({ enabled: true, lastGoodAt: hoursAgo(25) }, now)).toBe("good");
    expect(backupCardState({ enabled: true, lastGoodAt: hoursAgo(26) }, now)).toBe("good");
    expect(backupCardState({ enabled: true, lastGoodAt: new Date(now.getTime() - 26 * 3600_000 - 1).toISOString() }, now)).toBe("stale");
  });
});

describe("failedSinceGood", () => {
  it("tells a failure after the last good backup from an older one", () => {
    expect(failedSinceGood({ enabled: true, lastGoodAt: hoursAgo(5), lastFailedAt: hoursAgo(2) })).toBe(true);
    expect(failedSinceGood({ enabled: true, lastGoodAt: hoursAgo(2), lastFailedAt: hoursAgo(5) })).toBe(false);
    expect(failedSinceGood({ enabled: true, lastGoodAt: null, lastFailedAt: hoursAgo(5) })).toBe(true);
    expect(failedSinceGood({ enabled: true, lastGoodAt: hoursAgo(5), lastFailedAt: null })).toBe(false);
  });
});
