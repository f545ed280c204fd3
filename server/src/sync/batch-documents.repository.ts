import { sql } from "kysely";
import { DOCUMENT_TEXT } from "./page-window.repository.js";

/*
 * The stored records a batch's answer carries as documents (docs/sync-and-api.md, "Records as
 * documents", the sync answer): parts of RecordsRepository.writeBatch's one statement, so the
 * documents are built by PostgreSQL from the rows the batch wrote, each content as its stored text,
 * and Node parses and stringifies none of them.
 */

/**
 * A version whose document a batch's answer carries, and where the write statement finds it: `w`
 * the record as the batch leaves it (the written row), `h` a version the batch wrote and replaced
 * again (its record_history row), `s` a version stored before the batch (the row as the statement
 * sees it, locked since batchStateForUpdate). Its dataversion is `dataversion` when stored, else
 * the batch's new one numbered `fresh` (VersionColumns).
 */
export interface DocumentWanted {
  table_name: string;
  uuid: string;
  dataversion: number | null;
  fresh: number | null;
  source: "w" | "h" | "s";
}

/** What the write statement's `written` part returns: nothing but a count, or the columns of a document. */
export const writtenReturning = (documents: boolean) =>
  documents ? sql`returning table_name, uuid, dataversion, updated_at, deleted_at, content::text as text` : sql`returning 1`;

/** What the `replaced` part (record_history) returns: nothing, or the columns of a document. */
export const replacedReturning = (documents: boolean) => (documents ? sql`returning table_name, uuid, dataversion, deleted_at, content::text as text` : sql``);

/**
 * The documents of the versions wanted, in their order, as one JSON array text: a scalar subquery of
 * the write statement, which reads its `drawn`, `written` and `replaced` parts. A version the batch
 * left as the record's last is its written row; one it wrote and replaced again is its history row
 * (written at the batch's time, now()); one stored before is read from records, which every part of
 * the statement sees as it was before the statement (the row is locked: nothing else changed it).
 * Null when no documents were asked.
 */
export function documentsOfBatch(wanted: readonly DocumentWanted[] | null | undefined) {
  if (!wanted) return sql`null::text`;
  return sql`(with wanted as (
      select w.table_name, w.uuid, w.source, coalesce(w.dataversion, drawn.v[w.fresh + 1]) as dataversion, w.n
      from rows from (jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) as (table_name text, uuid text, dataversion bigint, fresh integer, source text))
        with ordinality as w(table_name, uuid, dataversion, fresh, source, n)
      cross join drawn)
    select '[' || coalesce(string_agg(${DOCUMENT_TEXT}, ',' order by n), '') || ']' from (
      select wanted.n, v.table_name, v.uuid, v.dataversion, v.updated_at, v.deleted_at, v.text
        from wanted join written as v on wanted.source = 'w' and v.table_name = wanted.table_name and v.uuid = wanted.uuid
      union all
      select wanted.n, v.table_name, v.uuid, v.dataversion, now(), v.deleted_at, v.text
        from wanted join replaced as v on wanted.source = 'h' and v.table_name = wanted.table_name and v.uuid = wanted.uuid and v.dataversion = wanted.dataversion
      union all
      select wanted.n, r.table_name, r.uuid, r.dataversion, r.updated_at, r.deleted_at, r.content::text
        from wanted cross join lateral (select * from records where records.table_name = wanted.table_name and records.uuid = wanted.uuid limit 1) as r
        where wanted.source = 's'
    ) as found)`;
}
