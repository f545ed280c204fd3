import {
  MilestoneFormDocument,
  MilestoneFormFieldsFragmentDoc,
  MilestoneFormsDocument,
  MyChildDocument,
  MyChildFieldsFragmentDoc,
  MyChildrenDocument,
} from "../../generated/graphql.js";
import { t } from "../../i18n/t.js";
import { persistNow } from "../../platform/persisted-cache.js";
import { listedTableCache } from "../../sync/listed-table-cache.js";
import type { RecordCache } from "../../sync/record-cache.js";

/**
 * Once a record leaves the outbox the cache is this device's only copy of it: what another device
 * changed is saved at once rather than after the persistor's debounce, so a reload straight after
 * (offline) still shows it.
 */
function savedAtOnce(cache: RecordCache): RecordCache {
  return {
    ...cache,
    async fetch(client, uuid) {
      await cache.fetch(client, uuid);
      await persistNow();
    },
    async put(client, fetched) {
      await cache.put(client, fetched);
      await persistNow();
    },
  };
}

/** Milestone forms in the Apollo cache, fetched when another device changed one. */
export const milestoneFormCache = savedAtOnce(
  listedTableCache({
    table: "milestones",
    fragment: MilestoneFormFieldsFragmentDoc,
    listQuery: MilestoneFormsDocument,
    oneQuery: MilestoneFormDocument,
    describe: () => t("MILESTONE_FORM_NAME"),
  }),
);

/** My-child records in the Apollo cache, the same way. */
export const myChildCache = savedAtOnce(
  listedTableCache({
    table: "my_children",
    fragment: MyChildFieldsFragmentDoc,
    listQuery: MyChildrenDocument,
    oneQuery: MyChildDocument,
    describe: (child, uuid) => t("CHILD_BORN", { birthdate: String(child?.birthdate ?? uuid) }),
  }),
);
