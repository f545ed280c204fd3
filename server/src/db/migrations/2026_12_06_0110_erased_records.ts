import { sql, type Kysely } from "kysely";

/**
 * docs/operating.md, "Erasing a client": the uuids of erased clients, with their deployment, replayed
 * at every server start so a database restored from an older backup loses them again. A uuid is a
 * random identifier, not personal data by itself.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("erased_records")
    .addColumn("uuid", "text", (c) => c.primaryKey())
    .addColumn("application", "text", (c) => c.notNull())
    .addColumn("erased_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("erased_records").execute();
}
