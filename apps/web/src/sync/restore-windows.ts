/*
 * docs/operating.md, "Restoring": what a device keeps of the server's restores. A restore brought
 * back a backup; the dataversions above its `restoredThrough` and below its `resumedFrom` were drawn
 * by the replaced database, so a record the device holds at such a version is one the server lost.
 * The device sends each such record again, once per restore (restore-resend.ts), and the holdings
 * check never drops one (holdings-check.ts).
 */

/** A restore as changesSince tells of it. */
export interface RestoreMark {
  id: string;
  restoredThrough: number;
  resumedFrom: number;
}

/** The restores this device (this vault's outbox database) has sent its records again for. */
export const RESTORES_HANDLED_KEY = "restoresHandled";
/** The windows of every restore heard of, kept for the holdings check. */
export const RESTORE_WINDOWS_KEY = "restoreWindows";

/** Where the marks are kept: the outbox database's meta (one per vault, docs/shared-phone.md). */
export interface RestoreMeta {
  getMeta<T>(key: string): Promise<T | undefined>;
  setMeta(key: string, value: unknown): Promise<void>;
}

/** The restores told that this device has not yet handled. */
export async function unhandledRestores(restores: readonly RestoreMark[], meta: RestoreMeta): Promise<RestoreMark[]> {
  if (restores.length === 0) return [];
  const handled = new Set((await meta.getMeta<string[]>(RESTORES_HANDLED_KEY)) ?? []);
  return restores.filter((restore) => !handled.has(restore.id));
}

/** Whether a version lies in a restore's lost window: above what it restored, below where it resumed. */
export function lostInRestore(dataversion: number, windows: readonly RestoreMark[]): boolean {
  return windows.some((w) => dataversion > w.restoredThrough && dataversion < w.resumedFrom);
}

/** Adds restores to the kept windows (before their records are sent again: the holdings check must know them first). */
export async function keepWindows(restores: readonly RestoreMark[], meta: RestoreMeta): Promise<void> {
  const kept = (await meta.getMeta<RestoreMark[]>(RESTORE_WINDOWS_KEY)) ?? [];
  const known = new Set(kept.map((w) => w.id));
  const added = restores.filter((r) => !known.has(r.id)).map(({ id, restoredThrough, resumedFrom }) => ({ id, restoredThrough, resumedFrom }));
  if (added.length > 0) await meta.setMeta(RESTORE_WINDOWS_KEY, [...kept, ...added]);
}

/** Notes restores as handled: their records are in the outbox. */
export async function markHandled(restores: readonly RestoreMark[], meta: RestoreMeta): Promise<void> {
  const handled = (await meta.getMeta<string[]>(RESTORES_HANDLED_KEY)) ?? [];
  await meta.setMeta(RESTORES_HANDLED_KEY, [...new Set([...handled, ...restores.map((r) => r.id)])]);
}
