import { KEYS } from "./storage-keys.js";

/**
 * What the app keeps in localStorage about a worker's records besides her login: ids of her user
 * and her clients (docs/shared-phone.md, "Logging out"). They go when her session ends or she logs out.
 */
const WORKER_KEYS = [KEYS.cacheOwner, "activeClient", "activeChild", "hiappActiveForm", "stepwise.conflicts"];
const WORKER_KEY_PREFIXES = ["planCreated:"];

export function clearWorkerKeys(): void {
  for (const key of WORKER_KEYS) localStorage.removeItem(key);
  for (let i = localStorage.length - 1; i >= 0; i--) {
    const key = localStorage.key(i);
    if (key !== null && WORKER_KEY_PREFIXES.some((prefix) => key.startsWith(prefix))) localStorage.removeItem(key);
  }
}
