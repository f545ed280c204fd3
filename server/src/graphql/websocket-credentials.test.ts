import { randomUUID } from "node:crypto";
import { createClient, type Client } from "graphql-ws";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import WebSocket from "ws";
import { databaseKinds, useTestDatabase } from "../test-support/test-database.js";
import { createWorker, graphql, postForm, startTestServer, TEST_ADMIN_TOKEN, type SyncAnswer, type TestServer } from "../test-support/test-server.js";
import { closeReason } from "./socket-credentials.js";
import { seedDeploymentsIfEmpty } from "../modules/content/seed.js";

const SYNC = "mutation($input: SyncBatchInput!) { sync(input: $input) { results { status } } }";
const RECORDS_CHANGED = "subscription { recordsChanged { mutatedRecords { uuid } } }";

/** A WebSocket that sends this Authorization header with its upgrade request, as Node clients can (a browser cannot). */
function socketWithAuthorization(authorization: string) {
  return class extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { Authorization: authorization } });
    }
  };
}

/**
 * docs/REPORTING.md, "WebSocket credentials": graphql-ws's own client finds a worker's token where
 * standard clients put it (connectionParams.Authorization in any letter case, connectionParams.headers,
 * the upgrade request's header), and a subscription without a valid caller is closed with a code
 * and a reason, never left silent.
 */
describe.each(databaseKinds)("a socket's credentials, as standard clients send them, on %s", (kind) => {
  const database = useTestDatabase(kind);
  let server: TestServer;
  const clients: Client[] = [];
  beforeAll(async () => {
    server = await startTestServer(database.handle);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map(async (made) => made.dispose()));
  });
  afterAll(() => server.close());

  const client = (options: { connectionParams?: Record<string, unknown>; webSocketImpl?: unknown }) => {
    const made = createClient({ url: server.wsUrl, webSocketImpl: WebSocket, retryAttempts: 0, ...options });
    clients.push(made);
    return made;
  };

  /** Her subscription hears of a record she writes over HTTP: markers are written until one is heard (it may come before the subscription is live). */
  async function hearsHerWrites(subscriber: Client, token: string) {
    const heard = new Set<string>();
    let failure: unknown;
    subscriber.subscribe<{ recordsChanged: { mutatedRecords: Array<{ uuid: string }> } }>(
      { query: RECORDS_CHANGED },
      {
        next: ({ data }) => data?.recordsChanged.mutatedRecords.forEach((record) => heard.add(record.uuid)),
        error: (error) => (failure = error),
        complete: () => {},
      },
    );
    const installId = randomUUID();
    const written: string[] = [];
    await vi.waitFor(
      async () => {
        if (failure !== undefined) throw new Error(`the subscription failed: ${JSON.stringify(failure)}`);
        if (written.some((uuid) => heard.has(uuid))) return;
        const uuid = randomUUID();
        written.push(uuid);
        const entries = [{ clientMutationId: written.length, table: "clients", uuid, client: { uuid, clientname: "Marker" } }];
        const answer = await graphql<SyncAnswer>(
          server.baseUrl,
          SYNC,
          { input: { appInstallId: installId, entries } },
          {
            authorization: `Bearer ${token}`,
            "x-app-install-id": installId,
          },
        );
        expect(answer.errors).toBeUndefined();
        throw new Error(`none of the ${written.length} record(s) written was heard`);
      },
      { timeout: 15_000, interval: 500 },
    );
  }

  /** How the server closes a socket on which a subscription is started. */
  function closeOnSubscribe(subscriber: Client): Promise<{ code: number; reason: string }> {
    return new Promise((resolve) => {
      subscriber.on("closed", (event) => resolve({ code: (event as CloseEvent).code, reason: (event as CloseEvent).reason }));
      subscriber.subscribe({ query: RECORDS_CHANGED }, { next: () => {}, error: () => {}, complete: () => {} });
    });
  }

  it("takes the token from connectionParams.Authorization", async () => {
    const { token } = await createWorker(server.baseUrl);
    await hearsHerWrites(client({ connectionParams: { Authorization: `Bearer ${token}` } }), token);
  });

  it("takes the token from connectionParams.authorization (lower case)", async () => {
    const { token } = await createWorker(server.baseUrl);
    await hearsHerWrites(client({ connectionParams: { authorization: `Bearer ${token}` } }), token);
  });

  it("takes the token from connectionParams.headers.Authorization", async () => {
    const { token } = await createWorker(server.baseUrl);
    await hearsHerWrites(client({ connectionParams: { headers: { Authorization: `Bearer ${token}` } } }), token);
  });

  it("takes the token from the upgrade request's Authorization header", async () => {
    const { token } = await createWorker(server.baseUrl);
    await hearsHerWrites(client({ webSocketImpl: socketWithAuthorization(`Bearer ${token}`) }), token);
  });

  it("closes a subscription without any credentials with 4401 and a reason", async () => {
    expect(await closeOnSubscribe(client({}))).toEqual({
      code: 4401,
      reason: "Unauthorized: a subscription needs a caller: send Authorization: Bearer <token>",
    });
  });

  it("closes a socket with an invalid or a revoked token with 4403 and a reason (as the worker app's locked session)", async () => {
    const revoked = { code: 4403, reason: "Forbidden: the session was revoked" };
    expect(await closeOnSubscribe(client({ connectionParams: { headers: { authorization: "Bearer not-a-token" } } }))).toEqual(revoked);
    const { token } = await createWorker(server.baseUrl);
    expect((await postForm(`${server.baseUrl}/api/logout`, {}, { token })).status).toBe(200);
    expect(await closeOnSubscribe(client({ webSocketImpl: socketWithAuthorization(`Bearer ${token}`) }))).toEqual(revoked);
  });

  it("closes a reporting token's socket and an operator's subscription with 4403 and their reasons", async () => {
    await seedDeploymentsIfEmpty(database.handle.db);
    const made = await graphql<{ createReportingToken: { token: string } }>(
      server.baseUrl,
      'mutation { createReportingToken(input: { application: "default", label: "ws", identifiable: false }) { token } }',
      {},
      { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
    );
    const reporting = client({ connectionParams: { Authorization: `Bearer ${made.data!.createReportingToken.token}` } });
    expect(await closeOnSubscribe(reporting)).toEqual({ code: 4403, reason: "Forbidden: a reporting token is read-only and has no subscriptions" });
    const operator = client({ connectionParams: { headers: { Authorization: `Bearer ${TEST_ADMIN_TOKEN}` } } });
    expect(await closeOnSubscribe(operator)).toEqual({ code: 4403, reason: "Forbidden: only a worker or an app install hears of record changes" });
  });
});

describe("a close reason", () => {
  it("is cut to the 123 bytes a WebSocket close frame holds, at a whole character", () => {
    expect(closeReason("Forbidden: short")).toBe("Forbidden: short");
    const cut = closeReason(`Forbidden: ${"é".repeat(100)}`);
    // "Forbidden: " is 11 bytes, each "é" 2: 56 of them fit.
    expect([Buffer.byteLength(cut), cut]).toEqual([123, `Forbidden: ${"é".repeat(56)}`]);
  });
});
