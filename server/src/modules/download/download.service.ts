import { entityManifests } from "@stepwise/domain/entities";
import type { Identity } from "../../auth/identity.js";
import { ANSWER_LIMITS, type Page } from "../../request/answer-limits.js";
import { requireCaller } from "../../sync/records.service.js";
import { manifestOf } from "../synced-manifests.js";
import type { SyncedRecordsService } from "../synced-records.service.js";
import type { DownloadRepository } from "./download.repository.js";

/** What the counts of a page are counted for: the caller, the cursor the page was asked after, and the page's own (its last record's). */
export interface DownloadScope {
  identity: Identity;
  after: number | null;
  cursor: number | null;
  first: number;
}

/**
 * A new device's first sync (docs/sync-and-api.md): the caller's records page by page, each page with
 * where the change feed takes over once the download ends, and on demand how many records there
 * are in all and how many are still to come.
 */
export class DownloadService {
  constructor(
    private readonly download: DownloadRepository,
    private readonly syncedRecords: SyncedRecordsService,
  ) {}

  async page(identity: Identity, page: Page) {
    requireCaller(identity);
    // Read before the page: a change committed while the download runs is at least caught up from here.
    const feedCursor = await this.download.feedNow();
    const { rows, more } = await this.download.page(identity, { ...page, maxBytes: ANSWER_LIMITS.maxPageBytes });
    let bytes = 0;
    for (const row of rows) bytes += Number(row.bytes);
    // Each table's records in their own list, in the page's (dataversion) order.
    const lists: Record<string, Record<string, unknown>[]> = Object.fromEntries(entityManifests.map((m) => [m.listQuery, []]));
    for (const row of rows) {
      const manifest = manifestOf(row.table_name);
      if (manifest) lists[manifest.listQuery]!.push(this.syncedRecords.view(row));
    }
    const last = rows.at(-1);
    const cursor = last ? Number(last.dataversion) : page.after;
    return {
      ...lists,
      count: rows.length,
      bytes,
      cursor: cursor === null ? null : String(cursor),
      hasMore: more,
      feedCursor,
      scope: { identity, after: page.after, cursor, first: page.first } satisfies DownloadScope,
    };
  }

  /** Where the page after the next one starts when the next one is full (DownloadRepository.ahead), as a cursor. */
  async ahead(scope: DownloadScope): Promise<string | null> {
    requireCaller(scope.identity);
    const ahead = await this.download.ahead(scope.identity, scope.cursor, scope.first);
    return ahead === null ? null : String(ahead);
  }

  /** The caller's live records: all of them, or those after the scope's cursor (the page's own and later ones). */
  count(scope: DownloadScope, afterCursor: boolean): Promise<number> {
    requireCaller(scope.identity);
    return this.download.count(scope.identity, afterCursor ? scope.after : null);
  }
}
