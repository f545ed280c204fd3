import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { purgeInTransaction, type RetentionCounts, type RetentionPolicy } from "./retention-purge.repository.js";

/** The advisory lock that lets one replica at a time run the purge (docs/operating.md, "Retention"). */
export const RETENTION_LOCK = 7350;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Runs the purge for every deployment with a policy, in one transaction under a try-lock: answers
 * the counts per deployment, or null when another replica holds the lock (it is purging now).
 */
export async function runRetentionOnce(
  db: Kysely<Database>,
  policies: ReadonlyMap<string, RetentionPolicy>,
  now: Date,
): Promise<Map<string, RetentionCounts> | null> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${RETENTION_LOCK}) as locked`.execute(trx);
    if (!rows[0]?.locked) return null;
    const counts = new Map<string, RetentionCounts>();
    for (const [application, policy] of policies) counts.set(application, await purgeInTransaction(trx, application, policy, now));
    return counts;
  });
}

/**
 * The daily schedule, its clock passed in (docs/operating.md, "Retention"): `tick` is called by a
 * timer (any period shorter than a day) and runs the purge when a day has passed since the last run.
 */
export class RetentionSchedule {
  private nextRunAt: number | null = null;

  constructor(
    private readonly clock: () => Date,
    private readonly run: (now: Date) => Promise<unknown>,
  ) {}

  /** Runs the purge if it is due; answers whether it ran. */
  async tick(): Promise<boolean> {
    const now = this.clock();
    if (this.nextRunAt != null && now.getTime() < this.nextRunAt) return false;
    this.nextRunAt = now.getTime() + DAY_MS;
    await this.run(now);
    return true;
  }
}
