import { describe, expect, it } from "vitest";
import { deviceAttention, WAITING_TOO_LONG_MS } from "./device-attention.js";

const now = new Date("2026-11-28T12:00:00Z");
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
const device = (over: Partial<Parameters<typeof deviceAttention>[0]> = {}) => ({
  created_at: hoursAgo(100),
  last_sync_at: hoursAgo(1),
  last_failure_at: null,
  last_failure_reason: null,
  waiting_edits: 0,
  wipe_acknowledged_at: null,
  ...over,
});

/** docs/operator-console.md: a device that stops syncing shows as such, with the reason. */
describe("a device's attention", () => {
  it("is none for a device whose last sync was good and nothing waits", () => {
    expect(deviceAttention(device(), now)).toBeNull();
  });

  it("is SYNC_FAILING, with the reason, when the last failure came after the last good sync", () => {
    const failed = device({ last_failure_at: hoursAgo(0.5), last_failure_reason: "BAD_USER_INPUT: input.entries: 501 entries" });
    expect(deviceAttention(failed, now)).toEqual({ kind: "SYNC_FAILING", since: hoursAgo(0.5), reason: "BAD_USER_INPUT: input.entries: 501 entries" });
    expect(deviceAttention(device({ last_sync_at: null, last_failure_at: hoursAgo(2) }), now)?.kind).toBe("SYNC_FAILING");
  });

  it("is none once a good sync followed the failure", () => {
    expect(deviceAttention(device({ last_failure_at: hoursAgo(2), last_failure_reason: "x" }), now)).toBeNull();
  });

  it("is EDITS_WAITING when edits wait and the last good sync is more than a day old, not a millisecond before", () => {
    const day = WAITING_TOO_LONG_MS / 3_600_000;
    expect(deviceAttention(device({ waiting_edits: 3, last_sync_at: hoursAgo(day) }), now)).toBeNull();
    expect(deviceAttention(device({ waiting_edits: 3, last_sync_at: new Date(hoursAgo(day).getTime() - 1) }), now)).toEqual({
      kind: "EDITS_WAITING",
      since: new Date(hoursAgo(day).getTime() - 1),
      reason: null,
    });
    expect(deviceAttention(device({ waiting_edits: 0, last_sync_at: hoursAgo(48) }), now)).toBeNull();
    expect(deviceAttention(device({ waiting_edits: 1, last_sync_at: null, created_at: hoursAgo(30) }), now)?.since).toEqual(hoursAgo(30));
  });

  it("is none for a wiped device", () => {
    expect(deviceAttention(device({ last_failure_at: hoursAgo(0.5), wipe_acknowledged_at: hoursAgo(0.1) }), now)).toBeNull();
  });
});
