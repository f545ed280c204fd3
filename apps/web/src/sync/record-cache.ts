import type { ApolloClient } from "@apollo/client";
import type { OutboxEntry } from "./outbox.js";

/** What the sync layer needs to know of each table the app shows. */
export interface RecordCache {
  table: string;
  /** The dataversion the cache holds for a record, or null. */
  dataversion(client: ApolloClient, uuid: string): number | null;
  /** The server accepted a queued edit: show it as synced with its new dataversion. */
  settle(client: ApolloClient, entry: OutboxEntry, dataversion: number): void | Promise<void>;
  /** Another device changed the record: fetch it (or drop it when deleted). */
  fetch(client: ApolloClient, uuid: string): Promise<void>;
  /** A name for the record in messages. */
  describe(entry: OutboxEntry): string;
}
