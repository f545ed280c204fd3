import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import type { DatabaseKind } from "../../db/database.js";

/** The advisory lock that lets one replica at a time make the nightly backup (docs/operating.md, "Backing up"). */
export const BACKUP_LOCK = 7351;

/** Who the audit log names for a backup: the server itself, no person; the schedule or the command. */
export const BACKUP_ACTORS = {
  schedule: { actor_kind: "server", actor: "backup schedule", actor_user_id: null, address: null },
  command: { actor_kind: "server", actor: "npm run backup", actor_user_id: null, address: null },
} as const;
export type BackupActor = keyof typeof BACKUP_ACTORS;

export interface BackupEvent {
  at: Date;
  /** backup.made: the file's name; backup.failed: null. */
  target: string | null;
  detail: string | null;
}

/**
 * The backups the audit log remembers, and the lock of the nightly one. The log is the one place
 * every replica and every restart reads alike, so the last good backup is read from it.
 */
export class BackupEventsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly kind: DatabaseKind,
  ) {}

  async record(actor: BackupActor, event: { action: "backup.made" | "backup.failed"; target: string | null; detail: string }): Promise<void> {
    await this.db
      .insertInto("audit_events")
      .values({ ...BACKUP_ACTORS[actor], action: event.action, application: null, target: event.target, detail: event.detail.slice(0, 500) })
      .execute();
  }

  /** The newest event of that action, or null. */
  async latest(action: "backup.made" | "backup.failed"): Promise<BackupEvent | null> {
    const row = await this.db
      .selectFrom("audit_events")
      .select(["at", "target", "detail"])
      .where("action", "=", action)
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst();
    return row ?? null;
  }

  /**
   * Runs `work` while this replica holds the backup lock, answering its result, or null at once
   * when another replica holds it. On PostgreSQL the lock is a transaction's advisory try-lock,
   * held on one connection while the backup runs; PGlite has one process, which needs none.
   */
  async whileLocked<T>(work: () => Promise<T>): Promise<T | null> {
    if (this.kind === "pglite") return work();
    return this.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${BACKUP_LOCK}) as locked`.execute(trx);
      if (!rows[0]?.locked) return null;
      return work();
    });
  }
}
