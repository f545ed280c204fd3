import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.js";

export interface KeyCount {
  key: string;
  count: number;
  /** Seconds until the oldest counted event leaves the window. */
  retryAfterSeconds: number;
}

/** Events counted per key within a window, in the database so every replica sees the same counts. */
export class ThrottleRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Records one event of `uses` uses per key (committed at once, so parallel callers see it) and returns their ids. */
  async record(keys: readonly string[], uses = 1): Promise<string[]> {
    const rows = await this.db
      .insertInto("throttle_events")
      .values(keys.map((key) => ({ key, uses })))
      .returning("id")
      .execute();
    return rows.map((r) => r.id);
  }

  /** Takes events back: they never happened. */
  async forget(ids: readonly string[]): Promise<void> {
    if (ids.length > 0) await this.db.deleteFrom("throttle_events").where("id", "in", ids).execute();
  }

  /** Uses of each key within the last `windowSeconds` that still count (a successful login's do not). */
  async counts(keys: readonly string[], windowSeconds: number): Promise<KeyCount[]> {
    const rows = await this.db
      .selectFrom("throttle_events")
      .select([
        "key",
        // float8: a sum of bytes (anonymousBytes) may pass what an int holds while parallel batches are counted.
        sql<number>`sum(uses)::float8`.as("count"),
        sql<number>`ceil(extract(epoch from min(at) + make_interval(secs => ${windowSeconds}) - now()))::int`.as("retry"),
      ])
      .where("key", "in", keys)
      .where("succeeded", "=", false)
      .where("at", ">", sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
      .groupBy("key")
      .execute();
    return rows.map((r) => ({ key: r.key, count: r.count, retryAfterSeconds: Math.max(1, r.retry) }));
  }

  /** A successful login: its own events and the earlier failures of `clearKey` no longer count. */
  async succeeded(ids: readonly string[], clearKey: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable("throttle_events").set({ succeeded: true }).where("id", "in", ids).execute();
      await trx.deleteFrom("throttle_events").where("key", "=", clearKey).where("succeeded", "=", false).execute();
    });
  }

  /** Drops events older than the longest window. */
  async purge(olderThanSeconds: number): Promise<void> {
    await this.db
      .deleteFrom("throttle_events")
      .where("at", "<", sql<Date>`now() - make_interval(secs => ${olderThanSeconds})`)
      .execute();
  }
}
