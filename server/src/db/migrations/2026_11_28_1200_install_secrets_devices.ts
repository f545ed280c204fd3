import type { Kysely } from "kysely";

/**
 * docs/shared-phone.md: an install's secret (only its SHA-256), the device registry an operator
 * reads (contact, sync, failure, storage), a wipe order with its acknowledgement, the install a
 * session was started or first used from (so one device's session can be ended), and each
 * worker's vault key, released only to her own session.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("app_installs")
    .addColumn("secret_hash", "text")
    .addColumn("app_version", "text")
    .addColumn("last_contact_at", "timestamptz")
    .addColumn("last_sync_at", "timestamptz")
    .addColumn("last_failure_at", "timestamptz")
    .addColumn("last_failure_reason", "text")
    .addColumn("waiting_edits", "integer")
    .addColumn("storage_used", "bigint")
    .addColumn("storage_quota", "bigint")
    .addColumn("storage_persisted", "boolean")
    .addColumn("status_reported_at", "timestamptz")
    .addColumn("wipe_order", "text")
    .addColumn("wipe_ordered_at", "timestamptz")
    .addColumn("wipe_acknowledged_at", "timestamptz")
    .addColumn("session_ended_at", "timestamptz")
    .execute();
  await db.schema.alterTable("auth_tokens").addColumn("install_id", "text").execute();
  await db.schema.createIndex("auth_tokens_install_id").on("auth_tokens").column("install_id").execute();
  await db.schema.createIndex("app_installs_user_id").on("app_installs").column("user_id").execute();
  await db.schema.alterTable("users").addColumn("vault_key", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("vault_key").execute();
  await db.schema.dropIndex("app_installs_user_id").execute();
  await db.schema.dropIndex("auth_tokens_install_id").execute();
  await db.schema.alterTable("auth_tokens").dropColumn("install_id").execute();
  await db.schema
    .alterTable("app_installs")
    .dropColumn("secret_hash")
    .dropColumn("app_version")
    .dropColumn("last_contact_at")
    .dropColumn("last_sync_at")
    .dropColumn("last_failure_at")
    .dropColumn("last_failure_reason")
    .dropColumn("waiting_edits")
    .dropColumn("storage_used")
    .dropColumn("storage_quota")
    .dropColumn("storage_persisted")
    .dropColumn("status_reported_at")
    .dropColumn("wipe_order")
    .dropColumn("wipe_ordered_at")
    .dropColumn("wipe_acknowledged_at")
    .dropColumn("session_ended_at")
    .execute();
}
