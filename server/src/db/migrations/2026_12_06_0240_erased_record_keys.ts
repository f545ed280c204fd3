import { type Kysely } from "kysely";

/**
 * docs/operating.md, "Erasing a client": erased_records keeps, besides each erased client (client_uuid
 * null), every record attached to her that the erasure reached (client_uuid hers), so a phone's later
 * edit of any of them, or a new record naming one of them, is refused (server/src/sync/erased-references.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("erased_records").addColumn("client_uuid", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("erased_records").dropColumn("client_uuid").execute();
}
