import os from "node:os";
import { printTable, type BenchRow } from "./support/stats.js";

/**
 * `npm run bench` (after `npm run build`): every benchmark of docs/PERFORMANCE.md, one after the other, then
 * one table. `npm run bench -- list-latency` runs only the named ones. Everything listens on
 * 127.0.0.1; each benchmark ends by itself (fixed counts and durations, timeouts on every wait).
 * Not part of `npm test`.
 */
const benchmarks: Record<string, () => Promise<BenchRow[]>> = {
  "sync-throughput": async () => (await import("./sync-throughput.js")).benchSyncThroughput(),
  "sync-round-trips": async () => (await import("./sync-round-trips.js")).benchSyncRoundTrips(),
  "write-costs": async () => (await import("./write-costs.js")).benchWriteCosts(),
  "parallel-writes": async () => (await import("./parallel-writes.js")).benchParallelWrites(),
  "change-latency": async () => (await import("./change-latency.js")).benchChangeLatency(),
  "list-latency": async () => (await import("./list-latency.js")).benchListLatency(),
  "initial-js": async () => (await import("./initial-js-row.js")).benchInitialJs(),
  "first-visit": async () => (await import("./first-visit.js")).benchFirstVisit(),
  "pwa-cold-start": async () => (await import("./pwa-cold-start.js")).benchPwaColdStart(),
  "lighthouse-home": async () => (await import("./lighthouse-home.js")).benchLighthouseHome(),
  "new-device-sync": async () => (await import("./new-device-sync.js")).benchNewDeviceSync(),
  "holdings-check": async () => (await import("./holdings-check.js")).benchHoldingsCheck(),
  "catch-up-records": async () => (await import("./catch-up-records.js")).benchCatchUpRecords(),
  "download-documents": async () => (await import("./download-documents.js")).benchDownloadDocuments(),
  "sync-answer-documents": async () => (await import("./sync-answer-documents.js")).benchSyncAnswerDocuments(),
  "entry-validator": async () => (await import("./entry-validator.js")).benchEntryValidator(),
  "slow-network": async () => (await import("./slow-network.js")).benchSlowNetwork(),
  "weak-link-first-sync": async () => (await import("./weak-link-first-sync.js")).benchWeakLinkFirstSync(),
  "hidden-wake-ups": async () => (await import("./hidden-wake-ups.js")).benchHiddenWakeUps(),
  "server-memory": async () => (await import("./server-memory.js")).benchServerMemory(),
  "event-loop": async () => (await import("./event-loop.js")).benchEventLoop(),
  "vault-kdf": async () => (await import("./vault-kdf.js")).benchVaultKdf(),
  "login-restart": async () => (await import("./login-restart.js")).benchLoginRestart(),
  reporting: async () => (await import("./reporting.js")).benchReporting(),
  "team-import": async () => (await import("./team-import.js")).benchTeamImport(),
  upgrade: async () => (await import("./upgrade.js")).benchUpgrade(),
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in benchmarks));
if (unknown.length > 0) throw new Error(`unknown benchmark ${unknown.join(", ")}; one of ${Object.keys(benchmarks).join(", ")}`);

const rows: BenchRow[] = [];
const started = performance.now();
// The machine's load goes with every figure (docs/PERFORMANCE.md): on a shared machine it says how far to trust them.
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(", ");
const loadAtStart = load();
for (const name of asked.length > 0 ? asked : Object.keys(benchmarks)) {
  const t0 = performance.now();
  console.error(`bench: ${name}...`);
  try {
    const done = await benchmarks[name]!();
    rows.push(...done);
    // Printed as soon as they are measured, so a run stopped later keeps them.
    for (const row of done)
      console.error(`bench: ${row.benchmark}: ${row.figure} | ${row.baseline} | ${row.ratio} | ${row.target} | ${row.met ? "met" : "NOT met"}`);
  } catch (error) {
    process.exitCode = 1;
    console.error(`bench: ${name} failed:`, error);
    rows.push({ benchmark: name, figure: "failed (see above)", baseline: "-", ratio: "-", target: "-", met: false });
  }
  console.error(`bench: ${name} took ${((performance.now() - t0) / 1000).toFixed(0)} s, load average now ${load()}`);
}
console.log(
  `\nStepwise benchmarks, ${new Date().toISOString()}, Node ${process.version}, ${((performance.now() - started) / 1000).toFixed(0)} s in all, load average ${loadAtStart} at the start and ${load()} at the end (${os.cpus().length} CPUs)\n`,
);
printTable(rows);
