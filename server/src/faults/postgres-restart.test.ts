import { randomUUID } from "node:crypto";
import { createClient } from "graphql-ws";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { makeClient, makeEntry } from "../test-support/factories.js";
import { startPostgresCluster, type PostgresCluster } from "../test-support/postgres-cluster.js";
import { createPostgresDatabase } from "../test-support/postgres-database.js";
import { startServerProcess } from "../test-support/server-process.js";
import { anotherSession, createWorker, postForm } from "../test-support/test-server.js";

const adminToken = "postgres-restart-admin-token";

describe("PostgreSQL restarted during syncing (fault test)", () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  // Bounded: one throwaway cluster (about 2 s), one server start, a restart of about 1 s and saves
  // every 20 ms until the server answers again; about 15 s here, 60 s at most.
  it("the server answers errors while PostgreSQL is down, recovers without a restart of its own, and its subscribers hear notices again", async () => {
    // Its own cluster: restarting the one the other test files share would break them.
    const cluster: PostgresCluster = await startPostgresCluster({ throwaway: true });
    cleanups.push(() => cluster.stop());
    const database = await createPostgresDatabase(cluster.url);
    const server = startServerProcess({ DATABASE_URL: database.url, ADMIN_TOKEN: adminToken });
    cleanups.push(() => void server.child.kill("SIGKILL"));
    const baseUrl = await server.baseUrl;
    const worker = await createWorker(baseUrl, { adminToken });
    const { token } = worker;

    const heard: string[] = [];
    const subscriber = createClient({
      url: `${baseUrl.replace("http", "ws")}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { Authorization: `Bearer ${token}`, "X-App-Install-Id": randomUUID() },
      retryAttempts: Infinity,
    });
    cleanups.push(() => subscriber.dispose());
    const connected = new Promise<void>((resolve) => subscriber.on("connected", () => resolve()));
    subscriber.subscribe(
      { query: "subscription { recordsChanged { mutatedRecords { uuid } } }" },
      {
        next: (msg) =>
          heard.push(...(msg.data as { recordsChanged: { mutatedRecords: Array<{ uuid: string }> } }).recordsChanged.mutatedRecords.map((r) => r.uuid)),
        error: () => {},
        complete: () => {},
      },
    );
    await connected;

    // Her other device saves one client every 20 ms, and retries each save until the server takes it;
    // it has a session of its own (a session acts as its own install only).
    const installId = randomUUID();
    const deviceToken = await anotherSession(baseUrl, worker);
    const saved: string[] = [];
    const failures: Array<number | string> = [];
    let syncing = true;
    const device = (async () => {
      while (syncing) {
        const client = makeClient();
        for (;;) {
          const answer = await postForm(
            `${baseUrl}/api/saveTables/${installId}`,
            { payload: JSON.stringify([makeEntry(client)]) },
            { token: deviceToken },
          ).catch((error: Error) => ({ status: error.message, body: null }));
          if (answer.status === 200) break;
          failures.push(answer.status);
          await new Promise((r) => setTimeout(r, 20));
        }
        saved.push(client.uuid as string);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();

    await expect.poll(() => saved.length, { timeout: 10_000 }).toBeGreaterThan(5);
    await cluster.restart();
    const savedAtRestart = saved.length;
    await expect.poll(() => saved.length, { timeout: 30_000 }).toBeGreaterThan(savedAtRestart + 5);
    syncing = false;
    await device;

    console.log(`postgres restart: ${failures.length} saves refused during the outage (${[...new Set(failures)].join(", ")}), ${saved.length} stored`);
    // The outage showed as answers of the server (5xx), not as a dead server.
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.every((status) => typeof status === "number" && status >= 500)).toBe(true);
    expect(server.child.exitCode).toBeNull();

    // Nothing the server answered 200 for is missing.
    const check = new pg.Client({ connectionString: database.url });
    await check.connect();
    cleanups.push(() => check.end());
    const stored = await check.query<{ n: number }>("select count(*)::int as n from records where uuid = any($1)", [saved]);
    expect(stored.rows[0]?.n).toBe(saved.length);

    // The LISTEN connection came back: a save made after the restart reaches the subscriber live.
    const savedAfter: string[] = [];
    await expect
      .poll(
        async () => {
          const client = makeClient();
          const answer = await postForm(`${baseUrl}/api/saveTables/${installId}`, { payload: JSON.stringify([makeEntry(client)]) }, { token: deviceToken });
          expect(answer.status).toBe(200);
          savedAfter.push(client.uuid as string);
          return savedAfter.some((uuid) => heard.includes(uuid));
        },
        { timeout: 15_000, interval: 200 },
      )
      .toBe(true);
  }, 60_000);
});
