import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { BadInput } from "../../errors.js";

/**
 * The shortest time a deployment may keep tombstones (docs/operating.md, "Retention"): a phone offline
 * longer than the tombstones are kept could push an edit of a record deleted meanwhile, and the server,
 * no longer knowing it was deleted, would take it as a new record. Tombstones are kept at least this long.
 */
export const MIN_TOMBSTONE_DAYS = 180;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionPolicy {
  /** Days record_history versions are kept after they were replaced; null keeps them forever. */
  historyDays: number | null;
  /** Days tombstones (records with deleted_at) are kept after deletion; null keeps them forever. */
  tombstoneDays: number | null;
}

export interface RetentionCounts {
  historyVersions: number;
  tombstones: number;
}

/** Refuses a policy the purge would not honour safely (docs/operating.md, "Retention"). */
export function checkRetentionPolicy(policy: RetentionPolicy): void {
  const { historyDays, tombstoneDays } = policy;
  if (historyDays != null && (!Number.isInteger(historyDays) || historyDays < 1)) {
    throw new BadInput("historyDays must be a whole number of days, at least 1, or none (keep forever)");
  }
  if (tombstoneDays != null && (!Number.isInteger(tombstoneDays) || tombstoneDays < MIN_TOMBSTONE_DAYS)) {
    throw new BadInput(`tombstoneDays must be a whole number of days, at least ${MIN_TOMBSTONE_DAYS}, or none (keep forever)`);
  }
}

/**
 * Removes, for one deployment, what its policy no longer keeps (docs/operating.md, "Retention"):
 * record_history versions replaced before `now - historyDays`, and tombstones deleted before
 * `now - tombstoneDays` together with their history. Live records are never touched. One transaction.
 */
export async function purgeByRetention(db: Kysely<Database>, application: string, policy: RetentionPolicy, now: Date): Promise<RetentionCounts> {
  checkRetentionPolicy(policy);
  return db.transaction().execute((trx) => purgeInTransaction(trx, application, policy, now));
}

/** purgeByRetention's work inside a transaction the caller holds (the daily job's, under its lock). */
export async function purgeInTransaction(trx: Transaction<Database>, application: string, policy: RetentionPolicy, now: Date): Promise<RetentionCounts> {
  checkRetentionPolicy(policy);
  {
    let historyVersions = 0;
    let tombstones = 0;
    if (policy.tombstoneDays != null) {
      const cutoff = new Date(now.getTime() - policy.tombstoneDays * DAY_MS);
      const { rows } = await sql<{ table_name: string; uuid: string }>`
        delete from records where application = ${application} and deleted_at is not null and deleted_at < ${cutoff}
        returning table_name, uuid`.execute(trx);
      tombstones = rows.length;
      if (rows.length > 0) {
        const removed = await sql`
          delete from record_history h using jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as t(table_name text, uuid text)
          where h.table_name = t.table_name and h.uuid = t.uuid`.execute(trx);
        historyVersions += Number(removed.numAffectedRows ?? 0);
      }
    }
    if (policy.historyDays != null) {
      const cutoff = new Date(now.getTime() - policy.historyDays * DAY_MS);
      const removed = await sql`
        delete from record_history h using records r
        where r.table_name = h.table_name and r.uuid = h.uuid and r.application = ${application}
          and h.replaced_at < ${cutoff}`.execute(trx);
      historyVersions += Number(removed.numAffectedRows ?? 0);
    }
    return { historyVersions, tombstones };
  }
}
