import { createClient, type Client as WsClient } from "graphql-ws";
import WebSocket from "ws";

/**
 * What the simulated device (sync-device.ts) sends and reads on the wire, as the web app does: the
 * sync mutation, the change notices, the catch-up pages and the one request for their records
 * (apps/web/src/sync/change-feed.ts).
 */
export const SYNC = `mutation($input: SyncBatchInput!) { sync(input: $input) { results { clientMutationId table uuid dataversion status reason client { __typename uuid clientname dataversion deletedAt } } } }`;
export const STORED_RECORDS = `query($keys: [RecordKeyInput!]!) { storedRecords(keys: $keys) { table uuid withheld client { uuid clientname dataversion deletedAt } } }`;
export const NOTICES = `subscription { recordsChanged { appID mutatedRecords { table uuid dataversion } } }`;
export const CHANGES = `query($cursor: String!, $limit: Int!) { changesSince(cursor: $cursor, limit: $limit) { cursor hasMore restarted restores { id restoredThrough resumedFrom } changes { table uuid dataversion } } }`;

/** A changesSince answer, as this device asks for it. */
export interface ChangesAnswer {
  cursor: string;
  hasMore: boolean;
  restarted?: boolean;
  /** docs/operating.md, "Restoring": the server's restores, newest first. */
  restores?: { id: string; restoredThrough: number; resumedFrom: number }[];
  changes: { table: string; uuid: string; dataversion: number }[];
}

/** A synced record's key (apps/web/src/sync/change-feed.ts). */
export interface RecordKey {
  table: string;
  uuid: string;
}
/** A client as storedRecords answers it to the feed. */
export interface StoredClient {
  uuid: string;
  clientname: string;
  dataversion: number;
  deletedAt: string | null;
}

/** The device's graphql-ws client, opened as the app opens it: its install, and her token when logged in, in connectionParams. */
export function noticesSocket(url: string, installId: string, token: string | null): WsClient {
  const params: Record<string, string> = { "X-App-Install-Id": installId };
  if (token) params.Authorization = `Bearer ${token}`;
  return createClient({ url, webSocketImpl: WebSocket, connectionParams: params, retryAttempts: 0, lazy: true, onNonLazyError: () => {} });
}

/** Hears the change notices on the socket; answers how to stop hearing them. */
export function hearNotices(ws: WsClient, heard: (notice: { mutatedRecords: { uuid: string }[] }) => void): () => void {
  return ws.subscribe(
    { query: NOTICES },
    {
      next: (message) => heard((message.data as { recordsChanged: { mutatedRecords: { uuid: string }[] } }).recordsChanged),
      error: () => {},
      complete: () => {},
    },
  );
}
