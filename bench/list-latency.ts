import { randomUUID } from "node:crypto";
import autocannon, { type Result } from "autocannon";
import { CLIENTS_QUERY, clientRecord, newWorker, saveTables } from "./support/api.js";
import { startStack } from "./support/stack.js";
import { ms, type BenchRow } from "./support/stats.js";

const RATE = 500;
const DURATION_S = 10;
const CONNECTIONS = 10;
const CLIENTS = 50;
/** Unmeasured seconds at the same rate first: V8's optimising compiler and the server's query
 * caches (parsed document, compiled query) settle, so the figures are the steady state's. */
const WARMUP_S = 2;
const TARGET_P99_MS = 25;

async function load(options: Parameters<typeof autocannon>[0]): Promise<Result> {
  await autocannon({ connections: CONNECTIONS, overallRate: RATE, ...options, duration: WARMUP_S });
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, overallRate: RATE, ...options });
  if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0) {
    throw new Error(`${options.url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`);
  }
  return result;
}

/**
 * The `clients` list query at 500 requests/s (autocannon), against GET /healthz at the same rate;
 * each after WARMUP_S unmeasured seconds.
 */
export async function benchListLatency(): Promise<BenchRow[]> {
  const stack = await startStack(1);
  try {
    const baseUrl = stack.replicas[0]!;
    const worker = await newWorker(baseUrl);
    const installId = randomUUID();
    await saveTables(baseUrl, worker.token, installId, Array.from({ length: CLIENTS }, (_, i) => clientRecord(i)));
    const health = await load({ url: `${baseUrl}/healthz` });
    const clients = await load({
      url: `${baseUrl}/graphql`,
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${worker.token}`, "x-app-install-id": installId },
      body: JSON.stringify({ query: CLIENTS_QUERY }),
    });
    const sent = `${(clients.requests.total / DURATION_S).toFixed(0)} req/s`;
    return [50, 99].map((p) => {
      const figure = p === 50 ? clients.latency.p50 : clients.latency.p99;
      const base = p === 50 ? health.latency.p50 : health.latency.p99;
      return {
        benchmark: `GraphQL clients query (${CLIENTS} clients), p${p} at ${RATE} req/s (${sent} done)`,
        figure: ms(figure),
        baseline: `GET /healthz p${p} ${ms(base)}`,
        ratio: `${(figure / base).toFixed(1)}x`,
        target: p === 99 ? `p99 <= ${TARGET_P99_MS} ms` : "-",
        met: p === 99 ? figure <= TARGET_P99_MS : true,
      };
    });
  } finally {
    await stack.close();
  }
}
