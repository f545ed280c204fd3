import type { DeviceRow } from "./devices.repository.js";

/** docs/operator-console.md: edits waiting longer than this, with no good sync since, make a device stalled. */
export const WAITING_TOO_LONG_MS = 24 * 60 * 60 * 1000;

export type AttentionKind = "SYNC_FAILING" | "EDITS_WAITING";

export interface Attention {
  kind: AttentionKind;
  /** Since when: the last failure, or the last good sync (else the first contact) while edits wait. */
  since: Date;
  /** The failure's reason as stamped or reported; null for waiting edits. */
  reason: string | null;
}

type AttentionFields = Pick<DeviceRow, "created_at" | "last_sync_at" | "last_failure_at" | "last_failure_reason" | "waiting_edits" | "wipe_acknowledged_at">;

/**
 * Whether a device has stopped syncing (docs/operator-console.md): its last sync failed after its
 * last good one, or it has edits waiting and no good sync for more than a day. A wiped device needs nobody.
 */
export function deviceAttention(device: AttentionFields, now: Date): Attention | null {
  if (device.wipe_acknowledged_at !== null) return null;
  const lastGood = device.last_sync_at;
  if (device.last_failure_at !== null && (lastGood === null || device.last_failure_at > lastGood)) {
    return { kind: "SYNC_FAILING", since: device.last_failure_at, reason: device.last_failure_reason ?? null };
  }
  const since = lastGood ?? device.created_at;
  if ((device.waiting_edits ?? 0) > 0 && now.getTime() - since.getTime() > WAITING_TOO_LONG_MS) {
    return { kind: "EDITS_WAITING", since, reason: null };
  }
  return null;
}
