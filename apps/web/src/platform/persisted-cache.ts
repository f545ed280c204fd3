import type { InMemoryCache, NormalizedCacheObject } from "@apollo/client";
import { CachePersistor } from "apollo3-cache-persist";
import type { ApolloPersistOptions } from "apollo3-cache-persist/lib/types/index.js";
import { del, get } from "idb-keyval";
import { isCacheObject, unpackCacheText } from "./cache-bytes.js";
import { holdsRecords, recordsKeyOf, splitCache, withStoredRecords } from "./cache-parts.js";
import { openCachePart, saveCache, savesSettled } from "./cache-saver.js";
import { nextTask } from "./next-task.js";
import { whenIdle } from "./when-idle.js";

/*
 * The Apollo cache kept on the phone (docs/worker-phone.md, "Opening the app"): restored at the start
 * in two parts, the shell before the first render and the worker's records after it, and saved a
 * second after each change, off the main thread (platform/cache-saver.ts).
 */

export const CACHE_KEY = "stepwise-apollo-cache";

let persistor: CachePersistor<NormalizedCacheObject> | null = null;

/** Where the cache is kept: the phone's own key, or a worker's (her vault, sealed with her key: docs/shared-phone.md). */
export interface CacheVault {
  cacheKey: string;
  key: CryptoKey;
}

/**
 * Restores the cache from IndexedDB; it is a fast view, never the only copy of an unsynced edit.
 * It is kept in two parts (platform/cache-parts.ts; docs/worker-phone.md, "Opening the app"): the shell,
 * restored here before the first render, and the worker's records, whose opening starts here in the
 * saver's worker and which restoreRecords puts into the cache after the first screen, or at once
 * for a screen that shows them. Each part is one JSON text of the normalized cache (as
 * apollo3-cache-persist keeps it), made by cacheText rather than by the library (serialize: false).
 * A cache saved whole by a build before reads back the same: the shell's key holds all of it, and the
 * next save splits it.
 */
export async function restoreCache(cache: InMemoryCache, vault: CacheVault | null = null): Promise<void> {
  const shellKey = vault?.cacheKey ?? CACHE_KEY;
  restored = cache;
  recordsSettled = recordsDropped = false;
  recordsMerge = recordsParse = pendingRecords = applyHeld = null;
  recordsParsed = false;
  recordsBytes = openCachePart(recordsKeyOf(shellKey), vault?.key ?? null).catch((error: unknown) => {
    console.error("the records kept on this phone could not be opened; the server's copy is shown when online", error);
    return null;
  });
  const options: ApolloPersistOptions<NormalizedCacheObject, false> = {
    cache,
    serialize: false,
    storage: {
      getItem: async (key: string) => {
        let start = performance.now();
        const saved = await get<unknown>(key);
        start = step("read", start);
        const text = isCacheObject(saved) ? null : await unpackCacheText(saved, vault?.key ?? null);
        start = step("open", start);
        const parsed = isCacheObject(saved) ? saved : text === null ? null : (JSON.parse(text) as NormalizedCacheObject);
        restoreStart = step("parse", start);
        return parsed;
      },
      setItem: async (key: string, value: NormalizedCacheObject | string | null) => {
        if (stopped) return;
        // The value was extracted from the cache just now, in the same task: it holds every change so far.
        unsaved = false;
        // The split gets a task of its own (10 ms for 10,000 records here): the extract's task stays short. The snapshot's objects never change.
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (stopped) return;
        const { shell, records } = splitCache(typeof value === "string" ? (JSON.parse(value) as NormalizedCacheObject) : (value ?? {}));
        // Each text is made a slice at a time, then made ASCII, gzipped, sealed and written off the main thread (platform/cache-saver.ts).
        const sealWith = vault?.key ?? null;
        const saves = [saveCache(key, shell, sealWith)];
        // Before the stored records are in, the cache holds none of them: their part stays as stored, unless a reset dropped them.
        if (recordsSettled || recordsDropped) saves.push(saveCache(recordsKeyOf(key), records, sealWith));
        await Promise.all(saves).catch((error: unknown) => {
          unsaved = true;
          throw error;
        });
      },
      removeItem: (key: string) => del(key),
    },
    key: shellKey,
    maxSize: false,
    trigger: (persist) =>
      onChange(cache, (method) => {
        unsaved = true;
        // Emptied (a login, a first run) before the stored records came in: they are not put back.
        if (method === "reset" && !recordsSettled) recordsDropped = true;
        // While held, not even a timer per write: the first sync writes thousands of records.
        if (holds === 0) persist();
      }),
  };
  // The library's constructor is typed for its own serializing only (serialize: true).
  persistor = new CachePersistor(options as unknown as ApolloPersistOptions<NormalizedCacheObject>);
  await persistor.restore();
  step("apply", restoreStart);
  // A cache a build before saved whole holds the records already: they are in, and the next save splits it.
  if (holdsRecords(cache.extract())) recordsSettled = true;
  // Changes are saved a second after the last one; leaving the page saves what is still unsaved.
  addEventListener("pagehide", () => void (unsaved && !stopped && persistor?.persist()));
}

/** The cache restoreCache restored, which restoreRecords completes. */
let restored: InMemoryCache | null = null;
/** The stored records' text as its bytes, opened in the saver's worker from the start of restoreCache (null: none kept). */
let recordsBytes: Promise<ArrayBuffer | null> = Promise.resolve(null);
/** Set once the stored records are in the cache, or there were none, or a reset dropped them: only then is their part saved. */
let recordsSettled = false;
let recordsDropped = false;
let recordsMerge: Promise<void> | null = null;
let recordsParse: Promise<void> | null = null;
/** The stored records parsed from their text, until restoreRecords puts them into the cache. */
let pendingRecords: NormalizedCacheObject | null = null;
/** Set once parseRecords is done, whether or not there were records to parse. */
let recordsParsed = false;

/** Parses the stored records' text once it is opened, keeping them aside (pendingRecords) for restoreRecords and quick reads. */
function parseRecords(): Promise<void> {
  recordsParse ??= recordsBytes.then((bytes) => {
    if (bytes !== null && restored && !recordsSettled && !recordsDropped && !stopped) {
      const start = performance.now();
      pendingRecords = JSON.parse(new TextDecoder().decode(bytes)) as NormalizedCacheObject;
      step("records-parse", start);
    }
    recordsParsed = true;
  });
  return recordsParse;
}

/**
 * Puts the stored records into the cache, under what it holds now (withStoredRecords), once their
 * text is opened: at once for a screen that shows records (at the next idle moment while one is
 * drawn from the parsed records: holdRecordsUntilIdle), after the first screen otherwise
 * (recordsAfterFirstScreen). Resolves when they are in; the same promise for every caller.
 */
export function restoreRecords(): Promise<void> {
  recordsMerge ??= parseRecords()
    .then(() => applyHeld)
    .then(() => {
      const cache = restored;
      const stored = pendingRecords;
      let fetchedBefore = false;
      if (stored !== null && cache && !recordsSettled && !recordsDropped && !stopped) {
        const start = performance.now();
        const current = cache.extract();
        // Records fetched before these came in (a list drawn from them refreshed online) were saved with the shell alone.
        fetchedBefore = holdsRecords(current);
        cache.restore(withStoredRecords(current, stored));
        step("records-apply", start);
        // Screens already shown (the favorites on /Home) read again, in a task of their own after the restore's
        // (docs/PERFORMANCE.md, "Total Blocking Time on /Home"); nothing they show changed unless it was missing.
        void nextTask().then(() => (cache as unknown as { broadcastWatches(): void }).broadcastWatches());
      }
      pendingRecords = null;
      recordsSettled = true;
      if (fetchedBefore) {
        unsaved = true;
        persistNow().catch((error: unknown) => console.warn("the records fetched before the stored ones came in are saved at the next change", error));
      }
    });
  return recordsMerge;
}

/** While set, restoreRecords waits for it before putting the parsed records into the cache. */
let applyHeld: Promise<void> | null = null;

/**
 * A screen is being drawn from the parsed stored records (storedRecordsPending): Apollo's restore of
 * them, a long task for thousands, waits for the page's next idle moment, after that screen is painted.
 */
export function holdRecordsUntilIdle(): void {
  applyHeld ??= new Promise<void>((resolve) => whenIdle(resolve));
}

/**
 * Resolves once the stored records can be read: parsed and waiting for the cache (storedRecordsPending),
 * or in it, or there are none. Apollo's restore of thousands of records costs a quarter of a second
 * at 4x CPU throttling; a screen that reads them quickly need not wait for it (docs/worker-phone.md, "Opening the app").
 */
export function recordsReadable(): Promise<void> {
  return recordsSettled ? Promise.resolve() : parseRecords();
}

/** Whether recordsReadable has resolved: the stored records are parsed, in the cache, or there are none. */
export function recordsReadableNow(): boolean {
  return recordsSettled || recordsParsed;
}

/**
 * The stored records parsed but not yet in the cache, for a quick read that lays the cache's own
 * objects over them as restoreRecords will (withStoredRecords); null once they are in, or dropped, or none.
 */
export function storedRecordsPending(): NormalizedCacheObject | null {
  return recordsSettled || recordsDropped || stopped ? null : pendingRecords;
}

/** Whether the stored records are in the cache (restoreRecords): a screen that shows records waits for it. */
export function recordsInCache(): boolean {
  return recordsSettled;
}

let firstScreen: () => void = () => {};
const firstScreenShown = new Promise<void>((resolve) => (firstScreen = resolve));

/** The app's first screen is on: the stored records come in at the page's first idle moment after it. */
export function afterFirstScreen(): void {
  firstScreen();
  void whenIdle(() => void restoreRecords());
}

/**
 * For what writes records into the cache (the sync runtime's answers, the feed, the first sync):
 * the stored records are in first, so a write is never put under an older stored copy, and the first
 * screen is never held back for them.
 */
export async function recordsAfterFirstScreen(): Promise<void> {
  await firstScreenShown;
  await restoreRecords();
}

let restoreStart = 0;

/** Marks one step of the cache's restore for the start's measures (bench/pwa-cold-start.ts prints them); returns its end. */
function step(name: string, start: number): number {
  const end = performance.now();
  performance.measure(`stepwise:start:restore-cache-${name}`, { start, end });
  return end;
}

/** Set by stopPersisting: the cache of this page is never saved again. */
let stopped = false;

/**
 * A logout, a lock or a wipe is under way: this page's cache is never saved again, so a save on
 * leaving the page cannot write a worker's records back after her stores were deleted. Resolves once
 * the saves already under way are written (they finish off the main thread, platform/cache-saver.ts): only
 * then may the cache's entry be deleted.
 */
export function stopPersisting(): Promise<void> {
  stopped = true;
  // The worker's parsed records are not kept in memory for whoever holds the phone next.
  pendingRecords = null;
  persistor?.pause();
  return savesSettled();
}

/** Whether the cache changed since it was last saved (a cache of thousands of records is megabytes to save). */
let unsaved = false;

const methods = ["write", "evict", "modify", "gc", "reset"] as const;

/** Calls back after every change of the cache: the library's write trigger, plus a reset (clearStore). */
function onChange(cache: InMemoryCache, changed: (method: (typeof methods)[number]) => void): () => void {
  // Each original is called with the cache as `this` (original.apply(cache, ...)) and put back as it was.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const originals = methods.map((name) => cache[name]);
  methods.forEach((name, i) => {
    const original = originals[i] as (...args: unknown[]) => unknown;
    (cache as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      const result = original.apply(cache, args);
      changed(name);
      return result;
    };
  });
  return () => methods.forEach((name, i) => ((cache as unknown as Record<string, unknown>)[name] = originals[i]));
}

/**
 * Saves the cache now, when it changed: after content the app must have offline (configuration,
 * translations). While the first sync holds the saving (holdAutoPersist), it is left to the first
 * sync's next save, which holds everything the cache holds then (one save of a big cache is a second).
 * Before the stored records are in (restoreRecords) it saves the shell alone.
 */
export async function persistNow(): Promise<void> {
  if (!unsaved || stopped) return;
  if (holds > 0) {
    deferred = true;
    return;
  }
  await persistor?.persist();
}

/**
 * Saves the cache now, whatever was saved before, and resolves once IndexedDB holds it: a later
 * write of the same key commits after any earlier one, so everything the cache held is stored.
 * For a checkpoint of the first sync (first-sync.ts), whose cursor moves only after this. The stored
 * records are put into the cache first: a save without them would write their part empty.
 */
export async function persistAll(): Promise<void> {
  await restoreRecords();
  if (!stopped) await persistor?.persist();
}

let holds = 0;
/** A save asked for while the saving was held, to be made once it is released. */
let deferred = false;

/**
 * Stops saving the cache a second after each change, and persistNow's saves, until the returned
 * function is called (by every holder): the first sync saves it at its own checkpoints, and a save of
 * thousands of records between two pages would only repeat one. Leaving the page still saves what
 * is unsaved, and a save asked for meanwhile is made at the release.
 */
export function holdAutoPersist(): () => void {
  holds += 1;
  persistor?.pause();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    if (holds > 0 || stopped) return;
    persistor?.resume();
    if (deferred || unsaved) {
      deferred = false;
      void persistNow();
    }
  };
}
