import {
  ClientImageDocument,
  ClientImageFieldsFragmentDoc,
  ClientImagesDocument,
  CycleActionDocument,
  CycleActionFieldsFragmentDoc,
  CycleActionsDocument,
  CycleDescriptionDocument,
  CycleDescriptionFieldsFragmentDoc,
  CycleDescriptionsDocument,
  FavoriteDocument,
  FavoriteFieldsFragmentDoc,
  FavoritesDocument,
  HiappClientFormDocument,
  HiappClientFormFieldsFragmentDoc,
  HiappClientFormsDocument,
  RehabilitationDocument,
  RehabilitationFieldsFragmentDoc,
  RehabilitationsDocument,
} from "../generated/graphql.js";
import { t } from "../i18n/t.js";
import { chatCache } from "../modules/chat/chat-cache.js";
import { clientCache } from "../modules/clients/client-cache.js";
import { milestoneFormCache, myChildCache } from "../modules/milestones/milestone-caches.js";
import { toldOfDueChanges } from "../modules/visits-due/due-records-changed.js";
import { listedTableCache } from "../sync/listed-table-cache.js";
import type { RecordCache } from "../sync/record-cache.js";

const rehabilitations = listedTableCache({
  table: "rehabilitations",
  fragment: RehabilitationFieldsFragmentDoc,
  listQuery: RehabilitationsDocument,
  oneQuery: RehabilitationDocument,
  describe: () => "The rehabilitation plan",
  // A client's plan screen reads her plans; the calendar reads every plan (clientUuid null).
  alsoListedIn: [{ clientUuid: null }],
});

/**
 * Every table the app shows, registered with the sync layer. A table shown in a list of the caller's
 * records (one per client when its list query takes `clientUuid`) is one listedTableCache here; a
 * module with behaviour of its own keeps its cache.
 */
export const recordCaches: readonly RecordCache[] = [
  clientCache,
  listedTableCache({
    table: "client_images",
    fragment: ClientImageFieldsFragmentDoc,
    listQuery: ClientImagesDocument,
    oneQuery: ClientImageDocument,
    describe: () => "The client's picture",
  }),
  rehabilitations,
  listedTableCache({
    table: "hiapp_client_forms",
    fragment: HiappClientFormFieldsFragmentDoc,
    listQuery: HiappClientFormsDocument,
    oneQuery: HiappClientFormDocument,
    describe: (form) => form?.client_reference || t("PAGE_HIAPP"),
  }),
  listedTableCache({
    table: "cycle_descriptions",
    fragment: CycleDescriptionFieldsFragmentDoc,
    listQuery: CycleDescriptionsDocument,
    oneQuery: CycleDescriptionDocument,
    describe: (description) => description?.goal,
  }),
  listedTableCache({
    table: "cycle_actions",
    fragment: CycleActionFieldsFragmentDoc,
    listQuery: CycleActionsDocument,
    oneQuery: CycleActionDocument,
    describe: (action) => action?.action,
  }),
  listedTableCache({
    table: "favorites",
    fragment: FavoriteFieldsFragmentDoc,
    listQuery: FavoritesDocument,
    oneQuery: FavoriteDocument,
    describe: () => "A favorite",
  }),
  myChildCache,
  milestoneFormCache,
  chatCache,
  // Home's count of visits due follows another device's changes to the tables its rule reads.
].map(toldOfDueChanges);
