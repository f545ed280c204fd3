import type { ApolloClient } from "@apollo/client";
import type { CachedRecord, CachedTable } from "./cached-tables.js";
import type { OutboxEntry } from "./outbox.js";

/**
 * What the sync layer needs to know of each table the app shows: how the cache holds its records
 * (CachedTable), and what a change from another device does. Registered in app/record-caches.ts: a
 * table shown in a list of the caller's records is a listedTableCache (listed-table-cache.ts), made
 * from its documents; a module with behaviour of its own makes its cache. An answered edit is settled
 * from the sync answer for every table alike (settle-answers.ts), not here.
 */
/** A record as the server answers it in its table's fragment; a deleted one comes with deletedAt. */
export type FetchedRow = CachedRecord & { deletedAt?: string | null };

/** What the server answered for one changed record: the record, or null when it gave none (the caller may not read it, or none is stored). */
export interface FetchedRecord {
  uuid: string;
  record: FetchedRow | null;
}

export interface RecordCache extends CachedTable {
  /** The dataversion the cache holds for a record, or null. */
  dataversion(client: ApolloClient, uuid: string): number | null;
  /** Another device changed the record: fetch it (or drop it when deleted), in a request of its own. */
  fetch(client: ApolloClient, uuid: string): Promise<void>;
  /**
   * Writes records the change feed fetched, many in one request (change-feed.ts), as `fetch` writes
   * the one it fetches: each into the lists the screens read, a deleted one dropped, nothing for a
   * null one.
   */
  put(client: ApolloClient, fetched: readonly FetchedRecord[]): Promise<void>;
  /** The server no longer gives the record to this device (docs/sync-and-api.md, "The holdings check"): it leaves the cache and every list. */
  drop(client: ApolloClient, uuid: string): void;
  /** A name for the record in messages. */
  describe(entry: OutboxEntry): string;
}
