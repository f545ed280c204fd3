/** idb-keyval's own database and store (its defaults), where the persisted caches are kept; vault/wipe.ts empties and deletes it. */
const KEYVAL_DB = "keyval-store";
const KEYVAL_STORE = "keyval";

/**
 * Writes one value as idb-keyval's `set` would, through a connection of its own that is closed once
 * the write commits: a connection left open in a worker would hold back the deletion of the database
 * (a wipe, docs/shared-phone.md). Resolves when the transaction completed.
 */
export function putKeyval(key: string, value: unknown): Promise<void> {
  return inOwnConnection("readwrite", (store) => void store.put(value, key)).then(() => undefined);
}

/** Reads one value as idb-keyval's `get` would (undefined when there is none), through a connection of its own, closed once read. */
export function getKeyval(key: string): Promise<unknown> {
  let request: IDBRequest | undefined;
  return inOwnConnection("readonly", (store) => void (request = store.get(key))).then(() => request?.result as unknown);
}

/** Opens idb-keyval's database, runs one transaction of `work` on its store, and closes it once the transaction completed. */
function inOwnConnection(mode: IDBTransactionMode, work: (store: IDBObjectStore) => void): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const opening = indexedDB.open(KEYVAL_DB);
    opening.onupgradeneeded = () => opening.result.createObjectStore(KEYVAL_STORE);
    opening.onerror = () => reject(opening.error ?? new Error("IndexedDB did not open"));
    opening.onsuccess = () => {
      const db = opening.result;
      db.onversionchange = () => db.close();
      try {
        const transaction = db.transaction(KEYVAL_STORE, mode);
        work(transaction.objectStore(KEYVAL_STORE));
        transaction.oncomplete = () => {
          db.close();
          resolve();
        };
        transaction.onabort = transaction.onerror = () => {
          db.close();
          reject(transaction.error ?? new Error(`the IndexedDB ${mode === "readonly" ? "read" : "write"} was aborted`));
        };
      } catch (error) {
        db.close();
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
  });
}
