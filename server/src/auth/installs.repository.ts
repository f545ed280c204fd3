import type { Kysely, Transaction } from "kysely";
import type { AppInstallRow, Database } from "../db/schema.js";

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
   * The install row, locked for this transaction, in one statement: created (unregistered) when it
   * does not exist yet, and claimed for the user when nobody has claimed it. A row claimed by
   * someone else comes back with that owner, for the caller to refuse (its transaction then rolls back).
   */
  lockOrClaim(trx: Transaction<Database>, uuid: string, userId: number | null, application: string | null): Promise<AppInstallRow> {
    return trx
      .insertInto("app_installs")
      .values({ uuid, user_id: userId, application, platform: null, useragent: null, app_specifics: null, registered_at: null, last_mutation_id: 0 })
      .onConflict((oc) => oc.column("uuid").doUpdateSet((eb) => ({ user_id: eb.fn.coalesce("app_installs.user_id", "excluded.user_id") })))
      .returningAll()
      .executeTakeFirstOrThrow();
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
