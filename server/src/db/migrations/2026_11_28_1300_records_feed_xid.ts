import { sql, type Kysely } from "kysely";

/**
 * The change feed ordered by commit safety, not by dataversion (docs/sync-and-api.md, "Change
 * feed"): each record carries the id of the transaction that last wrote it (`feed_xid`), and
 * readers read below the oldest transaction still running, ordered by (feed_xid, dataversion).
 * Rows stored before this migration get 0: they were committed in dataversion order under the old
 * batch lock, so they come first, in that order, and a device's old dataversion cursor N stands for
 * the position (0, N). New rows take their transaction's id by default; updates set it themselves.
 * The feed index (feed_xid, dataversion) replaces the dataversion index the replica's reader used.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table records add column feed_xid xid8 not null default '0'`.execute(db);
  await sql`alter table records alter column feed_xid set default pg_current_xact_id()`.execute(db);
  await sql`create index records_feed on records (feed_xid, dataversion)`.execute(db);
  await db.schema.dropIndex("records_dataversion").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("records_dataversion").on("records").column("dataversion").execute();
  await db.schema.dropIndex("records_feed").execute();
  await sql`alter table records drop column feed_xid`.execute(db);
}
