import { sql, type Kysely } from "kysely";
import type { Identity } from "../../auth/identity.js";
import type { Database } from "../../db/schema.js";
import { keptRows, pageWithinBytes, type ListPage, type PageRows } from "../../sync/page-window.repository.js";
import { readableBy } from "../../sync/records.repository.js";

/**
 * The reads of a new device's first sync (issue 20 item 5): every record the caller may read, in
 * dataversion order across tables, with the same read rule as the change feed (readableBy).
 */
export class DownloadRepository {
  constructor(
    private readonly db: Kysely<Database>,
    /** Tables every logged-in user of a deployment reads (TableRegistry.sharedWithDeployment). */
    private readonly sharedTables: readonly string[] = [],
  ) {}

  /**
   * Live records after `after` (the last dataversion of the page before), oldest first: `first`
   * rows, or fewer when the next would take the page past `maxBytes` of stored JSON (the first row
   * always comes). Rows past the page are looked at, never sent, as in RecordsRepository.listReadable.
   */
  async page(identity: Identity, page: ListPage): Promise<PageRows> {
    let query = this.db
      .selectFrom("records")
      .select(["table_name", "content", "dataversion", "updated_at", "deleted_at"])
      .where(readableBy(identity, this.sharedTables))
      .where("deleted_at", "is", null);
    if (page.after !== null) query = query.where("dataversion", ">", page.after);
    const candidates = query
      .orderBy("dataversion", "asc")
      .limit(page.first + 1)
      .as("candidates");
    return keptRows(await pageWithinBytes(this.db, candidates, page).execute());
  }

  /**
   * Where the page after the next one starts when the next one is full: the dataversion of the
   * `first`-th live record after the cursor, or null when fewer follow.
   */
  async ahead(identity: Identity, after: number | null, first: number): Promise<number | null> {
    let query = this.db.selectFrom("records").select("dataversion").where(readableBy(identity, this.sharedTables)).where("deleted_at", "is", null);
    if (after !== null) query = query.where("dataversion", ">", after);
    const row = await query
      .orderBy("dataversion", "asc")
      .offset(first - 1)
      .limit(1)
      .executeTakeFirst();
    return row ? Number(row.dataversion) : null;
  }

  /** How many live records the caller may read, all of them or only those after a cursor. */
  async count(identity: Identity, after: number | null): Promise<number> {
    let query = this.db
      .selectFrom("records")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .where(readableBy(identity, this.sharedTables))
      .where("deleted_at", "is", null);
    if (after !== null) query = query.where("dataversion", ">", after);
    const { count } = await query.executeTakeFirstOrThrow();
    return Number(count);
  }

  /**
   * The last dataversion committed, by anyone. Batches commit dataversions in order under the
   * batch lock, so every change committed later has a higher one: the change feed picks up from here.
   */
  async lastCommitted(): Promise<number> {
    const { rows } = await sql<{ last: string | null }>`select max(dataversion) as last from records`.execute(this.db);
    return Number(rows[0]?.last ?? 0);
  }
}
