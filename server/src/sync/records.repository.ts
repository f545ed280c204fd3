import { sql, type ExpressionBuilder, type Kysely, type Transaction } from "kysely";
import type { Identity } from "../auth/identity.js";
import { named } from "../db/named-statements.js";
import type { Database, RecordRow } from "../db/schema.js";
export { batchStateForUpdate, type BatchLookups, type BatchState, type RecordKey, type StoredMutation } from "./batch-state.repository.js";
import { readBatchState, type BatchLookups, type BatchState, type RecordKey } from "./batch-state.repository.js";
import { documentsOfBatch, replacedReturning, writtenReturning, type DocumentWanted } from "./batch-documents.repository.js";
import { afterPosition, feedPage, HORIZON, type FeedPage } from "./change-feed.repository.js";
import type { FeedPosition } from "./feed-position.js";
import { documentsWithinBytes, firstOfParts, keptRows, pageWithinBytes, type DocumentsPage, type ListPage, type PageRows } from "./page-window.repository.js";
import { RestoreMarksRepository, type RestoreMark } from "./restore-marks.repository.js";
import { movedAwayChanges } from "./transferred-records.repository.js";

type Db = Kysely<Database> | Transaction<Database>;

/** The first key of the advisory locks that serialise one worker's batches (RecordsRepository.lockWorker). */
export const WORKER_LOCK_SPACE = 7301;

/**
 * A dataversion as the write statement takes it: `dataversion` when already stored, else `fresh`,
 * the index (from 0) of one of the batch's new dataversions, which the statement draws.
 */
export interface VersionColumns {
  dataversion: number | null;
  fresh: number | null;
}

/** A record as a batch stores it, in the columns of records. */
export interface RecordWrite extends VersionColumns {
  table_name: string;
  uuid: string;
  owner_user_id: number | null;
  owner_install_id: string | null;
  application: string | null;
  content: Record<string, unknown>;
  /** The install that wrote it. */
  last_install_id: string | null;
  deleted_at: Date | null;
}

/** A version a batch replaced, as record_history keeps it. */
export type HistoryWrite = Pick<RecordWrite, "table_name" | "uuid" | "dataversion" | "fresh" | "content" | "deleted_at">;

/** The answer to a client mutation id, as sync_mutations keeps it. */
export interface MutationAnswer extends VersionColumns {
  client_mutation_id: number;
  table_name: string;
  uuid: string;
}

/**
 * What SyncService.applyBatch writes once its plan is made (RecordsRepository.writeBatch). The
 * rows are in the shape of their tables' columns: each list is encoded as JSON as it is.
 */
export interface BatchWrite {
  records: readonly RecordWrite[];
  history: readonly HistoryWrite[];
  /** Who replaced the versions in history. */
  changedBy: { userId: number | null; installId: string | null };
  /** Answers of client mutation ids, for an install's batch. */
  mutations: { installId: string; answers: readonly MutationAnswer[]; lastMutationId: number } | null;
  /** The channel of the batch's wake-up notice, sent when it draws new dataversions. */
  noticeChannel: string;
  /** How many new dataversions the batch draws from dataversion_seq. */
  freshVersions: number;
  /** The versions whose documents the answer carries, in entry order (docs/sync-and-api.md, "Records as documents"); null: none asked. */
  documents?: readonly DocumentWanted[] | null;
}

/** What writeBatch did: the new dataversions it drew, in order, and how many records it wrote. */
export interface BatchWritten {
  fresh: number[];
  /** Fewer than the batch's records when another owner created one of them meanwhile (SyncService refuses the batch). */
  written: number;
  /** The documents asked (BatchWrite.documents), as one JSON array text built by PostgreSQL; null when none were asked. */
  documents: string | null;
}

export interface ChangeRow {
  table_name: string;
  uuid: string;
  dataversion: number;
  deleted_at: Date | null;
  feed_xid: string;
}

/** The owners a logged-in caller reads as their supervisor (Identity.supervises), none without a user. */
function supervisedOwners(identity: Identity): number[] {
  return identity.user ? [...(identity.supervises ?? [])] : [];
}

/**
 * Only rows this caller may read (docs/sync-and-api.md, "Identity": a record belongs to whoever first wrote it), plus
 * the rows of the workers she supervises (docs/teams.md, "What a supervisor may read"), plus,
 * for a logged-in user, the rows of tables shared with the user's deployment (chat). The SQL form
 * of auth/identity.ts readsRecord; ownership-rule.test.ts holds both to the same answers.
 */
export function readableBy(identity: Identity, sharedTables: readonly string[] = []) {
  return (eb: ExpressionBuilder<Database, "records">) => {
    const ors = [];
    if (identity.user) ors.push(eb("records.owner_user_id", "=", identity.user.id));
    if (identity.user && sharedTables.length > 0) {
      ors.push(eb.and([eb("records.table_name", "in", sharedTables), eb("records.application", "=", identity.user.application)]));
    }
    if (identity.installId) {
      ors.push(eb.and([eb("records.owner_user_id", "is", null), eb("records.owner_install_id", "=", identity.installId)]));
    }
    // docs/teams.md, "What a supervisor may read": the records of the workers she supervises.
    const supervised = supervisedOwners(identity);
    if (supervised.length > 0) ors.push(eb("records.owner_user_id", "in", supervised));
    return ors.length > 0 ? eb.or(ors) : eb.val(false);
  };
}

/**
 * readableBy as disjoint parts, each one ordered scan of a feed index: the caller's own records
 * (records_user_feed); the records of tables shared with the user's deployment that others own
 * (records_application_feed); the anonymous records of its install (records_install_feed) but for
 * those the shared part already holds; a supervisor's supervised workers' records (records_user_feed,
 * docs/teams.md) but for those the shared part holds. A record readableBy admits is in exactly one part
 * (ownership-rule.test.ts), so the parts' rows can be merged with UNION ALL (firstOfParts). Read
 * as readableBy's one `or`, PostgreSQL gathered all of the caller's rows past a cursor and sorted
 * them, or walked the dataversion index through other callers' rows (list-page-plan.test.ts,
 * download-page-plan.test.ts).
 */
export function readableParts(identity: Identity, sharedTables: readonly string[] = []): Array<ReturnType<typeof readableBy>> {
  const parts: Array<ReturnType<typeof readableBy>> = [];
  const user = identity.user;
  const shared = user !== null && sharedTables.length > 0;
  if (user) parts.push((eb) => eb("records.owner_user_id", "=", user.id));
  if (user && shared) {
    parts.push((eb) =>
      eb.and([
        eb("records.table_name", "in", sharedTables),
        eb("records.application", "=", user.application),
        eb("records.owner_user_id", "is distinct from", user.id),
      ]),
    );
  }
  if (identity.installId) {
    const installId = identity.installId;
    parts.push((eb) =>
      eb.and([
        eb("records.owner_user_id", "is", null),
        eb("records.owner_install_id", "=", installId),
        ...(user && shared ? [eb.or([eb("records.table_name", "not in", sharedTables), eb("records.application", "is distinct from", user.application)])] : []),
      ]),
    );
  }
  // The supervised workers' records but for those the shared part already holds (their deployment's chat).
  const supervised = supervisedOwners(identity);
  if (user && supervised.length > 0) {
    parts.push((eb) =>
      eb.and([
        eb("records.owner_user_id", "in", supervised),
        ...(shared ? [eb.or([eb("records.table_name", "not in", sharedTables), eb("records.application", "is distinct from", user.application)])] : []),
      ]),
    );
  }
  // A caller with neither reads nothing: readableBy's `false`.
  return parts.length > 0 ? parts : [readableBy(identity)];
}

/** The rows as one JSON list, without their contents (sent apart, as contentLines). */
function withoutContent(rows: ReadonlyArray<{ content: unknown }>): string {
  return JSON.stringify(rows, (key, value: unknown) => (key === "content" ? undefined : value));
}

/**
 * The rows' contents, one JSON text a line, in the rows' order: JSON.stringify writes a newline
 * inside a string as `\n`, so a line is always one whole content. No rows: no lines.
 */
function contentLines(rows: ReadonlyArray<{ content: unknown }>): string | null {
  return rows.length > 0 ? rows.map((row) => JSON.stringify(row.content)).join("\n") : null;
}

export class RecordsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    /** Tables every logged-in user of a deployment reads (TableRegistry.sharedWithDeployment). */
    private readonly sharedTables: readonly string[] = [],
  ) {}

  private readable(identity: Identity) {
    return readableBy(identity, this.sharedTables);
  }

  /**
   * Serialises one worker's batches (docs/sync-and-api.md, "Storage"): a transaction-level lock on
   * the user, held until the batch ends. Batches of different workers do not wait for each other.
   */
  async lockWorker(trx: Transaction<Database>, userId: number): Promise<void> {
    await sql`select pg_advisory_xact_lock(${WORKER_LOCK_SPACE}::integer, ${userId}::integer)`.execute(trx);
  }

  /** What the batch is planned on (readBatchState). */
  readForBatch(trx: Transaction<Database>, keys: readonly RecordKey[], lookups?: BatchLookups): Promise<BatchState> {
    return readBatchState(trx, keys, lookups);
  }

  /**
   * Everything a batch writes, in one statement: the batch's new dataversions drawn from
   * dataversion_seq (after batchStateForUpdate locked its rows), the records (inserted, or replaced
   * keeping their owner columns) stamped with the transaction's id for the change feed
   * (docs/sync-and-api.md, "Change feed"), the versions they replaced (record_history), the answers
   * of client mutation ids with the install's last applied id, and the notice, which PostgreSQL
   * delivers on commit. A record another owner created after batchStateForUpdate read (no lock
   * held a key that did not exist yet) is left as it is and not counted in `written`. One statement
   * instead of five saves round trips; data-modifying WITH queries run to completion whether or not
   * the main query reads them. Each list goes as one JSON parameter: PostgreSQL parses and plans a
   * VALUES list of 500 rows x 10 parameters far more slowly than one document, and node-postgres
   * escapes text arrays element by element in JavaScript, where JSON is encoded natively. The
   * contents go apart, as lines of JSON (contentLines), each parsed on its own: extracted from one
   * document of 500 records, they took PostgreSQL twice as long to store as the same rows sent by
   * COPY (docs/PERFORMANCE.md, sync throughput).
   */
  async writeBatch(trx: Transaction<Database>, batch: BatchWrite): Promise<BatchWritten> {
    // Nothing changed and no answer to keep (every entry a replay): nothing to write or announce, unless documents are asked.
    if (batch.records.length === 0 && !batch.mutations?.answers.length && !batch.documents) return { fresh: [], written: 0, documents: null };
    const documents = Boolean(batch.documents);
    const mutations = batch.mutations?.answers ?? [];
    // The install's last applied id moves on only when the batch recorded answers.
    const mutationsInstall = mutations.length > 0 ? batch.mutations!.installId : null;
    const { rows } = await sql<{ drawn: Array<string | number>; written: string | number; documents: string | null }>`with
      drawn as materialized (
        select coalesce(array_agg(v order by v), '{}'::bigint[]) as v from (select nextval('dataversion_seq') as v from generate_series(1, ${batch.freshVersions}::integer)) as d),
      written as (
        insert into records (table_name, uuid, owner_user_id, owner_install_id, application, dataversion, content, last_install_id, updated_at, deleted_at, feed_xid)
        select r.table_name, r.uuid, r.owner_user_id, r.owner_install_id, r.application, coalesce(r.dataversion, drawn.v[r.fresh + 1]), c.content::jsonb,
          r.last_install_id, now(), r.deleted_at, pg_current_xact_id()
        from rows from (jsonb_to_recordset(${withoutContent(batch.records)}::jsonb) as (table_name text, uuid text, owner_user_id integer,
            owner_install_id text, application text, dataversion bigint, fresh integer, last_install_id text, deleted_at timestamptz)) with ordinality
          as r(table_name, uuid, owner_user_id, owner_install_id, application, dataversion, fresh, last_install_id, deleted_at, n)
        join string_to_table(${contentLines(batch.records)}::text, E'\n') with ordinality as c(content, n) using (n)
        cross join drawn
        on conflict (table_name, uuid) do update set content = excluded.content, dataversion = excluded.dataversion,
          last_install_id = excluded.last_install_id, updated_at = excluded.updated_at, deleted_at = excluded.deleted_at, feed_xid = excluded.feed_xid
          where records.owner_user_id is not distinct from excluded.owner_user_id and records.owner_install_id is not distinct from excluded.owner_install_id
        ${writtenReturning(documents)}),
      replaced as (
        insert into record_history (table_name, uuid, dataversion, content, deleted_at, changed_by_user_id, changed_by_install_id)
        select r.table_name, r.uuid, coalesce(r.dataversion, drawn.v[r.fresh + 1]), c.content::jsonb, r.deleted_at, ${batch.changedBy.userId}::integer, ${batch.changedBy.installId}::text
        from rows from (jsonb_to_recordset(${withoutContent(batch.history)}::jsonb) as (table_name text, uuid text, dataversion bigint, fresh integer,
            deleted_at timestamptz)) with ordinality as r(table_name, uuid, dataversion, fresh, deleted_at, n)
        join string_to_table(${contentLines(batch.history)}::text, E'\n') with ordinality as c(content, n) using (n)
        cross join drawn
        ${replacedReturning(documents)}),
      answered as (
        insert into sync_mutations (install_id, client_mutation_id, table_name, uuid, dataversion)
        select ${mutationsInstall}::text, client_mutation_id, table_name, uuid, coalesce(r.dataversion, drawn.v[r.fresh + 1])
        from jsonb_to_recordset(${JSON.stringify(mutations)}::jsonb) as r(client_mutation_id bigint, table_name text, uuid text, dataversion bigint, fresh integer)
        cross join drawn),
      applied as (
        update app_installs set last_mutation_id = ${batch.mutations?.lastMutationId ?? 0}::bigint where uuid = ${mutationsInstall}::text)
      select drawn.v as drawn, (select count(*) from written) as written, ${documentsOfBatch(batch.documents)} as documents,
        (select pg_notify(${batch.noticeChannel}, pg_current_xact_id()::text || ':' || drawn.v[1] || ':' || drawn.v[cardinality(drawn.v)]) where cardinality(drawn.v) > 0) as notice
      from drawn`.execute(trx);
    const row = rows[0]!;
    return { fresh: row.drawn.map(Number), written: Number(row.written), documents: row.documents };
  }

  /**
   * A page of a table's readable rows in dataversion order, with only the columns a record's view
   * needs (a list parses each row's timestamps) and each row's size as JSON text (`bytes`). `after`
   * is the last dataversion of the page before. The page ends at `first` rows, or before the row
   * that would take its records past `maxBytes` (the first row always comes): `more` says whether
   * rows follow. Rows past the page are looked at, never sent (their content stays in the database).
   */
  async listReadable(
    identity: Identity,
    table: string,
    includeDeleted: boolean,
    match?: { field: string; value: string },
    page: ListPage = { first: 500, after: null, maxBytes: 8 * 1024 * 1024 },
  ): Promise<PageRows> {
    const { rows } = await this.db.executeQuery(this.listPageQuery(identity, table, includeDeleted, match, page));
    return keptRows(rows);
  }

  /** listReadable's one statement, compiled (its plan is tested: list-page-plan.test.ts). */
  listPageQuery(identity: Identity, table: string, includeDeleted: boolean, match: { field: string; value: string } | undefined, page: ListPage) {
    // Named: it runs on every list request (named-statements.ts); its text takes a few shapes only.
    return named(pageWithinBytes(this.db, this.listCandidates(identity, table, includeDeleted, match, page), page).compile());
  }

  /**
   * The same page as listReadable, as one JSON text of documents built by PostgreSQL
   * (docs/sync-and-api.md, "Records as documents", the lists): the same candidates, cut by the same rule.
   */
  async listDocuments(identity: Identity, table: string, match: { field: string; value: string } | undefined, page: ListPage): Promise<DocumentsPage> {
    const query = named(documentsWithinBytes(this.listCandidates(identity, table, false, match, page), page).compile(this.db));
    const { rows } = await this.db.executeQuery(query);
    return rows[0]!;
  }

  /** A list page's candidates: the first `first + 1` readable rows of the table after the cursor, in dataversion order. */
  private listCandidates(identity: Identity, table: string, includeDeleted: boolean, match: { field: string; value: string } | undefined, page: ListPage) {
    // Only this table's rows: of the shared tables, at most this one has a part.
    const parts = readableParts(identity, this.sharedTables.includes(table) ? [table] : []).map((who) => {
      let query = this.db
        .selectFrom("records")
        .select(["table_name", "uuid", "content", "dataversion", "updated_at", "deleted_at"])
        .where("table_name", "=", table)
        .where(who);
      if (!includeDeleted) query = query.where("deleted_at", "is", null);
      if (match) query = query.where(sql<string>`content->>${match.field}`, "=", match.value);
      if (page.after !== null) query = query.where("dataversion", ">", page.after);
      return query.orderBy("dataversion", "asc").limit(page.first + 1);
    });
    // The page's candidates: each part's first rows in dataversion order, merged.
    return firstOfParts(this.db, parts, page.first + 1).as("candidates");
  }

  findReadable(identity: Identity, keys: RecordKey[], db: Db = this.db): Promise<RecordRow[]> {
    if (keys.length === 0) return Promise.resolve([]);
    return db
      .selectFrom("records")
      .selectAll()
      .where(this.readable(identity))
      .where((eb) => eb.or(keys.map((k) => eb.and([eb("table_name", "=", k.table), eb("uuid", "=", k.uuid)]))))
      .execute();
  }

  /**
   * The caller's changes after the position in feed order, below the oldest transaction still
   * running (change-feed.repository.ts), at most `limit`, and where the caller then stands.
   */
  /** The restores phones are told of at each catch-up (docs/operating.md, "Restoring"), newest first. */
  restoreMarks(): Promise<RestoreMark[]> {
    return new RestoreMarksRepository(this.db).restores();
  }

  async changesSince(identity: Identity, position: FeedPosition, limit: number): Promise<FeedPage<ChangeRow>> {
    const changed = this.db
      .selectFrom("records")
      .select(["table_name", "uuid", "dataversion", "deleted_at", sql<string>`feed_xid::text`.as("feed_xid")])
      .where(this.readable(identity))
      .where(afterPosition(position))
      // Qualified: a bare name is the output column first, the text above, which sorts "999" after "1000" (docs/sync-and-api.md, "The feed's order is numeric").
      .orderBy(sql`records.feed_xid`, "asc")
      .orderBy("records.dataversion", "asc")
      .limit(limit + 1);
    // docs/teams.md, "Moving a caseload": the records moved away from her come as deletes at the move's position.
    const user = identity.user;
    const feed = user
      ? sql`select * from ((${changed}) union all (${movedAwayChanges(this.db, user.id, position, limit)})) as parts
          order by parts.feed_xid::xid8, parts.dataversion limit ${limit + 1}`
      : changed;
    const { rows } = await sql<ChangeRow & { horizon: string }>`select ${HORIZON}::text as horizon, changed.*
      from (select 1) as one left join lateral (${feed}) as changed on true`.execute(this.db);
    return feedPage(position, rows, limit);
  }

  async history(identity: Identity, key: RecordKey) {
    const [current] = await this.findReadable(identity, [key]);
    if (!current) return [];
    return this.db
      .selectFrom("record_history")
      .selectAll()
      .where("table_name", "=", key.table)
      .where("uuid", "=", key.uuid)
      .orderBy("dataversion", "desc")
      .execute();
  }
}
