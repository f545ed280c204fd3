import { t } from "../i18n/t.js";
import type { NoticeOptions } from "../platform/notices.js";
import type { Subscribable } from "../platform/signal.js";
import { storedUser } from "../vault/storage-keys.js";
import { Store } from "../platform/store.js";
import { visibleInterval } from "../platform/visible-timers.js";

const NO_CHANGES: Subscribable = { subscribe: () => () => {} };

/** docs/product.md §5, §9: the storage message appears at most once per 2 hours. */
export const STORAGE_CHECK_INTERVAL_MS = 7_200_000;
/** docs/product.md §5, §9: above 85% of the quota a warning, at or above 90% a critical warning. */
export const STORAGE_WARNING_RATIO = 0.85;
export const STORAGE_CRITICAL_RATIO = 0.9;
/** docs/product.md §5, §9: the warning stays 30 s, the critical warning 10 s. */
export const STORAGE_WARNING_MS = 30_000;
export const STORAGE_CRITICAL_MS = 10_000;
/** When storage was last checked (ms since 1970), kept across reloads. */
export const STORAGE_CHECKED_AT_KEY = "storageCheckedAt";

export type StorageLevel = "ok" | "warning" | "critical";

/**
 * docs/product.md §5 (whose original comparison was ambiguous), read as: used / quota at or above 0.9 is
 * critical, above 0.85 a warning, else fine. Without a usable quota nothing can be said: fine.
 */
export function storageLevel(usage: number | undefined, quota: number | undefined): StorageLevel {
  if (!usage || !quota || !Number.isFinite(usage) || !Number.isFinite(quota) || quota <= 0) return "ok";
  const used = usage / quota;
  if (used >= STORAGE_CRITICAL_RATIO) return "critical";
  if (used > STORAGE_WARNING_RATIO) return "warning";
  return "ok";
}

export interface StorageCheckDeps {
  /** navigator.storage.estimate, absent in browsers without the Storage API. */
  estimate?: () => Promise<{ usage?: number; quota?: number }>;
  notices: { show(text: string, options?: NoticeOptions): number };
  now?: () => number;
  storage?: Pick<Storage, "getItem" | "setItem">;
}

/**
 * docs/product.md §5: estimates the storage in use and warns, negative-coloured, when the device is nearly
 * full. Skipped (null) when the last check was less than 2 hours ago, even before a reload.
 */
export async function checkStorage({ estimate, notices, now = Date.now, storage = localStorage }: StorageCheckDeps): Promise<StorageLevel | null> {
  if (!estimate) return null;
  const last = Number(storage.getItem(STORAGE_CHECKED_AT_KEY) ?? Number.NaN);
  if (Number.isFinite(last) && now() - last < STORAGE_CHECK_INTERVAL_MS) return null;
  storage.setItem(STORAGE_CHECKED_AT_KEY, String(now()));
  const { usage, quota } = await estimate();
  const level = storageLevel(usage, quota);
  // One storage notice at a time, the latest: a critical warning takes the place of a shown warning
  // (a group kept the first text and counted up, so "almost full ×2" hid "full").
  if (level === "critical") notices.show(t("CRITICALSTORAGE"), { tone: "negative", timeoutMs: STORAGE_CRITICAL_MS, slot: "storage" });
  if (level === "warning") notices.show(t("TRESHOLD"), { tone: "negative", timeoutMs: STORAGE_WARNING_MS, slot: "storage" });
  return level;
}

/** Asks the browser to keep this app's data under storage pressure; true when it will. */
export async function requestPersistentStorage(
  manager: Partial<Pick<StorageManager, "persist" | "persisted">> | undefined = navigator.storage,
): Promise<boolean> {
  if (!manager?.persist) return false;
  if (manager.persisted && (await manager.persisted())) return true;
  return manager.persist();
}

/**
 * Whether the browser keeps this app's data under storage pressure (null until known), for the
 * worker's device status (docs/shared-phone.md "Devices"): read at start, asked for at a login.
 */
export const storagePersistence = new Store<{ persisted: boolean | null }>({ persisted: null });

/** What the device reports of its storage (docs/shared-phone.md): used and granted bytes, and whether it is kept. */
export async function storageState(
  manager: Partial<Pick<StorageManager, "estimate">> | undefined = navigator.storage,
): Promise<{ usage: number | null; quota: number | null; persisted: boolean | null }> {
  const estimate = manager?.estimate ? await manager.estimate().catch(() => ({ usage: undefined, quota: undefined })) : {};
  return { usage: estimate.usage ?? null, quota: estimate.quota ?? null, persisted: storagePersistence.get().persisted };
}

type PersistenceManager = Partial<Pick<StorageManager, "persist" | "persisted">> | undefined;

/**
 * Persistent storage is asked for when a worker is logged in (her first login on this phone, or a
 * start with her logged in) and the data is not kept yet; before that it is only read, since some
 * browsers ask the user (docs/worker-phone.md "Storage").
 */
export function persistAtLogin(manager: PersistenceManager, loginChanges: Subscribable, loggedIn: () => boolean): () => void {
  const ask = () => {
    if (!loggedIn() || storagePersistence.get().persisted === true) return;
    void requestPersistentStorage(manager)
      .then((persisted) => storagePersistence.set({ persisted }))
      .catch((error) => console.warn("persistent storage not granted", error));
  };
  if (manager?.persisted)
    void manager
      .persisted()
      .then((persisted) => {
        storagePersistence.set({ persisted });
        ask();
      })
      .catch((error) => console.warn("persistent storage unknown", error));
  else ask();
  return loginChanges.subscribe(ask);
}

/** At start-up: checks storage now and again every 2 hours, and asks for persistent storage at a login. */
export function startStorageCheck(
  notices: StorageCheckDeps["notices"],
  loginChanges: Subscribable = NO_CHANGES,
  loggedIn: () => boolean = () => storedUser() !== null,
): () => void {
  const manager = typeof navigator === "undefined" ? undefined : navigator.storage;
  const stopAsking = persistAtLogin(manager, loginChanges, loggedIn);
  const estimate = manager?.estimate ? () => manager.estimate() : undefined;
  const check = () => void checkStorage({ estimate, notices }).catch((error) => console.warn("storage check failed", error));
  check();
  // Only while the app is on screen, and when it shows again (docs/worker-phone.md).
  const stopChecking = visibleInterval(check, STORAGE_CHECK_INTERVAL_MS);
  return () => {
    stopAsking();
    stopChecking();
  };
}
