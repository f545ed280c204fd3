import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.js";

/** A committed change as every replica reads it: the record's key, version, owner and writer. */
export interface FeedRow {
  table_name: string;
  uuid: string;
  dataversion: number;
  owner_user_id: number | null;
  owner_install_id: string | null;
  application: string | null;
  last_install_id: string | null;
}

/**
 * The change feed's reads. Batches draw and commit dataversions in order under the batch lock
 * (batch-lock.ts), so a cursor of the last dataversion read never skips a committed change.
 */
export class ChangeFeedRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The last dataversion committed: where a replica that starts begins announcing. */
  async lastCommitted(): Promise<number> {
    const { rows } = await sql<{ last: number | null }>`select max(dataversion) as last from records`.execute(this.db);
    return Number(rows[0]?.last ?? 0);
  }

  /** Committed changes after the cursor, oldest first, at most `limit`. */
  async committedAfter(cursor: number, limit: number): Promise<FeedRow[]> {
    const rows = await this.db
      .selectFrom("records")
      .select(["table_name", "uuid", "dataversion", "owner_user_id", "owner_install_id", "application", "last_install_id"])
      .where("dataversion", ">", cursor)
      .orderBy("dataversion", "asc")
      .limit(limit)
      .execute();
    return rows.map((r) => ({ ...r, dataversion: Number(r.dataversion) }));
  }
}
