import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.js";

export { zoneOfDeployment, zoneSql } from "../../sync/deployment-zone.repository.js";

/** A deployment row and the zone its days are counted in (docs/operating.md, "The deployment's time zone"). */
export interface ZonedDeployment {
  id: number;
  appIdentifier: string;
  timeZone: string | null;
}

/** A deployment's time zone, read and stored for its operators. */
export class TimeZoneRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async deployment(id: number): Promise<ZonedDeployment | undefined> {
    const row = await this.db.selectFrom("applications").select(["id", "app_identifier", "time_zone"]).where("id", "=", id).executeTakeFirst();
    return row && { id: row.id, appIdentifier: row.app_identifier, timeZone: row.time_zone };
  }

  /** Whether the database knows the zone too (its tzdata may lag the server's Intl): its SQL counts days in it. */
  async databaseKnows(zone: string): Promise<boolean> {
    const { rows } = await sql<{ known: boolean }>`select exists (select 1 from pg_timezone_names where name = ${zone}) as known`.execute(this.db);
    return rows[0]?.known === true;
  }

  /** Sets the zone of every row of the identifier: they share its records, accounts and audit events. */
  async store(appIdentifier: string, timeZone: string | null): Promise<void> {
    await this.db.updateTable("applications").set({ time_zone: timeZone }).where("app_identifier", "=", appIdentifier).execute();
  }
}
