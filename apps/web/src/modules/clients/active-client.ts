/** docs/product.md §3 storage key `activeClient`: the client the worker has open. */
const KEY = "activeClient";

export function activeClientUuid(): string | null {
  return localStorage.getItem(KEY);
}

export function setActiveClient(uuid: string): void {
  localStorage.setItem(KEY, uuid);
}
