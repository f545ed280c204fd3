import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import { openDatabase } from "../server/src/db/database.js";
import { seedDeploymentsIfEmpty } from "../server/src/modules/content/seed.js";
import { toCsv } from "../server/src/modules/reporting/csv.js";
import { ReportingAggregatesRepository } from "../server/src/modules/reporting/reporting-aggregates.repository.js";
import { ReportingRepository } from "../server/src/modules/reporting/reporting.repository.js";
import { REPORT_NAMES, REPORTS, runReport } from "../server/src/modules/reporting/reports.js";
import { QUERY_LIMITS } from "../server/src/request/limits.js";
import { seedVolume } from "../server/src/modules/reporting/reporting-volume.js";
import { startPostgresCluster } from "../server/src/test-support/postgres-cluster.js";
import { createPostgresDatabase } from "../server/src/test-support/postgres-database.js";
import { median, ms, type BenchRow } from "./support/stats.js";

const RECORDS = 100_000;
const RUNS = 7;
/** A report may cost this many plain counts of the same rows (docs/REPORTING.md: reports stay cheap enough for production). */
const TARGET_RATIO = 50;

async function timed(work: () => Promise<unknown>): Promise<number> {
  await work(); // warm-up: plans and caches
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return median(times);
}

/**
 * Each report's latency (median of 7, in process, the reporting repositories' SQL as the service
 * runs it; the bench imports no type-graphql class, which tsx here cannot decorate) on 100,000 records in a
 * throwaway PostgreSQL, against `select count(*)` over the same deployment's rows in the same run.
 * Run: `npm run bench -- reporting` (no build needed).
 */
export async function benchReporting(): Promise<BenchRow[]> {
  const cluster = await startPostgresCluster();
  const database = await createPostgresDatabase(cluster.url);
  const handle = await openDatabase({ databaseUrl: database.url, dataDir: "unused", reportError: () => {} });
  try {
    await seedDeploymentsIfEmpty(handle.db);
    await seedVolume(handle.db, "MALA", RECORDS);
    const records = new ReportingRepository(handle.db, QUERY_LIMITS.reportStatementTimeoutMs);
    const aggregates = new ReportingAggregatesRepository(records);

    const baseline = await timed(() => sql`select count(*) from records where application = 'MALA' and deleted_at is null`.execute(handle.db));
    const row = (benchmark: string, figure: number): BenchRow => ({
      benchmark,
      figure: ms(figure),
      baseline: `${ms(baseline)} (count(*) of ${RECORDS} records)`,
      ratio: `${(figure / baseline).toFixed(1)}x`,
      target: `<= ${TARGET_RATIO}x`,
      met: figure / baseline <= TARGET_RATIO,
    });
    const rows: BenchRow[] = [];
    for (const name of REPORT_NAMES) {
      rows.push(row(`report ${name}`, await timed(() => runReport(aggregates, name, { application: "MALA", pseudonymous: true }, {}, "2026-11-23"))));
    }
    const csv = async () =>
      toCsv(REPORTS["clients-by-status"], await runReport(aggregates, "clients-by-status", { application: "MALA", pseudonymous: true }, {}, "2026-11-23"));
    rows.push(row("report clients-by-status as CSV", await timed(csv)));
    rows.push(row("reportRecords clients, page of 500", await timed(() => records.page("MALA", "clients", {}, 500, null))));
    return rows;
  } finally {
    await handle.close();
    await database.drop();
    await cluster.stop();
  }
}
