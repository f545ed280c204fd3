import { chatCache } from "../modules/chat/chat-cache.js";
import { clientCache } from "../modules/clients/client-cache.js";
import { clientImageCache } from "../modules/clients/client-image-cache.js";
import { cycleActionCache, cycleDescriptionCache } from "../modules/cycles/cycle-cache.js";
import { favoriteCache } from "../modules/favorites/favorite-cache.js";
import { hiappCache } from "../modules/health-issue/hiapp-cache.js";
import { milestoneFormCache, myChildCache } from "../modules/milestones/milestone-caches.js";
import { rehabCache } from "../modules/rehabilitation/rehab-cache.js";
import type { RecordCache } from "../sync/record-cache.js";

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
