import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { AuditRepository } from "../audit/audit.repository.js";
import { purgeInTransaction, type RetentionCounts, type RetentionPolicy } from "./retention-purge.repository.js";

/** The advisory lock that lets one replica at a time run the purge (docs/operating.md, "Retention"). */
export const RETENTION_LOCK = 7350;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Who the audit log names for the scheduled purge: the server itself, no person. */
export const RETENTION_ACTOR = { actor_kind: "server", actor: "retention schedule", actor_user_id: null, address: null } as const;

/** The audit detail of one deployment's purge, e.g. "12 history versions, 3 tombstones". */
export function purgedDetail(counts: RetentionCounts): string {
  const history = `${counts.historyVersions} history ${counts.historyVersions === 1 ? "version" : "versions"}`;
  return `${history}, ${counts.tombstones} ${counts.tombstones === 1 ? "tombstone" : "tombstones"}`;
}

/**
 * Runs the purge for every deployment with a policy, in one transaction under a try-lock: answers
 * the counts per deployment, or null when another replica holds the lock (it is purging now). Each
 * deployment that lost something gets one audit event `retention.purged` with the counts, written
 * in the same transaction, so the log never misses a purge nor names one that was rolled back.
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
    const audit = new AuditRepository(trx);
    for (const [application, policy] of policies) {
      const purged = await purgeInTransaction(trx, application, policy, now);
      counts.set(application, purged);
      if (purged.historyVersions + purged.tombstones > 0) {
        await audit.insert({ ...RETENTION_ACTOR, action: "retention.purged", application, target: null, detail: purgedDetail(purged) });
      }
    }
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

  /** Runs the purge if it is due; answers whether it ran. A run that fails is due again at the next tick. */
  async tick(): Promise<boolean> {
    const now = this.clock();
    if (this.nextRunAt != null && now.getTime() < this.nextRunAt) return false;
    const before = this.nextRunAt;
    this.nextRunAt = now.getTime() + DAY_MS;
    try {
      await this.run(now);
    } catch (error) {
      this.nextRunAt = before;
      throw error;
    }
    return true;
  }
}
