import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import pg from "pg";
import { CLIENTS_DOCUMENTS_QUERY, CLIENTS_PAGE_QUERY, clientRecord, listClients, newWorker, saveTables, type Worker } from "./support/api.js";
import { closedLoop } from "./support/closed-loop.js";
import { openLoop, type OpenLoopRequest } from "./support/open-loop.js";
import { cpuSpentMs, processCpuMs } from "./support/proc.js";
import { startServerProcess } from "../server/src/test-support/server-process.js";
import { startStack } from "./support/stack.js";
import { ms, percentile, type BenchRow } from "./support/stats.js";

/** Closed-loop connections: enough to keep either server busy on 2 cores. */
const CONNECTIONS = 16;
/** Seconds of each closed-loop measurement; each server is measured twice, in the order G R R G. */
const SATURATION_S = 10;
/** The open-loop run's rate, as a share of the GraphQL list's own measured saturation. */
const LOAD_SHARE = 0.7;
const DURATION_S = 20;
const USERS = 100;
/** Each user's own clients: more than a page, so every request reads a real page of PAGE out of more. */
const CLIENTS_PER_USER = 120;
const PAGE = 50;
/** Unmeasured seconds at the same rate first: V8's optimising compiler and the server's query caches settle. */
const WARMUP_S = 3;
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 50;

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

/** The raw page server (support/raw-page-server.ts) as its own process on the benchmark's database. */
async function startRawServer(databaseUrl: string): Promise<{ baseUrl: string; pid: number; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "support/raw-page-server.ts")], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the raw page server did not start within 20 s")), 20_000);
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const at = out.indexOf("listening ");
      const end = out.indexOf("\n", at);
      if (at >= 0 && end > at) {
        clearTimeout(timer);
        resolve(out.slice(at + "listening ".length, end).trim());
      }
    });
    child.once("exit", (code) => reject(new Error(`the raw page server ended with ${code}`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/**
 * The web app's clients list, a page of 50 of 100 users' own 120 clients, against a raw page server
 * reading the same rows (docs/PERFORMANCE.md, "List query"): each one's throughput at saturation in
 * a closed loop of 16 connections, then the GraphQL list open-loop at 70% of its own saturation rate,
 * latency from each request's scheduled send.
 */
export async function benchListLatency(): Promise<BenchRow[]> {
  // The server's build when it is current, its source otherwise (startServerProcess): a build made by someone else meanwhile is not measured.
  const stack = await startStack(1, {}, (env) => startServerProcess(env));
  let raw: Awaited<ReturnType<typeof startRawServer>> | null = null;
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
    raw = await startRawServer(stack.databaseUrl);
    const pageCheck = (what: string) => (status: number, body: string) => {
      answered(what)(status, body);
      if (body.includes('"errors"')) throw new Error(`${what} failed: ${body.slice(0, 300)}`);
      // Every cursor has at least PAGE clients after it: a shorter page is a wrong answer, however fast.
      const listed = occurrences(body, '"clientname":');
      if (listed !== PAGE) throw new Error(`a ${what} held ${listed} clients, not ${PAGE}`);
    };
    // Each user's requests, encoded once: three pages of 50, each from another place in the user's clients.
    const graphqlRequests: OpenLoopRequest[] = users.flatMap(({ worker, installId, cursors }) =>
      cursors.map((after) => ({
        path: "/graphql",
        method: "POST" as const,
        headers: { "content-type": "application/json", "accept-encoding": "gzip", authorization: `Bearer ${worker.token}`, "x-app-install-id": installId },
        body: JSON.stringify({ query: CLIENTS_PAGE_QUERY, variables: { first: PAGE, after } }),
        check: pageCheck("clients page"),
      })),
    );
    // The same pages as documents (docs/sync-and-api.md, "Records as documents", the lists): listDocuments, the cursor as the typed list's.
    const documentsRequests: OpenLoopRequest[] = graphqlRequests.map((request, i) => {
      const { worker, installId, cursors } = users[Math.floor(i / 3)]!;
      return {
        ...request,
        headers: { "content-type": "application/json", "accept-encoding": "gzip", authorization: `Bearer ${worker.token}`, "x-app-install-id": installId },
        body: JSON.stringify({ query: CLIENTS_DOCUMENTS_QUERY, variables: { first: PAGE, after: cursors[i % 3] } }),
        check: pageCheck("clients page as documents"),
      };
    });
    const rawRequests: OpenLoopRequest[] = users.flatMap(({ worker, cursors }) =>
      cursors.map((after) => ({
        path: `/page?user=${worker.userId}&after=${after ?? 0}`,
        method: "GET" as const,
        headers: { "accept-encoding": "gzip" },
        check: pageCheck("raw page"),
      })),
    );
    // Request i is user i's (mod 100), so consecutive requests come from different users, as in real use.
    const pick = (requests: OpenLoopRequest[]) => (i: number) => requests[(i % USERS) * 3 + (Math.floor(i / USERS) % 3)]!;
    const servers = {
      graphql: { baseUrl, pid: stack.pids[0]!, pick: pick(graphqlRequests) },
      documents: { baseUrl, pid: stack.pids[0]!, pick: pick(documentsRequests) },
      raw: { baseUrl: raw.baseUrl, pid: raw.pid, pick: pick(rawRequests) },
    };
    const saturate = async (which: keyof typeof servers) => {
      const { baseUrl: url, pid, pick: next } = servers[which];
      await closedLoop(url, CONNECTIONS, WARMUP_S, next);
      const cpuBefore = processCpuMs();
      const result = await closedLoop(url, CONNECTIONS, SATURATION_S, next);
      const cpuAfter = processCpuMs();
      return {
        rate: result.rate,
        serverCpu: cpuSpentMs(cpuBefore, cpuAfter, [pid]) / result.answered,
        machineCpu: cpuSpentMs(cpuBefore, cpuAfter) / result.answered,
      };
    };
    // G D R R D G: a drift of the machine over the runs falls on all alike.
    const runs = { graphql: [await saturate("graphql")], documents: [await saturate("documents")], raw: [await saturate("raw")] };
    runs.raw.push(await saturate("raw"));
    runs.documents.push(await saturate("documents"));
    runs.graphql.push(await saturate("graphql"));
    const mean = (xs: { rate: number; serverCpu: number; machineCpu: number }[]) => ({
      rate: xs.reduce((a, x) => a + x.rate, 0) / xs.length,
      serverCpu: xs.reduce((a, x) => a + x.serverCpu, 0) / xs.length,
      machineCpu: xs.reduce((a, x) => a + x.machineCpu, 0) / xs.length,
    });
    const rawRate = mean(runs.raw);
    const perRequest = (x: { serverCpu: number; machineCpu: number }) => `server CPU ${ms(x.serverCpu)}, the machine's ${ms(x.machineCpu)} a request`;
    const rows: BenchRow[] = [];
    // The typed list, then the same pages as documents, each open-loop at 70% of its own saturation (typed first: by turns with the saturations above).
    for (const shape of ["graphql", "documents"] as const) {
      const measured = mean(runs[shape]);
      const ratio = measured.rate / rawRate.rate;
      const rate = Math.round(measured.rate * LOAD_SHARE);
      await openLoop(baseUrl, rate, WARMUP_S, servers[shape].pick);
      const open = await openLoop(baseUrl, rate, DURATION_S, servers[shape].pick);
      console.error(`list-latency (${shape}): sender lag at most ${ms(open.maxSendLag)} at ${rate} req/s`);
      const what =
        shape === "graphql" ? `GraphQL clients(first: ${PAGE})` : `GraphQL listDocuments(table: "clients", first: ${PAGE}) (the same pages as documents)`;
      rows.push(
        {
          benchmark: `List query at saturation: ${what} of ${USERS} users' own ${CLIENTS_PER_USER} clients, closed loop of ${CONNECTIONS} connections, ${SATURATION_S} s twice (${runs[shape].map((r) => r.rate.toFixed(0)).join(" and ")} req/s; ${perRequest(measured)})`,
          figure: `${measured.rate.toFixed(0)} req/s`,
          baseline: `raw page server (node:http + pg, the same rows, gzip) ${rawRate.rate.toFixed(0)} req/s (${runs.raw.map((r) => r.rate.toFixed(0)).join(" and ")}; ${perRequest(rawRate)})`,
          ratio: ratio.toFixed(2),
          target: `>= ${TARGET_RATIO} of raw`,
          met: ratio >= TARGET_RATIO,
        },
        ...[50, 99, 99.9].map((p) => {
          const figure = percentile(open.latencies, p);
          return {
            benchmark: `${what} open-loop at ${Math.round(LOAD_SHARE * 100)}% of its saturation (${rate} req/s asked, ${open.achievedRate.toFixed(0)} done, ${open.latencies.length} requests), p${p} from the scheduled send`,
            figure: ms(figure),
            baseline: `its saturation ${measured.rate.toFixed(0)} req/s`,
            ratio: "-",
            target: p === 99 ? `p99 <= ${TARGET_P99_MS} ms` : "-",
            met: p === 99 ? figure <= TARGET_P99_MS : true,
          };
        }),
      );
    }
    return rows;
  } finally {
    await raw?.stop();
    await stack.close();
  }
}
