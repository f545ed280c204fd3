/**
 * The Node (V8) flags the server runs with: `npm start` (scripts/start.mjs), the Dockerfile's CMD
 * and test-support/server-process.ts all start it with these.
 *
 * --max-semi-space-size=64: a sync batch of 500 records allocates about 14 MB while it is being
 * applied. With V8's default 16 MB semi-space the young generation is collected about once per
 * batch, mid-request, copying the batch's live objects each time (about 5 ms of a 40 ms batch);
 * with 64 MB about once every three batches. On sequential batches that buys little (1.01x and
 * 1.05x in two quiet runs of bench/server-memory.ts), but under concurrent load it buys much more
 * (each scavenge, we take it, stops the event loop that holds the batch lock): with 50
 * subscribers and 4 devices syncing alongside, change notices had a p99 of 91 to 92 ms with the
 * flag and 108 to 127 ms without it (bench/change-latency.ts, 2026-11-28, docs/PERFORMANCE.md).
 * The price is up to 96 MB more memory for the young generation under load (73 to 75 MB at the
 * 200-device peak).
 */
export const SERVER_NODE_FLAGS: readonly string[] = ["--max-semi-space-size=64"];
