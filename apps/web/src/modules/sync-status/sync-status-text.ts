import { t } from "../../i18n/t.js";
import type { SyncView } from "../../sync/sync-view.js";

export type SyncState = "idle" | "syncing" | "offline" | "error";

type StatusView = Pick<SyncView, "online" | "engine" | "pending" | "lastSyncedAt" | "errorText" | "updateRequired" | "readFailed" | "refusedWaiting">;

/** The status shown: offline above all, then a running sync, then an error, else idle. */
export function syncState(view: StatusView): SyncState {
  if (!view.online) return "offline";
  return view.engine === "waiting" ? "idle" : view.engine;
}

/** "3 changes waiting", "Syncing…", "Last synced 12:03", "Everything is synced", or the error. */
export function syncStatusText(view: StatusView): string {
  const state = syncState(view);
  if (state === "offline") return view.pending > 0 ? `${t("SYNC_OFFLINE")} · ${waiting(view.pending)}` : t("SYNC_OFFLINE");
  // docs/sync-and-api.md, "Released builds and their operations": above a running sync, which cannot succeed.
  if (view.updateRequired) return view.pending > 0 ? `${t("SYNC_UPDATE_REQUIRED")} · ${waiting(view.pending)}` : t("SYNC_UPDATE_REQUIRED");
  // docs/worker-phone.md, "Refusals and what they ask of her": nothing syncs until she logs in.
  const refused = view.refusedWaiting;
  if (refused !== null) return refused > 0 ? `${t("SYNC_LOGIN_NEEDED")} · ${waiting(refused)}` : t("SYNC_LOGIN_NEEDED");
  if (state === "syncing") return t("SYNCING");
  // The worker's words for it, never the server's English text (which goes to the operator's console).
  if (state === "error") return view.errorText ? `${t("SYNC_ERROR")}: ${view.errorText}` : t("SYNC_ERROR");
  if (view.pending > 0) return waiting(view.pending);
  // A catch-up that failed online: an old "Last synced" would say the phone is in step when it is not.
  if (view.readFailed) return t("SYNC_READ_FAILED");
  if (view.lastSyncedAt !== null) return `${t("SYNC_LAST")} ${clockTime(new Date(view.lastSyncedAt))}`;
  // Nothing waits in the outbox: every edit made here was confirmed (docs/worker-phone.md "Sync status").
  return t("SYNC_NOTHING_WAITING");
}

function waiting(count: number): string {
  return count === 1 ? t("SYNC_WAITING_ONE") : t("SYNC_WAITING_MANY", { count });
}

function clockTime(date: Date): string {
  return `${String(date.getHours()).padStart(2, "0")}:${String(date.getMinutes()).padStart(2, "0")}`;
}
