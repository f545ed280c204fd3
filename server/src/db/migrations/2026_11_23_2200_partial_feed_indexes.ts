import { sql, type Kysely } from "kysely";

/**
 * docs/PERFORMANCE.md: a record's insert paid for every feed index, though each serves only some records. A
 * record belongs to a user (owner_install_id null) or to an anonymous install (owner_user_id null),
 * and only chat is read deployment-wide, so each feed index keeps only the rows it serves: a
 * logged-in worker's record no longer enters the install feed or the deployment feed (two of the
 * five index insertions per record). The reads that use them say as much in their filter
 * (records.repository.ts readableBy: `owner_user_id = $1`; `owner_user_id is null and
 * owner_install_id = $1`; `table_name in ('chat_messages') and application = $1`), so PostgreSQL
 * still picks them. A table made deployment-wide later must be added to the last predicate.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("records_user_feed").execute();
  await db.schema.dropIndex("records_install_feed").execute();
  await db.schema.dropIndex("records_application_feed").execute();
  await sql`create index records_user_feed on records (owner_user_id, dataversion) where owner_user_id is not null`.execute(db);
  await sql`create index records_install_feed on records (owner_install_id, dataversion) where owner_user_id is null`.execute(db);
  await sql`create index records_application_feed on records (application, table_name, dataversion) where table_name = 'chat_messages'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ["records_user_feed", "records_install_feed", "records_application_feed"]) await db.schema.dropIndex(name).execute();
  await db.schema.createIndex("records_user_feed").on("records").columns(["owner_user_id", "dataversion"]).execute();
  await db.schema.createIndex("records_install_feed").on("records").columns(["owner_install_id", "dataversion"]).execute();
  await db.schema.createIndex("records_application_feed").on("records").columns(["application", "table_name", "dataversion"]).execute();
}
