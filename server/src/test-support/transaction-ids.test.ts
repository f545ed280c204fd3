import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/database.js";
import { startPostgresCluster } from "./postgres-cluster.js";
import { databaseWithTransactionIds, nextTransactionId, takeTransactionIdsUntil } from "./transaction-ids.js";

/**
 * The throwaway clusters the feed's edge tests run on (docs/testing.md, "The sync tests' edges"):
 * transaction ids placed by pg_resetwal between initdb and the first start. 40,000 lies on the second
 * page of the clog segment initdb made, which holds one page: the server reads that page at start.
 */
describe("a throwaway cluster whose transaction ids start where the test wants", () => {
  let database: { handle: DatabaseHandle; close(): Promise<void> };
  beforeAll(async () => {
    database = await databaseWithTransactionIds({ nextXid: 40_000, xidEpoch: 3 });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("hands out ids from the epoch and id asked for, past the migrations' few, and takes them up to a target", async () => {
    const next = await nextTransactionId(database.handle.db);
    expect(next >> 32n).toBe(3n);
    expect(next & 0xffffffffn).toBeGreaterThan(40_000n);
    expect(next & 0xffffffffn).toBeLessThan(40_100n);
    const target = (3n << 32n) + 40_200n;
    await takeTransactionIdsUntil(database.handle.db, target);
    const { rows } = await sql<{ xid: string }>`select pg_current_xact_id()::text as xid`.execute(database.handle.db);
    expect(rows[0]!.xid).toBe("12884942088");
    await expect(takeTransactionIdsUntil(database.handle.db, target)).rejects.toThrow("the next transaction id is 12884942090, past the 12884942088 asked for");
  });

  it("refuses to move ids back, or to place the ids of a server it does not own", async () => {
    await expect(startPostgresCluster({ throwaway: true, nextXid: 100 })).rejects.toThrow(
      /^transaction ids only move forward: the cluster is at 0:7\d\d, asked for 0:100$/,
    );
    await expect(startPostgresCluster({ nextXid: 10_000_000 })).rejects.toThrow("nextXid and xidEpoch place the ids of a cluster the test owns");
  });
});
