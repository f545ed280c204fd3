import type { ApolloClient } from "@apollo/client";
import { ChangesSinceDocument, RecordsChangedDocument } from "../generated/graphql.js";
import type { OutboxEntry } from "./outbox.js";
import type { RecordCache } from "./record-cache.js";

export const CATCH_UP_PAGE = 500;
export const CURSOR_KEY = "changeCursor";

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
  cursor: number;
  hasMore: boolean;
}

/** The server side of the feed: `recordsChanged` notices and the `changesSince` pages. */
export interface FeedTransport {
  notices(onNotice: (notice: ChangeNotice) => void): () => void;
  changesSince(cursor: number, limit: number): Promise<ChangePage | null>;
}

/** Where the feed finds waiting edits and keeps its cursor (the outbox database). */
export interface FeedStore {
  pending(): Promise<Map<string, OutboxEntry>>;
  getMeta<T>(key: string): Promise<T | undefined>;
  setMeta(key: string, value: unknown): Promise<void>;
}

/** One table as the feed sees it: the version held locally, and how to fetch a newer one. */
export interface FeedTable {
  table: string;
  dataversion(uuid: string): number | null;
  fetch(uuid: string): Promise<void>;
}

export interface ChangeFeedOptions {
  transport: FeedTransport;
  store: FeedStore;
  tables: readonly FeedTable[];
  ownAppId(): string;
  /** Spec 8: a failure fetching a changed record is logged only; the next catch-up retries it. */
  onFetchError?(change: ChangedRecord, error: unknown): void;
}

/**
 * Spec 4 "Realtime", ARCHITECTURE change feed: notices from other devices are fetched; notices of
 * this install are ignored; records with a waiting local edit are left to the outbox.
 */
export class ChangeFeed {
  constructor(private readonly options: ChangeFeedOptions) {}

  subscribe(): () => void {
    return this.options.transport.notices((notice) => {
      if (notice.appID === this.options.ownAppId()) return;
      void this.apply(notice.mutatedRecords);
    });
  }

  /** After every (re)connect: everything since the last seen cursor, page by page while hasMore. */
  async catchUp(): Promise<void> {
    const { store, transport } = this.options;
    let cursor = (await store.getMeta<number>(CURSOR_KEY)) ?? 0;
    for (;;) {
      const page = await transport.changesSince(cursor, CATCH_UP_PAGE);
      if (!page) return;
      await this.apply(page.changes);
      cursor = page.cursor;
      await store.setMeta(CURSOR_KEY, cursor);
      if (!page.hasMore) return;
    }
  }

  /** Fetches changed records unless this device already holds that version or an edit of it waits. */
  async apply(changes: readonly ChangedRecord[]): Promise<void> {
    const pending = await this.options.store.pending();
    for (const change of changes) {
      const table = this.options.tables.find((c) => c.table === change.table);
      if (!table || pending.has(`${change.table}:${change.uuid}`)) continue;
      if ((table.dataversion(change.uuid) ?? -1) >= change.dataversion) continue;
      try {
        await table.fetch(change.uuid);
      } catch (error) {
        this.options.onFetchError?.(change, error);
      }
    }
  }
}

/** The feed over Apollo: the subscription through graphql-ws, catch-up pages over HTTP. */
export function apolloFeedTransport(client: ApolloClient): FeedTransport {
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
  };
}

/** The app's record caches as feed tables, reading and writing through the Apollo cache. */
export function apolloFeedTables(client: ApolloClient, caches: readonly RecordCache[]): FeedTable[] {
  return caches.map((cache) => ({
    table: cache.table,
    dataversion: (uuid) => cache.dataversion(client, uuid),
    fetch: (uuid) => cache.fetch(client, uuid),
  }));
}
