import type { Kysely } from "kysely";

/**
 * docs/shared-phone.md, "The worker's key (vault key)": her vault key wrapped by the password she set
 * last (the phone's format, packages/domain/src/vault-wrap.ts) and when she set it, so a phone holding
 * her vault replaces its wrap with a newer one only.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("vault_key_wrap", "jsonb").addColumn("password_set_at", "timestamptz").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("vault_key_wrap").dropColumn("password_set_at").execute();
}
