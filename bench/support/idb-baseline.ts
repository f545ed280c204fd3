import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A page that only reads every record of the IndexedDB store `bench/clients` (getAll) and notes in
 * window.__read when it has them and when it began to open the database (performance.now()): the
 * baseline of the PWA's offline cold start is the time between. Served from its own 127.0.0.1 origin, so no service worker or app code runs.
 */
const PAGE = `<!doctype html><meta charset="utf-8"><title>IndexedDB baseline</title><script>
const opened = performance.now();
const open = indexedDB.open("bench", 1);
open.onupgradeneeded = () => open.result.createObjectStore("clients", { keyPath: "uuid" });
open.onsuccess = () => {
  const read = open.result.transaction("clients").objectStore("clients").getAll();
  read.onsuccess = () => { window.__read = { count: read.result.length, at: performance.now(), opened }; };
};
</script>`;

export async function startBaselinePage(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    res.end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
