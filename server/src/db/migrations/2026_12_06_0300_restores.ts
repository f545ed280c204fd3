import { sql, type Kysely } from "kysely";

/**
 * docs/operating.md, "Restoring": each restore of a backup, as the server marked it. `restored_through`
 * is the highest dataversion in the restored data; `resumed_from` the first dataversion drawn after
 * the restore, past anything a phone can have seen. Phones re-send what they hold between the two.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("restores")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("restored_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("backup_made_at", "timestamptz")
    .addColumn("restored_through", "bigint", (c) => c.notNull())
    .addColumn("resumed_from", "bigint", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("restores").execute();
}
