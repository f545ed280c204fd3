import type { Kysely } from "kysely";

/**
 * docs/sync-and-api.md, "The holdings check": the last time a device healed what it holds after
 * comparing it with the server, and how many records it fetched or dropped then, for the
 * operator's devices page.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("app_installs").addColumn("healed_at", "timestamptz").addColumn("healed_records", "integer").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("app_installs").dropColumn("healed_at").dropColumn("healed_records").execute();
}
