import "reflect-metadata";
import { ageInMonths } from "@stepwise/domain";
import type { ClassType } from "type-graphql";
import type { SyncedTable } from "../sync/synced-table.js";
import { chatMessagesTable } from "./chat/chat-message.schema.js";
import { ChatMessage } from "./chat/chat-message.type.js";
import { clientImagesTable } from "./client-images/client-image.schema.js";
import { ClientImage } from "./client-images/client-image.type.js";
import { clientElementsTable } from "./client-elements/client-element.schema.js";
import { ClientElement } from "./client-elements/client-element.type.js";
import { clientsTable } from "./clients/client.schema.js";
import { Client } from "./clients/client.type.js";
import { cycleActionsTable, cycleDescriptionsTable } from "./cycles/cycle.schema.js";
import { CycleAction, CycleDescription } from "./cycles/cycle.type.js";
import { favoritesTable } from "./favorites/favorite.schema.js";
import { Favorite } from "./favorites/favorite.type.js";
import { hiappClientFormsTable } from "./health-issue/hiapp-client-form.schema.js";
import { HiappClientForm } from "./health-issue/hiapp-client-form.type.js";
import { clientMilestonesTable, milestonesTable, myChildrenTable } from "./milestones/milestone.schema.js";
import { ClientMilestone, MilestoneForm, MyChild } from "./milestones/milestone.type.js";
import { rehabilitationsTable } from "./rehabilitation/rehabilitation.schema.js";
import { Rehabilitation } from "./rehabilitation/rehabilitation.type.js";

/** A synced table as GraphQL shows it: its type, the SyncEntryInput field carrying it, its queries. */
export interface SyncedEntity {
  table: SyncedTable;
  type: ClassType;
  /** Field of SyncEntryInput holding this table's record. */
  inputField: string;
  listQuery: string;
  oneQuery: string;
  /** Records that belong to a client can be listed per client (`clientUuid`). */
  clientField: string | null;
  /** Values computed when the record is read. */
  computed?: (record: Record<string, unknown>) => Record<string, unknown>;
}

export const syncedEntities: SyncedEntity[] = [
  { table: clientsTable, type: Client, inputField: "client", listQuery: "clients", oneQuery: "client", clientField: null },
  { table: clientImagesTable, type: ClientImage, inputField: "clientImage", listQuery: "clientImages", oneQuery: "clientImage", clientField: "client_uuid" },
  {
    table: clientElementsTable,
    type: ClientElement,
    inputField: "clientElement",
    listQuery: "clientElements",
    oneQuery: "clientElement",
    clientField: "client_uuid",
  },
  {
    table: rehabilitationsTable,
    type: Rehabilitation,
    inputField: "rehabilitation",
    listQuery: "rehabilitations",
    oneQuery: "rehabilitation",
    clientField: "client_uuid",
  },
  {
    table: milestonesTable,
    type: MilestoneForm,
    inputField: "milestoneForm",
    listQuery: "milestoneForms",
    oneQuery: "milestoneForm",
    clientField: "client_uuid",
  },
  {
    table: myChildrenTable,
    type: MyChild,
    inputField: "myChild",
    listQuery: "myChildren",
    oneQuery: "myChild",
    clientField: null,
    computed: (record) => ({ ageInMonths: ageInMonths(record.birthdate, new Date()) }),
  },
  {
    table: clientMilestonesTable,
    type: ClientMilestone,
    inputField: "clientMilestone",
    listQuery: "clientMilestones",
    oneQuery: "clientMilestone",
    clientField: "client_uuid",
  },
  {
    table: hiappClientFormsTable,
    type: HiappClientForm,
    inputField: "hiappClientForm",
    listQuery: "hiappClientForms",
    oneQuery: "hiappClientForm",
    clientField: null,
  },
  {
    table: cycleDescriptionsTable,
    type: CycleDescription,
    inputField: "cycleDescription",
    listQuery: "cycleDescriptions",
    oneQuery: "cycleDescription",
    clientField: "client_uuid",
  },
  { table: cycleActionsTable, type: CycleAction, inputField: "cycleAction", listQuery: "cycleActions", oneQuery: "cycleAction", clientField: null },
  { table: favoritesTable, type: Favorite, inputField: "favorite", listQuery: "favorites", oneQuery: "favorite", clientField: null },
  { table: chatMessagesTable, type: ChatMessage, inputField: "chatMessage", listQuery: "chatMessages", oneQuery: "chatMessage", clientField: null },
];

export const syncedTables: SyncedTable[] = syncedEntities.map((e) => e.table);

export function entityOf(table: string): SyncedEntity | undefined {
  return syncedEntities.find((e) => e.table.name === table);
}
