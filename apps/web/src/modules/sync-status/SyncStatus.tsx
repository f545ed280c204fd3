import { RejectedEdits } from "../../sync/RejectedEdits.js";
import { useSyncView } from "../../sync/runtime-context.js";
import { syncState, syncStatusText } from "./sync-status-text.js";

/** How many changes wait, whether a sync runs, when the last one ended, and errors. */
export function SyncStatus() {
  const view = useSyncView();
  const state = syncState(view);
  return (
    <>
      <div
        className={`sync-status sync-${state}`}
        data-testid="sync-status"
        data-pending={view.pending}
        data-state={state}
        data-engine={view.engine}
        role="status"
        aria-live="polite"
      >
        {syncStatusText(view)}
      </div>
      <RejectedEdits />
    </>
  );
}
