import { sql, type Kysely } from "kysely";
import { DEVICE_ORDERS_CHANNEL } from "../../auth/identity-cache.js";
import type { WipeOrderName } from "../../auth/identity.js";
import type { Database } from "../../db/schema.js";

/** One install as an operator sees it (docs/shared-phone.md: devices), with its worker. */
export interface DeviceRow {
  uuid: string;
  user_id: number | null;
  worker_name: string | null;
  worker_email: string | null;
  application: string | null;
  platform: string | null;
  app_version: string | null;
  content_release: number | null;
  created_at: Date;
  registered_at: Date | null;
  last_contact_at: Date | null;
  last_sync_at: Date | null;
  last_failure_at: Date | null;
  last_failure_reason: string | null;
  waiting_edits: number | null;
  storage_used: string | number | null;
  storage_quota: string | number | null;
  storage_persisted: boolean | null;
  status_reported_at: Date | null;
  wipe_order: string | null;
  wipe_ordered_at: Date | null;
  wipe_acknowledged_at: Date | null;
  session_ended_at: Date | null;
  healed_at: Date | null;
  healed_records: number | null;
  phone_id: string | null;
  vault_locked: boolean | null;
  forgotten_at: Date | null;
  wipe_now_at: Date | null;
}

/** One install a phone reported holding (docs/shared-phone.md, "Phones, as the operator sees them"). */
export interface HeldInstall {
  uuid: string;
  waiting_edits: number;
  /** Null for the phone's own install, which has no vault. */
  vault_locked: boolean | null;
}

/** What a phone reports of itself (reportDeviceStatus), checked by the service; a field it leaves out stays as it was. */
export interface DeviceStatus {
  app_version?: string | null;
  content_release?: number | null;
  waiting_edits?: number | null;
  storage_used?: number | null;
  storage_quota?: number | null;
  storage_persisted?: boolean | null;
  last_failure_at?: Date | null;
  last_failure_reason?: string | null;
}

export interface DeviceFilterValues {
  userId: number | null;
  application: string | null;
  limit: number;
}

/** The device registry: app_installs as an operator reads and orders them. */
export class DevicesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private select() {
    return this.db
      .selectFrom("app_installs")
      .leftJoin("users", "users.id", "app_installs.user_id")
      .select([
        "app_installs.uuid",
        "app_installs.user_id",
        "users.name as worker_name",
        "users.email as worker_email",
        // An install a worker used belongs to her deployment, even before its first batch tied it.
        sql<string | null>`coalesce(app_installs.application, users.application)`.as("application"),
        "app_installs.platform",
        "app_installs.app_version",
        "app_installs.content_release",
        "app_installs.created_at",
        "app_installs.registered_at",
        "app_installs.last_contact_at",
        "app_installs.last_sync_at",
        "app_installs.last_failure_at",
        "app_installs.last_failure_reason",
        "app_installs.waiting_edits",
        "app_installs.storage_used",
        "app_installs.storage_quota",
        "app_installs.storage_persisted",
        "app_installs.status_reported_at",
        "app_installs.wipe_order",
        "app_installs.wipe_ordered_at",
        "app_installs.wipe_acknowledged_at",
        "app_installs.session_ended_at",
        "app_installs.healed_at",
        "app_installs.healed_records",
        "app_installs.phone_id",
        "app_installs.vault_locked",
        "app_installs.forgotten_at",
        "app_installs.wipe_now_at",
      ]);
  }

  find(uuid: string): Promise<DeviceRow | undefined> {
    return this.select().where("app_installs.uuid", "=", uuid).executeTakeFirst();
  }

  /** The most recently heard-of devices first. */
  list(filter: DeviceFilterValues): Promise<DeviceRow[]> {
    let query = this.select();
    if (filter.userId !== null) query = query.where("app_installs.user_id", "=", filter.userId);
    if (filter.application !== null) {
      query = query.where(sql<string>`lower(coalesce(app_installs.application, users.application))`, "=", filter.application.toLowerCase());
    }
    return query
      .orderBy(sql`coalesce(app_installs.last_contact_at, app_installs.created_at)`, "desc")
      .orderBy("app_installs.uuid")
      .limit(filter.limit)
      .execute();
  }

  /** Every install of these phones (a phone: its own install's id, or an install no phone reported), in the deployment when one is given. */
  ofPhones(phones: string[], application: string | null): Promise<DeviceRow[]> {
    if (phones.length === 0) return Promise.resolve([]);
    let query = this.select().where(sql<string>`coalesce(app_installs.phone_id, app_installs.uuid)`, "in", phones);
    if (application !== null) query = query.where(sql<string>`lower(coalesce(app_installs.application, users.application))`, "=", application.toLowerCase());
    return query.orderBy("app_installs.created_at").orderBy("app_installs.uuid").execute();
  }

  /**
   * What a phone reported holding: each install's waiting edits and lock, tied to the phone; an
   * install the phone held before and no longer names was forgotten there (a clean logout).
   */
  async holdings(phone: string, held: HeldInstall[], at: Date): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const install of held) {
        await trx
          .updateTable("app_installs")
          .set({ phone_id: phone, waiting_edits: install.waiting_edits, vault_locked: install.vault_locked, status_reported_at: at, forgotten_at: null })
          .where("uuid", "=", install.uuid)
          .execute();
      }
      // The phone's own install belongs to the deployment of the workers on it (a phone nobody registered has none of its own).
      await sql`update app_installs set application = (
          select coalesce(ai.application, u.application) from app_installs ai left join users u on u.id = ai.user_id
          where ai.phone_id = ${phone} and ai.uuid <> ${phone} and coalesce(ai.application, u.application) is not null
          order by ai.created_at desc limit 1)
        where uuid = ${phone} and application is null`.execute(trx);
      await trx
        .updateTable("app_installs")
        .set({ forgotten_at: at })
        .where("phone_id", "=", phone)
        .where("forgotten_at", "is", null)
        .where(
          "uuid",
          "not in",
          held.map((h) => h.uuid),
        )
        .execute();
    });
  }

  /**
   * An operator chose to wipe the locked edits these installs' phone waits for: the RETIRE order is
   * told again to every replica, which closes the phone's sockets, so it asks its orders at once.
   */
  async wipeNow(uuids: string[], at: Date): Promise<void> {
    if (uuids.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable("app_installs").set({ wipe_now_at: at }).where("uuid", "in", uuids).execute();
      for (const uuid of uuids) await sql`select pg_notify(${DEVICE_ORDERS_CHANNEL}, ${`RETIRE:${uuid}`})`.execute(trx);
    });
  }

  /** A phone's report of itself; the install is recorded if the server never heard of it (never claimed by a report). */
  async report(uuid: string, application: string | null, status: DeviceStatus, at: Date): Promise<string | null> {
    const values = { ...status, status_reported_at: at, last_contact_at: at };
    const row = await this.db
      .insertInto("app_installs")
      .values({ uuid, application, last_mutation_id: 0, ...values })
      .onConflict((oc) => oc.column("uuid").doUpdateSet(values))
      .returning("wipe_order")
      .executeTakeFirstOrThrow();
    return row.wipe_order;
  }

  /**
   * An operator's wipe order, told to every replica (DEVICE_ORDERS_CHANNEL, `<order>:<install id>`)
   * on commit, so each closes the install's sockets and forgets what it kept of it.
   */
  async order(uuid: string, order: WipeOrderName, at: Date): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable("app_installs")
        .set({ wipe_order: order, wipe_ordered_at: at, wipe_acknowledged_at: null, wipe_now_at: null })
        .where("uuid", "=", uuid)
        .returning("uuid")
        .executeTakeFirst();
      if (updated) await sql`select pg_notify(${DEVICE_ORDERS_CHANNEL}, ${`${order}:${uuid}`})`.execute(trx);
      return updated !== undefined;
    });
  }

  async markSessionEnded(uuid: string, at: Date): Promise<void> {
    await this.db.updateTable("app_installs").set({ session_ended_at: at }).where("uuid", "=", uuid).execute();
  }

  /** The installs' orders, and whether the account an install belongs to is disabled. */
  ordersOf(uuids: string[]): Promise<
    {
      uuid: string;
      secret_hash: string | null;
      wipe_order: string | null;
      wipe_acknowledged_at: Date | null;
      wipe_now_at: Date | null;
      account_disabled: boolean;
    }[]
  > {
    if (uuids.length === 0) return Promise.resolve([]);
    // The install's account: its worker once it synced, else the account of a session bound to it (a login binds one before any sync).
    const account = sql`coalesce(app_installs.user_id, (select t.user_id from auth_tokens t where lower(t.install_id) = lower(app_installs.uuid) order by t.created_at desc limit 1))`;
    return this.db
      .selectFrom("app_installs")
      .select(["app_installs.uuid", "app_installs.secret_hash", "app_installs.wipe_order", "app_installs.wipe_acknowledged_at", "app_installs.wipe_now_at"])
      .select(sql<boolean>`coalesce((select u.disabled_at is not null from users u where u.id = ${account}), false)`.as("account_disabled"))
      .where("app_installs.uuid", "in", uuids)
      .execute();
  }

  /** Records the phone's acknowledgement of its wipe; answers the installs it was recorded for, with their orders. */
  acknowledge(uuids: string[], at: Date): Promise<{ uuid: string; wipe_order: string | null }[]> {
    if (uuids.length === 0) return Promise.resolve([]);
    return this.db
      .updateTable("app_installs")
      .set({ wipe_acknowledged_at: at })
      .where("uuid", "in", uuids)
      .where("wipe_order", "is not", null)
      .returning(["uuid", "wipe_order"])
      .execute();
  }
}
