import { randomUUID } from "node:crypto";
import { createClient, type Client as WsClient } from "graphql-ws";
import { vi } from "vitest";
import WebSocket from "ws";

export const RECORDS_CHANGED = `subscription { recordsChanged { appID mutatedRecords { table uuid dataversion } } }`;
export interface Notice {
  appID: string | null;
  mutatedRecords: Array<{ table: string; uuid: string; dataversion: number }>;
}

export interface NoticeListener {
  client: WsClient;
  /** The notices heard since the listener was live, those of its markers aside. */
  notices: Notice[];
  /** Every uuid the notices so far name, markers included. */
  heard: Set<string>;
}

/** A marker not heard within this time is followed by another (it may have been written too early). */
const MARKER_PATIENCE_MS = 1000;

/**
 * Subscribes to recordsChanged and answers once the subscription is live on the server, which
 * graphql-ws does not tell (its `connected` comes before the server has set the subscription up):
 * the listener writes a record of its own, a marker (`writeMarker` writes the record of the uuid
 * it is given), and is live once it hears of it. A marker written before the subscription was set
 * up is never heard, so another follows until one is. Notices of markers are not among `notices`.
 */
export async function listenForNotices(
  url: string,
  connectionParams: Record<string, string>,
  writeMarker: (uuid: string) => Promise<void>,
  query = RECORDS_CHANGED,
): Promise<NoticeListener> {
  const listener: NoticeListener = { client: createClient({ url, webSocketImpl: WebSocket, connectionParams }), notices: [], heard: new Set() };
  const markers = new Set<string>();
  let failure: unknown;
  listener.client.subscribe(
    { query },
    {
      next: (message) => {
        const notice = (message.data as { recordsChanged: Notice }).recordsChanged;
        for (const record of notice.mutatedRecords) listener.heard.add(record.uuid);
        if (!notice.mutatedRecords.every((record) => markers.has(record.uuid))) listener.notices.push(notice);
      },
      error: (error) => (failure = error),
      complete: () => {},
    },
  );
  let lastMarkerAt = 0;
  const live = vi.waitFor(
    async () => {
      if (failure !== undefined) throw new Error(`the subscription failed: ${JSON.stringify(failure)}`);
      if ([...markers].some((uuid) => listener.heard.has(uuid))) return;
      if (Date.now() - lastMarkerAt >= MARKER_PATIENCE_MS) {
        const uuid = randomUUID();
        markers.add(uuid);
        lastMarkerAt = Date.now();
        await writeMarker(uuid);
      }
      throw new Error(`none of the ${markers.size} marker(s) written was heard`);
    },
    { timeout: 10_000, interval: 25 },
  );
  await live.catch(async (error: unknown) => {
    await listener.client.dispose();
    throw error;
  });
  listener.notices.length = 0;
  return listener;
}
