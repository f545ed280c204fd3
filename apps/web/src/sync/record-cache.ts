import type { ApolloClient } from "@apollo/client";
import type { CachedTable } from "./cached-tables.js";
import type { OutboxEntry } from "./outbox.js";

/**
 * What the sync layer needs to know of each table the app shows: how the cache holds its records
 * (CachedTable), and what a change from another device does. Registered by the module that shows
 * the table, in app/record-caches.ts. An answered edit is settled from the sync answer for every table
 * alike (settle-answers.ts), not here.
 */
export interface RecordCache extends CachedTable {
  /** The dataversion the cache holds for a record, or null. */
  dataversion(client: ApolloClient, uuid: string): number | null;
  /** Another device changed the record: fetch it (or drop it when deleted). */
  fetch(client: ApolloClient, uuid: string): Promise<void>;
  /** A name for the record in messages. */
  describe(entry: OutboxEntry): string;
}
