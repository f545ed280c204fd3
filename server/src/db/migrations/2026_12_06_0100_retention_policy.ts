import type { Kysely } from "kysely";

/**
 * docs/operating.md, "Retention": how many days a deployment keeps record_history versions and
 * tombstones; null (the default) keeps them forever.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("applications").addColumn("retention_history_days", "integer").addColumn("retention_tombstone_days", "integer").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("applications").dropColumn("retention_history_days").dropColumn("retention_tombstone_days").execute();
}
