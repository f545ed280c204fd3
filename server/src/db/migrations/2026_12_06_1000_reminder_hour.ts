import { sql, type Kysely } from "kysely";

/**
 * docs/product.md §4 "One reminder a day": the hour (0 to 23, in the deployment's time zone) a
 * worker's phone shows the day's count of visits due; null: no reminder. MALA and HIAPP, which
 * have a zone where they run, get 7 (before a working day); any other deployment none, as it has
 * no zone until an operator sets one and an hour in UTC would be night for some of its workers.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("applications")
    .addColumn("reminder_hour", "integer", (c) => c.check(sql`reminder_hour between 0 and 23`))
    .execute();
  await sql`update applications set reminder_hour = 7 where app_identifier in ('MALA', 'HIAPP')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("applications").dropColumn("reminder_hour").execute();
}
