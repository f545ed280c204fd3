import type { Kysely } from "kysely";

/**
 * Each replica reads the committed changes after its cursor (sync/change-feed.ts), across every
 * owner: by dataversion alone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("records_dataversion").on("records").column("dataversion").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("records_dataversion").execute();
}
