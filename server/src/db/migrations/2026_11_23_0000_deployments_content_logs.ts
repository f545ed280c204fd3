import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("applications")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("app_identifier", "text", (c) => c.notNull())
    .addColumn("host", "text", (c) => c.unique())
    .addColumn("app_title", "text", (c) => c.notNull())
    .addColumn("login", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("version", "text", (c) => c.notNull())
    .addColumn("metadata", "jsonb", (c) => c.notNull())
    .addColumn("languages", "jsonb", (c) => c.notNull())
    .addColumn("regions", "jsonb", (c) => c.notNull())
    .addColumn("forms", "jsonb", (c) => c.notNull())
    .addColumn("content_version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("content_items")
    .addColumn("application_id", "integer", (c) => c.notNull().references("applications.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("content", "jsonb", (c) => c.notNull())
    .addPrimaryKeyConstraint("content_items_pkey", ["application_id", "kind", "key", "language"])
    .execute();

  await db.schema
    .createTable("error_logs")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("app_id", "text")
    .addColumn("date", "text")
    .addColumn("error", "jsonb", (c) => c.notNull())
    .addColumn("user_id", "integer")
    .addColumn("install_id", "text")
    .addColumn("received_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["error_logs", "content_items", "applications"]) await db.schema.dropTable(table).execute();
}
