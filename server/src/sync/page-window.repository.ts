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
    .select(
      sql<StoredVersion["content"] | null>`case when row_number() over (order by dataversion) <= ${page.first}
        and (sum(bytes) over (order by dataversion) <= ${page.maxBytes} or row_number() over (order by dataversion) = 1) then content end`.as("content"),
    )
    .orderBy("dataversion", "asc");
}

/** The rows pageWithinBytes sent content for, and whether any came after them. */
export function keptRows(rows: ReadonlyArray<Omit<StoredVersion, "content"> & { bytes: number; content: StoredVersion["content"] | null }>): PageRows {
  const kept = rows.filter((row): row is typeof row & { content: StoredVersion["content"] } => row.content !== null);
  return { rows: kept, more: kept.length < rows.length };
}
