import type { Kysely } from "kysely";

/**
 * Chat messages are read by every user of their deployment, not only by their owner: the change
 * feed and the message list look rows up by deployment and table, in dataversion order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("records_application_feed").on("records").columns(["application", "table_name", "dataversion"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("records_application_feed").execute();
}
