import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.js";

/**
 * How far past the highest dataversion known the sequence moves after a restore (docs/operating.md,
 * "Restoring"). When the replaced database could be read, its sequence is the highest a phone can
 * have seen: a small margin is enough. When it could not (a new cluster, a lost disk), the gap must
 * exceed every version the lost server drew after the backup: 100 million is about 1,000 days of a
 * 200-worker programme writing 100,000 versions a day, far more than lies between a backup and its restore.
 */
export const KNOWN_MARGIN = 1_000_000;
export const UNKNOWN_GAP = 100_000_000;
/**
 * The highest dataversion the app's GraphQL carries (its `Int` is 32-bit): the sequence never moves
 * past it, though PostgreSQL's bigint would hold far more. Each restore with an unknown past spends
 * UNKNOWN_GAP of it: about 20 such restores in a deployment's life.
 */
export const MAX_DATAVERSION = 2_147_483_647;

/** A restore as the phones are told of it (changesSince's `restores`). */
export interface RestoreMark {
  id: string;
  restoredAt: Date;
  backupMadeAt: Date | null;
  /** The highest dataversion in the restored data. */
  restoredThrough: number;
  /** The first dataversion drawn after the restore: versions in between were lost with the replaced database. */
  resumedFrom: number;
}

export interface MarkRestoreInput {
  /** When the restored backup was made; null when unknown (a restore found at the start). */
  backupMadeAt: Date | null;
  /** The highest dataversion of the replaced database, when it could be read before it was replaced. */
  replacedThrough: number | null;
  /** Who restored, for the audit event `restore.done` written in the same transaction. */
  actor: { actor_kind: string; actor: string | null };
  /** The backup restored, for the audit event (its file name). */
  source: string | null;
}

/** Restores shown to phones: the newest, a few (a phone handles each once). */
const RESTORES_TOLD = 20;

/** docs/operating.md, "Restoring": what a restore does to versions and feed positions, and the record of it. */
export class RestoreMarksRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Marks a restore (markIn) in a transaction of its own. */
  markRestore(input: MarkRestoreInput): Promise<RestoreMark> {
    return this.db.transaction().execute((trx) => markIn(trx, input));
  }

  /**
   * Marks a restore found at the start (unmarkedRestore), once: replicas starting together take
   * turns on an advisory lock, and the one after the first finds it marked. Answers the mark, or null.
   */
  markIfUnmarked(input: MarkRestoreInput): Promise<RestoreMark | null> {
    return this.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${RESTORE_LOCK})`.execute(trx);
      return (await unmarked(trx)) ? markIn(trx, input) : null;
    });
  }

  /**
   * A restore the restore command could not mark (docs/operating.md, "Restoring"): a dump loaded into
   * a new cluster holds feed_xids at or past the transaction ids the cluster gives next.
   */
  unmarkedRestore(): Promise<boolean> {
    return unmarked(this.db);
  }

  /** The highest dataversion this database has drawn: read from a database before a restore replaces it. */
  async highestDataversion(): Promise<number> {
    const { rows } = await sql<{ highest: string }>`select
        greatest((select case when is_called then last_value else last_value - 1 end from dataversion_seq),
                 coalesce((select max(dataversion) from records), 0))::text as highest`.execute(this.db);
    return Number(rows[0]!.highest);
  }

  /** The restores phones are told of, newest first. */
  async restores(): Promise<RestoreMark[]> {
    const rows = await this.db.selectFrom("restores").selectAll().orderBy("resumed_from", "desc").limit(RESTORES_TOLD).execute();
    return rows.map((r) => ({
      id: r.id,
      restoredAt: r.restored_at,
      backupMadeAt: r.backup_made_at,
      restoredThrough: Number(r.restored_through),
      resumedFrom: Number(r.resumed_from),
    }));
  }
}

/** The advisory lock of marking a restore at the start (the retention job's is 7350, the backup schedule's 7351). */
const RESTORE_LOCK = 7352;

async function unmarked(db: Kysely<Database>): Promise<boolean> {
  const { rows } = await sql<{ ahead: boolean }>`select exists (
      select 1 from records where feed_xid >= pg_snapshot_xmax(pg_current_snapshot())) as ahead`.execute(db);
  return rows[0]!.ahead;
}

/**
 * After a restore, in one transaction: every feed_xid to 0 (the restored rows are all committed,
 * and a new cluster's transaction ids start below them), the dataversion sequence past anything a
 * phone can have seen, the restore recorded and audited. Refused (nothing changed) when the sequence
 * would pass MAX_DATAVERSION.
 */
async function markIn(trx: Kysely<Database>, input: MarkRestoreInput): Promise<RestoreMark> {
  await sql`update records set feed_xid = '0' where feed_xid <> '0'`.execute(trx);
  const { rows } = await sql<{ through: string; resumed: string | null; sequence: string }>`select
      greatest(coalesce((select max(dataversion) from records), 0), coalesce((select max(dataversion) from record_history), 0))::text as through,
      (select max(resumed_from) from restores)::text as resumed,
      (select case when is_called then last_value else last_value - 1 end from dataversion_seq)::text as sequence`.execute(trx);
  const row = rows[0]!;
  const restoredThrough = Number(row.through);
  const known = input.replacedThrough;
  const base = Math.max(restoredThrough, Number(row.sequence), Number(row.resumed ?? 0), known ?? 0);
  const resumedFrom = base + (known === null ? UNKNOWN_GAP : KNOWN_MARGIN);
  if (resumedFrom > MAX_DATAVERSION) {
    throw new Error(
      `the dataversions would pass ${MAX_DATAVERSION}, the highest the app carries (restored through ${restoredThrough}, resuming from ${resumedFrom}); ` +
        'give the replaced database\'s highest dataversion (--replaced-through) so the gap can be small, docs/operating.md, "Restoring"',
    );
  }
  await sql`select setval('dataversion_seq', ${resumedFrom}::bigint, false)`.execute(trx);
  const mark = { id: randomUUID(), backup_made_at: input.backupMadeAt, restored_through: restoredThrough, resumed_from: resumedFrom };
  const stored = await trx.insertInto("restores").values(mark).returning("restored_at").executeTakeFirstOrThrow();
  await trx
    .insertInto("audit_events")
    .values({
      ...input.actor,
      actor_user_id: null,
      action: "restore.done",
      application: null,
      target: input.source,
      detail: `restored through dataversion ${restoredThrough}, resumed from ${resumedFrom}; backup made ${input.backupMadeAt?.toISOString() ?? "at an unknown time"}`,
      address: null,
    })
    .execute();
  return { id: mark.id, restoredAt: stored.restored_at, backupMadeAt: input.backupMadeAt, restoredThrough, resumedFrom };
}
