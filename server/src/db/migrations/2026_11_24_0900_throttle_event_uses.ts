import type { Kysely } from "kysely";

/**
 * docs/SECURITY.md, "Limits and quotas": one row may count several uses (a sync batch of an anonymous install counts one
 * use per record), so a batch of 500 is one row, not 500.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("throttle_events")
    .addColumn("uses", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("throttle_events").dropColumn("uses").execute();
}
