import { sql, type Kysely } from "kysely";

/**
 * docs/teams.md, "Moving a caseload": each record an operator moved from one worker to another, one
 * row a move. The old owner's change feed reads these rows as deletes (her phone drops the records),
 * and her phone's late edits of them are judged by them (server/src/sync/transferred-records.repository.ts).
 * A row's dataversion and feed_xid are the record's new ones, written by the move's transaction.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("transferred_records")
    .addColumn("table_name", "text", (c) => c.notNull())
    .addColumn("uuid", "text", (c) => c.notNull())
    .addColumn("dataversion", "bigint", (c) => c.notNull())
    .addColumn("application", "text", (c) => c.notNull())
    .addColumn("client_uuid", "text", (c) => c.notNull())
    .addColumn("from_user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("to_user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("feed_xid", sql`xid8`, (c) => c.notNull())
    .addColumn("transferred_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("transferred_records_pkey", ["table_name", "uuid", "dataversion"])
    .execute();
  // The old owner's feed (changesSince) and the replicas' reads of a transaction's changes (change-feed.repository.ts).
  await sql`create index transferred_records_owner_feed on transferred_records (from_user_id, feed_xid, dataversion)`.execute(db);
  await sql`create index transferred_records_feed on transferred_records (feed_xid, dataversion)`.execute(db);
  await sql`create index transferred_records_uuid on transferred_records (uuid)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("transferred_records").execute();
}
