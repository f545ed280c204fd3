import type { Insertable, Kysely } from "kysely";
import type { AppUsageTable, Database, ErrorLogsTable } from "../../db/schema.js";

/** What devices report for operators (error log, screen visits); the only place that queries them. */
export class LoggingRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insertErrorLog(row: Insertable<ErrorLogsTable>): Promise<void> {
    await this.db.insertInto("error_logs").values(row).execute();
  }

  async insertAppUsage(rows: Insertable<AppUsageTable>[]): Promise<void> {
    await this.db.insertInto("app_usage").values(rows).execute();
  }
}
