import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.js";

/**
 * Waits until the change feed can read every transaction committed before this call: the feed reads
 * below the oldest transaction still running in the cluster (docs/sync-and-api.md, "The feed's lag"),
 * and a test running beside this one in the same cluster may hold that horizon a moment.
 */
export async function untilFeedReadsWritesSoFar(db: Kysely<Database>, timeoutMs = 10_000): Promise<void> {
  const now = await sql<{ next: string }>`select pg_snapshot_xmax(pg_current_snapshot())::text as next`.execute(db);
  const next = BigInt(now.rows[0]!.next);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await sql<{ horizon: string }>`select pg_snapshot_xmin(pg_current_snapshot())::text as horizon`.execute(db);
    if (BigInt(rows[0]!.horizon) >= next) return;
    if (Date.now() > deadline)
      throw new Error(`the change feed's horizon stayed below ${next} for ${timeoutMs} ms: a transaction in the cluster is still running`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
