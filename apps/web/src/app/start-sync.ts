import { openConflicts, recordConflicts } from "../modules/conflicts/open-conflicts.js";
import { SyncRuntime } from "../sync/sync-runtime.js";
import { reloadContent, wipeLocalStorage } from "./deployment.js";
import { installRecord } from "./install-record.js";
import { recordCaches } from "./record-caches.js";

/** The sync layer, assembled with the modules' caches and what the app keeps of the deployment and the open conflicts. */
export function startSync(): Promise<SyncRuntime> {
  return SyncRuntime.start({
    caches: recordCaches,
    installRecord,
    wipeLocalStorage,
    reloadContent,
    openConflicts(answer, name) {
      recordConflicts(answer, name);
      return openConflicts.get().list.length;
    },
  });
}
