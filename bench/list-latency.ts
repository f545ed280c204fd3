import { randomUUID } from "node:crypto";
import os from "node:os";
import pg from "pg";
import { CLIENTS_PAGE_QUERY, clientRecord, listClients, newWorker, saveTables, type Worker } from "./support/api.js";
import { openLoop, type OpenLoopRequest } from "./support/open-loop.js";
import { cpuSpentMs, processCpuMs } from "./support/proc.js";
import { startStack } from "./support/stack.js";
import { ms, percentile, type BenchRow } from "./support/stats.js";

const RATE = 500;
const DURATION_S = 20;
const USERS = 100;
/** Each user's own clients: more than a page, so every request reads a real page of PAGE out of more. */
const CLIENTS_PER_USER = 120;
const PAGE = 50;
/** Unmeasured seconds at the same rate first: V8's optimising compiler and the server's query caches settle. */
const WARMUP_S = 3;
const TARGET_P99_MS = 25;

function answered(what: string) {
  return (status: number, body: string) => {
    if (status !== 200) throw new Error(`${what} answered ${status}: ${body.slice(0, 300)}`);
  };
}

function occurrences(text: string, part: string): number {
  let count = 0;
  for (let at = text.indexOf(part); at !== -1; at = text.indexOf(part, at + part.length)) count += 1;
  return count;
}

async function analyzeRecords(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("analyze records");
  } finally {
    await client.end();
  }
}

async function inGroups<T>(count: number, size: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  for (let i = 0; i < count; i += size) made.push(...(await Promise.all(Array.from({ length: Math.min(size, count - i) }, (_, j) => make(i + j)))));
  return made;
}

/**
 * The web app's clients list, a page of 50, at 500 requests/s open-loop (support/open-loop.ts),
 * spread over 100 users who each read their own 120 clients from their own install, against
 * GET /healthz at the same rate. Latency runs from each request's scheduled send time.
 */
export async function benchListLatency(): Promise<BenchRow[]> {
  const stack = await startStack(1);
  try {
    const baseUrl = stack.replicas[0]!;
    const users = await inGroups(USERS, 5, async (u) => {
      const worker: Worker = await newWorker(baseUrl);
      const installId = randomUUID();
      await saveTables(
        baseUrl,
        worker.token,
        installId,
        Array.from({ length: CLIENTS_PER_USER }, (_, i) => clientRecord(u * CLIENTS_PER_USER + i)),
      );
      // The user's own cursors: the first page, and the pages after their 30th and 70th clients.
      const dataversions = (await listClients(baseUrl, worker.token)).map((c) => String((c as { dataversion: number }).dataversion));
      if (dataversions.length !== CLIENTS_PER_USER) throw new Error(`user ${u} lists ${dataversions.length} clients`);
      return { worker, installId, cursors: [null, dataversions[29]!, dataversions[69]!] };
    });
    // The records table as a running server has it: analyzed. autovacuum does that within about a
    // minute of a load; without statistics PostgreSQL may plan a page through the primary key's
    // entries of every client (records.repository.ts listPageQuery, docs/PERFORMANCE.md).
    await analyzeRecords(stack.databaseUrl);
    // Each user's requests, encoded once: three pages of 50, each from another place in the user's clients.
    const clientRequests: OpenLoopRequest[] = users.flatMap(({ worker, installId, cursors }) =>
      cursors.map((after) => ({
        path: "/graphql",
        method: "POST" as const,
        headers: { "content-type": "application/json", "accept-encoding": "gzip", authorization: `Bearer ${worker.token}`, "x-app-install-id": installId },
        body: JSON.stringify({ query: CLIENTS_PAGE_QUERY, variables: { first: PAGE, after } }),
        check(status: number, body: string) {
          answered("clients page")(status, body);
          if (body.includes('"errors"')) throw new Error(`clients page failed: ${body.slice(0, 300)}`);
          // Every cursor has at least PAGE clients after it: a shorter page is a wrong answer, however fast.
          const listed = occurrences(body, '"clientname":');
          if (listed !== PAGE) throw new Error(`a clients page held ${listed} clients, not ${PAGE}`);
        },
      })),
    );
    const healthRequest: OpenLoopRequest = { path: "/healthz", method: "GET", headers: {}, check: answered("/healthz") };
    const pid = stack.pids[0]!;
    const run = async (pick: (i: number) => OpenLoopRequest) => {
      await openLoop(baseUrl, RATE, WARMUP_S, pick);
      const cpuBefore = processCpuMs();
      const result = await openLoop(baseUrl, RATE, DURATION_S, pick);
      const cpuAfter = processCpuMs();
      // The server's own CPU per request: what the rate costs it, whatever else the machine runs;
      // and the whole machine's (server, PostgreSQL, this load generator): what bounds the rate the cores can serve.
      return {
        ...result,
        cpuPerRequest: cpuSpentMs(cpuBefore, cpuAfter, [pid]) / result.latencies.length,
        machinePerRequest: cpuSpentMs(cpuBefore, cpuAfter) / result.latencies.length,
        senderPerRequest: cpuSpentMs(cpuBefore, cpuAfter, [process.pid]) / result.latencies.length,
      };
    };
    const health = await run(() => healthRequest);
    // Request i is user i's (mod 100), so consecutive requests come from different users, as in real use.
    const clients = await run((i) => clientRequests[(i % USERS) * 3 + (Math.floor(i / USERS) % 3)]!);
    console.error(`list-latency: sender lag at most ${ms(clients.maxSendLag)} (clients), ${ms(health.maxSendLag)} (healthz)`);
    return [50, 99, 99.9].map((p) => {
      const figure = percentile(clients.latencies, p);
      const base = percentile(health.latencies, p);
      return {
        benchmark: `GraphQL clients query, pages of ${PAGE} of ${USERS} users' own ${CLIENTS_PER_USER} clients, p${p} at ${RATE} req/s open-loop (${clients.achievedRate.toFixed(0)} req/s done, ${clients.latencies.length} requests, timed from the scheduled send; server CPU ${ms(clients.cpuPerRequest)} a request, the load generator's ${ms(clients.senderPerRequest)}, the whole machine's ${ms(clients.machinePerRequest)}: its ${os.cpus().length} cores serve at most ${Math.floor((os.cpus().length * 1000) / clients.machinePerRequest)} req/s)`,
        figure: ms(figure),
        baseline: `GET /healthz p${p} ${ms(base)} (server CPU ${ms(health.cpuPerRequest)} a request, the machine's ${ms(health.machinePerRequest)})`,
        ratio: `${(figure / base).toFixed(1)}x`,
        target: p === 99 ? `p99 <= ${TARGET_P99_MS} ms` : "-",
        met: p === 99 ? figure <= TARGET_P99_MS : true,
      };
    });
  } finally {
    await stack.close();
  }
}
