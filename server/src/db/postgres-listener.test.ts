import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createPostgresDatabase } from "../test-support/postgres-database.js";
import { listenResiliently, reconnectDelay } from "./postgres-listener.js";

describe("the change-notice listener on a real PostgreSQL", () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  beforeAll(async () => {
    database = await createPostgresDatabase(inject("postgresUrl"));
  });
  afterAll(() => database.drop());

  async function run(statement: string) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  it("backs off from 100 ms, doubling, to at most 5 s", () => {
    expect([0, 1, 2, 3, 5, 6, 20].map(reconnectDelay)).toEqual([100, 200, 400, 800, 3200, 5000, 5000]);
  });

  it("reports a killed connection instead of crashing, listens again, and hears the next notice", async () => {
    const payloads: string[] = [];
    const reported: string[] = [];
    const stop = await listenResiliently(
      database.url,
      "listener_test",
      (p) => payloads.push(p),
      (_error, context) => reported.push(context),
    );
    try {
      await run("notify listener_test, 'before'");
      await expect.poll(() => payloads).toEqual(["before"]);

      await run("select pg_terminate_backend(pid) from pg_stat_activity where query like 'LISTEN%' and pid <> pg_backend_pid()");
      await expect.poll(() => reported.length).toBeGreaterThan(0);
      expect(reported[0]).toBe("LISTEN listener_test: connection lost, reconnecting");

      // Notices sent while nobody listens are gone; keep sending until the new LISTEN hears one.
      await expect
        .poll(
          async () => {
            await run("notify listener_test, 'after'");
            return payloads.includes("after");
          },
          { timeout: 10_000, interval: 200 },
        )
        .toBe(true);
    } finally {
      await stop();
    }
  });

  const listenConnections = async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and query like 'LISTEN%'",
      );
      return rows[0]!.n;
    } finally {
      await client.end();
    }
  };

  it("keeps exactly one LISTEN connection after reconnects that failed, and says each time it is listening again", async () => {
    const reconnected: number[] = [];
    const stop = await listenResiliently(
      database.url,
      "listener_count",
      () => {},
      () => {},
      () => reconnected.push(Date.now()),
    );
    const name = new URL(database.url).pathname.slice(1);
    try {
      for (let round = 1; round <= 3; round++) {
        // Reconnects fail while the database takes no connections (as while PostgreSQL restarts).
        await adminRun(`alter database "${name}" with allow_connections false`);
        await adminRun(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and query like 'LISTEN%'`);
        await new Promise((resolve) => setTimeout(resolve, 700));
        await adminRun(`alter database "${name}" with allow_connections true`);
        await expect.poll(() => reconnected.length, { timeout: 15_000 }).toBe(round);
        await expect.poll(listenConnections, { timeout: 5_000 }).toBe(1);
      }
      // No second retry chain is left to open another connection later.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await listenConnections()).toBe(1);
      expect(reconnected).toHaveLength(3);
    } finally {
      await adminRun(`alter database "${name}" with allow_connections true`);
      await stop();
    }
  }, 60_000);

  /** Runs a statement from the cluster's own database (the test database may refuse connections). */
  async function adminRun(statement: string) {
    const url = new URL(database.url);
    url.pathname = "/postgres";
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }
});
