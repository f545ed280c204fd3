/**
 * docs/worker-phone.md, "Preview": the app opened at `/?preview=<ticket>&lang=<code>` shows an
 * operator's draft. main.tsx imports this first, so before any other code reads the storage, a
 * preview swaps localStorage and sessionStorage for in-memory ones: the origin's real storage (an
 * operator's browser may hold a worker's data) is never read or written. IndexedDB is never opened:
 * the preview starts nothing that keeps records, and counts no visit (preview-app.tsx).
 */
const params = new URLSearchParams(location.search);
// A reload in the console's frame stays a preview: the ticket is kept in the frame's own name, no storage of the origin's.
const kept = window.name.startsWith("preview ") ? window.name.split(" ") : [];
const token = params.get("preview") ?? kept[1];

export const previewTicket: { token: string; language: string } | null = token ? { token, language: params.get("lang") || kept[2] || "en" } : null;

if (previewTicket) {
  window.name = `preview ${previewTicket.token} ${previewTicket.language}`;
  for (const name of ["localStorage", "sessionStorage"]) Object.defineProperty(window, name, { value: memoryStorage(), configurable: true });
}

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}
