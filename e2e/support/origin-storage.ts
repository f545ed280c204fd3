import type { Page } from "puppeteer-core";

/**
 * Where a text lies in the clear in any of the origin's storage: every IndexedDB database and store
 * (values walked to any depth, bytes read as UTF-8), localStorage, sessionStorage and every Cache
 * Storage entry's answer. Answers the places, e.g. `indexedDB keyval-store/keyval`, `localStorage user`.
 */
export function storageHolding(page: Page, marker: string): Promise<string[]> {
  return page.evaluate(async (wanted: string) => {
    const found: string[] = [];
    const decoder = new TextDecoder();
    const holds = (value: unknown, depth = 0): boolean => {
      if (depth > 50 || value === null || value === undefined) return false;
      if (typeof value === "string") return value.includes(wanted);
      if (value instanceof ArrayBuffer) return decoder.decode(new Uint8Array(value)).includes(wanted);
      if (ArrayBuffer.isView(value)) return decoder.decode(new Uint8Array(value.buffer, value.byteOffset, value.byteLength)).includes(wanted);
      if (value instanceof Blob) return false;
      if (Array.isArray(value)) return value.some((v) => holds(v, depth + 1));
      if (typeof value === "object") return Object.entries(value).some(([k, v]) => k.includes(wanted) || holds(v, depth + 1));
      return false;
    };
    const request = <T>(r: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error ?? new Error("IndexedDB failed"));
      });
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await request(indexedDB.open(name));
      for (const store of [...db.objectStoreNames]) {
        const tx = db.transaction(store);
        const [keys, values] = await Promise.all([request(tx.objectStore(store).getAllKeys()), request(tx.objectStore(store).getAll())]);
        if (holds(keys) || holds(values)) found.push(`indexedDB ${name}/${store}`);
      }
      db.close();
    }
    for (const [label, storage] of [
      ["localStorage", localStorage],
      ["sessionStorage", sessionStorage],
    ] as const) {
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i)!;
        if (key.includes(wanted) || (storage.getItem(key) ?? "").includes(wanted)) found.push(`${label} ${key}`);
      }
    }
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName);
      for (const entry of await cache.keys()) {
        const answer = await cache.match(entry);
        if (entry.url.includes(wanted) || (answer && (await answer.text()).includes(wanted))) found.push(`cache ${cacheName} ${entry.url}`);
      }
    }
    return found;
  }, marker);
}

/** Every key of localStorage, sorted. */
export function localStorageKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage).sort());
}

/** The names of the origin's IndexedDB databases, sorted. */
export function databaseNames(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? "").sort());
}
