import type { InMemoryCache, Reference } from "@apollo/client";
import type { DownloadRecordsQuery } from "../generated/graphql.js";
import { putInLists, storedKeys, typenameOf, writeRecords, type CachedRecord, type CachedTable } from "./cached-tables.js";
import { waits } from "./change-feed.js";
import type { OutboxEntry } from "./outbox.js";
import type { PageEntries } from "./page-entries.js";
import { rememberTexts } from "../platform/cache-text.js";

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

/** Writes a first-sync page, its entries made ready by the download's worker (writePageEntries) or its records by list (writeDownloadedPage). */
export function writeFirstSyncPage(
  cache: InMemoryCache,
  page: { entries?: PageEntries; lists?: PageLists },
  waiting: ReadonlyMap<string, OutboxEntry>,
  tables: readonly CachedTable[],
): void {
  if (page.entries) writePageEntries(cache, page.entries, waiting, tables);
  else if (page.lists) writeDownloadedPage(cache, page.lists, waiting, tables);
}

/**
 * Writes a page the download's worker made ready (page-entries.ts) into the Apollo cache, as
 * writeDownloadedPage writes the same records (app/page-entries.test.ts proves the cache the same): one
 * parse of the page's entities, each put into the store as it is (a record the store lacks is set in
 * place, and what read it missing is told; one it holds goes through the store's merge, unless the
 * store's is newer), then each list's new ids appended in one change of the root query. A record
 * with an edit waiting in the outbox is left to the outbox, and one the store holds newer left as it
 * is, neither put in a list. Where the cache lacks the store this knows, the cache writes the records.
 */
export function writePageEntries(cache: InMemoryCache, page: PageEntries, waiting: ReadonlyMap<string, OutboxEntry>, tables: readonly CachedTable[]): void {
  const entities = JSON.parse(page.entities) as CachedRecord[];
  const store = rootStore(cache);
  if (!store?.data || !store.group) {
    const byTypename = new Map(tables.map((table) => [typenameOf(table), table]));
    const written = entities.flatMap((record, i) => (waitsByKey(waiting, page.waitKeys[i]!) ? [] : [{ table: byTypename.get(record.__typename)!, record }]));
    cache.batch({ optimistic: false, update: () => writeRecords(cache, written, "append") });
    return;
  }
  rememberTexts(entities, page.texts);
  const { data, group } = store;
  const left = new Set<string>();
  cache.batch({
    optimistic: false,
    update: () => {
      entities.forEach((entity, i) => {
        const id = page.ids[i]!;
        if (waiting.size > 0 && waitsByKey(waiting, page.waitKeys[i]!)) left.add(id);
        else if (!Object.hasOwn(data, id)) {
          data[id] = entity;
          // Nothing held it: only what read it missing (its existence) reads it again.
          group.dirty(id, "__exists");
        } else if (!storeDirectly(store, id, entity)) left.add(id);
      });
      appendToLists(cache, store, page.lists, left);
    },
  });
}

/** An edit of the record waits in the outbox (change-feed.ts, waits), by its outbox key. */
function waitsByKey(waiting: ReadonlyMap<string, OutboxEntry>, key: string): boolean {
  const entry = waiting.get(key);
  return entry !== undefined && !entry.rejected;
}

/**
 * Appends each list's ids (those not left) to the list the root query holds, each once, or makes the
 * list: the lists held are changed by one modify naming them by their full names (the cache calls it
 * for those alone; a modify by field name called it for every client's list of plans), the lists
 * lacking merged into the root as the cache's write of them stores them.
 */
function appendToLists(cache: InMemoryCache, store: RootStore, lists: Readonly<Record<string, readonly string[]>>, left: ReadonlySet<string>): void {
  const root = store.lookup("ROOT_QUERY") ?? {};
  const held: Record<string, (existing: unknown) => unknown> = {};
  const lacking: Record<string, Reference[]> = {};
  for (const name in lists) {
    const ids = left.size > 0 ? lists[name]!.filter((id) => !left.has(id)) : lists[name]!;
    if (ids.length === 0) continue;
    if (Array.isArray(root[name])) held[name] = (existing) => appended(existing as Reference[], ids);
    else lacking[name] = [...new Set(ids)].map((id) => ({ __ref: id }));
  }
  if (Object.keys(lacking).length > 0) store.merge("ROOT_QUERY", lacking);
  // Made even when no list held changes: the persisted cache hears of the page through it, as of every write (platform/persisted-cache.ts, onChange).
  cache.modify({ id: "ROOT_QUERY", fields: held as never });
}

/** The list with a reference to each id it lacks at its end, in order; the list itself when it lacks none. */
function appended(existing: readonly Reference[], ids: readonly string[]): readonly Reference[] {
  const held = new Set(existing.map((ref) => ref.__ref));
  const added: Reference[] = [];
  for (const id of ids) {
    if (!held.has(id)) {
      held.add(id);
      added.push({ __ref: id });
    }
  }
  return added.length > 0 ? [...existing, ...added] : existing;
}

/** The cache's root store as InMemoryCache keeps it (Apollo Client 4: `data`, an EntityStore.Root, its entities in its own `data`, its dependencies in `group`). */
interface RootStore {
  lookup(id: string): Record<string, unknown> | undefined;
  merge(id: string, incoming: object): void;
  data?: Record<string, unknown>;
  group?: { dirty(id: string, field: string): void };
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
