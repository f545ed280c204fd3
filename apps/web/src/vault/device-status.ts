/** What the phone reports of itself (docs/shared-phone.md, "Devices, as the operator sees them"). */
export interface DeviceStatus {
  appVersion: string | null;
  waitingEdits: number;
  storageUsed: number | null;
  storageQuota: number | null;
  storagePersisted: boolean | null;
  lastFailureAt: string | null;
  lastFailureReason: string | null;
}

/** A failed sync's reason as reported: its message, at most 200 characters. */
const REASON_CHARS = 200;

/** The phone's status now: its edits waiting, the storage the browser grants it, and its last failed sync. */
export async function deviceStatus(
  waitingEdits: number,
  failure: { at: string; reason: string } | null,
  storage: Pick<StorageManager, "estimate" | "persisted"> | undefined = navigator.storage,
): Promise<DeviceStatus> {
  const estimate = await storage?.estimate().catch(() => null);
  const persisted = await storage?.persisted().catch(() => null);
  return {
    appVersion: localStorage.getItem("version"),
    waitingEdits,
    storageUsed: estimate?.usage ?? null,
    storageQuota: estimate?.quota ?? null,
    storagePersisted: persisted ?? null,
    lastFailureAt: failure?.at ?? null,
    lastFailureReason: failure ? failure.reason.slice(0, REASON_CHARS) : null,
  };
}
