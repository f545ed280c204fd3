import { sql, type AliasedSelectQueryBuilder, type Kysely, type SelectQueryBuilder } from "kysely";
import type { Database, StoredVersion } from "../db/schema.js";

/** A page of a list: at most `first` rows after dataversion `after`, of at most `maxBytes` of content. */
export interface ListPage {
  first: number;
  after: number | null;
  maxBytes: number;
}

/** A page's rows, each with its size as JSON text, and whether more rows follow. */
export interface PageRows {
  rows: Array<StoredVersion & { bytes: number }>;
  more: boolean;
}

/**
 * The first `limit` rows of the parts in dataversion order, each part already ordered by dataversion
 * and limited to `limit` (one ordered scan of its index): merged with UNION ALL, so the parts must
 * not share a row (readableParts). One part is itself.
 */
export function firstOfParts<O>(db: Kysely<Database>, parts: ReadonlyArray<SelectQueryBuilder<Database, "records", O>>, limit: number) {
  const [first, ...others] = parts;
  if (!first) throw new Error("firstOfParts needs at least one part");
  if (others.length === 0) return first;
  let merged = db.selectFrom(first.as("part0")).selectAll();
  others.forEach((part, i) => (merged = merged.unionAll(db.selectFrom(part.as(`part${i + 1}`)).selectAll())));
  return db.selectFrom(merged.as("parts")).selectAll().orderBy(sql.ref("dataversion"), "asc").limit(limit);
}

/**
 * A page cut from its candidates (the first `first + 1` readable rows in dataversion order): each
 * candidate sized as JSON text, only once the candidates are picked (sizing every readable row before
 * the limit made a page cost as much as all the rows after it), and the content of the rows past
 * `first`, or past `maxBytes` in all, left in the database (the first row always comes).
 */
export function pageWithinBytes(db: Kysely<Database>, candidates: AliasedSelectQueryBuilder<StoredVersion, "candidates">, page: ListPage) {
  const sized = db
    .selectFrom(candidates)
    .selectAll()
    .select(sql<number>`octet_length(content::text)`.as("bytes"))
    .as("sized");
  return db
    .selectFrom(sized)
    .select(["table_name", "dataversion", "updated_at", "deleted_at", "bytes"])
    .select(sql<StoredVersion["content"] | null>`case when ${withinPage(page)} then content end`.as("content"))
    .orderBy("dataversion", "asc");
}

/** Whether a sized candidate (a row with `bytes`) is in the page: among the first `first`, and within `maxBytes` in all or the first. */
function withinPage(page: ListPage) {
  return sql<boolean>`row_number() over (order by dataversion) <= ${page.first}
        and (sum(bytes) over (order by dataversion) <= ${page.maxBytes} or row_number() over (order by dataversion) = 1)`;
}

/** A page of records as documents: one JSON text built by PostgreSQL, and what the page's rows would tell. */
export interface DocumentsPage {
  /** A JSON array of RecordDocument (packages/domain/src/sync/record-document.ts), in dataversion order. */
  documents: string;
  count: number;
  /** The records' stored JSON, in bytes (counted against the answer's limits as the typed lists'). */
  bytes: number | string;
  /** The last record's dataversion; null for an empty page. */
  last: number | string | null;
  more: boolean;
}

/**
 * The same page as pageWithinBytes cuts (the same candidates, the same rule), as one JSON text of
 * documents (docs/sync-and-api.md, "Records as documents"): each record's content spliced in as its
 * stored text (content::text, which also sizes it), so Node parses nothing per record. The
 * candidates carry `uuid` as well.
 */
export function documentsWithinBytes(candidates: AliasedSelectQueryBuilder<StoredVersion & { uuid: string }, "candidates">, page: ListPage) {
  return sql<DocumentsPage>`select ${DOCUMENTS_ARRAY} as documents, count(*) filter (where kept)::integer as count,
      coalesce(sum(bytes) filter (where kept), 0) as bytes, max(dataversion) filter (where kept) as last, coalesce(bool_or(not kept), false) as more
    from (select *, ${withinPage(page)} as kept
      from (select *, octet_length(text) as bytes from (select table_name, uuid, dataversion, updated_at, deleted_at, content::text as text from ${candidates} offset 0) as texts) as sized
    ) as page`;
}

/** A timestamp as the typed answer writes it (GraphQLDateTimeISO: Date.toISOString, milliseconds, UTC). */
const isoOf = (column: string) => sql`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One record's document (RecordDocument) from a row of table_name, uuid, dataversion, updated_at,
 * deleted_at and text (its content as stored text), written by one concat so the content is copied
 * once, not parsed. The times hold only digits and separators, so they are quoted as they are.
 */
export const DOCUMENT_TEXT = sql<string>`concat('{"table":', to_json(table_name), ',"uuid":', to_json(uuid), ',"dataversion":', dataversion,
  ',"deleted":', case when deleted_at is null then 'false' else 'true' end, ',"updatedAt":"', ${isoOf("updated_at")},
  '","deletedAt":', case when deleted_at is null then 'null' else concat('"', ${isoOf("deleted_at")}, '"') end, ',"content":', text, '}')`;

/** The kept rows' documents (rows with `kept`), as one JSON array in dataversion order. */
const DOCUMENTS_ARRAY = sql<string>`'[' || coalesce(string_agg(case when kept then ${DOCUMENT_TEXT} end, ',' order by dataversion), '') || ']'`;

/** The rows pageWithinBytes sent content for, and whether any came after them. */
export function keptRows(rows: ReadonlyArray<Omit<StoredVersion, "content"> & { bytes: number; content: StoredVersion["content"] | null }>): PageRows {
  const kept = rows.filter((row): row is typeof row & { content: StoredVersion["content"] } => row.content !== null);
  return { rows: kept, more: kept.length < rows.length };
}
