import { HORIZON } from "../../sync/change-feed.repository.js";
import { formatFeedCursor } from "../../sync/feed-position.js";
import { sql, type Kysely } from "kysely";
import type { Identity } from "../../auth/identity.js";
import type { Database } from "../../db/schema.js";
import {
  documentsWithinBytes,
  firstOfParts,
  keptRows,
  pageWithinBytes,
  type DocumentsPage,
  type ListPage,
  type PageRows,
} from "../../sync/page-window.repository.js";
import { readableBy, readableParts } from "../../sync/records.repository.js";

/**
 * The reads of a new device's first sync (docs/sync-and-api.md): every record the caller may read, in
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
    const { rows } = await this.db.executeQuery(this.pageQuery(identity, page));
    return keptRows(rows);
  }

  /** page's one statement, compiled (its plan is tested: download-page-plan.test.ts). */
  pageQuery(identity: Identity, page: ListPage) {
    const candidates = this.firstAfter(identity, page.after, page.first + 1, ["table_name", "content", "dataversion", "updated_at", "deleted_at"]);
    return pageWithinBytes(this.db, candidates.as("candidates"), page).compile();
  }

  /**
   * The same page as `page`, as one JSON text of documents built by PostgreSQL (docs/sync-and-api.md,
   * "Records as documents"): the same candidates, cut by the same rule.
   */
  async pageDocuments(identity: Identity, page: ListPage): Promise<DocumentsPage> {
    const { rows } = await this.db.executeQuery(this.pageDocumentsQuery(identity, page));
    return rows[0]!;
  }

  /** pageDocuments' one statement, compiled. */
  pageDocumentsQuery(identity: Identity, page: ListPage) {
    const candidates = this.firstAfter(identity, page.after, page.first + 1, ["table_name", "uuid", "content", "dataversion", "updated_at", "deleted_at"]);
    return documentsWithinBytes(candidates.as("candidates"), page).compile(this.db);
  }

  /**
   * Where the page after the next one starts when the next one is full: the dataversion of the
   * `first`-th live record after the cursor, or null when fewer follow.
   */
  async ahead(identity: Identity, after: number | null, first: number): Promise<number | null> {
    const row = await this.db
      .selectFrom(this.firstAfter(identity, after, first, ["dataversion"]).as("next"))
      .select("dataversion")
      .orderBy("dataversion", "asc")
      .offset(first - 1)
      .limit(1)
      .executeTakeFirst();
    return row ? Number(row.dataversion) : null;
  }

  /**
   * The first `limit` live records the caller may read after `after`, in dataversion order: each
   * disjoint part of the read rule (readableParts) one ordered, limited scan of its own feed index,
   * the parts merged (download-page-plan.test.ts counts the rows a page reads).
   */
  private firstAfter<C extends "table_name" | "uuid" | "content" | "dataversion" | "updated_at" | "deleted_at">(
    identity: Identity,
    after: number | null,
    limit: number,
    columns: readonly C[],
  ) {
    const parts = readableParts(identity, this.sharedTables).map((part) => {
      let query = this.db.selectFrom("records").select(columns).where(part).where("deleted_at", "is", null);
      if (after !== null) query = query.where("dataversion", ">", after);
      return query.orderBy("dataversion", "asc").limit(limit);
    });
    return firstOfParts(this.db, parts, limit);
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
   * Where the change feed stands now, as a device's cursor: below the oldest transaction still
   * running, everything is committed, and every change committed later sorts after it
   * (docs/sync-and-api.md, "Change feed"), so the feed picks up from here.
   */
  async feedNow(): Promise<string> {
    // docs/operating.md, "Restoring": the cursor carries the last restore's mark, as changesSince's do.
    const { rows } = await sql<{ horizon: string; restore: string | null }>`select ${HORIZON}::text as horizon,
        (select max(resumed_from) from restores)::text as restore`.execute(this.db);
    const restore = rows[0]!.restore;
    return formatFeedCursor({ xid: rows[0]!.horizon, dataversion: 0 }, restore === null ? null : Number(restore));
  }
}
