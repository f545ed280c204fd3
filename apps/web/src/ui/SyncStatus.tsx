import { t } from "../i18n/t.js";
import { useSyncView } from "../sync/runtime-context.js";

function describe(view: ReturnType<typeof useSyncView>): string {
  if (!view.online) return view.pending > 0 ? `${t("SYNC_OFFLINE")} · ${waiting(view.pending)}` : t("SYNC_OFFLINE");
  if (view.engine === "syncing") return t("SYNCING");
  if (view.engine === "error") return `${t("SYNC_ERROR")}: ${view.error ?? ""}`;
  if (view.pending > 0) return waiting(view.pending);
  if (view.lastSyncedAt) return `${t("SYNC_LAST")} ${new Date(view.lastSyncedAt).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" })}`;
  return t("SYNC_IDLE_NEVER");
}

function waiting(count: number): string {
  return count === 1 ? t("SYNC_WAITING_ONE") : t("SYNC_WAITING_MANY", { count });
}

/** How many changes wait, whether a sync runs, when the last one ended, and errors. */
export function SyncStatus() {
  const view = useSyncView();
  const state = !view.online ? "offline" : view.engine === "waiting" ? "idle" : view.engine;
  return (
    <div className={`sync-status sync-${state}`} data-testid="sync-status" data-pending={view.pending} data-state={state} role="status" aria-live="polite">
      {describe(view)}
    </div>
  );
}
