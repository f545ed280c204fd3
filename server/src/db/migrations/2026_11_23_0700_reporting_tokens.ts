import { sql, type Kysely } from "kysely";

/** docs/REPORTING.md: read-only reporting tokens (hashed) and each deployment's pseudonym key. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("reporting_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("application", "text", (c) => c.notNull())
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("identifiable", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("revoked_at", "timestamptz")
    .execute();

  await db.schema
    .createTable("reporting_pseudonym_keys")
    .addColumn("application", "text", (c) => c.primaryKey())
    .addColumn("secret", "text", (c) => c.notNull())
    .execute();

  // Reports group records of one deployment and table; this index serves every report and page.
  await db.schema.createIndex("records_application_table_updated").on("records").columns(["application", "table_name", "updated_at", "uuid"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("records_application_table_updated").execute();
  await db.schema.dropTable("reporting_pseudonym_keys").execute();
  await db.schema.dropTable("reporting_tokens").execute();
}
