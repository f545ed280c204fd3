import { writeChunks } from "../platform/record-store.js";
import { pageTextsOf } from "./document-entities.js";
import type { DocumentsWork } from "./documents-worker.js";
import { chunksOfPage, pageEntriesOf } from "./page-entries.js";
import { storedRowsOf } from "./stored-rows.js";

/**
 * Records that come as documents, off the main thread (docs/sync-and-api.md, "Records as documents";
 * documents-worker.ts asks): a first-sync page's answer is parsed and made into its entries as the
 * Apollo cache stores them, their ids, the lists they go in and their texts for the save
 * (page-entries.ts), which the page merges as they are (download-writer.ts, writePageEntries), or,
 * without `tables` (a cache whose store this does not know), each record's text per type; a
 * storedDocuments answer into the rows the typed storedRecords answered (stored-rows.ts).
 * When the page names the record store, a page's entries are stored there after the answer (platform/record-store.ts),
 * one write after another, and a second message tells whether they were (`stored`).
 */
let writes: Promise<unknown> = Promise.resolve();

// A worker's postMessage (the DOM typings give `self` the window's, which takes a target origin).
const post = (message: unknown) => (self as unknown as { postMessage(message: unknown): void }).postMessage(message);

self.onmessage = (event: MessageEvent<{ id: number; work: DocumentsWork }>) => {
  const { id, work } = event.data;
  let answer: unknown;
  try {
    if (work.kind === "stored") answer = storedRowsOf(work.text, work.typenames);
    else answer = work.tables ? pageEntriesOf(work.text, work.tables) : pageTextsOf(work.text, work.typenames);
  } catch (error) {
    answer = { failed: error instanceof Error ? error.message : String(error) };
  }
  post({ id, answer });
  const entries = work.kind === "page" && work.store ? (answer as { page?: { entries?: Parameters<typeof chunksOfPage>[0] } | null }).page?.entries : undefined;
  if (!entries || work.kind !== "page" || !work.store) return;
  const store = work.store;
  writes = writes
    .then(() => writeChunks(store, chunksOfPage(entries)))
    .then(
      () => post({ id, stored: true }),
      (error: unknown) => {
        console.warn("a page's records were not put in the record store; the cache's save keeps them", error);
        post({ id, stored: false });
      },
    );
};
