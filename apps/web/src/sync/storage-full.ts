import { t } from "../i18n/t.js";
import type { Notices } from "../platform/notices.js";

/** The slot of the storage-full notice: one at a time, however often she tries. */
export const STORAGE_FULL_SLOT = "storage-full";

/** Whether a failed IndexedDB write failed for want of space (its transaction's QuotaExceededError). */
export function isStorageFull(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { name?: unknown }).name === "QuotaExceededError";
}

/**
 * A write to the outbox failed for want of space (docs/worker-phone.md "Full storage"): the worker
 * is told in her language that this change was not saved, and stays where she is with what she
 * typed; IndexedDB aborts the whole write, so every edit kept before it stays in the outbox.
 * The error goes on to the caller either way.
 */
export function tellIfStorageFull(error: unknown, notices: Pick<Notices, "show">): never {
  if (isStorageFull(error)) notices.show(t("STORAGE_FULL"), { tone: "negative", timeoutMs: 0, slot: STORAGE_FULL_SLOT, textKey: "STORAGE_FULL" });
  throw error;
}
