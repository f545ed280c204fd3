import type { RecordDocument } from "@stepwise/domain";
import { entityManifests } from "@stepwise/domain/entities";
import type { Identity } from "../../auth/identity.js";
import type { StoredVersion } from "../../db/schema.js";
import { RawJson } from "../../request/raw-json.js";
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

/** Which of a page's shapes a request selects: the typed lists, the documents, or both. */
export interface PageShape {
  lists: boolean;
  documents: boolean;
}

interface PageRead {
  lists: Record<string, Record<string, unknown>[]> | null;
  documents: RawJson | null;
  count: number;
  bytes: number;
  last: number | null;
  more: boolean;
}

/** A document as the stored row it was built from (its times as Dates again), for the typed lists. */
function storedVersionOf(doc: RecordDocument): StoredVersion {
  return {
    table_name: doc.table,
    content: doc.content,
    dataversion: doc.dataversion,
    updated_at: new Date(doc.updatedAt),
    deleted_at: doc.deletedAt ? new Date(doc.deletedAt) : null,
  };
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

  /**
   * A page, its records as the typed lists (one list per table) or as documents (docs/sync-and-api.md,
   * "Records as documents"), or both, as `shape` asks. Documents are built by PostgreSQL as one
   * text; when both are asked, the lists are read from that same text, so they hold the same records.
   */
  async page(identity: Identity, page: Page, shape: PageShape = { lists: true, documents: false }) {
    requireCaller(identity);
    // Read before the page: a change committed while the download runs is at least caught up from here.
    const feedCursor = await this.download.feedNow();
    const read = shape.documents ? await this.documentsPage(identity, page, shape.lists) : await this.listsPage(identity, page);
    const cursor = read.last ?? page.after;
    return {
      ...(read.lists ?? {}),
      documents: read.documents,
      count: read.count,
      bytes: read.bytes,
      cursor: cursor === null ? null : String(cursor),
      hasMore: read.more,
      feedCursor,
      scope: { identity, after: page.after, cursor, first: page.first } satisfies DownloadScope,
    };
  }

  private async listsPage(identity: Identity, page: Page): Promise<PageRead> {
    const { rows, more } = await this.download.page(identity, { ...page, maxBytes: ANSWER_LIMITS.maxPageBytes });
    let bytes = 0;
    for (const row of rows) bytes += Number(row.bytes);
    const last = rows.at(-1);
    return { lists: this.listsOf(rows), documents: null, count: rows.length, bytes, last: last ? Number(last.dataversion) : null, more };
  }

  private async documentsPage(identity: Identity, page: Page, lists: boolean): Promise<PageRead> {
    const read = await this.download.pageDocuments(identity, { ...page, maxBytes: ANSWER_LIMITS.maxPageBytes });
    return {
      // Only when a request asks for both (no build does): the lists from the documents, parsed here.
      lists: lists ? this.listsOf((JSON.parse(read.documents) as RecordDocument[]).map(storedVersionOf)) : null,
      documents: new RawJson(read.documents),
      count: read.count,
      bytes: Number(read.bytes),
      last: read.last === null ? null : Number(read.last),
      more: read.more,
    };
  }

  /** Each table's records in their own list, in the page's (dataversion) order. */
  private listsOf(rows: readonly StoredVersion[]): Record<string, Record<string, unknown>[]> {
    const lists: Record<string, Record<string, unknown>[]> = Object.fromEntries(entityManifests.map((m) => [m.listQuery, []]));
    for (const row of rows) {
      const manifest = manifestOf(row.table_name);
      if (manifest) lists[manifest.listQuery]!.push(this.syncedRecords.view(row));
    }
    return lists;
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
