import { deleteDB, openDB } from "idb";
import { heldContentRelease } from "./content-release.js";

/** What the phone reports of itself (docs/shared-phone.md, "Devices, as the operator sees them"). */
export interface DeviceStatus {
  appVersion: string | null;
  /** The content release it holds (docs/worker-phone.md, "Content releases on the phone"). */
  contentRelease: number | null;
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
    contentRelease: heldContentRelease(),
    waitingEdits,
    storageUsed: estimate?.usage ?? null,
    storageQuota: estimate?.quota ?? null,
    storagePersisted: persisted ?? null,
    lastFailureAt: failure?.at ?? null,
    lastFailureReason: failure ? failure.reason.slice(0, REASON_CHARS) : null,
  };
}

/** One install this phone holds, as the status report names it (docs/shared-phone.md, "Phones, as the operator sees them"). */
export interface HeldInstall {
  id: string;
  secret: string;
  own: boolean;
  waitingEdits: number;
  locked: boolean;
}

/**
 * The entries of an outbox database, rejected ones too, counted without its key: a sealed entry's
 * bookkeeping is in the clear (docs/shared-phone.md, "Her stores"), so a locked vault's edits are
 * counted without opening them. A database the phone does not have counts 0 and is not made.
 */
export async function outboxEntriesIn(name: string): Promise<number> {
  if (!(await indexedDB.databases()).some((d) => d.name === name)) return 0;
  // Deleted meanwhile (a logout), the open would make it again, empty: it is deleted again at once.
  let made = false;
  const db = await openDB(name, undefined, { upgrade: () => void (made = true) });
  try {
    return db.objectStoreNames.contains("outbox") ? await db.count("outbox") : 0;
  } finally {
    db.close();
    if (made) await deleteDB(name);
  }
}

/**
 * Every install this phone holds: its own (its outbox `ownOutbox`) and each worker's vault, with the
 * edits waiting in each. A vault is locked unless it is the one in use with a live session
 * (`unlocked`): only its worker, logging in, can send what waits there.
 */
export async function heldInstalls(
  own: { id: string; secret: string },
  ownOutbox: string,
  vaults: readonly { id: string; secret: string; outbox: string }[],
  unlocked: string | null,
): Promise<HeldInstall[]> {
  return [
    { ...own, own: true, waitingEdits: await outboxEntriesIn(ownOutbox), locked: false },
    ...(await Promise.all(
      vaults.map(async (vault) => ({
        id: vault.id,
        secret: vault.secret,
        own: false,
        waitingEdits: await outboxEntriesIn(vault.outbox),
        locked: vault.id !== unlocked,
      })),
    )),
  ];
}
