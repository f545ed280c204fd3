import { chatCache } from "../modules/chat/chat-cache.js";
import { clientCache } from "../modules/clients/client-cache.js";
import { clientImageCache } from "../modules/clients/client-image-cache.js";
import { openConflicts, recordConflicts } from "../modules/conflicts/open-conflicts.js";
import { cycleActionCache, cycleDescriptionCache } from "../modules/cycles/cycle-cache.js";
import { favoriteCache } from "../modules/favorites/favorite-cache.js";
import { hiappCache } from "../modules/health-issue/hiapp-cache.js";
import { milestoneFormCache, myChildCache } from "../modules/milestones/milestone-caches.js";
import { rehabCache } from "../modules/rehabilitation/rehab-cache.js";
import type { RecordCache } from "../sync/record-cache.js";
import { SyncRuntime } from "../sync/sync-runtime.js";
import { reloadContent, wipeLocalStorage } from "./deployment.js";
import { installRecord } from "./install-record.js";

/** Every table the app shows, registered with the sync layer by the module that shows it. */
export const recordCaches: readonly RecordCache[] = [
  clientCache,
  clientImageCache,
  rehabCache,
  hiappCache,
  cycleDescriptionCache,
  cycleActionCache,
  favoriteCache,
  myChildCache,
  milestoneFormCache,
  chatCache,
];

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
