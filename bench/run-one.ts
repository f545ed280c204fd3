import { printTable, type BenchRow } from "./support/stats.js";

/** Runs one benchmark by name and prints its rows: `node --import tsx bench/run-one.ts sync-throughput`. */
const name = process.argv[2];
const modules: Record<string, () => Promise<BenchRow[]>> = {
  "sync-throughput": async () => (await import("./sync-throughput.js")).benchSyncThroughput(),
  "change-latency": async () => (await import("./change-latency.js")).benchChangeLatency(),
  "list-latency": async () => (await import("./list-latency.js")).benchListLatency(),
  "pwa-cold-start": async () => (await import("./pwa-cold-start.js")).benchPwaColdStart(),
};
const run = name ? modules[name] : undefined;
if (!run) throw new Error(`unknown benchmark ${name}; one of ${Object.keys(modules).join(", ")}`);
printTable(await run());
