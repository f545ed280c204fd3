import { get, set } from "idb-keyval";
import { packCacheText, unpackCacheBytes } from "./cache-bytes.js";
import { cacheSlices } from "./cache-text.js";

/**
 * What the page tells the saver's worker (cache-saver.worker.ts): a save's slices of text in order,
 * then where it goes; or a stored part to open (read, unsealed and gunzipped to its text's bytes).
 */
export type SaverMessage =
  | { id: number; slice: string }
  | {
      id: number;
      storeKey: string;
      /** The worker's key (non-extractable; a worker may use it), or null for the phone's own cache. */
      key: CryptoKey | null;
    }
  | { id: number; open: string; key: CryptoKey | null };

/** The worker's answer: a save written, or a part opened (its text's bytes, null where nothing is stored), or the error of either. */
export type CacheSaved =
  { id: number; error?: undefined; bytes?: ArrayBuffer | null } | { id: number; error: { name: string; message: string }; bytes?: undefined };

interface Save {
  storeKey: string;
  slices: string[];
  key: CryptoKey | null;
  /** Settles once every slice is made. */
  made: Promise<void>;
}

/** How long a logout, a lock or a wipe waits for the saves under way (a save of 10,000 records takes about 1.5 s here, 4x that on a slow phone). */
export const SETTLE_LIMIT_MS = 15_000;

/**
 * Saves the persisted cache (docs/PERFORMANCE.md, "New-device first sync"): its text is made here a
 * slice at a time (cacheSlices), each slice handed to a Web Worker as it is made, and the worker
 * makes it ASCII, gzips it, seals it and writes it. For a cache of 10,000 records that work was one
 * main-thread task of 1.4 to 2 s at each save. Saves are written in the order they were asked; a
 * failed write rejects with the browser's error (a full storage is a QuotaExceededError). Where no
 * worker runs (a browser without module workers, a worker that failed) the same work is done here.
 */
export class CacheSaver {
  private readonly inFlight = new Set<Promise<void>>();
  /** Settles once the last save's text is handed to the worker (or saved here). */
  private handedOver: Promise<unknown> = Promise.resolve();
  private worker: Worker | null | undefined;
  private asked = 0;
  private readonly waiting = new Map<number, { save: Save; resolve: () => void; reject: (error: unknown) => void }>();
  private readonly opening = new Map<
    number,
    { storeKey: string; key: CryptoKey | null; resolve: (bytes: ArrayBuffer | null) => void; reject: (error: unknown) => void }
  >();
  /** Saves made here rather than in the worker, chained so that they too are written in order. */
  private inline: Promise<unknown> = Promise.resolve();

  constructor(private readonly makeWorker: () => Worker | null = saverWorker) {}

  save(storeKey: string, data: Readonly<Record<string, unknown>> | string, key: CryptoKey | null): Promise<void> {
    // Each save's slices are made and handed over after the last one's: the worker writes them in that order.
    const handing = this.handedOver.then(() => this.handOver(storeKey, data, key));
    this.handedOver = handing.catch(() => undefined);
    const written = handing.then(({ write }) => write);
    this.inFlight.add(written);
    const settle = () => this.inFlight.delete(written);
    written.then(settle, settle);
    return written;
  }

  /**
   * Resolves once every save asked so far has settled: before a logout or a wipe deletes the cache.
   * A save the worker has not answered within the limit is given up and the worker stopped, so it
   * can write nothing after the entry is deleted (a stopped worker's IndexedDB write is aborted).
   */
  async settled(limitMs = SETTLE_LIMIT_MS): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const inTime = await Promise.race([
      Promise.allSettled([...this.inFlight]).then(() => true),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), limitMs))),
    ]);
    clearTimeout(timer);
    if (inTime) return;
    this.worker?.terminate();
    this.worker = null;
    const left = [...this.waiting.values()];
    this.waiting.clear();
    for (const asker of left) asker.reject(new Error(`the cache save was given up after ${limitMs} ms`));
    const opened = [...this.opening.values()];
    this.opening.clear();
    for (const opener of opened) opener.reject(new Error("the stored cache was not opened: its worker was stopped"));
  }

  /**
   * The text of a stored part as its UTF-8 bytes, opened in the worker (docs/worker-phone.md, "Opening
   * the app"): at 4x CPU, decrypting, gunzipping and decoding the records of 5,000 clients was about
   * 800 ms of the main thread. Null when nothing is stored under the key. Where no worker runs, it is opened here.
   */
  open(storeKey: string, key: CryptoKey | null): Promise<ArrayBuffer | null> {
    const worker = this.saverWorker();
    if (!worker) return openHere(storeKey, key);
    const id = (this.asked += 1);
    return new Promise<ArrayBuffer | null>((resolve, reject) => {
      this.opening.set(id, { storeKey, key, resolve, reject });
      worker.postMessage({ id, open: storeKey, key } satisfies SaverMessage);
    });
  }

  /** Makes the save's text and hands it over slice by slice: `write` settles once it is written. */
  private async handOver(storeKey: string, data: Readonly<Record<string, unknown>> | string, key: CryptoKey | null): Promise<{ write: Promise<void> }> {
    let madeAll = () => {};
    const save: Save = { storeKey, slices: [], key, made: new Promise<void>((resolve) => (madeAll = resolve)) };
    const id = (this.asked += 1);
    const saver = this.saverWorker();
    const write = saver ? new Promise<void>((resolve, reject) => this.waiting.set(id, { save, resolve, reject })) : null;
    const slice = (text: string) => {
      save.slices.push(text);
      // A worker that failed meanwhile gets nothing more: the save is made here from the slices kept.
      if (this.waiting.has(id)) this.worker?.postMessage({ id, slice: text } satisfies SaverMessage);
    };
    try {
      if (typeof data === "string") slice(data);
      else await cacheSlices(data, slice);
    } finally {
      madeAll();
    }
    if (!write) return { write: this.saveHere(save) };
    if (this.waiting.has(id)) this.worker?.postMessage({ id, storeKey, key } satisfies SaverMessage);
    return { write };
  }

  private saveHere(save: Save): Promise<void> {
    const saving = this.inline.then(async () => {
      await save.made;
      await set(save.storeKey, await packCacheText(save.slices.join(""), save.key));
    });
    this.inline = saving.catch(() => undefined);
    return saving;
  }

  warm(): void {
    this.saverWorker();
  }

  private saverWorker(): Worker | null {
    if (this.worker !== undefined) return this.worker;
    try {
      this.worker = this.makeWorker();
    } catch {
      this.worker = null;
    }
    const worker = this.worker;
    if (!worker) return null;
    worker.onmessage = (event: MessageEvent<CacheSaved>) => {
      const opener = this.opening.get(event.data.id);
      this.opening.delete(event.data.id);
      if (opener) {
        if (event.data.error) opener.reject(new DOMException(event.data.error.message, event.data.error.name));
        else opener.resolve(event.data.bytes ?? null);
        return;
      }
      const asker = this.waiting.get(event.data.id);
      this.waiting.delete(event.data.id);
      if (!asker) return;
      if (event.data.error) asker.reject(new DOMException(event.data.error.message, event.data.error.name));
      else asker.resolve();
    };
    worker.onerror = () => {
      // The worker did not start or broke: what it was asked is saved here instead, in the same order.
      worker.terminate();
      this.worker = null;
      const left = [...this.waiting.values()];
      this.waiting.clear();
      for (const asker of left) this.saveHere(asker.save).then(asker.resolve, asker.reject);
      const opened = [...this.opening.values()];
      this.opening.clear();
      for (const opener of opened) openHere(opener.storeKey, opener.key).then(opener.resolve, opener.reject);
    };
    return worker;
  }
}

async function openHere(storeKey: string, key: CryptoKey | null): Promise<ArrayBuffer | null> {
  return unpackCacheBytes(await get<unknown>(storeKey), key);
}

function saverWorker(): Worker | null {
  return typeof Worker === "function" ? new Worker(new URL("./cache-saver.worker.ts", import.meta.url), { type: "module" }) : null;
}

/** The page's one saver: its saves are written in order. */
const saver = new CacheSaver();

export function saveCache(storeKey: string, data: Readonly<Record<string, unknown>> | string, key: CryptoKey | null): Promise<void> {
  return saver.save(storeKey, data, key);
}

/** The text of a stored part of the cache as its UTF-8 bytes, opened off the main thread where a worker runs. */
export function openCachePart(storeKey: string, key: CryptoKey | null): Promise<ArrayBuffer | null> {
  return saver.open(storeKey, key);
}

/** Starts the saver's worker now, so its code is loaded by the time the start asks it to open the records. */
export function warmCacheSaver(): void {
  saver.warm();
}

export function savesSettled(limitMs?: number): Promise<void> {
  return saver.settled(limitMs);
}
