import type { NormalizedCacheObject } from "@apollo/client";
import { deleteRecordStore, DROPPED_KEY, type RecordStoreTarget } from "./record-store.js";

/*
 * What the page knows of the record store (platform/record-store.ts; docs/decisions/0009-records-kept-per-table.md):
 * which of the cache's entities are the very ones the store holds, so the persisted cache's records
 * part leaves them out, and which ids the store holds at all, so the part names those the cache
 * dropped since (a tombstone, a record left to an edit waiting in the outbox).
 */

let target: RecordStoreTarget | null = null;
/** The cache's objects whose content the store holds as they are: the store never changes one, the cache stores a new object for a change. */
let storedObjects = new WeakSet<object>();
/** Every id the store holds a record of (restored from it, or written to it by this page). */
let storeIds = new Set<string>();
/** Writes of the store asked by this page and not yet done: a logout, a lock or a wipe waits for them. */
const writing = new Set<Promise<unknown>>();
let stopped = false;

/** Where this page's records are stored: set by the start (restoreCache), with the vault's key. */
export function keepRecordsIn(where: RecordStoreTarget | null): void {
  target = where;
  storedObjects = new WeakSet();
  storeIds = new Set();
  stopped = false;
}

/** Where a page's records go now, or null (no store, or the page is ending). */
export function recordStoreTarget(): RecordStoreTarget | null {
  return stopped ? null : target;
}

/** A store write under way (the documents' worker writes a page): stopRecordStore waits for it. */
export function trackStoreWrite<T>(write: Promise<T>): Promise<T> {
  writing.add(write);
  const settle = () => writing.delete(write);
  write.then(settle, settle);
  return write;
}

/** Resolves once the store writes asked so far are done: the first sync's save waits, so its records part leaves their records out. */
export async function storeWritesSettled(): Promise<void> {
  await Promise.allSettled([...writing]);
}

/** A logout, a lock or a wipe is under way: no page is stored any more; resolves once the writes under way are done. */
export async function stopRecordStore(): Promise<void> {
  stopped = true;
  await Promise.allSettled([...writing]);
}

/** The cache was emptied (a first run, a new login): the store goes too, and nothing is known stored. */
export function recordStoreEmptied(): Promise<void> {
  storedObjects = new WeakSet();
  storeIds = new Set();
  const name = target?.name;
  if (!name) return Promise.resolve();
  return trackStoreWrite(deleteRecordStore(name)).catch((error: unknown) => console.warn("the record store was not emptied", error));
}

/**
 * The store holds these ids' records (a page the documents' worker stored, or the start's restore):
 * each entity the cache now holds for one is marked as the store's when it is the very object given
 * (set in place), and unmarked otherwise (the cache kept a newer one, or merged).
 */
export function markStored(data: Readonly<Record<string, unknown>>, ids: readonly string[], entities: readonly unknown[] | null): void {
  ids.forEach((id, i) => {
    storeIds.add(id);
    const held = data[id];
    if (typeof held !== "object" || held === null) return;
    if (entities === null || held === entities[i]) storedObjects.add(held);
    else storedObjects.delete(held);
  });
}

/**
 * The records part of a save without what the store holds as it is, and with the ids the store holds
 * that the cache no longer does (DROPPED_KEY), so the start leaves those out. `whole`: the cache saved.
 */
export function withoutStored(records: NormalizedCacheObject, whole: Readonly<Record<string, unknown>>): NormalizedCacheObject {
  if (storeIds.size === 0) return records;
  const left: NormalizedCacheObject = {};
  for (const id of Object.keys(records)) {
    const entity = records[id];
    if (id === "ROOT_QUERY" || typeof entity !== "object" || entity === null || !storedObjects.has(entity)) left[id] = entity;
  }
  const dropped: string[] = [];
  for (const id of storeIds) if (!Object.hasOwn(whole, id)) dropped.push(id);
  if (dropped.length > 0) (left as Record<string, unknown>)[DROPPED_KEY] = dropped;
  return left;
}
