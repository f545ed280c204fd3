/**
 * The Node (V8) flags the server runs with: `npm start` (scripts/start.mjs), the Dockerfile's CMD
 * and test-support/server-process.ts all start it with these.
 *
 * None today. `--max-semi-space-size=64` was here, to collect the young generation less often while
 * a 500-record batch is applied. Two quiet runs of bench/server-memory.ts (2026-11-27 and
 * 2026-11-28, docs/PERFORMANCE.md) measured what it bought: 1.01x and 1.05x on batches of 500, a
 * lower rate with 200 devices syncing (532 against 636, 598 against 638 records/s), and 73 to 75 MB
 * more at the peak. V8's default semi-space it is.
 */
export const SERVER_NODE_FLAGS: readonly string[] = [];
