import type { InMemoryCache } from "@apollo/client";
import type { DownloadRecordsQuery } from "../generated/graphql.js";
import { putInLists, storedKeys, writeRecords, type CachedRecord, type CachedTable } from "./cached-tables.js";
import { waits } from "./change-feed.js";
import type { OutboxEntry } from "./outbox.js";

export type DownloadedPage = DownloadRecordsQuery["downloadRecords"];
/** A page's records by the list of their table (CachedTable.list): a typed page of DownloadRecords, or a page of documents made ready (download-page.ts). */
export type PageLists = DownloadedPage | Readonly<Record<string, readonly CachedRecord[]>>;

type Written = { table: CachedTable; record: CachedRecord };

/**
 * Writes a page of the first sync into the Apollo cache, where the screens read it offline: each
 * record whole, by its stored shape, then its key at the end of each list a screen reads it in
 * (created when the screen never fetched it), with one broadcast.
 *
 * A record with an edit waiting in the outbox is left to the outbox, as the change feed leaves it
 * (its answer settles it), and one the cache holds in a newer version (brought meanwhile by the
 * change feed) is left as it is. `tables`: the tables the app shows (app/record-caches.ts).
 *
 * Each record goes as it comes straight into the cache's store (its merge, which marks what
 * changed for the screens watching): the cache's own write of it by its stored shape stores the
 * same (download-writer.test.ts proves it) at several times the cost, its per-field policies and
 * bookkeeping (1.6 s of the 4.9 s a new phone took for 10,000 records on the benchmark's machine).
 * A record that cannot be stored so (a key its fragment lacks; a cache without the store this
 * knows) is written by the cache.
 */
export function writeDownloadedPage(cache: InMemoryCache, page: PageLists, waiting: ReadonlyMap<string, OutboxEntry>, tables: readonly CachedTable[]): void {
  cache.batch({
    optimistic: false,
    update: () => {
      const store = rootStore(cache);
      const stored: Written[] = [];
      const byCache: Written[] = [];
      for (const written of pageRecords(page, waiting, tables)) {
        const id = store && directId(cache, written);
        if (!store || !id) byCache.push(written);
        else if (storeDirectly(store, id, written.record)) stored.push(written);
      }
      // Its records stored straight into the store, a list the cache lacks goes there too (cached-tables.ts, putInLists).
      putInLists(cache, stored, "append", store ?? undefined);
      if (byCache.length > 0) writeRecords(cache, byCache, "append");
    },
  });
}

function* pageRecords(page: PageLists, waiting: ReadonlyMap<string, OutboxEntry>, tables: readonly CachedTable[]): Generator<Written> {
  for (const table of tables) {
    const records = (page as unknown as Record<string, readonly CachedRecord[] | undefined>)[table.list];
    if (!records) throw new Error(`a first-sync page has no list ${table.list} for ${table.table} (download-writer.ts)`);
    for (const record of records) {
      if (!waits(waiting, { table: table.table, uuid: record.uuid })) yield { table, record };
    }
  }
}

/** The cache's root store as InMemoryCache keeps it (Apollo Client 4: `data`, an EntityStore.Root). */
interface RootStore {
  lookup(id: string): Record<string, unknown> | undefined;
  merge(id: string, incoming: object): void;
}

function rootStore(cache: InMemoryCache): RootStore | null {
  const store = (cache as unknown as { data?: Partial<RootStore> }).data;
  return typeof store?.lookup === "function" && typeof store.merge === "function" ? (store as RootStore) : null;
}

/** Per type, whether the cache names its records `<Type>:{"uuid":"<uuid>"}` (keyFields uuid, apollo.ts), checked once against cache.identify. */
const namedByUuid = new Map<string, boolean>();

/** The record's id in the cache when it may be stored as it comes (every key a stored field of its fragment), or null. */
function directId(cache: InMemoryCache, { table, record }: Written): string | null {
  const keys = storedKeys(table);
  if (!keys || typeof record.uuid !== "string" || typeof record.__typename !== "string") return null;
  for (const key in record) if (!keys.has(key)) return null;
  const typename = record.__typename;
  let byUuid = namedByUuid.get(typename);
  if (byUuid === undefined) {
    byUuid = cache.identify({ __typename: typename, uuid: "u" }) === `${typename}:{"uuid":"u"}`;
    namedByUuid.set(typename, byUuid);
  }
  return byUuid ? `${typename}:${JSON.stringify({ uuid: record.uuid })}` : null;
}

/** Stores the record unless the store holds a newer version of it; whether it was stored. */
function storeDirectly(store: RootStore, id: string, record: CachedRecord): boolean {
  const held = store.lookup(id)?.dataversion;
  if (typeof held === "number" && held > record.dataversion) return false;
  store.merge(id, record);
  return true;
}
