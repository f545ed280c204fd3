import { randomUUID } from "node:crypto";
import type { Client as WsClient } from "graphql-ws";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { listenForNotices, type NoticeListener } from "../../test-support/notice-listener.js";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { graphql, startTestServer, type SyncAnswer } from "../../test-support/test-server.js";
import { anonymousInstall, chatter, messageEntry, send, SYNC } from "./chat-test-helpers.js";
import { noticeAppId } from "../../sync/change-feed.js";
import { untilFeedReadsWritesSoFar } from "../../test-support/feed-horizon.js";

/** docs/sync-and-api.md, "Chat (read by the whole deployment)": a new message is announced live to every reader of the deployment, and caught up after a disconnection. */
describe.each(databaseKinds)("chat change feed on %s", (kind) => {
  const database = useTestDatabase(kind);
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const sockets: WsClient[] = [];
  beforeAll(async () => {
    server = await startTestServer(database.handle);
  });
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map(async (s) => s.dispose()));
  });
  afterAll(() => server.close());

  /** Increasing across the file, so a device's later marker is never a replay of an earlier one. */
  let markers = 0;

  /** A record the device owns, written through the sync mutation. */
  async function writeOwn(device: { installId: string; headers: Record<string, string> }, uuid: string) {
    const entry = { clientMutationId: (markers += 1), table: "clients", uuid, client: { uuid, clientname: "Marker" } };
    const answer = await graphql<SyncAnswer>(server.baseUrl, SYNC, { input: { appInstallId: device.installId, entries: [entry] } }, device.headers);
    expect(answer.errors).toBeUndefined();
  }

  /** A listener that hears for sure: it has heard a write of its own (notice-listener.ts). */
  async function listen(device: { installId: string; token?: string; headers: Record<string, string> }) {
    const connectionParams = { ...(device.token ? { Authorization: `Bearer ${device.token}` } : {}), "X-App-Install-Id": device.installId };
    const listener = await listenForNotices(server.wsUrl, connectionParams, (uuid) => writeOwn(device, uuid));
    sockets.push(listener.client);
    return listener;
  }

  /**
   * A record the listener owns, written after the chat message: its notice proves the earlier ones
   * were delivered or filtered. Answers the tables of every notice heard since the listener was live.
   */
  async function ownWrite(device: { installId: string; headers: Record<string, string> }, listener: NoticeListener) {
    const uuid = randomUUID();
    await writeOwn(device, uuid);
    await vi.waitFor(() => expect(listener.heard).toContain(uuid), { timeout: 5000 });
    return listener.notices.flatMap((n) => n.mutatedRecords.map((r) => r.table));
  }

  it("announces a new message to another user of the deployment, with the hash of the sender's install id as appID", async () => {
    const amina = await chatter(server.baseUrl, "Amina Phiri");
    const banda = await chatter(server.baseUrl, "Banda Mwale");
    const { notices: heard } = await listen(banda);
    const entry = messageEntry("Are you at the clinic?");
    const answer = await send(server.baseUrl, amina, entry);
    const { dataversion } = answer.data!.sync.results[0]!;
    await vi.waitFor(() => expect(heard).not.toHaveLength(0), { timeout: 5000 });
    expect(heard).toEqual([{ appID: noticeAppId(amina.installId), mutatedRecords: [{ table: "chat_messages", uuid: entry.uuid, dataversion }] }]);
    const fetched = await graphql(
      server.baseUrl,
      `
        query ($u: ID!) {
          chatMessage(uuid: $u) {
            text
            sender_name
          }
        }
      `,
      { u: entry.uuid },
      banda.headers,
    );
    expect(fetched).toEqual({ data: { chatMessage: { text: "Are you at the clinic?", sender_name: "Amina Phiri" } } });
  });

  it("tells neither a user of another deployment nor an anonymous install", async () => {
    const amina = await chatter(server.baseUrl, "Amina Phiri");
    const mala = await chatter(server.baseUrl, "Chisomo Malawi", "MALA");
    const device = anonymousInstall();
    const malaHeard = await listen(mala);
    const deviceHeard = await listen(device);
    await send(server.baseUrl, amina, messageEntry("Default deployment only"));
    expect(await ownWrite(mala, malaHeard)).toEqual(["clients"]);
    expect(await ownWrite(device, deviceHeard)).toEqual(["clients"]);
  });

  it("includes messages in the catch-up from the cursor for readers of the deployment", async () => {
    const amina = await chatter(server.baseUrl, "Amina Phiri");
    const banda = await chatter(server.baseUrl, "Banda Mwale");
    const first = messageEntry("First, while Banda was offline");
    const second = messageEntry("Second, while Banda was offline");
    await send(server.baseUrl, amina, first);
    // A change is read once every transaction older than it has ended: another test's transaction
    // in the same cluster may hold the feed's horizon a moment (docs/sync-and-api.md, "The feed's lag"),
    // and a cursor read then would rightly stop before the first message.
    await untilFeedReadsWritesSoFar(database.handle.db);
    const before = await graphql(
      server.baseUrl,
      `
        {
          changesSince(cursor: "0") {
            cursor
          }
        }
      `,
      {},
      banda.headers,
    );
    await send(server.baseUrl, amina, second);
    await untilFeedReadsWritesSoFar(database.handle.db);
    const changesAfter = (cursor: string) =>
      graphql(
        server.baseUrl,
        `
          query ($c: String!) {
            changesSince(cursor: $c, limit: 500) {
              changes {
                table
                uuid
                dataversion
                deleted
              }
              cursor
              hasMore
            }
          }
        `,
        { c: cursor },
        banda.headers,
      );
    const page = await changesAfter((before.data as { changesSince: { cursor: string } }).changesSince.cursor);
    expect(page).toEqual({
      data: {
        changesSince: {
          changes: [{ table: "chat_messages", uuid: second.uuid, dataversion: 2, deleted: false }],
          cursor: expect.stringMatching(/^\d+:0$/),
          hasMore: false,
        },
      },
    });
    await send(server.baseUrl, amina, messageEntry("", { uuid: first.uuid, op: "DELETE" }));
    await untilFeedReadsWritesSoFar(database.handle.db);
    const afterDelete = await graphql(
      server.baseUrl,
      `
        query ($c: String!) {
          changesSince(cursor: $c) {
            changes {
              uuid
              dataversion
              deleted
            }
          }
        }
      `,
      { c: (page.data as { changesSince: { cursor: string } }).changesSince.cursor },
      banda.headers,
    );
    expect(afterDelete).toEqual({ data: { changesSince: { changes: [{ uuid: first.uuid, dataversion: 3, deleted: true }] } } });
  });
});
