import type { RecordDocument } from "@stepwise/domain";
import { entityOfDocument, pageTextsOf, type PagePaging, type PageTextsAnswer } from "./document-entities.js";

/*
 * A first-sync page made ready for the cache in the download's worker (docs/sync-and-api.md, "A new
 * device's first sync"): the page's entities as the cache stores them, each one's id in the cache,
 * the screens' lists each goes in by their names in the cache's root query, and each entity's text
 * for the save. The page then merges them into the cache's store as they come (download-writer.ts,
 * writePageEntries): no record is shaped, named or put in a list on the main thread.
 */

/**
 * A list a screen reads a table's records in, as the cache names it in its root query
 * (`policies.getStoreFieldName`): the same name for every record (`clients`), or the name with the
 * record's client_uuid, as JSON, put between `before` and `after` (`rehabilitations({"clientUuid":"c1"})`).
 */
export type ListName = { name: string } | { before: string; after: string };

/** A table the app shows, as the download's worker is told it (page-tables.ts makes it from the table's CachedTable). */
export interface PageTable {
  table: string;
  typename: string;
  /** Each key the cache stores a record of the table with (cached-tables.ts, storedKeys): an entity with another is not made here. */
  keys: readonly string[];
  lists: readonly ListName[];
}

/** A page's entities made ready: the arrays are in one order, an entity's id, text and outbox key at its index. */
export interface PageEntries {
  /** The JSON text of the array of the page's entities (one parse on the page). */
  entities: string;
  /** Each entity's JSON text, for the save (platform/cache-text.ts). */
  texts: string[];
  /** Each entity's id in the cache: `<Type>:{"uuid":"<uuid>"}`. */
  ids: string[];
  /** Each entity's key in the outbox, `<table>:<uuid>`: one with an edit waiting is left to that edit. */
  waitKeys: string[];
  /** Each list's name in the root query, with the ids of the page's entities it gets, in the page's order. */
  lists: Record<string, string[]>;
}

/** The worker's answer: the page's entries, or (a table whose entity the cache would store otherwise) its texts per type as before; or the errors. */
export type PageEntriesAnswer = { page: { paging: PagePaging; entries: PageEntries }; errors?: undefined } | PageTextsAnswer;

interface DocumentsAnswer {
  data?: { downloadRecords?: (PagePaging & { documents?: RecordDocument[] }) | null } | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/** Whether every field of the type's entity is a key the cache stores it with as it comes (checked once a table and page). */
function storedAsItComes(table: PageTable, entity: Record<string, unknown>): boolean {
  const keys = new Set(table.keys);
  return Object.keys(entity).every((key) => keys.has(key));
}

/**
 * The entries of a page from the answer's text. A tombstone or a document of a table the app does
 * not show is left out, as pageTextsOf leaves it. When an entity has a field the cache would not
 * store as it comes, the page is answered as texts per type (pageTextsOf) for the cache's own write.
 * Throws on text that is not JSON.
 */
export function pageEntriesOf(answerText: string, tables: readonly PageTable[], now = new Date()): PageEntriesAnswer {
  const answer = JSON.parse(answerText) as DocumentsAnswer;
  const page = answer.data?.downloadRecords;
  if (!page) return { page: null, errors: answer.errors ?? null };
  const byTable = new Map(tables.map((table) => [table.table, table]));
  const checked = new Set<PageTable>();
  const texts: string[] = [];
  const ids: string[] = [];
  const waitKeys: string[] = [];
  const lists: Record<string, string[]> = {};
  for (const doc of page.documents ?? []) {
    const table = byTable.get(doc.table);
    if (!table || doc.deleted) continue;
    const entity = entityOfDocument(doc, table.typename, now);
    if (!entity) continue;
    if (!checked.has(table)) {
      if (!storedAsItComes(table, entity)) return pageTextsOf(answerText, Object.fromEntries(tables.map((t) => [t.table, t.typename])), now);
      checked.add(table);
    }
    const id = `${table.typename}:${JSON.stringify({ uuid: doc.uuid })}`;
    texts.push(JSON.stringify(entity));
    ids.push(id);
    waitKeys.push(`${doc.table}:${doc.uuid}`);
    for (const list of table.lists) {
      const name = "name" in list ? list.name : `${list.before}${JSON.stringify(entity.client_uuid ?? null)}${list.after}`;
      (lists[name] ??= []).push(id);
    }
  }
  const { cursor, count, hasMore, ahead, feedCursor, total, remaining } = page;
  return {
    page: {
      paging: { cursor, count, hasMore, ahead, feedCursor, total, remaining },
      entries: { entities: `[${texts.join(",")}]`, texts, ids, waitKeys, lists },
    },
  };
}
