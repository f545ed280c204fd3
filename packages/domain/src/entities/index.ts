import { chatMessagesEntity } from "./chat-messages.js";
import { clientElementsEntity } from "./client-elements.js";
import { clientImagesEntity } from "./client-images.js";
import { clientsEntity } from "./clients.js";
import { cycleActionsEntity, cycleDescriptionsEntity } from "./cycles.js";
import { favoritesEntity } from "./favorites.js";
import { hiappClientFormsEntity } from "./hiapp-client-forms.js";
import { clientMilestonesEntity, milestonesEntity, myChildrenEntity } from "./milestones.js";
import { rehabilitationsEntity } from "./rehabilitations.js";

export * from "./manifest.js";
export * from "./report-rules.js";
export * from "./sample-record.js";
export { ClientRecordSchema, type ClientRecord } from "./clients.js";
export { HIAPP_FORM_LIMITS, HiappClientFormSchema } from "./hiapp-client-forms.js";

/**
 * Every synced entity (docs/product.md §3), one manifest each. A new entity is added here and in its own file;
 * docs/adding-an-entity.md lists the rest. Kept out of the package's main export, so the web app's
 * bundle carries no zod: the web reads the manifests in its tests only.
 */
export const entityManifests = [
  clientsEntity,
  clientImagesEntity,
  clientElementsEntity,
  rehabilitationsEntity,
  milestonesEntity,
  myChildrenEntity,
  clientMilestonesEntity,
  hiappClientFormsEntity,
  cycleDescriptionsEntity,
  cycleActionsEntity,
  favoritesEntity,
  chatMessagesEntity,
] as const;

/** The table name of a synced entity, as queue entries name it. */
export type SyncedTableName = (typeof entityManifests)[number]["table"];
