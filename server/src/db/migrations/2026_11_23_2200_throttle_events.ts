import { sql, type Kysely } from "kysely";

/**
 * docs/SECURITY.md, "Limits and quotas": login attempts and quota uses, counted in the database so every replica shares them.
 * A row per attempt (or use) and key; `succeeded` marks a login attempt that no longer counts.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("throttle_events")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("succeeded", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.createIndex("throttle_events_key_at").on("throttle_events").columns(["key", "at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("throttle_events").execute();
}
