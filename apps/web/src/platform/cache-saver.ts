import { set } from "idb-keyval";
import { packCacheText } from "./cache-bytes.js";
import { cacheSlices } from "./cache-text.js";

/** What the page tells the saver's worker (cache-saver.worker.ts): a save's slices of text in order, then where it goes. */
export type SaverMessage =
  | { id: number; slice: string }
  | {
      id: number;
      storeKey: string;
      /** The worker's key (non-extractable; a worker may use it), or null for the phone's own cache. */
      key: CryptoKey | null;
    };

export type CacheSaved = { id: number; error?: undefined } | { id: number; error: { name: string; message: string } };

interface Save {
  storeKey: string;
  slices: string[];
  key: CryptoKey | null;
  /** Settles once every slice is made. */
  made: Promise<void>;
}

/**
 * Saves the persisted cache (docs/PERFORMANCE.md, "New-device first sync"): its text is made here a
 * slice at a time (cacheSlices), each slice handed to a Web Worker as it is made, and the worker
 * makes it ASCII, gzips it, seals it and writes it. For a cache of 10,000 records that work was one
 * main-thread task of 1.4 to 2 s at each save. Saves are written in the order they were asked; a
 * failed write rejects with the browser's error (a full storage is a QuotaExceededError). Where no
 * worker runs (a browser without module workers, a worker that failed) the same work is done here.
 */
export function saveCache(storeKey: string, data: Readonly<Record<string, unknown>> | string, key: CryptoKey | null): Promise<void> {
  // Each save's slices are made and handed over after the last one's: the worker writes them in that order.
  const handing = handedOver.then(() => handOver(storeKey, data, key));
  handedOver = handing.catch(() => undefined);
  const written = handing.then(({ write }) => write);
  inFlight.add(written);
  const settle = () => inFlight.delete(written);
  written.then(settle, settle);
  return written;
}

/** Resolves once every save asked so far has settled: before a logout or a wipe deletes the cache. */
export async function savesSettled(): Promise<void> {
  await Promise.allSettled([...inFlight]);
}

const inFlight = new Set<Promise<void>>();
/** Settles once the last save's text is handed to the worker (or saved here). */
let handedOver: Promise<unknown> = Promise.resolve();
let worker: Worker | null | undefined;
let asked = 0;
const waiting = new Map<number, { save: Save; resolve: () => void; reject: (error: unknown) => void }>();
/** Saves made here rather than in the worker, chained so that they too are written in order. */
let inline: Promise<unknown> = Promise.resolve();

/** Makes the save's text and hands it over slice by slice: `write` settles once it is written. */
async function handOver(storeKey: string, data: Readonly<Record<string, unknown>> | string, key: CryptoKey | null): Promise<{ write: Promise<void> }> {
  let madeAll = () => {};
  const save: Save = { storeKey, slices: [], key, made: new Promise<void>((resolve) => (madeAll = resolve)) };
  const id = (asked += 1);
  const saver = saverWorker();
  const write = saver ? new Promise<void>((resolve, reject) => waiting.set(id, { save, resolve, reject })) : null;
  const slice = (text: string) => {
    save.slices.push(text);
    // A worker that failed meanwhile gets nothing more: the save is made here from the slices kept.
    if (waiting.has(id)) worker?.postMessage({ id, slice: text } satisfies SaverMessage);
  };
  try {
    if (typeof data === "string") slice(data);
    else await cacheSlices(data, slice);
  } finally {
    madeAll();
  }
  if (!write) return { write: saveHere(save) };
  if (waiting.has(id)) worker?.postMessage({ id, storeKey, key } satisfies SaverMessage);
  return { write };
}

function saveHere(save: Save): Promise<void> {
  const saving = inline.then(async () => {
    await save.made;
    await set(save.storeKey, await packCacheText(save.slices.join(""), save.key));
  });
  inline = saving.catch(() => undefined);
  return saving;
}

function saverWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = typeof Worker === "function" ? new Worker(new URL("./cache-saver.worker.ts", import.meta.url), { type: "module" }) : null;
  } catch {
    worker = null;
  }
  if (!worker) return null;
  worker.onmessage = (event: MessageEvent<CacheSaved>) => {
    const asker = waiting.get(event.data.id);
    waiting.delete(event.data.id);
    if (!asker) return;
    if (event.data.error) asker.reject(new DOMException(event.data.error.message, event.data.error.name));
    else asker.resolve();
  };
  worker.onerror = () => {
    // The worker did not start or broke: what it was asked is saved here instead, in the same order.
    worker?.terminate();
    worker = null;
    const left = [...waiting.values()];
    waiting.clear();
    for (const asker of left) saveHere(asker.save).then(asker.resolve, asker.reject);
  };
  return worker;
}
