import fs from "node:fs";
import { sql, type Kysely } from "kysely";
import { inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "../db/database.js";
import type { Database } from "../db/schema.js";
import { startPostgresCluster, type ClusterWanted } from "./postgres-cluster.js";
import { createPostgresDatabase } from "./postgres-database.js";
import "./provided-context.js";

/** The id the database's next transaction gets (xid8): asking takes one, so this is the one after it. */
export async function nextTransactionId(db: Kysely<Database>): Promise<bigint> {
  const { rows } = await sql<{ xid: string }>`select pg_current_xact_id()::text as xid`.execute(db);
  return BigInt(rows[0]!.xid) + 1n;
}

/**
 * Takes transaction ids until the next one is `target`, one autocommit statement each: how a test
 * brings ids to just below a power of ten where it cannot set them (PGlite; a cluster already
 * migrated). Refuses when the ids are past it already, naming where they stand.
 */
export async function takeTransactionIdsUntil(db: Kysely<Database>, target: bigint): Promise<void> {
  let next = await nextTransactionId(db);
  if (next > target) throw new Error(`the next transaction id is ${next}, past the ${target} asked for`);
  while (next < target) next = await nextTransactionId(db);
}

const reportError = (error: Error, context: string) => console.warn(`${context}: ${error.message}`);

/**
 * A migrated database on a throwaway cluster of its own, whose transaction ids start where the test
 * wants (postgres-cluster.ts: nextXid, xidEpoch); `close` stops the cluster. Its own, so no other
 * test's transaction takes its ids or holds its feed's horizon.
 */
export async function databaseWithTransactionIds(wanted: Omit<ClusterWanted, "throwaway">): Promise<{ handle: DatabaseHandle; close(): Promise<void> }> {
  const cluster = await startPostgresCluster({ ...wanted, throwaway: true });
  try {
    const { url } = await createPostgresDatabase(cluster.url);
    const handle = await openDatabase({ databaseUrl: url, dataDir: "unused", reportError });
    return {
      handle,
      async close() {
        await handle.close();
        await cluster.stop();
      },
    };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

/** A PGlite database of its own from the migrated snapshot: its ids start where the migrations left them (about 750), whatever earlier files did. */
export async function freshPglite(): Promise<DatabaseHandle> {
  const snapshot = new Blob([fs.readFileSync(inject("pgliteSnapshotFile"))]);
  return openDatabase({ dataDir: "memory://", reportError, pgliteSnapshot: snapshot });
}
