import type { ApolloClient } from "@apollo/client";
import { ChangesSinceDocument, RecordsChangedDocument, StoredRecordsDocument } from "../generated/graphql.js";
import type { CachedTable } from "./cached-tables.js";
import type { OutboxEntry } from "./outbox.js";
import type { RestoreMark } from "./restore-windows.js";
import type { FetchedRecord, FetchedRow, RecordCache } from "./record-cache.js";

export const CATCH_UP_PAGE = 500;
/**
 * The most records one request of the feed asks for: the server's cap on storedRecords' keys
 * (server/src/modules/stored-records/stored-records.service.ts), so a catch-up page's records come in one request.
 */
export const RECORDS_PER_REQUEST = 500;
export const CURSOR_KEY = "changeCursor";
/** Set while a catch-up read from the start (a `restarted` page) has not read all yet: kept across a reload. */
export const RESTARTED_KEY = "changeFeedRestarted";

export interface ChangedRecord {
  table: string;
  uuid: string;
  dataversion: number;
}

export interface ChangeNotice {
  appID?: string | null;
  mutatedRecords: readonly ChangedRecord[];
}

export interface ChangePage {
  changes: readonly ChangedRecord[];
  /** Opaque: where this device stands in the server's feed after the page (docs/sync-and-api.md, "The device's feed"). */
  cursor: string;
  hasMore: boolean;
  /**
   * The cursor sent was handed out by a server build that could skip changes (docs/sync-and-api.md, "Cursors from the build that sorted by text"), and this
   * page was read from the start instead: the device fetches only what it does not hold.
   * Absent in answers of a server before the repair.
   */
  restarted?: boolean;
  /** The server's restores of a backup, newest first (docs/operating.md, "Restoring"); absent from a server before them. */
  restores?: readonly RestoreMark[];
}

/** A synced record's key. */
export interface RecordKey {
  table: string;
  uuid: string;
}

/** The server's answer for one key: its record (null when it gives none), or withheld (the answer's size left it out: asked again). */
export interface StoredAnswer extends RecordKey {
  withheld: boolean;
  record: FetchedRow | null;
}

/** The server side of the feed: `recordsChanged` notices, the `changesSince` pages, and the stored records they name. */
export interface FeedTransport {
  notices(onNotice: (notice: ChangeNotice) => void): () => void;
  changesSince(cursor: string, limit: number): Promise<ChangePage | null>;
  /** The stored records of the keys (at most RECORDS_PER_REQUEST) in one request, one answer a key; throws when the request fails. */
  records(keys: readonly RecordKey[]): Promise<readonly StoredAnswer[]>;
}

/** Where the feed finds waiting edits and keeps its cursor (the outbox database). */
export interface FeedStore {
  pending(): Promise<Map<string, OutboxEntry>>;
  getMeta<T>(key: string): Promise<T | undefined>;
  setMeta(key: string, value: unknown): Promise<void>;
}

/** One table as the feed sees it: the version held locally, and how to write the newer ones fetched. */
export interface FeedTable {
  table: string;
  dataversion(uuid: string): number | null;
  /** Writes what the server answered for the table's changed records (RecordCache.put). */
  put(fetched: readonly FetchedRecord[]): Promise<void>;
}

export interface ChangeFeedOptions {
  transport: FeedTransport;
  store: FeedStore;
  tables: readonly FeedTable[];
  /** What this install's own notices carry as appID: the hash of its install id (notice-id.ts). */
  ownAppId(): string;
  /**
   * docs/product.md §8: a failure fetching changed records is logged only; the next catch-up retries
   * them. Told once a failed request (or a table's failed write), with its first change.
   */
  onFetchError?(change: ChangedRecord, error: unknown): void;
  /**
   * Saves the persisted cache the fetched records were written into, resolving once it is stored:
   * the cursor moves past a page only after it, so a page closed meanwhile reads the page again
   * rather than losing its changes from the screens (docs/sync-and-api.md, "The device's feed").
   */
  saved?(): Promise<void>;
  /** Resolves once the records kept on the phone are in the cache the feed reads its versions from (platform/persisted-cache.ts, restoreRecords). */
  ready?(): Promise<void>;
  /**
   * A catch-up read the feed again from the start, since this device's cursor came from a server
   * build that could skip changes (docs/sync-and-api.md), and read it all: what the device holds may be checked now.
   */
  onRepaired?(): void;
  /**
   * A page told of restores (docs/operating.md, "Restoring"): the records the device holds that a
   * restore lost are queued again before the page's changes are read (restore-resend.ts), so the
   * feed leaves them to the outbox. Throws to stop the catch-up (it is tried again at the next).
   */
  onRestores?(restores: readonly RestoreMark[]): Promise<void>;
}

/**
 * docs/product.md §4 "Realtime", docs/sync-and-api.md "The device's feed": notices from other devices are fetched; notices of
 * this install are ignored; records with a waiting local edit are left to the outbox.
 */
export class ChangeFeed {
  /** Whether a catch-up read from the start has not read all yet (RESTARTED_KEY): read from the store once, then kept here. */
  private repairPending: boolean | undefined;

  constructor(private readonly options: ChangeFeedOptions) {}

  subscribe(): () => void {
    return this.options.transport.notices((notice) => {
      if (notice.appID === this.options.ownAppId()) return;
      // A wipe or a logout may have closed the store meanwhile (docs/shared-phone.md, "Wipe orders reach the phone"): never an uncaught error.
      this.apply(notice.mutatedRecords).catch((error: unknown) => console.warn("a change notice was not applied; the next catch-up reads it", error));
    });
  }

  /**
   * After every (re)connect: everything since the last seen cursor, page by page while hasMore.
   * The cursor advances only past pages whose changes were all fetched and applied (docs/sync-and-api.md, "The device's feed"):
   * after a failed fetch it stays before that page, and the next catch-up reads it again (the
   * changes applied meanwhile are held and not fetched twice). The cursor is the server's, opaque;
   * a number kept from before cursors were opaque is sent as it is, and the server still reads it. A
   * cursor from a build that could skip is answered from the start (`restarted`): the pages list what
   * the device mostly holds, and only what it lacks is fetched; once all is read, `onRepaired`.
   * Answers whether it read all.
   */
  async catchUp(): Promise<boolean> {
    const { store, transport } = this.options;
    let cursor = String((await store.getMeta<string | number>(CURSOR_KEY)) ?? "0");
    this.repairPending ??= (await store.getMeta<boolean>(RESTARTED_KEY)) === true;
    for (;;) {
      const page = await transport.changesSince(cursor, CATCH_UP_PAGE);
      if (!page) return false;
      if (page.restarted && !this.repairPending) {
        await store.setMeta(RESTARTED_KEY, true);
        this.repairPending = true;
      }
      if (page.restores && page.restores.length > 0) await this.options.onRestores?.(page.restores);
      const failed = await this.apply(page.changes);
      if (failed) return false;
      if (page.cursor !== cursor) {
        if (page.changes.length > 0) await this.options.saved?.();
        await store.setMeta(CURSOR_KEY, page.cursor);
      }
      cursor = page.cursor;
      if (!page.hasMore) {
        if (this.repairPending) {
          await store.setMeta(RESTARTED_KEY, false);
          this.repairPending = false;
          this.options.onRepaired?.();
        }
        return true;
      }
    }
  }

  /**
   * Fetches the server's current version of records answered DUPLICATE: the stored answer of a
   * replay may be older than a change this device skipped while the edit waited (docs/sync-and-api.md, "The device's feed").
   */
  async refetch(keys: readonly { table: string; uuid: string }[]): Promise<void> {
    await this.apply(keys.map((k) => ({ table: k.table, uuid: k.uuid, dataversion: Number.MAX_SAFE_INTEGER })));
  }

  /**
   * Fetches changed records unless this device already holds that version or an edit of it waits:
   * all of them in one request (RECORDS_PER_REQUEST at most a request), each table's then written
   * at once (docs/sync-and-api.md, "The device's feed"). Answers the first change (in the given
   * order) whose fetch failed, or null: when a request fails, every change it asked for.
   */
  async apply(changes: readonly ChangedRecord[]): Promise<ChangedRecord | null> {
    await this.options.ready?.();
    const pending = await this.options.store.pending();
    const wanted: Wanted[] = [];
    const asked = new Set<string>();
    changes.forEach((change, index) => {
      const table = this.options.tables.find((c) => c.table === change.table);
      if (!table || waits(pending, change)) return;
      if ((table.dataversion(change.uuid) ?? -1) >= change.dataversion) return;
      if (asked.has(keyOf(change))) return;
      asked.add(keyOf(change));
      wanted.push({ index, change, table });
    });
    let failed: Wanted | null = null;
    const fail = (first: Wanted, error: unknown) => {
      if (!failed || first.index < failed.index) failed = first;
      this.options.onFetchError?.(first.change, error);
    };
    for (let start = 0; start < wanted.length; start += RECORDS_PER_REQUEST) {
      const part = wanted.slice(start, start + RECORDS_PER_REQUEST);
      let found: Map<string, FetchedRow | null>;
      try {
        found = await this.read(part.map((w) => ({ table: w.change.table, uuid: w.change.uuid })));
      } catch (error) {
        fail(part[0]!, error);
        continue;
      }
      for (const table of new Set(part.map((w) => w.table))) {
        const ofTable = part.filter((w) => w.table === table);
        try {
          await table.put(ofTable.map((w) => ({ uuid: w.change.uuid, record: found.get(keyOf(w.change)) ?? null })));
        } catch (error) {
          fail(ofTable[0]!, error);
        }
      }
    }
    return (failed as Wanted | null)?.change ?? null;
  }

  /** The server's answers for the keys, by key: one request, and another for the keys it withheld (the answer's size), until none is. */
  private async read(keys: readonly RecordKey[]): Promise<Map<string, FetchedRow | null>> {
    const found = new Map<string, FetchedRow | null>();
    let asking = keys;
    while (asking.length > 0) {
      const answers = await this.options.transport.records(asking);
      const withheld = answers.filter((answer) => answer.withheld);
      for (const answer of answers) if (!answer.withheld) found.set(keyOf(answer), answer.record);
      // The server always gives the first record it holds: an answer withholding all would be asked again forever.
      if (withheld.length >= asking.length) throw new Error(`the server withheld all ${asking.length} records asked for`);
      asking = withheld.map(({ table, uuid }) => ({ table, uuid }));
    }
    return found;
  }
}

/** A change the feed fetches: where it was in the changes given, and its table. */
interface Wanted {
  index: number;
  change: ChangedRecord;
  table: FeedTable;
}

const keyOf = (key: RecordKey) => `${key.table}:${key.uuid}`;

/**
 * The answers whose record may have changed on the server unseen by this device: a catch-up passes
 * the changes of a record while an edit of it waits, leaving them to the answer. DUPLICATE answers
 * the stored (maybe older) answer of a replay, and REJECTED stores nothing, so neither brings the
 * server's current version: the device fetches it (docs/sync-and-api.md, "The device's feed"; REJECTED found by the soak).
 */
export function mayHaveMissed<A extends { status: string }>(answers: readonly A[]): A[] {
  return answers.filter((answer) => answer.status === "DUPLICATE" || answer.status === "REJECTED");
}

/**
 * An edit of the record waits to be sent: the outbox answer settles it. A rejected edit does not
 * wait (it is never sent as it is), so the record still follows the server under it.
 */
export function waits(pending: ReadonlyMap<string, OutboxEntry>, change: { table: string; uuid: string }): boolean {
  const entry = pending.get(`${change.table}:${change.uuid}`);
  return entry !== undefined && !entry.rejected;
}

/**
 * The feed over Apollo: the subscription through graphql-ws, catch-up pages over HTTP. With
 * `documents`, the records a notice or a page names are asked as documents (stored-documents.ts:
 * storedDocuments, made into rows in the documents' worker), with that fetch (vault/wipe-watch.ts
 * hears the operator's orders on it) of the shown tables; without, as typed records.
 */
export function apolloFeedTransport(client: ApolloClient, documents?: { fetch: typeof fetch; tables: readonly CachedTable[] }): FeedTransport {
  return {
    notices(onNotice) {
      const subscription = client.subscribe({ query: RecordsChangedDocument }).subscribe({
        next: ({ data }) => data?.recordsChanged && onNotice(data.recordsChanged),
      });
      return () => subscription.unsubscribe();
    },
    async changesSince(cursor, limit) {
      const { data } = await client.query({ query: ChangesSinceDocument, variables: { cursor, limit }, fetchPolicy: "network-only" });
      return data?.changesSince ?? null;
    },
    // Not kept as a query in the cache: each record is written where the screens read it (FeedTable.put).
    async records(keys) {
      // Its code loads at the first records asked, not with the first screen.
      if (documents) return (await import("./stored-documents.js")).storedDocuments(documents.fetch, keys, documents.tables);
      const variables = { keys: keys.map(({ table, uuid }) => ({ table, uuid })) };
      const { data } = await client.query({ query: StoredRecordsDocument, variables, fetchPolicy: "no-cache" });
      if (!data) throw new Error("the server gave no answer to storedRecords");
      return data.storedRecords.map(({ table, uuid, withheld, ...fields }) => ({ table, uuid, withheld, record: recordIn(fields) }));
    },
  };
}

/** The record of an answer: in the field named for its table, the only one holding a record (null when none does). */
function recordIn(fields: Record<string, unknown>): FetchedRow | null {
  for (const value of Object.values(fields)) {
    if (value !== null && typeof value === "object" && "uuid" in value) return value as FetchedRow;
  }
  return null;
}

/** The app's record caches as feed tables, reading and writing through the Apollo cache. */
export function apolloFeedTables(client: ApolloClient, caches: readonly RecordCache[]): FeedTable[] {
  return caches.map((cache) => ({
    table: cache.table,
    dataversion: (uuid) => cache.dataversion(client, uuid),
    put: (fetched) => cache.put(client, fetched),
  }));
}
