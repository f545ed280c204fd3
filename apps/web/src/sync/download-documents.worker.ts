import { pageTextsOf, type PageTextsAnswer } from "./document-entities.js";

/**
 * The first sync's pages, off the main thread (docs/sync-and-api.md, "A new device's first sync"):
 * given an answer's text, parses it and turns each record's document into the JSON text of its entity
 * in the Apollo cache (document-entities.ts), which the page parses and stores as it is and saves with
 * that very text (platform/cache-text.ts).
 */
self.onmessage = (event: MessageEvent<{ id: number; text: string; typenames: Record<string, string> }>) => {
  const { id, text, typenames } = event.data;
  let answer: PageTextsAnswer | { failed: string };
  try {
    answer = pageTextsOf(text, typenames);
  } catch (error) {
    answer = { failed: error instanceof Error ? error.message : String(error) };
  }
  // A worker's postMessage (the DOM typings give `self` the window's, which takes a target origin).
  (self as unknown as { postMessage(message: unknown): void }).postMessage({ id, answer });
};
