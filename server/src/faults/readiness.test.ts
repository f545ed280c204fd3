import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/database.js";
import { startPostgresCluster } from "../test-support/postgres-cluster.js";
import { createPostgresDatabase } from "../test-support/postgres-database.js";
import { startTestServer } from "../test-support/test-server.js";

const reportError = () => {};

async function answer(url: string) {
  const response = await fetch(url);
  return { status: response.status, body: (await response.json()) as unknown };
}

describe("readiness apart from liveness", () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  // One throwaway cluster (about 2 s), stopped and started once: about 10 s here, 60 s at most.
  it("/readyz answers 503 while PostgreSQL is stopped and 200 again once it is back; /healthz answers 200 throughout", async () => {
    const cluster = await startPostgresCluster({ throwaway: true });
    cleanups.push(() => cluster.stop());
    const created = await createPostgresDatabase(cluster.url);
    const database = await openDatabase({ databaseUrl: created.url, dataDir: "unused", reportError });
    cleanups.push(() => database.close());
    const server = await startTestServer(database);
    cleanups.push(() => server.close());

    expect(await answer(`${server.baseUrl}/readyz`)).toEqual({ status: 200, body: { status: "ready" } });
    await cluster.halt();
    expect(await answer(`${server.baseUrl}/readyz`)).toEqual({ status: 503, body: { status: "unavailable", reason: "the database does not answer" } });
    expect(await answer(`${server.baseUrl}/healthz`)).toEqual({ status: 200, body: { status: "ok" } });
    await cluster.resume();
    await expect.poll(async () => (await answer(`${server.baseUrl}/readyz`)).status, { timeout: 20_000, interval: 200 }).toBe(200);
    expect(await answer(`${server.baseUrl}/healthz`)).toEqual({ status: 200, body: { status: "ok" } });
  }, 60_000);
});
