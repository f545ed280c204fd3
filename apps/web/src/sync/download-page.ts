import { addTypenameToDocument, print } from "@apollo/client/utilities";
import { DownloadRecordsDocument } from "../generated/graphql.js";
import { credentials } from "../platform/apollo.js";
import { makeTextsOf } from "../platform/cache-text.js";
import { isNetworkFailure } from "./connectivity.js";
import type { DownloadedPage } from "./download-writer.js";

let downloadQueryText: string | undefined;

/**
 * The app's DownloadRecords query with the __typename of every object, as Apollo would send it: the cache
 * writes need them. Made at the first page asked for, not as the app's code loads: printing its every
 * synced table and field was some 45 ms of each start's first task in a Lighthouse trace on the benchmark's
 * machine, which its simulated 4x CPU makes four times longer (docs/PERFORMANCE.md, "Total Blocking Time
 * on /Home"), and only a first sync asks for it.
 */
function downloadQuery(): string {
  return (downloadQueryText ??= print(addTypenameToDocument(DownloadRecordsDocument)));
}

export type PageAnswer = { page: DownloadedPage } | { failed: "offline" | "unauthenticated" | "error"; error?: unknown };

interface GraphQLAnswer {
  data?: { downloadRecords?: DownloadedPage } | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/**
 * A page of the first sync, fetched with the app's credentials outside Apollo Client: its pages
 * go into the cache by download-writer.ts, never as a query's result, and through Apollo Client's
 * query (fetch policy no-cache) each page waited about 175 ms more on the benchmark's machine (the
 * 20 pages of 10,000 records: 6.2 s of waiting against 2.6 s). A 401 or UNAUTHENTICATED is told as
 * such (the login ended), a request that never reached the server as offline. `fetch` hears the
 * operator's orders on the answers (vault/wipe-watch.ts, wipeWatchingFetch).
 */
export async function fetchDownloadPage(fetch: typeof globalThis.fetch, after: string | null, first: number, counts: boolean): Promise<PageAnswer> {
  let response: Response;
  try {
    response = await fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", ...credentials() },
      body: JSON.stringify({ operationName: "DownloadRecords", query: downloadQuery(), variables: { after, first, counts } }),
    });
  } catch (error) {
    return { failed: isNetworkFailure(error) ? "offline" : "error", error };
  }
  const text = await response.text().catch(() => "");
  let answer: GraphQLAnswer = {};
  try {
    answer = JSON.parse(text) as GraphQLAnswer;
  } catch {
    // Not JSON (a proxy's page): told below by the status, or as an answer without a page.
  }
  if (response.status === 401 || answer.errors?.some((e) => e.extensions?.code === "UNAUTHENTICATED")) return { failed: "unauthenticated" };
  const page = answer.data?.downloadRecords;
  if (!response.ok || !page) return { failed: "error", error: new Error(answer.errors?.map((e) => e.message).join("; ") || `HTTP ${response.status}`) };
  // The records' texts for the save at the end, made off the main thread from the same text (cache-text.ts).
  makeTextsOf(text, page);
  return { page };
}
