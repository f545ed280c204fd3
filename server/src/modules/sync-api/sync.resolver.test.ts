import { randomUUID } from "node:crypto";
import { createClient, type Client as WsClient } from "graphql-ws";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { listenForNotices, RECORDS_CHANGED } from "../../test-support/notice-listener.js";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { untilFeedReadsWritesSoFar } from "../../test-support/feed-horizon.js";
import { anotherSession, createWorker, graphql, startTestServer, type SyncAnswer } from "../../test-support/test-server.js";
import { noticeAppId } from "../../sync/change-feed.js";

const SYNC = `mutation($input: SyncBatchInput!) { sync(input: $input) { results { clientMutationId table uuid dataversion status } } }`;
const SYNC_WITH_REASONS = `mutation($input: SyncBatchInput!) { sync(input: $input) { results { clientMutationId table uuid dataversion status reason } } }`;

describe.each(databaseKinds)("GraphQL sync, catch-up and recordsChanged on %s", (kind) => {
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

  async function device() {
    const worker = await createWorker(server.baseUrl);
    return { token: worker.token, installId: randomUUID(), email: worker.email, worker };
  }
  const headersOf = (d: { token: string; installId: string }) => ({ authorization: `Bearer ${d.token}`, "x-app-install-id": d.installId });
  /** Her other phone: an install and a session of its own (a session acts as its own install only). */
  const anotherDevice = async (d: Awaited<ReturnType<typeof device>>) => ({
    ...d,
    token: await anotherSession(server.baseUrl, d.worker),
    installId: randomUUID(),
  });

  const entry = (clientMutationId: number, uuid: string, clientname: string, extra: Record<string, unknown> = {}) => ({
    clientMutationId,
    table: "clients",
    uuid,
    client: { uuid, clientname },
    ...extra,
  });

  /** Increasing across the file, so a device's later marker is never a replay of an earlier one. */
  let markers = 0;

  /** A recordsChanged subscriber that hears for sure: it has heard a write of its own (notice-listener.ts). */
  async function subscribe(d: { token: string; installId: string }) {
    const writeMarker = async (uuid: string) => {
      const answer = await graphql<SyncAnswer>(
        server.baseUrl,
        SYNC,
        { input: { appInstallId: d.installId, entries: [entry((markers += 1), uuid, "Marker")] } },
        headersOf(d),
      );
      expect(answer.errors).toBeUndefined();
    };
    const listener = await listenForNotices(server.wsUrl, { Authorization: `Bearer ${d.token}`, "X-App-Install-Id": d.installId }, writeMarker);
    sockets.push(listener.client);
    return listener;
  }

  it("answers APPLIED, then DUPLICATE with the same dataversion for a replayed clientMutationId", async () => {
    const a = await device();
    const uuid = randomUUID();
    const input = { appInstallId: a.installId, entries: [entry(1, uuid, "Grace")] };
    const first = await graphql<SyncAnswer>(server.baseUrl, SYNC, { input }, headersOf(a));
    expect(first.data!.sync.results).toEqual([{ clientMutationId: 1, table: "clients", uuid, dataversion: 1, status: "APPLIED" }]);
    const replay = await graphql<SyncAnswer>(server.baseUrl, SYNC, { input }, headersOf(a));
    expect(replay.data!.sync.results).toEqual([{ clientMutationId: 1, table: "clients", uuid, dataversion: 1, status: "DUPLICATE" }]);
  });

  it("answers CONFLICT for an edit based on a version another device replaced, and keeps that version in recordHistory", async () => {
    const a = await device();
    const b = await anotherDevice(a);
    const uuid = randomUUID();
    await graphql(server.baseUrl, SYNC, { input: { appInstallId: a.installId, entries: [entry(1, uuid, "v1")] } }, headersOf(a));
    await graphql(server.baseUrl, SYNC, { input: { appInstallId: a.installId, entries: [entry(2, uuid, "from A", { baseDataversion: 1 })] } }, headersOf(a));
    const fromB = await graphql<SyncAnswer>(
      server.baseUrl,
      SYNC,
      { input: { appInstallId: b.installId, entries: [entry(1, uuid, "from B", { baseDataversion: 1 })] } },
      headersOf(b),
    );
    expect(fromB.data!.sync.results[0]!.status).toBe("CONFLICT");
    const history = await graphql<{ recordHistory: { recordcontent: string }[] }>(
      server.baseUrl,
      `
        query ($u: ID!) {
          recordHistory(table: "clients", uuid: $u) {
            dataversion
            recordcontent
          }
        }
      `,
      { u: uuid },
      headersOf(b),
    );
    expect(history.data!.recordHistory.map((v: { recordcontent: string }) => (JSON.parse(v.recordcontent) as { clientname: string }).clientname)).toEqual([
      "from A",
      "v1",
    ]);
  });

  it("gives FORBIDDEN for another owner's record and REJECTED naming the field for a bad entry", async () => {
    const owner = await device();
    const intruder = await device();
    const uuid = randomUUID();
    await graphql(server.baseUrl, SYNC, { input: { appInstallId: owner.installId, entries: [entry(1, uuid, "Mine")] } }, headersOf(owner));
    const stolen = await graphql(
      server.baseUrl,
      SYNC,
      { input: { appInstallId: intruder.installId, entries: [entry(1, uuid, "Stolen")] } },
      headersOf(intruder),
    );
    expect(stolen.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const unknown = await graphql<SyncAnswer>(
      server.baseUrl,
      SYNC,
      { input: { appInstallId: owner.installId, entries: [{ clientMutationId: 2, table: "planets", uuid, client: { uuid, clientname: "x" } }] } },
      headersOf(owner),
    );
    expect(unknown.data!.sync.results[0]).toMatchObject({ status: "REJECTED", dataversion: 0 });
    const mine = await graphql<{ client: { clientname: string } }>(
      server.baseUrl,
      `
        query ($u: ID!) {
          client(uuid: $u) {
            clientname
          }
        }
      `,
      { u: uuid },
      headersOf(owner),
    );
    expect(mine.data!.client.clientname).toBe("Mine");
    const theirs = await graphql(
      server.baseUrl,
      `
        query ($u: ID!) {
          client(uuid: $u) {
            clientname
          }
        }
      `,
      { u: uuid },
      headersOf(intruder),
    );
    expect(theirs.data!.client).toBeNull();
  });

  it("answers an entry with a wrongly typed field REJECTED alone, naming the field, and applies the others", async () => {
    const a = await device();
    const [good, bad] = [randomUUID(), randomUUID()];
    const entries = [entry(1, good, "Grace"), { ...entry(2, bad, "x"), client: { uuid: bad, clientname: 7 } }];
    const answer = await graphql<SyncAnswer>(server.baseUrl, SYNC_WITH_REASONS, { input: { appInstallId: a.installId, entries } }, headersOf(a));
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.sync.results).toEqual([
      { clientMutationId: 1, table: "clients", uuid: good, dataversion: expect.any(Number), status: "APPLIED", reason: null },
      { clientMutationId: 2, table: "clients", uuid: bad, dataversion: 0, status: "REJECTED", reason: expect.stringMatching(/^record\.clientname: /) },
    ]);
    const stored = await database.handle.db.selectFrom("records").select("uuid").execute();
    expect(stored).toEqual([{ uuid: good }]);
  });

  it("refuses a batch with an entry without a clientMutationId (its answer is named by it) as BAD_USER_INPUT naming the entry, and stores nothing", async () => {
    const a = await device();
    const uuid = randomUUID();
    const { clientMutationId: _id, ...withoutId } = entry(1, uuid, "Grace");
    const entries = [entry(1, randomUUID(), "Ada"), withoutId];
    const answer = await graphql(server.baseUrl, SYNC, { input: { appInstallId: a.installId, entries } }, headersOf(a));
    expect(answer.errors?.[0]).toMatchObject({
      message: "input.entries[1].clientMutationId: is required, a whole number from 1 to 2147483647",
      extensions: { code: "BAD_USER_INPUT" },
    });
    expect(await database.handle.db.selectFrom("records").select("uuid").execute()).toEqual([]);
  });

  it("refuses entries that are not a list as BAD_USER_INPUT naming SyncEntries, before anything runs", async () => {
    const a = await device();
    const answer = await graphql(server.baseUrl, SYNC, { input: { appInstallId: a.installId, entries: { table: "clients" } } }, headersOf(a));
    expect(answer.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(answer.errors?.[0]?.message).toContain("SyncEntries must be a list of SyncEntryInput objects");
  });

  it("takes entries written inline in the document (op as an enum, the uuid from a variable) as it takes them in variables", async () => {
    const a = await device();
    const uuid = randomUUID();
    const inline = `mutation($install: ID!, $uuid: ID!) {
      sync(input: { appInstallId: $install, entries: [{ clientMutationId: 1, table: "clients", uuid: $uuid, op: UPSERT, client: { uuid: $uuid, clientname: "Inline" } }] }) {
        results { clientMutationId status }
      }
    }`;
    const answer = await graphql<{ sync: { results: unknown[] } }>(server.baseUrl, inline, { install: a.installId, uuid }, headersOf(a));
    expect(answer.data!.sync.results).toEqual([{ clientMutationId: 1, status: "APPLIED" }]);
    const stored = await database.handle.db.selectFrom("records").select(["uuid", "content"]).executeTakeFirstOrThrow();
    expect([stored.uuid, stored.content.clientname]).toEqual([uuid, "Inline"]);
  });

  it("announces a change to the owner's other device with the writer's appID, and not to other users", async () => {
    const a = await device();
    const b = await anotherDevice(a);
    const stranger = await device();
    const [onB, onStranger] = await Promise.all([subscribe(b), subscribe(stranger)]);
    const uuid = randomUUID();
    const live = await graphql<SyncAnswer>(server.baseUrl, SYNC, { input: { appInstallId: a.installId, entries: [entry(1, uuid, "Live")] } }, headersOf(a));
    const { dataversion } = live.data!.sync.results[0]!;
    await expect.poll(() => onB.notices.length, { timeout: 5000 }).toBe(1);
    expect(onB.notices[0]).toEqual({ appID: noticeAppId(a.installId), mutatedRecords: [{ table: "clients", uuid, dataversion }] });
    // The stranger's own later write reaches it after a's would have: hearing it proves a's was withheld, not late.
    const own = randomUUID();
    await graphql(server.baseUrl, SYNC, { input: { appInstallId: stranger.installId, entries: [entry((markers += 1), own, "Later")] } }, headersOf(stranger));
    await expect.poll(() => onStranger.notices.length, { timeout: 5000 }).toBe(1);
    expect(onStranger.notices).toEqual([
      { appID: noticeAppId(stranger.installId), mutatedRecords: [{ table: "clients", uuid: own, dataversion: dataversion + 1 }] },
    ]);
  });

  it("lets a device catch up from its cursor after missing notices", async () => {
    const a = await device();
    const uuids = [randomUUID(), randomUUID(), randomUUID()];
    await graphql(server.baseUrl, SYNC, { input: { appInstallId: a.installId, entries: uuids.map((u, i) => entry(i + 1, u, `c${i}`)) } }, headersOf(a));
    await untilFeedReadsWritesSoFar(database.handle.db);
    const page = await graphql(
      server.baseUrl,
      `
        {
          changesSince(cursor: "0", limit: 2) {
            cursor
            hasMore
            changes {
              uuid
              dataversion
              deleted
            }
          }
        }
      `,
      {},
      headersOf(await anotherDevice(a)),
    );
    // The batch's changes in order; the cursor stands at the second one: its transaction, then its dataversion.
    expect(page.data!.changesSince).toEqual({
      cursor: expect.stringMatching(/^\d+:2$/),
      hasMore: true,
      changes: [
        { uuid: uuids[0], dataversion: 1, deleted: false },
        { uuid: uuids[1], dataversion: 2, deleted: false },
      ],
    });
    const rest = await graphql(
      server.baseUrl,
      `
        query ($c: String!) {
          changesSince(cursor: $c) {
            hasMore
            changes {
              uuid
              dataversion
            }
          }
        }
      `,
      { c: (page.data as { changesSince: { cursor: string } }).changesSince.cursor },
      headersOf(await anotherDevice(a)),
    );
    expect(rest.data!.changesSince).toEqual({ hasMore: false, changes: [{ uuid: uuids[2], dataversion: 3 }] });
  });

  it("answers HTTP 401 with UNAUTHENTICATED for a bad bearer token", async () => {
    const response = await fetch(`${server.baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer nope" },
      body: JSON.stringify({ query: "{ clients { uuid } }" }),
    });
    expect(response.status).toBe(401);
    const body = (await response.json()) as { errors: Array<{ extensions: { code: string } }> };
    expect(body.errors[0]!.extensions.code).toBe("UNAUTHENTICATED");
  });

  it("refuses a realtime connection with a bad token", async () => {
    const client = createClient({ url: server.wsUrl, webSocketImpl: WebSocket, retryAttempts: 0, connectionParams: { Authorization: "Bearer nope" } });
    sockets.push(client);
    const closed = new Promise<number>((resolve) => client.on("closed", (event) => resolve((event as { code: number }).code)));
    client.subscribe({ query: RECORDS_CHANGED }, { next: () => {}, error: () => {}, complete: () => {} });
    expect(await closed).toBe(4403);
  });
});
