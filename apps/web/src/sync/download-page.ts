import type { InMemoryCache } from "@apollo/client";
import { print } from "graphql";
import { DownloadDocumentsDocument, DownloadPagingDocument, type DownloadPagingQuery } from "../generated/graphql.js";
import { credentials } from "../platform/apollo.js";
import { rememberTexts } from "../platform/cache-text.js";
import { typenameOf, type CachedRecord, type CachedTable } from "./cached-tables.js";
import { isNetworkFailure } from "./connectivity.js";
import type { PagePaging } from "./document-entities.js";
import type { PageForesight } from "./first-sync.js";
import type { PageEntries, PageEntriesAnswer, PageTable } from "./page-entries.js";
import { pageTablesOf, typenamesOf } from "./page-tables.js";
import { inDocumentsWorker } from "./documents-worker.js";

/** The page's writer, loaded with this module (sync/catch-up.ts loads it at the first page). */
export { writeFirstSyncPage } from "./download-writer.js";

/**
 * A page of the first sync ready for the cache: its paging, and its entries as the download's worker
 * made them (page-entries.ts), or each shown table's records under the table's list (download-writer.ts).
 */
export type DocumentsPage = PagePaging & ({ entries: PageEntries; lists?: undefined } | { lists: Record<string, CachedRecord[]>; entries?: undefined });

export type PageAnswer = { page: DocumentsPage } | { failed: "offline" | "unauthenticated" | "error"; error?: unknown };

/** Set as each page's bytes have all come (bench/weak-link-first-sync.ts times the first page's records in the cache from it). */
export const PAGE_BYTES_MARK = "stepwise:first-sync-page-bytes";

let queryText: string | undefined;
let pagingText: string | undefined;

/** The query's text, made at the first page asked for, not as the app's code loads (only a first sync asks it). */
function downloadQuery(): string {
  return (queryText ??= print(DownloadDocumentsDocument));
}

/**
 * A page of the first sync, fetched with the app's credentials outside Apollo Client: its pages go
 * into the cache by download-writer.ts, never as a query's result (through Apollo Client's query each
 * page waited about 175 ms more on the benchmark's machine). Its records come as documents
 * (docs/sync-and-api.md, "A new device's first sync"), which a Web Worker parses and makes ready for
 * `cache` (download-documents.worker.ts, page-entries.ts): the entities, their ids, the lists they go
 * in and their texts for the save, which download-writer.ts merges into the cache as they are. Where
 * the cache's store is not the one the worker can be told of (page-tables.ts), the worker answers
 * each record's text per type, parsed here for the cache's own write. A 401 or UNAUTHENTICATED is told as such
 * (the login ended), a request that never reached the server as offline. `fetch` hears the operator's
 * orders on the answers (vault/wipe-watch.ts, wipeWatchingFetch).
 */
export async function fetchDownloadPage(
  fetch: typeof globalThis.fetch,
  after: string | null,
  first: number,
  counts: boolean,
  tables: readonly CachedTable[],
  cache: InMemoryCache,
): Promise<PageAnswer> {
  let response: Response;
  try {
    response = await fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", ...credentials() },
      body: JSON.stringify({ operationName: "DownloadDocuments", query: downloadQuery(), variables: { after, first, counts } }),
    });
  } catch (error) {
    return { failed: isNetworkFailure(error) ? "offline" : "error", error };
  }
  const text = await response.text().catch(() => "");
  performance.mark(PAGE_BYTES_MARK);
  const made = await pageTexts(text, typenamesOf(tables), pageTablesOf(cache, tables)).catch(() => null);
  if (response.status === 401 || made?.errors?.some((e) => e.extensions?.code === "UNAUTHENTICATED")) return { failed: "unauthenticated" };
  if (!response.ok || !made?.page) return { failed: "error", error: new Error(made?.errors?.map((e) => e.message).join("; ") || `HTTP ${response.status}`) };
  if ("entries" in made.page) return { page: { ...made.page.paging, entries: made.page.entries } };
  const lists: Record<string, CachedRecord[]> = {};
  for (const table of tables) {
    const texts = made.page.texts[typenameOf(table)] ?? [];
    const records = texts.length > 0 ? (JSON.parse(`[${texts.join(",")}]`) as CachedRecord[]) : [];
    rememberTexts(records, texts);
    lists[table.list] = records;
  }
  return { page: { ...made.page.paging, lists } };
}

/**
 * Where the page after `after` ends and the one after it starts, without its records
 * (download-paging.graphql): a few hundred bytes, so a first sync asks its second and third pages
 * beside the first on a slow link (docs/sync-and-api.md, "A new device's first sync"). Null when it
 * could not be read (the page's own request tells why).
 */
export async function fetchDownloadPaging(fetch: typeof globalThis.fetch, after: string | null, first: number): Promise<PageForesight | null> {
  try {
    const response = await fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", ...credentials() },
      body: JSON.stringify({ operationName: "DownloadPaging", query: (pagingText ??= print(DownloadPagingDocument)), variables: { after, first } }),
    });
    if (!response.ok) return null;
    const answer = (await response.json()) as { data?: DownloadPagingQuery | null };
    const paging = answer.data?.downloadRecords;
    return paging
      ? { cursor: paging.cursor ?? null, hasMore: paging.hasMore, ahead: paging.ahead ?? null, total: paging.total, remaining: paging.remaining }
      : null;
  } catch {
    return null;
  }
}

/**
 * The page's entries (or, without `pageTables`, its texts per type), made in the documents' worker
 * (documents-worker.ts). Rejects on text that is not JSON.
 */
function pageTexts(text: string, byTable: Record<string, string>, pageTables: PageTable[] | null): Promise<PageEntriesAnswer> {
  return inDocumentsWorker({ kind: "page", text, typenames: byTable, tables: pageTables });
}
