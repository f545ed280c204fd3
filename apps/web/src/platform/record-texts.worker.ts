/**
 * Makes the JSON text of each record of a first-sync page (cache-text.ts), off the main thread:
 * given the answer's text, answers each list of the page as its records' JSON.stringify, in order.
 */
self.onmessage = (event: MessageEvent<{ id: number; text: string }>) => {
  const { id, text } = event.data;
  const lists: Record<string, string[]> = {};
  const page = (JSON.parse(text) as { data?: { downloadRecords?: Record<string, unknown> | null } | null }).data?.downloadRecords;
  if (page) {
    for (const [list, records] of Object.entries(page)) {
      if (Array.isArray(records)) lists[list] = records.map((record) => JSON.stringify(record));
    }
  }
  // A worker's postMessage (the DOM typings give `self` the window's, which takes a target origin).
  (self as unknown as { postMessage(message: unknown): void }).postMessage({ id, lists });
};
