/**
 * The Node (V8) flags the server runs with: `npm start` (scripts/start.mjs), the Dockerfile's CMD
 * and test-support/server-process.ts all start it with these.
 *
 * --max-semi-space-size=64: a sync batch of 500 records allocates about 14 MB while it is being
 * applied. With V8's default 16 MB semi-space the young generation is collected about once per
 * batch, mid-request, copying the batch's live objects each time (about 5 ms of a 40 ms batch);
 * with 64 MB about once every three batches (1.9 ms per batch, docs/PERFORMANCE.md). The price is
 * up to 96 MB more memory for the young generation under load.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ["--max-semi-space-size=64"];
