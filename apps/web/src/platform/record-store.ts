import type { NormalizedCacheObject, Reference } from "@apollo/client";
import { isSealed, openBytes, sealBytes } from "../vault/vault-crypto.js";
import { asciiJson, unpackCacheBytes } from "./cache-bytes.js";

/*
 * The phone's synced records per table (docs/decisions/0009-records-kept-per-table.md; docs/worker-phone.md,
 * "Where the records live"): an IndexedDB database of the install's vault, one object store per synced
 * table, each value one page's records of that table, sealed with the vault key as the persisted cache
 * is. Written in the documents' worker as each first-sync page comes (sync/download-documents.worker.ts),
 * read in the saver's worker at the start (platform/cache-saver.worker.ts), where it is put together with
 * the persisted cache's records part, which then carries only what the store does not hold
 * (platform/stored-records.ts). Every connection is closed once its transaction completed: a wipe's or a
 * logout's deletion of the database is never held back (docs/shared-phone.md, "Wipe orders").
 */

/** Where a vault's records are kept: the database's name, and her key (null: the phone's own install, unsealed as its cache is). */
export interface RecordStoreTarget {
  name: string;
  key: CryptoKey | null;
}

/** One page's records of one table, as a value of the table's object store. */
export interface StoreChunk {
  /** Each record's id in the cache (`<Type>:{"uuid":"<uuid>"}`), in the page's order. */
  ids: string[];
  /** Each record's JSON text as the cache stores it, at the same index. */
  texts: string[];
  /** The lists a screen reads them in, by their names in the cache's root query, with the chunk's ids in order. */
  lists: Record<string, string[]>;
}

/** The key, in the persisted records part, of the ids the store holds that the cache no longer does (deleted, or left to an edit). */
export const DROPPED_KEY = "__storedRecordsDropped";

/** Writes each table's chunk into the table's object store, in one transaction; resolves once it committed. */
export async function writeChunks(target: RecordStoreTarget, chunks: ReadonlyArray<{ table: string; chunk: StoreChunk }>): Promise<void> {
  if (chunks.length === 0) return;
  const values = await Promise.all(chunks.map(async ({ table, chunk }) => ({ table, value: await sealText(chunkText(chunk), target.key) })));
  const tables = [...new Set(values.map((v) => v.table))];
  const db = await openStore(target.name, tables, true);
  if (!db) throw new Error("the record store was not made");
  await inTransaction(db, tables, "readwrite", (tx) => {
    for (const { table, value } of values) tx.objectStore(table).add(value);
  });
}

/** Every chunk the store holds, table by table, each table's in the order written; none when there is no store. */
export async function readChunks(target: RecordStoreTarget): Promise<StoreChunk[]> {
  const db = await openStore(target.name, [], false);
  if (!db) return [];
  const tables = [...db.objectStoreNames];
  const requests: IDBRequest<unknown[]>[] = [];
  if (tables.length === 0) {
    db.close();
    return [];
  }
  await inTransaction(db, tables, "readonly", (tx) => {
    for (const table of tables) requests.push(tx.objectStore(table).getAll());
  });
  const values = requests.flatMap((request) => request.result);
  const texts = await Promise.all(values.map((value) => openText(value, target.key)));
  return texts.map(chunkOfText);
}

/**
 * A chunk as one text: its ids and lists as JSON on the first line, then each record's text on a line
 * of its own (JSON.stringify never writes a newline), so no record's text is escaped into a string.
 * Made ASCII here, as it is written (cache-bytes.ts, asciiJson): the start then puts the texts together
 * as they are. Escaping the start's whole text of 10,000 records took 100 to 150 ms, and its texts
 * with a character beyond ASCII decoded as a two-byte string (docs/PERFORMANCE.md, "New-device first sync").
 */
function chunkText(chunk: StoreChunk): string {
  return asciiJson(`${JSON.stringify({ ids: chunk.ids, lists: chunk.lists })}\n${chunk.texts.join("\n")}`);
}

function chunkOfText(text: string): StoreChunk {
  const lines = text.split("\n");
  const { ids, lists } = JSON.parse(lines[0]!) as Omit<StoreChunk, "texts">;
  return { ids, lists, texts: ids.length === 0 ? [] : lines.slice(1) };
}

/**
 * The records part the start puts into the cache (platform/persisted-cache.ts, restoreRecords): the
 * store's records, a later chunk's over an earlier one's, under the persisted part's own entities
 * (changed since they were stored), without those the part names as dropped; each list the part holds
 * with the store's ids it lacks appended (a crash after a page was stored and before the cache was
 * saved), a list it lacks made of them. `fromStore`: the ids whose entity is the store's.
 */
export function mergedRecords(part: NormalizedCacheObject | null, chunks: readonly StoreChunk[]): { text: string; fromStore: string[] } {
  const texts = new Map<string, string>();
  const lists = new Map<string, string[]>();
  for (const chunk of chunks) {
    chunk.ids.forEach((id, i) => texts.set(id, chunk.texts[i]!));
    for (const name of Object.keys(chunk.lists)) {
      const held = lists.get(name);
      if (held) held.push(...chunk.lists[name]!);
      else lists.set(name, [...chunk.lists[name]!]);
    }
  }
  const own = part ?? {};
  const dropped = new Set<string>(Array.isArray(own[DROPPED_KEY]) ? own[DROPPED_KEY] : []);
  const parts: string[] = [];
  const fromStore: string[] = [];
  for (const [id, text] of texts) {
    if (dropped.has(id) || Object.hasOwn(own, id)) continue;
    parts.push(`${JSON.stringify(id)}:${text}`);
    fromStore.push(id);
  }
  for (const id of Object.keys(own)) {
    if (id !== "ROOT_QUERY" && id !== DROPPED_KEY) parts.push(asciiJson(`${JSON.stringify(id)}:${JSON.stringify(own[id])}`));
  }
  const root: Record<string, unknown> = { ...own.ROOT_QUERY };
  for (const [name, ids] of lists) {
    const existing = root[name];
    const held = new Set(Array.isArray(existing) ? (existing as Reference[]).map((ref) => ref.__ref) : []);
    const added: Reference[] = [];
    for (const id of ids) {
      if (held.has(id) || dropped.has(id) || !texts.has(id)) continue;
      held.add(id);
      added.push({ __ref: id });
    }
    if (Array.isArray(existing)) {
      if (added.length > 0) root[name] = [...(existing as Reference[]), ...added];
    } else if (existing === undefined && added.length > 0) root[name] = added;
  }
  if (Object.keys(root).length > 0) parts.push(asciiJson(`"ROOT_QUERY":${JSON.stringify(root)}`));
  // ASCII throughout: the store's texts were made so as they were written (chunkText), the part's here.
  return { text: `{${parts.join(",")}}`, fromStore };
}

/**
 * The records part as the start puts it into the cache: the persisted part (read and opened by `read`)
 * put together with the store's records (mergedRecords), as ASCII JSON's bytes; the part as it is where
 * the store holds nothing (a build before kept every record in the part: it reads back the same).
 */
export async function openRecordsPart(
  read: () => Promise<unknown>,
  key: CryptoKey | null,
  store: RecordStoreTarget | null,
): Promise<{ bytes: ArrayBuffer | null; fromStore?: string[] }> {
  const [bytes, chunks] = await Promise.all([read().then((stored) => unpackCacheBytes(stored, key)), store ? readChunks(store) : []]);
  if (chunks.length === 0) return { bytes };
  const part = bytes === null ? null : (JSON.parse(new TextDecoder().decode(bytes)) as NormalizedCacheObject);
  const { text, fromStore } = mergedRecords(part, chunks);
  return { bytes: new TextEncoder().encode(text).buffer, fromStore };
}

/** Deletes the store's database; resolves once it is gone (a connection still open gives way: every one closes on a version change). */
export function deleteRecordStore(name: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const deleting = indexedDB.deleteDatabase(name);
    deleting.onsuccess = () => resolve();
    deleting.onerror = () => reject(deleting.error ?? new Error(`${name} was not deleted`));
  });
}

async function sealText(text: string, key: CryptoKey | null): Promise<unknown> {
  return key ? sealBytes(key, new TextEncoder().encode(text)) : text;
}

async function openText(value: unknown, key: CryptoKey | null): Promise<string> {
  if (typeof value === "string") return value;
  if (!isSealed(value) || !key) throw new Error("a sealed chunk of the record store, and no key to open it");
  return new TextDecoder().decode(await openBytes(key, value));
}

/**
 * Opens the database with an object store for each of `tables` (made at a new version where missing).
 * Without `create`, a database that does not exist is not made: null.
 */
function openStore(name: string, tables: readonly string[], create: boolean): Promise<IDBDatabase | null> {
  return new Promise<IDBDatabase | null>((resolve, reject) => {
    const opening = indexedDB.open(name);
    let made = false;
    opening.onupgradeneeded = () => {
      if (!create) {
        made = true;
        opening.transaction?.abort();
        return;
      }
      for (const table of tables) opening.result.createObjectStore(table, { autoIncrement: true });
    };
    opening.onerror = (event) => {
      if (made) {
        event.preventDefault();
        resolve(null);
      } else reject(opening.error ?? new Error(`${name} did not open`));
    };
    opening.onsuccess = () => {
      const db = opening.result;
      db.onversionchange = () => db.close();
      const missing = tables.filter((table) => !db.objectStoreNames.contains(table));
      if (missing.length === 0) return resolve(db);
      const version = db.version + 1;
      db.close();
      const upgrading = indexedDB.open(name, version);
      upgrading.onupgradeneeded = () => {
        for (const table of missing) upgrading.result.createObjectStore(table, { autoIncrement: true });
      };
      upgrading.onerror = () => reject(upgrading.error ?? new Error(`${name} did not open`));
      upgrading.onsuccess = () => {
        upgrading.result.onversionchange = () => upgrading.result.close();
        resolve(upgrading.result);
      };
    };
  });
}

/** Runs one transaction of `work` and closes the connection once it completed (or failed). */
function inTransaction(db: IDBDatabase, tables: readonly string[], mode: IDBTransactionMode, work: (tx: IDBTransaction) => void): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    try {
      const tx = db.transaction(tables, mode);
      work(tx);
      tx.oncomplete = () => {
        db.close();
        resolve();
      };
      tx.onabort = tx.onerror = () => {
        db.close();
        reject(tx.error ?? new Error(`the record store's ${mode === "readonly" ? "read" : "write"} was aborted`));
      };
    } catch (error) {
      db.close();
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
