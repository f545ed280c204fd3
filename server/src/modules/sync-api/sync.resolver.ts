import type { GraphQLResolveInfo } from "graphql";
import { Arg, Ctx, ID, Info, Int, Mutation, Query, Resolver, Root, Subscription } from "type-graphql";
import { readsRecord } from "../../auth/identity.js";
import type { GraphQLContext } from "../../request/context.js";
import { RawJson } from "../../request/raw-json.js";
import { selectedFields } from "../../request/selected-fields.js";
import type { BatchAnswer } from "../../sync/sync.service.js";
import { RECORDS_CHANGED_TOPIC, type RecordsChangedEvent } from "../../sync/change-feed.js";
import { GRAPHQL_ENTRY_RULES, type SyncEntryResult as EngineResult } from "../../sync/sync-entry.js";
import { entityOf, syncedEntities } from "../synced-entities.js";
import { inTurns } from "./answers-in-turns.js";
import { RemovedItemInput, SyncBatchInput } from "./sync.input.js";
import { ChangesPage, RecordsChangedNotice, RecordVersion, SyncResult, type SyncEntryResult } from "./sync.type.js";

/**
 * An outbox entry as the sync engine takes it: the record is the field named for its table. The
 * entries come unchecked (the SyncEntries scalar): anything not an object goes on as it is, for the
 * engine to answer REJECTED.
 */
function toQueueEntry(entry: unknown): unknown {
  if (entry === null || typeof entry !== "object" || Array.isArray(entry)) return entry;
  const fields = entry as Record<string, unknown>;
  const field = typeof fields.table === "string" ? entityOf(fields.table)?.inputField : undefined;
  return {
    clientMutationId: fields.clientMutationId,
    table: fields.table,
    uuid: fields.uuid,
    op: fields.op,
    baseDataversion: fields.baseDataversion,
    record: (field && fields[field]) ?? null,
  };
}

/**
 * An entry's answer: the record as stored after it, as its GraphQL type in the field named for its
 * table (a device settles its edit from it without reading it back), and after a merge (docs/sync-and-api.md, "Merging concurrent edits")
 * the merged record again in `record`, with each clash's values as JSON text.
 */
function entryAnswer(result: EngineResult, services: GraphQLContext["services"], typed = true) {
  const { record: merged, conflicts, stored, ...rest } = result;
  const view = stored && typed ? services.syncedRecords.view(stored) : null;
  const field = entityOf(result.table)?.inputField;
  return {
    ...rest,
    ...(field && { [field]: view }),
    record: merged ? view : null,
    // Contract: conflicts only on CONFLICT.
    conflicts:
      result.status === "CONFLICT"
        ? (conflicts ?? []).map((c) => ({ ...c, base: JSON.stringify(c.base), theirs: JSON.stringify(c.theirs), yours: JSON.stringify(c.yours) }))
        : null,
  };
}

@Resolver()
export class SyncResolver {
  @Mutation(() => SyncResult, { description: "Applies a batch of outbox entries in one transaction, idempotently" })
  async sync(
    @Arg("input", () => SyncBatchInput) input: SyncBatchInput,
    @Ctx() { identity, services, address, host }: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ) {
    const acting = await services.auth.actAs(identity, input.appInstallId, "input.appInstallId");
    const asked = answerAsked(info);
    const answer = await services.callerBatches.applyBatchAnswer(
      acting,
      acting.installId,
      input.entries.map(toQueueEntry),
      "input.entries",
      address,
      host,
      GRAPHQL_ENTRY_RULES,
      asked.documents,
    );
    // A slice of answers a turn of the event loop: a batch of 500 records answered at once held it up to 111 ms.
    return syncResult(answer, (results) => inTurns(results, (result) => entryAnswer(result, services, asked.typed)));
  }

  @Mutation(() => SyncResult, { description: "Removed-items log: each { uuid, table } becomes a tombstone" })
  async removeRecords(
    @Arg("appInstallId", () => ID) appInstallId: string,
    @Arg("items", () => [RemovedItemInput]) items: RemovedItemInput[],
    @Ctx() { identity, services, address, host }: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ) {
    const asked = answerAsked(info);
    const answer = await services.callerBatches.removeRecordsAnswer(
      await services.auth.actAs(identity, appInstallId, "appInstallId"),
      items.map((i) => ({ ...i })),
      "items",
      address,
      host,
      asked.documents,
    );
    return syncResult(answer, (results) => results.map((result) => entryAnswer(result, services, asked.typed)));
  }

  @Query(() => ChangesPage, {
    description:
      "Catch-up after a disconnection: changes the caller may read after the cursor (a ChangesPage cursor, a DownloadPage feedCursor, or a dataversion held from before cursors were opaque; 0 for all)",
  })
  async changesSince(
    @Arg("cursor", () => String) cursor: string,
    @Arg("limit", () => Int, { defaultValue: 500 }) limit: number,
    @Ctx() { identity, services }: GraphQLContext,
  ) {
    const page = await services.records.changesSince(identity, cursor, limit);
    return {
      ...page,
      changes: page.changes.map((c) => ({ table: c.table_name, uuid: c.uuid, dataversion: c.dataversion, deleted: c.deleted_at !== null })),
    };
  }

  @Query(() => [RecordVersion], { description: "Every replaced version of one of the caller's records, newest first" })
  async recordHistory(@Arg("table", () => String) table: string, @Arg("uuid", () => ID) uuid: string, @Ctx() { identity, services }: GraphQLContext) {
    const rows = await services.records.history(identity, table, uuid);
    return rows.map((row) => ({
      table: row.table_name,
      uuid: row.uuid,
      dataversion: Number(row.dataversion),
      recordcontent: JSON.stringify(row.content),
      record: services.syncedRecords.view({ ...row, updated_at: row.replaced_at }),
      deleted: row.deleted_at !== null,
      replacedAt: row.replaced_at,
    }));
  }

  @Subscription(() => RecordsChangedNotice, {
    topics: RECORDS_CHANGED_TOPIC,
    description: "Announces accepted changes to records the subscriber may read",
    filter: ({ payload, context }: { payload: RecordsChangedEvent; context: GraphQLContext }) => payload.records.some((r) => readableNotice(context, r)),
  })
  recordsChanged(@Root() event: RecordsChangedEvent, @Ctx() context: GraphQLContext): RecordsChangedNotice {
    return {
      appID: event.appID,
      mutatedRecords: event.records.filter((r) => readableNotice(context, r)).map(({ table, uuid, dataversion }) => ({ table, uuid, dataversion })),
    };
  }
}

/** The fields of a result that carry a typed record: each table's field, and `record` after a merge. */
const TYPED_RECORD_FIELDS = ["record", ...syncedEntities.map((entity) => entity.inputField)];

/**
 * What a sync answer's request asks for (docs/sync-and-api.md, "Records as documents"): the stored
 * records as documents (built by PostgreSQL only then), and the typed records (viewed only then).
 */
function answerAsked(info: GraphQLResolveInfo): { documents: boolean; typed: boolean } {
  const underResults = selectedFields(info, ["results"]);
  return { documents: selectedFields(info).has("documents"), typed: TYPED_RECORD_FIELDS.some((name) => underResults.has(name)) };
}

/** A SyncResult: the entries' answers and, when asked, the documents as PostgreSQL wrote them. */
function syncResult(answer: BatchAnswer, answers: (results: EngineResult[]) => unknown[]): SyncResult {
  const results = answers(answer.results) as SyncEntryResult[];
  return answer.documents === null ? ({ results } as SyncResult) : { results, documents: new RawJson(answer.documents) };
}

/** A subscriber hears only of records it may read: its own, and its deployment's shared ones (chat). */
function readableNotice(context: GraphQLContext, record: RecordsChangedEvent["records"][number]): boolean {
  const shared = entityOf(record.table)?.manifest.readers === "deployment";
  const owner = { owner_user_id: record.ownerUserId, owner_install_id: record.ownerInstallId, application: record.application ?? null };
  return readsRecord(context.identity, owner, shared);
}
