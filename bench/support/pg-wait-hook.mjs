// Bench-only: loaded into a benchmark's server with `--import` (SERVER_NODE_ARGS, see
// server/src/test-support/server-process.ts), never by the server itself. It times every statement
// the server's node-pg clients send, from the call to its result, summed by the statement's
// opening words, and writes the sums to PG_WAIT_FILE when the process gets SIGUSR2
// (bench/sync-round-trips.ts; docs/PERFORMANCE.md, "Round trips of a sync batch").
import fs from "node:fs";
import { performance } from "node:perf_hooks";
import { createRequire } from "node:module";

// The server's own copy of pg (a CommonJS module: the server's `import pg` shares this instance).
const pg = createRequire(new URL("../../server/package.json", import.meta.url))("pg");
const original = pg.Client.prototype.query;
/** keyOf a statement -> statements sent and ms waited in all. */
const sums = new Map();
let written = 0;

/** Clients between their begin and commit (or rollback). */
const inTransaction = new WeakSet();

/**
 * The key a statement is summed under: "tx " when its client is in a transaction (a sync batch's
 * statements, begin and commit included), then its first 200 characters, whitespace collapsed.
 */
function keyOf(client, text) {
  const words = text.replace(/\s+/g, " ").trim().slice(0, 200);
  const opening = words.toLowerCase();
  if (opening.startsWith("begin") || opening.startsWith("start transaction")) inTransaction.add(client);
  const key = `${inTransaction.has(client) ? "tx" : "--"} ${words}`;
  if (opening.startsWith("commit") || opening.startsWith("rollback")) inTransaction.delete(client);
  return key;
}

pg.Client.prototype.query = function timedQuery(config, ...rest) {
  const text = typeof config === "string" ? config : config?.text;
  const key = typeof text === "string" ? keyOf(this, text) : "";
  const started = performance.now();
  const result = original.call(this, config, ...rest);
  if (typeof text !== "string" || typeof result?.then !== "function") return result;
  const add = () => {
    const sum = sums.get(key) ?? { count: 0, ms: 0 };
    sum.count += 1;
    sum.ms += performance.now() - started;
    sums.set(key, sum);
  };
  result.then(add, add);
  return result;
};

process.on("SIGUSR2", () => {
  written += 1;
  const file = process.env.PG_WAIT_FILE;
  if (!file) return;
  // Written aside and renamed, so the benchmark never reads a half-written file.
  fs.writeFileSync(`${file}.part`, JSON.stringify({ written, sums: Object.fromEntries(sums) }));
  fs.renameSync(`${file}.part`, file);
});
