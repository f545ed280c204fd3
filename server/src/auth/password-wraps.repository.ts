import { sql, type Kysely } from "kysely";
import type { VaultKeyWrapText } from "@stepwise/domain";
import type { Database } from "../db/schema.js";

/** An install with its secret's hash and the wrap of its worker's vault key, if any. */
export interface InstallWrapRow {
  uuid: string;
  secret_hash: string | null;
  wipe_order: string | null;
  vault_key_wrap: VaultKeyWrapText | null;
  password_set_at: Date | null;
}

/** docs/shared-phone.md, "The worker's key (vault key)": the wraps made when a password is set, and the installs that fetch them. */
export class PasswordWrapsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Sets a password, its vault-key wrap and the moment (the database's clock, so every replica agrees on the order); answers that moment. */
  async setPassword(userId: number, passwordHash: string, wrap: VaultKeyWrapText): Promise<Date> {
    const row = await this.db
      .updateTable("users")
      .set({ password_hash: passwordHash, vault_key_wrap: JSON.stringify(wrap) as unknown as VaultKeyWrapText, password_set_at: sql<Date>`clock_timestamp()` })
      .where("id", "=", userId)
      .returning("password_set_at")
      .executeTakeFirstOrThrow();
    return row.password_set_at!;
  }

  /**
   * Each install with the wrap of its worker's vault key: her worker is the install's once it synced,
   * else the user of the last session bound to it (a login binds one before any sync), as deviceOrders
   * finds her (server/src/modules/devices/devices.repository.ts `ordersOf`). A disabled account's
   * wrap is not answered.
   */
  wrapsOf(uuids: string[]): Promise<InstallWrapRow[]> {
    if (uuids.length === 0) return Promise.resolve([]);
    const account = sql<number>`coalesce(app_installs.user_id, (select t.user_id from auth_tokens t where lower(t.install_id) = lower(app_installs.uuid) order by t.created_at desc limit 1))`;
    return this.db
      .selectFrom("app_installs")
      .leftJoin("users", (join) => join.on("users.id", "=", account).on("users.disabled_at", "is", null))
      .select(["app_installs.uuid", "app_installs.secret_hash", "app_installs.wipe_order", "users.vault_key_wrap", "users.password_set_at"])
      .where("app_installs.uuid", "in", uuids)
      .execute();
  }
}
