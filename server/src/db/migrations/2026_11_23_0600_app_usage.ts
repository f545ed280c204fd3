import { sql, type Kysely } from "kysely";

/** docs/product.md §3 app_usage: screen visits per day as devices report them (POST /api/logging/logUsage). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("app_usage")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("app_id", "text")
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("screen", "text", (c) => c.notNull())
    .addColumn("visits", "integer", (c) => c.notNull())
    .addColumn("user_id", "integer")
    .addColumn("install_id", "text")
    .addColumn("received_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("app_usage").execute();
}
