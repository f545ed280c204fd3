import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";

/** A deployment row and the hour its phones remind at (docs/product.md §4, "One reminder a day"). */
export interface ReminderDeployment {
  id: number;
  appIdentifier: string;
  reminderHour: number | null;
}

/** A deployment's reminder hour, read and stored for its operators. */
export class ReminderRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async deployment(id: number): Promise<ReminderDeployment | undefined> {
    const row = await this.db.selectFrom("applications").select(["id", "app_identifier", "reminder_hour"]).where("id", "=", id).executeTakeFirst();
    return row && { id: row.id, appIdentifier: row.app_identifier, reminderHour: row.reminder_hour };
  }

  /** Sets the hour of every row of the identifier: they share its accounts, as they share its time zone. */
  async store(appIdentifier: string, reminderHour: number | null): Promise<void> {
    await this.db.updateTable("applications").set({ reminder_hour: reminderHour }).where("app_identifier", "=", appIdentifier).execute();
  }
}
