import { pageTextsOf } from "./document-entities.js";
import type { DocumentsWork } from "./documents-worker.js";
import { pageEntriesOf } from "./page-entries.js";
import { storedRowsOf } from "./stored-rows.js";

/**
 * Records that come as documents, off the main thread (docs/sync-and-api.md, "Records as documents";
 * documents-worker.ts asks): a first-sync page's answer is parsed and made into its entries as the
 * Apollo cache stores them, their ids, the lists they go in and their texts for the save
 * (page-entries.ts), which the page merges as they are (download-writer.ts, writePageEntries), or,
 * without `tables` (a cache whose store this does not know), each record's text per type; a
 * storedDocuments answer into the rows the typed storedRecords answered (stored-rows.ts).
 */
self.onmessage = (event: MessageEvent<{ id: number; work: DocumentsWork }>) => {
  const { id, work } = event.data;
  let answer: unknown;
  try {
    if (work.kind === "stored") answer = storedRowsOf(work.text, work.typenames);
    else answer = work.tables ? pageEntriesOf(work.text, work.tables) : pageTextsOf(work.text, work.typenames);
  } catch (error) {
    answer = { failed: error instanceof Error ? error.message : String(error) };
  }
  // A worker's postMessage (the DOM typings give `self` the window's, which takes a target origin).
  (self as unknown as { postMessage(message: unknown): void }).postMessage({ id, answer });
};
