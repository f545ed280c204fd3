import type { ApolloClient } from "@apollo/client";
import type { CachedTable } from "./cached-tables.js";
import type { OutboxEntry } from "./outbox.js";

/**
 * What the sync layer needs to know of each table the app shows: how the cache holds its records
 * (CachedTable), and what a change from another device does. Registered in app/record-caches.ts: a
 * table shown in a list of the caller's records is a listedTableCache (listed-table-cache.ts), made
 * from its documents; a module with behaviour of its own makes its cache. An answered edit is settled
 * from the sync answer for every table alike (settle-answers.ts), not here.
 */
export interface RecordCache extends CachedTable {
  /** The dataversion the cache holds for a record, or null. */
  dataversion(client: ApolloClient, uuid: string): number | null;
  /** Another device changed the record: fetch it (or drop it when deleted). */
  fetch(client: ApolloClient, uuid: string): Promise<void>;
  /** The server no longer gives the record to this device (docs/sync-and-api.md, "The holdings check"): it leaves the cache and every list. */
  drop(client: ApolloClient, uuid: string): void;
  /** A name for the record in messages. */
  describe(entry: OutboxEntry): string;
}
