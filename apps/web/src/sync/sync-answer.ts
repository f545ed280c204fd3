import type { RecordDocument } from "@stepwise/domain";
import type { SyncMutation } from "../generated/graphql.js";
import { inputFieldOf, type CachedTable } from "./cached-tables.js";
import { entityOfDocument } from "./document-entities.js";
import type { SyncAnswer } from "./sync-engine.js";

/** The SyncEntryInput field of each table the app shows, by table name. */
export function inputFields(tables: readonly CachedTable[]): ReadonlyMap<string, string> {
  return new Map(tables.map((table) => [table.table, inputFieldOf(table)]));
}

type SyncResults = Pick<SyncMutation["sync"], "results"> & { documents?: readonly RecordDocument[] | null };

/**
 * The answers as settling takes them (docs/sync-and-api.md, "Records as documents", the sync
 * answer): each result with the record its document stands for, made into the object the table's
 * fragment holds (document-entities.ts, the same as a first sync's page and the feed's reads), paired
 * by table, uuid and dataversion. A result without a document (REJECTED, a replay of a record the
 * writer no longer owns, a table the app does not show, or a server that sends no documents) has no
 * record: settle-answers.ts reads it back, as for an answer from a server before stored records.
 * `typenames`: the GraphQL type of each table the app shows (page-tables.ts, typenamesOf).
 */
export function answersOf(sync: SyncResults, typenames: Readonly<Record<string, string>>, now = new Date()): SyncAnswer[] {
  const documents = new Map((sync.documents ?? []).map((doc) => [keyOf(doc.table, doc.uuid, doc.dataversion), doc]));
  return sync.results.map(({ clientMutationId, table, uuid, dataversion, status, reason, conflicts }) => {
    const doc = status === "REJECTED" ? undefined : documents.get(keyOf(table, uuid, dataversion));
    const typename = typenames[table];
    const record = doc && typename ? entityOfDocument(doc, typename, now) : null;
    // A tombstone's record is dropped from the cache (settle-answers.ts): it carries its deletedAt, as the typed answer's did.
    if (record && doc?.deleted && !record.deletedAt) record.deletedAt = doc.deletedAt ?? doc.updatedAt;
    return { clientMutationId, table, uuid, dataversion, status, reason, conflicts, record: record as SyncAnswer["record"] };
  });
}

function keyOf(table: string, uuid: string, dataversion: number): string {
  return `${table}:${uuid}:${dataversion}`;
}
