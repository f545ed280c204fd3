import { sql, type Kysely } from "kysely";
import type { Database } from "./schema.js";

/** The one statement readiness runs: whether the database answers at all (docs/SECURITY.md, readiness). */
export class ReadinessRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async ping(): Promise<void> {
    await sql`select 1`.execute(this.db);
  }
}
