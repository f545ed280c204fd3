import type { Kysely } from "kysely";

/**
 * docs/worker-phone.md, "Content releases on the phone": the content release a phone last reported
 * holding, for the operator's device list.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("app_installs").addColumn("content_release", "integer").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("app_installs").dropColumn("content_release").execute();
}
