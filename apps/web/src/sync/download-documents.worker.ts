import { pageTextsOf } from "./document-entities.js";
import { pageEntriesOf, type PageEntriesAnswer, type PageTable } from "./page-entries.js";

/**
 * The first sync's pages, off the main thread (docs/sync-and-api.md, "A new device's first sync"):
 * given an answer's text, parses it and makes the page's entries as the Apollo cache stores them,
 * their ids, the lists they go in and their texts for the save (page-entries.ts), which the page
 * merges into the cache as they are (download-writer.ts, writePageEntries); without `tables` (a cache
 * whose store this does not know), each record's text per type, which the cache writes.
 */
self.onmessage = (event: MessageEvent<{ id: number; text: string; typenames: Record<string, string>; tables: PageTable[] | null }>) => {
  const { id, text, typenames, tables } = event.data;
  let answer: PageEntriesAnswer | { failed: string };
  try {
    answer = tables ? pageEntriesOf(text, tables) : pageTextsOf(text, typenames);
  } catch (error) {
    answer = { failed: error instanceof Error ? error.message : String(error) };
  }
  // A worker's postMessage (the DOM typings give `self` the window's, which takes a target origin).
  (self as unknown as { postMessage(message: unknown): void }).postMessage({ id, answer });
};
