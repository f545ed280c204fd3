import { sql, type Transaction } from "kysely";
import type { AppInstallRow, Database } from "../db/schema.js";
import { WORKER_LOCK_SPACE } from "./records.repository.js";

/**
 * The install's mutation cursor (app_installs.last_mutation_id, the highest client mutation id
 * applied for it): read here when a batch begins, advanced by RecordsRepository.writeBatch in the
 * same transaction. Only the sync engine touches it; auth registers installs and knows nothing of it.
 */
export class InstallCursorRepository {
  /**
   * Answers the install row, locked for this transaction (the upsert locks it: another batch of
   * the same install waits here until this one ends): created (unregistered) when it does not
   * exist yet, and claimed for the user when nobody has claimed it. A row claimed by someone else
   * comes back with that owner, for the caller to refuse (its transaction then rolls back). With a
   * user, the worker's lock (RecordsRepository.lockWorker) is taken first in the same statement:
   * the insert reads its row from the lock's query, so a batch takes the worker, then the install,
   * in one round trip (docs/sync-and-api.md, "Storage").
   */
  async lockAndClaim(trx: Transaction<Database>, uuid: string, userId: number | null, application: string | null): Promise<AppInstallRow> {
    const { rows } = await sql<AppInstallRow>`with locked as (
        select pg_advisory_xact_lock(${WORKER_LOCK_SPACE}::integer, worker) from (select ${userId}::integer as worker) as w where worker is not null)
      insert into app_installs (uuid, user_id, application, last_mutation_id)
      select ${uuid}::text, ${userId}::integer, ${application}::text, 0 from (select count(*) from locked) as taken
      on conflict (uuid) do update set user_id = coalesce(app_installs.user_id, excluded.user_id)
      returning *`.execute(trx);
    return rows[0]!;
  }
}
