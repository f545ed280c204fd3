/**
 * The persisted cache's text (platform/persisted-cache.ts), made cheaper after a first sync: JSON.stringify of the
 * whole normalized cache took 0.7 s of a new phone's 4.3 s for 10,000 records on the benchmark's
 * machine, on the main thread, after the last page. A downloaded record is stored in the cache as
 * the very object its page held (download-writer.ts), and the store never changes an object it
 * holds (a change stores a new one), so the record's text, made off the main thread while the
 * download runs (sync/download-documents.worker.ts, which made the record from its document), is its text for as long as
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
    const part = entryText(id, data[id]);
    if (part !== undefined) parts.push(part);
  }
  return `{${parts.join(",")}}`;
}

/** A main-thread slice of cacheSlices: a tap waits at most about this long behind a save. */
const SLICE_MS = 40;

/**
 * cacheText's JSON in slices, handed to `slice` one by one as they are made, with the page free
 * between slices: for 10,000 records the whole text took 200 to 430 ms of the main thread in one
 * task, and handing it to a worker as one string another 270 to 560 ms (docs/PERFORMANCE.md,
 * "New-device first sync"); as bytes, TextEncoder alone took longer. The snapshot is the store's own
 * objects, which a change never alters (it stores new ones), so the slices make one consistent text.
 */
export async function cacheSlices(data: Readonly<Record<string, unknown>>, slice: (text: string) => void, sliceMs = SLICE_MS): Promise<void> {
  let parts: string[] = ["{"];
  let written = false;
  let sliceStart = performance.now();
  const ids = Object.keys(data);
  for (let i = 0; i < ids.length; i += 1) {
    const part = entryText(ids[i]!, data[ids[i]!]);
    if (part !== undefined) {
      parts.push(written ? `,${part}` : part);
      written = true;
    }
    if (i % 64 === 63 && performance.now() - sliceStart >= sliceMs) {
      slice(parts.join(""));
      parts = [];
      await new Promise((resolve) => setTimeout(resolve, 0));
      sliceStart = performance.now();
    }
  }
  parts.push("}");
  slice(parts.join(""));
}

/** `"id":text` of one entry, or undefined where JSON.stringify leaves the entry out (no JSON). */
function entryText(id: string, entity: unknown): string | undefined {
  const text = typeof entity === "object" && entity !== null ? (texts.get(entity) ?? JSON.stringify(entity)) : JSON.stringify(entity);
  return text === undefined ? undefined : `${JSON.stringify(id)}:${text}`;
}
