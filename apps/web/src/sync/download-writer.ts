import type { InMemoryCache } from "@apollo/client";
import type { DownloadRecordsQuery } from "../generated/graphql.js";
import { writeRecords, type CachedRecord, type CachedTable } from "./cached-tables.js";
import { waits } from "./change-feed.js";
import type { OutboxEntry } from "./outbox.js";

export type DownloadedPage = DownloadRecordsQuery["downloadRecords"];

/**
 * Writes a page of the first sync into the Apollo cache, where the screens read it offline: each
 * record whole, by its stored shape, then its key at the end of each list a screen reads it in
 * (created when the screen never fetched it), with one broadcast.
 *
 * A record with an edit waiting in the outbox is left to the outbox, as the change feed leaves it
 * (its answer settles it), and one the cache holds in a newer version (brought meanwhile by the
 * change feed) is left as it is. `tables`: the tables the app shows (app/record-caches.ts).
 */
export function writeDownloadedPage(
  cache: InMemoryCache,
  page: DownloadedPage,
  waiting: ReadonlyMap<string, OutboxEntry>,
  tables: readonly CachedTable[],
): void {
  cache.batch({
    optimistic: false,
    update: () => writeRecords(cache, pageRecords(page, waiting, tables), "append"),
  });
}

function* pageRecords(
  page: DownloadedPage,
  waiting: ReadonlyMap<string, OutboxEntry>,
  tables: readonly CachedTable[],
): Generator<{ table: CachedTable; record: CachedRecord }> {
  for (const table of tables) {
    const records = (page as unknown as Record<string, readonly CachedRecord[] | undefined>)[table.list];
    if (!records) throw new Error(`a first-sync page has no list ${table.list} for ${table.table} (download-records.graphql)`);
    for (const record of records) {
      if (!waits(waiting, { table: table.table, uuid: record.uuid })) yield { table, record };
    }
  }
}
