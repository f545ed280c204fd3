import type { Kysely } from "kysely";
import type { Identity } from "../../auth/identity.js";
import type { Database } from "../../db/schema.js";
import { readableBy } from "../../sync/records.repository.js";

/** A live record the caller may read, by its key and version only. */
export interface HeldKeyRow {
  table_name: string;
  uuid: string;
  dataversion: string | number;
}

/**
 * The reads of the holdings check (docs/sync-and-api.md, "The holdings check"): what a device
 * should hold, by the change feed's and the first sync's read rule (readableBy), and where the
 * device's last heal is kept.
 */
export class HoldingsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    /** Tables every logged-in user of a deployment reads (TableRegistry.sharedWithDeployment). */
    private readonly sharedTables: readonly string[] = [],
  ) {}

  /**
   * The keys and versions of the caller's live records of these tables (tombstones are held by no
   * device): three columns, no content, so a worker's 10,000 records are a few hundred KB to read.
   */
  heldKeys(identity: Identity, tables: readonly string[]): Promise<HeldKeyRow[]> {
    if (tables.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom("records")
      .select(["table_name", "uuid", "dataversion"])
      .where(readableBy(identity, this.sharedTables))
      .where("table_name", "in", [...tables])
      .where("deleted_at", "is", null)
      .execute();
  }

  /**
   * The install healed `records` records at `at`; recorded for an install the server never heard of
   * too, as a status report is. Answers the install's deployment as stored.
   */
  async recordHeal(installId: string, application: string | null, records: number, at: Date): Promise<string | null> {
    const values = { healed_at: at, healed_records: records };
    const row = await this.db
      .insertInto("app_installs")
      .values({ uuid: installId, application, last_mutation_id: 0, ...values })
      .onConflict((oc) => oc.column("uuid").doUpdateSet(values))
      .returning("application")
      .executeTakeFirstOrThrow();
    return row.application;
  }
}
