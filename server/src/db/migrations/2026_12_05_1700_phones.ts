import type { Kysely } from "kysely";

/**
 * docs/shared-phone.md, "Phones, as the operator sees them": the phone that holds an install (its
 * own install's id, as the phone reported it), whether the install's vault was locked then, when the
 * phone reported it no longer holds it (a clean logout), and when an operator chose to wipe the
 * locked edits a retiring phone waits for.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("app_installs")
    .addColumn("phone_id", "text")
    .addColumn("vault_locked", "boolean")
    .addColumn("forgotten_at", "timestamptz")
    .addColumn("wipe_now_at", "timestamptz")
    .execute();
  await db.schema.createIndex("app_installs_phone_id").on("app_installs").column("phone_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("app_installs_phone_id").execute();
  await db.schema.alterTable("app_installs").dropColumn("phone_id").dropColumn("vault_locked").dropColumn("forgotten_at").dropColumn("wipe_now_at").execute();
}
