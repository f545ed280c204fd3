/**
 * The persisted cache's text (apollo.ts), made cheaper after a first sync: JSON.stringify of the
 * whole normalized cache took 0.7 s of a new phone's 4.3 s for 10,000 records on the benchmark's
 * machine, on the main thread, after the last page. A downloaded record is stored in the cache as
 * the very object its page held (download-writer.ts), and the store never changes an object it
 * holds (a change stores a new one), so the record's text, made off the main thread while the
 * download runs (record-texts.worker.ts, from the same answer's text), is its text for as long as
 * the store holds that object. Every other entry is made as JSON.stringify makes it.
 */

/** A stored record's JSON text, by the very object the cache stores. */
const texts = new WeakMap<object, string>();

/** Remembers the texts of a page's records, each JSON.stringify(record), in the same order. */
export function rememberTexts(records: readonly unknown[], recordTexts: readonly string[]): void {
  if (records.length !== recordTexts.length) return;
  records.forEach((record, i) => {
    if (typeof record === "object" && record !== null) texts.set(record, recordTexts[i]!);
  });
}

/** JSON.stringify(data), for the normalized cache (an object of entities by id): each entity's remembered text where there is one. */
export function cacheText(data: Readonly<Record<string, unknown>>): string {
  const parts: string[] = [];
  for (const id of Object.keys(data)) {
    const entity = data[id];
    const text = typeof entity === "object" && entity !== null ? (texts.get(entity) ?? JSON.stringify(entity)) : JSON.stringify(entity);
    // JSON.stringify leaves out what has no JSON (undefined).
    if (text !== undefined) parts.push(`${JSON.stringify(id)}:${text}`);
  }
  return asciiJson(`{${parts.join(",")}}`);
}

/**
 * The same JSON with every character beyond ASCII written as its `\uXXXX` escape (each UTF-16 unit,
 * so a pair stays a pair): one such character anywhere (a translation's "–" or "é") made Chromium
 * decode the whole saved text of megabytes to a two-byte string, 4 to 6 times slower than ASCII
 * (the decode of a 6.8 MB cache took 120 ms of a start at normal CPU and 500 to 800 ms at 4x;
 * docs/PERFORMANCE.md, "PWA offline cold start"). Outside strings JSON is ASCII, so only strings change,
 * and JSON.parse reads them back the same.
 */
export function asciiJson(json: string): string {
  let escaped = "";
  let from = 0;
  for (let i = 0; i < json.length; i += 1) {
    const code = json.charCodeAt(i);
    if (code < 0x80) continue;
    escaped += `${json.slice(from, i)}\\u${code.toString(16).padStart(4, "0")}`;
    from = i + 1;
  }
  return from === 0 ? json : escaped + json.slice(from);
}

interface Texts {
  id: number;
  lists: Record<string, string[]>;
}

let worker: Worker | null | undefined;
let asked = 0;
const waiting = new Map<number, Record<string, unknown>>();

/**
 * Has the texts of a downloaded page's records made off the main thread, from the answer's text,
 * and remembered once they come (a text not yet come, or lost, is made at the save as any other).
 */
export function makeTextsOf(answerText: string, page: Record<string, unknown>): void {
  const texter = textWorker();
  if (!texter) return;
  asked += 1;
  waiting.set(asked, page);
  texter.postMessage({ id: asked, text: answerText });
}

function textWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = typeof Worker === "function" ? new Worker(new URL("./record-texts.worker.ts", import.meta.url), { type: "module" }) : null;
  } catch {
    worker = null;
  }
  if (!worker) return null;
  worker.onmessage = (event: MessageEvent<Texts>) => {
    const page = waiting.get(event.data.id);
    waiting.delete(event.data.id);
    if (!page) return;
    for (const [list, recordTexts] of Object.entries(event.data.lists)) {
      const records = page[list];
      if (Array.isArray(records)) rememberTexts(records, recordTexts);
    }
  };
  worker.onerror = () => {
    // No texts made: the save makes them all, as without the worker.
    worker?.terminate();
    worker = null;
    waiting.clear();
  };
  return worker;
}
