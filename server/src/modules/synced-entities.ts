import "reflect-metadata";
import { entityManifests, type EntityManifest, type SyncedTableName } from "@stepwise/domain/entities";
import type { ClassType } from "type-graphql";
import type { SyncedTable } from "../sync/synced-table.js";
import { ChatMessage, ChatMessageInput } from "./chat/chat-message.type.js";
import { ClientElement, ClientElementInput } from "./client-elements/client-element.type.js";
import { ClientImage, ClientImageInput } from "./client-images/client-image.type.js";
import { ClientInput } from "./clients/client.input.js";
import { Client } from "./clients/client.type.js";
import { CycleAction, CycleActionInput, CycleDescription, CycleDescriptionInput } from "./cycles/cycle.type.js";
import { Favorite, FavoriteInput } from "./favorites/favorite.type.js";
import { HiappClientForm, HiappClientFormInput } from "./health-issue/hiapp-client-form.type.js";
import { ClientMilestone, ClientMilestoneInput, MilestoneForm, MilestoneFormInput, MyChild, MyChildInput } from "./milestones/milestone.type.js";
import { RehabilitationInput } from "./rehabilitation/rehabilitation.input.js";
import { Rehabilitation } from "./rehabilitation/rehabilitation.type.js";

/**
 * A synced table as GraphQL shows it: its manifest (@stepwise/domain/entities) with the type-graphql
 * classes of its records. The classes are written by hand (decorators read best so);
 * graphql-types.test.ts checks their fields against the manifest's schema.
 */
export interface SyncedEntity extends Pick<EntityManifest, "inputField" | "listQuery" | "oneQuery" | "clientField" | "computed"> {
  manifest: EntityManifest;
  table: SyncedTable;
  /** The ObjectType of its records. */
  type: ClassType;
  /** The InputType of its records, in SyncEntryInput's field `inputField`. */
  input: ClassType;
}

/** The GraphQL classes of each table: a manifest without its classes is a type error here. */
const graphqlClasses: Record<SyncedTableName, { type: ClassType; input: ClassType }> = {
  clients: { type: Client, input: ClientInput },
  client_images: { type: ClientImage, input: ClientImageInput },
  client_elements: { type: ClientElement, input: ClientElementInput },
  rehabilitations: { type: Rehabilitation, input: RehabilitationInput },
  milestones: { type: MilestoneForm, input: MilestoneFormInput },
  my_children: { type: MyChild, input: MyChildInput },
  client_milestones: { type: ClientMilestone, input: ClientMilestoneInput },
  hiapp_client_forms: { type: HiappClientForm, input: HiappClientFormInput },
  cycle_descriptions: { type: CycleDescription, input: CycleDescriptionInput },
  cycle_actions: { type: CycleAction, input: CycleActionInput },
  favorites: { type: Favorite, input: FavoriteInput },
  chat_messages: { type: ChatMessage, input: ChatMessageInput },
};

function syncedEntity(manifest: (typeof entityManifests)[number]): SyncedEntity {
  const { table, schema, syncedFlags, readers, longTexts, stamp, inputField, listQuery, oneQuery, clientField, computed } = manifest as EntityManifest;
  return {
    manifest,
    table: { name: table, schema, syncedFlags, ...(readers && { readers }), ...(longTexts && { longTexts }), ...(stamp && { stamp }) },
    ...graphqlClasses[manifest.table],
    inputField,
    listQuery,
    oneQuery,
    clientField,
    ...(computed && { computed }),
  };
}

export const syncedEntities: SyncedEntity[] = entityManifests.map(syncedEntity);

export const syncedTables: SyncedTable[] = syncedEntities.map((e) => e.table);

export function entityOf(table: string): SyncedEntity | undefined {
  return syncedEntities.find((e) => e.table.name === table);
}
