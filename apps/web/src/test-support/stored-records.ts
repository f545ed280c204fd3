import { entityManifests, sampleRecordOf } from "@stepwise/domain/entities";
import { Kind, type DocumentNode, type FragmentDefinitionNode } from "graphql";
import { recordCaches } from "../app/record-caches.js";
import * as operations from "../generated/graphql.js";
import type { ClientsQuery } from "../generated/graphql.js";
import type { OutboxEntry } from "../sync/outbox.js";
import type { SyncAnswer } from "../sync/sync-engine.js";

type Stored = { __typename: string; uuid: string; dataversion: number } & Record<string, unknown>;

const stamp = (dataversion: number) => ({ dataversion, updatedAt: "2026-11-23T08:00:00.000Z", deletedAt: null });

type CachedClient = ClientsQuery["clients"][number];

/**
 * A client as the `Clients` query answers it, without form fields unless given: the stored client
 * below, so a field added to the client is in it with no line here.
 */
export const cachedClient = (uuid: string, overrides: Partial<CachedClient> = {}): CachedClient =>
  ({ ...makeStoredRecord("clients", uuid, 2), age: 4, updatedAt: "2026-11-20T10:00:00.000Z", clientFormFields: [], ...overrides }) as CachedClient;

/** A client's answer to the flow question, with a category that has its own text: objects inside the record. */
export const flowFormField = (uuid: string) => ({
  __typename: "ClientFormField" as const,
  uuid,
  answer: 79,
  mandatory: true,
  clientField: "flow",
  birthdate: null,
  component: "radio",
  flowelement: true,
  categories: [{ __typename: "ClientFieldCategory" as const, id: "2", text_input: "since birth" }],
});

/**
 * Each shown table's record as the sync answer carries it (sync.graphql), with a client and a plan
 * nested: realistic values, laid over the record generated from the table's manifest (below), so a
 * field added to a table is in its record with no line here (docs/adding-an-entity.md, "Adding a field").
 */
const STORED: Record<string, (uuid: string, dataversion: number) => Stored> = {
  clients: (uuid, v) => ({
    __typename: "Client",
    uuid,
    clientname: `Client ${uuid}`,
    age: 30,
    valid: true,
    archived: false,
    status: null,
    ...stamp(v),
    clientFormFields: [flowFormField(`${uuid}-flow`)],
  }),
  client_images: (uuid, v) => ({ __typename: "ClientImage", uuid, client_uuid: "c1", dataversion: v, deletedAt: null }),
  rehabilitations: (uuid, v) => ({
    __typename: "Rehabilitation",
    uuid,
    client_uuid: "c1",
    archive: false,
    visitFrequency: "weekly",
    synced: 1,
    ...stamp(v),
    domains: [],
    ladder_of_live: [],
    diary_items: [{ __typename: "DiaryItem", uuid: `${uuid}-visit`, date: "03-11-2026", note: "Home visit", satisfactions: [] }],
  }),
  milestones: (uuid, v) => ({
    __typename: "MilestoneForm",
    uuid,
    client_uuid: "c1",
    synced: 1,
    ...stamp(v),
    categories: [{ __typename: "MilestoneCategory", id: "gross-motor", indicators: [{ __typename: "MilestoneIndicator", id: "12", status: 1 }] }],
  }),
  my_children: (uuid, v) => ({ __typename: "MyChild", uuid, birthdate: "05-06-2024", ...stamp(v) }),
  hiapp_client_forms: (uuid, v) => ({ __typename: "HiappClientForm", uuid, client_reference: `HI ${uuid}`, ...stamp(v), hiapp_subjects: [] }),
  cycle_descriptions: (uuid, v) => ({
    __typename: "CycleDescription",
    uuid,
    client_uuid: "c1",
    cycledomain_id: 1,
    fillinform_uuid: null,
    type: "goal",
    description: "Eating",
    goal: "Eat with a spoon",
    why: null,
    cycle_rhythm: "weekly",
    cycle_start: "01-11-2026",
    cycle_end: "29-11-2026",
    goal_status: "X",
    goal_achievement: 1,
    goal_evaluation: null,
    archived: "F",
    archive_date: null,
    goal_editted: "F",
    active: "R",
    saved: "T",
    dataversion: v,
    deletedAt: null,
  }),
  cycle_actions: (uuid, v) => ({
    __typename: "CycleAction",
    uuid,
    description_uuid: "cycle-1",
    action: "Hold the spoon",
    ready: "F",
    saved: "T",
    dataversion: v,
    deletedAt: null,
  }),
  favorites: (uuid, v) => ({ __typename: "Favorite", uuid, article_uuid: "article-7", page: "Home", dataversion: v, deletedAt: null }),
  chat_messages: (uuid, v) => ({
    __typename: "ChatMessage",
    uuid,
    text: "Visit at 10",
    sent_at: "2026-11-23T08:15:00.000Z",
    received_at: "2026-11-23T08:15:01.000Z",
    sender_user_id: 2,
    sender_name: "Grace",
    dataversion: v,
    deletedAt: null,
  }),
};

/**
 * A shown table without a realistic record above (a new entity), or the base of one: generated from its manifest's
 * schema, with its answered sync flags, every `*_uuid` naming client c1 as the records above do.
 * Its objects inside the record carry no __typename: a new table's nested objects need a record above.
 */
function generatedStored(table: string, uuid: string, dataversion: number): Stored {
  const manifest = entityManifests.find((m) => m.table === table);
  const cache = recordCaches.find((c) => c.table === table);
  if (!manifest || !cache) throw new Error(`no manifest or no cache for ${table}`);
  const sample = Object.entries(sampleRecordOf(manifest)).map(([field, value]): [string, unknown] => [field, field.endsWith("_uuid") ? "c1" : value]);
  const record: Record<string, unknown> = { ...Object.fromEntries(sample), ...manifest.syncedFlags, uuid, ...stamp(dataversion) };
  // As the sync answer carries it: the fields of the table's `<Type>AnswerFields` when it has one
  // (a picture's answer has no image), else of its fragment (scripts/emit-synced-selections.mjs).
  const answer = (operations as Record<string, unknown>)[`${manifest.typeName}AnswerFieldsFragmentDoc`] as DocumentNode | undefined;
  const fragment = (answer ?? cache.fragment).definitions.find((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)!;
  const fields = fragment.selectionSet.selections.flatMap((selection) => (selection.kind === Kind.FIELD ? [selection.name.value] : []));
  return { __typename: manifest.typeName, uuid, dataversion, ...Object.fromEntries(fields.filter((f) => f in record).map((f) => [f, record[f]])) };
}

/** The tables the screens show (the registered caches), each with a record the sync answer carries. */
export const SHOWN_TABLES = recordCaches.map((cache) => cache.table);

export function makeStoredRecord(table: string, uuid: string, dataversion: number, overrides: Record<string, unknown> = {}): Stored {
  const make = STORED[table];
  // A realistic record over the generated one: a field added to a table is in every record with no line here.
  return { ...generatedStored(table, uuid, dataversion), ...(make ? make(uuid, dataversion) : {}), ...overrides };
}

/** An outbox entry: the edit as the device queued it (the server's fields left out; a picture with its image). */
export function makeEdit(table: string, uuid: string, clientMutationId: number, overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  const { __typename: _type, dataversion: _version, ...record } = makeStoredRecord(table, uuid, 0);
  return {
    clientMutationId,
    appIdentifier: "default",
    user_id: "1",
    uuid,
    table,
    op: "UPSERT",
    record: table === "client_images" ? { ...record, image: `data:image/jpeg;base64,${uuid}` } : record,
    baseDataversion: null,
    queuedAt: "2026-11-23T09:00:00.000Z",
    ...overrides,
  };
}

/** The server's answer to an edit, carrying the record as stored (none for a REJECTED one). */
export function makeAnswer(entry: OutboxEntry, dataversion: number, status: SyncAnswer["status"] = "APPLIED", record?: SyncAnswer["record"]): SyncAnswer {
  const deleted = entry.op === "DELETE" ? { deletedAt: "2026-11-23T09:30:00.000Z" } : {};
  return {
    clientMutationId: entry.clientMutationId,
    table: entry.table,
    uuid: entry.uuid,
    dataversion,
    status,
    record: status === "REJECTED" ? null : (record ?? makeStoredRecord(entry.table, entry.uuid, dataversion, deleted)),
  };
}
