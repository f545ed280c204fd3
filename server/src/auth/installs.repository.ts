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
      .values({ uuid, user_id: userId, ...values })
      .onConflict((oc) => oc.column("uuid").doUpdateSet(values))
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}
