import { sql, type Kysely } from "kysely";

/**
 * docs/operating.md, "The deployment's time zone": the IANA name of the zone a deployment counts its
 * days in (validity, reports, sync health, the audit filter, PDFs). The seeded deployments that
 * exist already get the zone of where they run (MALA in Malawi, HIAPP in the Netherlands); any other
 * is left unset (null): its days are counted in UTC and validity by the latest day on Earth, as before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("applications").addColumn("time_zone", "text").execute();
  await sql`update applications set time_zone = 'Africa/Blantyre' where app_identifier = 'MALA'`.execute(db);
  await sql`update applications set time_zone = 'Europe/Amsterdam' where app_identifier = 'HIAPP'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("applications").dropColumn("time_zone").execute();
}
