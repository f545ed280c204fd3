import { printTable, type BenchRow } from "./support/stats.js";

/**
 * `npm run bench` (after `npm run build`): every benchmark of issue 10, one after the other, then
 * one table. `npm run bench -- list-latency` runs only the named ones. Everything listens on
 * 127.0.0.1; each benchmark ends by itself (fixed counts and durations, timeouts on every wait).
 * Not part of `npm test`.
 */
const benchmarks: Record<string, () => Promise<BenchRow[]>> = {
  "sync-throughput": async () => (await import("./sync-throughput.js")).benchSyncThroughput(),
  "change-latency": async () => (await import("./change-latency.js")).benchChangeLatency(),
  "list-latency": async () => (await import("./list-latency.js")).benchListLatency(),
  "initial-js": async () => (await import("./initial-js-row.js")).benchInitialJs(),
  "pwa-cold-start": async () => (await import("./pwa-cold-start.js")).benchPwaColdStart(),
  reporting: async () => (await import("./reporting.js")).benchReporting(),
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in benchmarks));
if (unknown.length > 0) throw new Error(`unknown benchmark ${unknown.join(", ")}; one of ${Object.keys(benchmarks).join(", ")}`);

const rows: BenchRow[] = [];
const started = performance.now();
for (const name of asked.length > 0 ? asked : Object.keys(benchmarks)) {
  const t0 = performance.now();
  console.error(`bench: ${name}...`);
  try {
    rows.push(...(await benchmarks[name]!()));
  } catch (error) {
    process.exitCode = 1;
    console.error(`bench: ${name} failed:`, error);
    rows.push({ benchmark: name, figure: "failed (see above)", baseline: "-", ratio: "-", target: "-", met: false });
  }
  console.error(`bench: ${name} took ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}
console.log(`\nStepwise benchmarks, ${new Date().toISOString()}, Node ${process.version}, ${((performance.now() - started) / 1000).toFixed(0)} s in all\n`);
printTable(rows);
