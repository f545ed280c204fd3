import { randomUUID } from "node:crypto";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import type { Database } from "../server/src/db/schema.js";
import { COMPILE_ON_SIGHTING } from "../server/src/graphql/compiled-queries.js";
import { clientRecord, newWorker, saveTablesRequest, send, syncMutationRequest, type ClientRecord } from "./support/api.js";
import { startStack } from "./support/stack.js";
import type { BenchRow } from "./support/stats.js";

const BATCH = 500;
/** Batches per path (a multiple of 3, the rotation below); the paths take turns batch by batch so machine noise hits them alike. */
const BATCHES = 21;
const TARGET_RATIO = 0.5;

/** The baseline: the same rows upserted straight into `records` with one Kysely statement per batch. */
async function rawUpsert(db: Kysely<Database>, userId: number, installId: string, records: ClientRecord[]) {
  await db
    .insertInto("records")
    .values(
      records.map((record) => ({
        table_name: "clients",
        uuid: record.uuid,
        owner_user_id: userId,
        owner_install_id: null,
        application: "default",
        dataversion: sql<number>`nextval('dataversion_seq')`,
        content: JSON.stringify({ ...record, valid: true }),
        last_install_id: installId,
        updated_at: new Date(),
        deleted_at: null,
      })),
    )
    .onConflict((oc) =>
      oc.columns(["table_name", "uuid"]).doUpdateSet((eb) => ({
        content: eb.ref("excluded.content"),
        dataversion: eb.ref("excluded.dataversion"),
        last_install_id: eb.ref("excluded.last_install_id"),
        updated_at: eb.ref("excluded.updated_at"),
      })),
    )
    .execute();
}

function batchOf(start: number) {
  return Array.from({ length: BATCH }, (_, i) => clientRecord(start + i));
}

/** Records per second through REST saveTables and GraphQL sync, against a raw Kysely upsert. */
export async function benchSyncThroughput(): Promise<BenchRow[]> {
  const stack = await startStack(1);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: stack.databaseUrl, max: 2 }) }) });
  try {
    const baseUrl = stack.replicas[0]!;
    const worker = await newWorker(baseUrl);
    // Each path turns a batch into the work to time. A device encodes its request on its own CPU, so
    // the REST and GraphQL bodies are encoded before the clock starts; what is timed is sending the
    // request and the server's whole answer. The raw upsert builds its statement inside the clock.
    const paths: Record<"raw" | "rest" | "graphql", (records: ClientRecord[]) => () => Promise<unknown>> = {
      raw: (records) => () => rawUpsert(db, worker.userId, randomUUID(), records),
      rest: (records) => {
        const request = saveTablesRequest(baseUrl, worker.token, randomUUID(), records);
        return () => send(request);
      },
      graphql: (records) => {
        const request = syncMutationRequest(baseUrl, worker.token, randomUUID(), records);
        return () => send(request);
      },
    };
    const elapsed = { raw: 0, rest: 0, graphql: 0 };
    let index = 0;
    // Warm-up batches per path, not counted: V8's JIT, connection pools, and the server compiling
    // the Sync mutation with graphql-jit, which it does once, on its COMPILE_ON_SIGHTING-th sighting.
    for (let w = 0; w < COMPILE_ON_SIGHTING; w += 1) {
      for (const prepare of Object.values(paths)) await prepare(batchOf((index += BATCH)))();
    }
    // The order rotates every round, so each path follows each other path equally often: work a
    // server does after answering (the change notices it hears back, its garbage collection) falls
    // on whatever runs next, and in a fixed order GraphQL always ran right after REST.
    const names = ["raw", "rest", "graphql"] as const;
    for (let b = 0; b < BATCHES; b += 1) {
      for (const name of [...names.slice(b % names.length), ...names.slice(0, b % names.length)]) {
        const write = paths[name](batchOf((index += BATCH)));
        const started = performance.now();
        await write();
        elapsed[name] += performance.now() - started;
      }
    }
    const rate = (name: keyof typeof elapsed) => (BATCH * BATCHES) / (elapsed[name] / 1000);
    const raw = rate("raw");
    return (["rest", "graphql"] as const).map((name) => ({
      benchmark: `Sync throughput, ${name === "rest" ? "REST saveTables" : "GraphQL sync"} (batches of ${BATCH})`,
      figure: `${rate(name).toFixed(0)} records/s`,
      baseline: `raw Kysely upsert ${raw.toFixed(0)} records/s`,
      ratio: (rate(name) / raw).toFixed(2),
      target: `>= ${TARGET_RATIO} of raw`,
      met: rate(name) / raw >= TARGET_RATIO,
    }));
  } finally {
    await db.destroy();
    await stack.close();
  }
}
