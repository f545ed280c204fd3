import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createPostgresDatabase } from "../test-support/postgres-database.js";
import { startServerProcess } from "../test-support/server-process.js";
import { graphql, type SyncAnswer } from "../test-support/test-server.js";

const CLIENTS = 200;
/** 30 s in `npm test` (which runs the end-to-end suite beside it); `npm run load` runs the full 60 s (docs/testing.md, "What runs"). */
/** 15 s in `npm test`; `npm run load` runs 60 s (docs/SCALING.md). */
const DURATION_MS = Number(process.env.LOAD_SECONDS ?? 15) * 1000;
const RECORDS_PER_SYNC = 5;
const SYNC = "mutation Sync($input: SyncBatchInput!) { sync(input: $input) { results { clientMutationId uuid dataversion status } } }";

interface Outcome {
  latencies: number[];
  errors: string[];
  sent: string[];
}

/**
 * One device: sends its outbox in batches of 5 new clients through the GraphQL sync door, back to
 * back. Each device has its own network address (X-Forwarded-For, believed with TRUST_PROXY=1), as
 * 200 phones would: one address is held to 5,000 anonymous records an hour (docs/SECURITY.md, "Limits and quotas"), and
 * a device here sends about 600 a minute.
 */
async function syncingDevice(baseUrl: string, address: string, until: number, outcome: Outcome): Promise<void> {
  let installId = randomUUID();
  let mutationId = 0;
  while (Date.now() < until) {
    // A new install every 500 records: one install is held to 1,000 anonymous records an hour.
    if (mutationId === 500) [installId, mutationId] = [randomUUID(), 0];
    const uuids = Array.from({ length: RECORDS_PER_SYNC }, () => randomUUID());
    const entries = uuids.map((uuid) => ({
      clientMutationId: ++mutationId,
      table: "clients",
      uuid,
      op: "UPSERT",
      queuedAt: new Date().toISOString(),
      client: { uuid, clientname: `load client ${mutationId}`, archived: false },
    }));
    const began = performance.now();
    try {
      const answer = await graphql<SyncAnswer>(
        baseUrl,
        SYNC,
        { input: { appInstallId: installId, entries } },
        { "x-app-install-id": installId, "x-forwarded-for": address },
      );
      outcome.latencies.push(performance.now() - began);
      const results = answer.data?.sync?.results;
      if (answer.errors || results?.length !== RECORDS_PER_SYNC || results.some((r) => r.status !== "APPLIED")) {
        outcome.errors.push(JSON.stringify(answer.errors ?? results));
      } else {
        outcome.sent.push(...uuids);
      }
    } catch (error) {
      outcome.errors.push((error as Error).message);
    }
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

describe(`load: 200 concurrent syncing clients for ${DURATION_MS / 1000} s on real PostgreSQL`, () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  // Bounded: the load plus a server start and the count.
  it(
    "zero errors, zero lost records, p99 printed",
    async () => {
      const database = await createPostgresDatabase(inject("postgresUrl"));
      cleanups.push(database.drop);
      const server = startServerProcess({ DATABASE_URL: database.url, TRUST_PROXY: "1" });
      cleanups.push(() => void server.child.kill("SIGKILL"));
      const baseUrl = await server.baseUrl;

      const outcome: Outcome = { latencies: [], errors: [], sent: [] };
      const until = Date.now() + DURATION_MS;
      await Promise.all(Array.from({ length: CLIENTS }, (_, i) => syncingDevice(baseUrl, `10.0.${i >> 8}.${i & 255}`, until, outcome)));

      const sorted = [...outcome.latencies].sort((a, b) => a - b);
      const figures = {
        clients: CLIENTS,
        seconds: DURATION_MS / 1000,
        syncs: sorted.length,
        recordsPerSecond: Math.round(outcome.sent.length / (DURATION_MS / 1000)),
        p50ms: Math.round(percentile(sorted, 50)),
        p99ms: Math.round(percentile(sorted, 99)),
        errors: outcome.errors.length,
      };
      console.log(`load: ${JSON.stringify(figures)}`);
      expect(outcome.errors.slice(0, 3)).toEqual([]);

      const check = new pg.Client({ connectionString: database.url });
      await check.connect();
      cleanups.push(() => check.end());
      const stored = await check.query<{ n: number }>("select count(*)::int as n from records where table_name = 'clients' and uuid = any($1)", [outcome.sent]);
      expect(stored.rows[0]?.n).toBe(outcome.sent.length);
      expect(outcome.sent.length).toBeGreaterThan(CLIENTS * RECORDS_PER_SYNC);
    },
    DURATION_MS + 60_000,
  );
});
