import { sql, type Kysely, type Transaction } from "kysely";
import type { AppInstallRow, Database } from "../db/schema.js";
import type { InstallGuard } from "./identity.js";

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

  /** Who may act as the install (docs/shared-phone.md), or undefined for an install never heard of. */
  guard(uuid: string): Promise<InstallGuard | undefined> {
    return this.db.selectFrom("app_installs").select(["user_id", "secret_hash", "wipe_order"]).where("uuid", "=", uuid).executeTakeFirst();
  }

  /**
   * Trust on first use (docs/shared-phone.md): the install's secret hash is set by its first request
   * carrying one, and never replaced; answers the guard as stored, for the caller to compare.
   */
  async trustSecret(uuid: string, secretHash: string): Promise<InstallGuard> {
    const { rows } = await sql<InstallGuard>`insert into app_installs (uuid, secret_hash, last_mutation_id) values (${uuid}, ${secretHash}, 0)
      on conflict (uuid) do update set secret_hash = coalesce(app_installs.secret_hash, excluded.secret_hash)
      returning user_id, secret_hash, wipe_order`.execute(this.db);
    return rows[0]!;
  }

  /** A session bound to an install puts it in the device registry, if it is not there yet (docs/shared-phone.md). */
  async recordContact(uuid: string, at: Date): Promise<void> {
    await this.db
      .insertInto("app_installs")
      .values({ uuid, last_mutation_id: 0, last_contact_at: at })
      .onConflict((oc) => oc.column("uuid").doUpdateSet({ last_contact_at: at }))
      .execute();
  }

  /**
   * A session bound to the install makes it its worker's from her login on, not from its first sync
   * (docs/shared-phone.md, "Phones, as the operator sees them"); an install already someone's stays.
   */
  async claim(uuid: string, userId: number): Promise<boolean> {
    const claimed = await this.db
      .updateTable("app_installs")
      .set({ user_id: userId })
      .where("uuid", "=", uuid)
      .where("user_id", "is", null)
      .returning("uuid")
      .executeTakeFirst();
    return claimed !== undefined;
  }

  /** The server's own stamp of an install's last contact (docs/shared-phone.md: devices). */
  async stampContact(uuid: string, at: Date): Promise<void> {
    await this.db.updateTable("app_installs").set({ last_contact_at: at }).where("uuid", "=", uuid).execute();
  }

  /** The last sync's outcome, stamped by the server: a good one, or a failure with its reason. */
  async stampSync(uuid: string, at: Date, failure: string | null): Promise<void> {
    const set = failure === null ? { last_sync_at: at, last_contact_at: at } : { last_failure_at: at, last_failure_reason: failure, last_contact_at: at };
    await this.db.updateTable("app_installs").set(set).where("uuid", "=", uuid).execute();
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
