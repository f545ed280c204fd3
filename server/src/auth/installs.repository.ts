import { sql, type Kysely, type Transaction } from "kysely";
import type { AppInstallRow, Database } from "../db/schema.js";
import { takeBatchLock } from "../sync/batch-lock.js";

type Db = Kysely<Database> | Transaction<Database>;

export interface InstallDetails {
  platform: string | null;
  useragent: string | null;
  app_specifics: Record<string, unknown> | null;
  application: string | null;
}

export class InstallsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  find(uuid: string, db: Db = this.db): Promise<AppInstallRow | undefined> {
    return db.selectFrom("app_installs").selectAll().where("uuid", "=", uuid).executeTakeFirst();
  }

  /**
   * Takes the sync batch lock (batch-lock.ts), then answers the install row, locked for this
   * transaction: created (unregistered) when it does not exist yet, and claimed for the user when
   * nobody has claimed it. One statement, one round trip: the insert reads its row from the lock's
   * query, so the lock is held before the row is touched. A row claimed by someone else comes back
   * with that owner, for the caller to refuse (its transaction then rolls back).
   */
  async lockBatchAndClaim(trx: Transaction<Database>, uuid: string, userId: number | null, application: string | null): Promise<AppInstallRow> {
    const { rows } = await sql<AppInstallRow>`with locked as (select ${takeBatchLock()})
      insert into app_installs (uuid, user_id, application, last_mutation_id)
      select ${uuid}::text, ${userId}::integer, ${application}::text, 0 from locked
      on conflict (uuid) do update set user_id = coalesce(app_installs.user_id, excluded.user_id)
      returning *`.execute(trx);
    return rows[0]!;
  }

  async register(trx: Db, uuid: string, userId: number | null, details: InstallDetails): Promise<AppInstallRow> {
    const values = {
      platform: details.platform,
      useragent: details.useragent,
      app_specifics: details.app_specifics === null ? null : JSON.stringify(details.app_specifics),
      application: details.application,
      registered_at: new Date(),
    };
    return trx
      .insertInto("app_installs")
      .values({ uuid, user_id: userId, last_mutation_id: 0, ...values })
      .onConflict((oc) => oc.column("uuid").doUpdateSet(values))
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}
