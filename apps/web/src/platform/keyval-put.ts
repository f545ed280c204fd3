/** idb-keyval's own database and store (its defaults), where the persisted caches are kept; vault/wipe.ts empties and deletes it. */
const KEYVAL_DB = "keyval-store";
const KEYVAL_STORE = "keyval";

/**
 * Writes one value as idb-keyval's `set` would, through a connection of its own that is closed once
 * the write commits: a connection left open in a worker would hold back the deletion of the database
 * (a wipe, docs/shared-phone.md). Resolves when the transaction completed.
 */
export function putKeyval(key: string, value: unknown): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const opening = indexedDB.open(KEYVAL_DB);
    opening.onupgradeneeded = () => opening.result.createObjectStore(KEYVAL_STORE);
    opening.onerror = () => reject(opening.error ?? new Error("IndexedDB did not open"));
    opening.onsuccess = () => {
      const db = opening.result;
      db.onversionchange = () => db.close();
      try {
        const transaction = db.transaction(KEYVAL_STORE, "readwrite");
        transaction.objectStore(KEYVAL_STORE).put(value, key);
        transaction.oncomplete = () => {
          db.close();
          resolve();
        };
        transaction.onabort = transaction.onerror = () => {
          db.close();
          reject(transaction.error ?? new Error("the IndexedDB write was aborted"));
        };
      } catch (error) {
        db.close();
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
  });
}
