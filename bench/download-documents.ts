import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { addTypenameToDocument } from "@apollo/client/utilities";
import { Kind, parse, print, visit, type DefinitionNode } from "graphql";
import { startServerProcess } from "../server/src/test-support/server-process.js";
import { newWorker, sessionOn } from "./support/api.js";
import { cpuTimeMs } from "./support/proc.js";
import { startStack } from "./support/stack.js";
import { median, ms, type BenchRow } from "./support/stats.js";
import { saveRecords, workerRecords } from "./support/worker-records.js";

/** A new device's first sync of 10,000 records (2,000 clients and their records), in pages of 500. */
const CLIENTS = 2000;
const PAGE = 500;
/** A catch-up page: 200 records by key. */
const CATCH_UP = 200;
const CATCH_UP_REQUESTS = 5;
/** Turns of each shape after a warm-up of each, A, B, A, B, ... */
const ROUNDS = { download: 5, catchUp: 9 } as const;
/** docs/PERFORMANCE.md: the target, the server's cost per record halved. */
const TARGET = 0.5;

const RELEASED = path.resolve(import.meta.dirname, "../schema/released");

/**
 * An operation of the newest kept release (schema/released/), with the fragments it uses, as the
 * app sends it (every __typename added, as Apollo Client does): what a build before documents asks.
 */
export function releasedOperation(name: string): string {
  const newest = fs.readdirSync(RELEASED).sort().at(-1)!;
  const all = parse(fs.readFileSync(path.join(RELEASED, newest, "operations.graphql"), "utf8"));
  const fragments = new Map(all.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const operation = all.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === name);
  if (!operation) throw new Error(`the release ${newest} has no operation ${name}`);
  const wanted: DefinitionNode[] = [operation];
  const named = new Set<string>();
  for (let i = 0; i < wanted.length; i += 1) {
    visit(wanted[i]!, {
      FragmentSpread(spread) {
        if (named.has(spread.name.value)) return;
        named.add(spread.name.value);
        wanted.push(fragments.get(spread.name.value)!);
      },
    });
  }
  return print(addTypenameToDocument({ kind: Kind.DOCUMENT, definitions: wanted }));
}

/** The page as a build that reads documents asks for it (apps/web/src/sync/download-documents.graphql's shape). */
const DOWNLOAD_DOCUMENTS = `query DownloadDocuments($after: String, $first: Int, $counts: Boolean!) { downloadRecords(after: $after, first: $first) {
  cursor count hasMore ahead feedCursor total @include(if: $counts) remaining @include(if: $counts) documents __typename } }`;
const STORED_DOCUMENTS = `query StoredDocuments($keys: [RecordKeyInput!]!) { storedDocuments(keys: $keys) { documents withheld { table uuid __typename } __typename } }`;

interface Shape {
  name: string;
  operationName: string;
  query: string;
}

async function post(url: string, headers: Record<string, string>, body: object): Promise<{ data: Record<string, unknown>; bytes: number }> {
  const response = await fetch(`${url}/graphql`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
  const text = await response.text();
  const answer = JSON.parse(text) as { data?: Record<string, unknown>; errors?: unknown };
  if (!response.ok || answer.errors || !answer.data) throw new Error(`GraphQL answered ${response.status}: ${JSON.stringify(answer.errors)}`);
  return { data: answer.data, bytes: Buffer.byteLength(text) };
}

/**
 * The CPU so far of the stack's PostgreSQL, in ms: its postmaster (the process started with
 * `-p <port>`) and every process it forked (the server's connections are pooled, so they live
 * through a turn).
 */
export function postgresCpuMs(port: string): number {
  const stats = fs.readdirSync("/proc").flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      const args = fs.readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      return [{ pid: Number(entry), parent, args }];
    } catch {
      return [];
    }
  });
  const postmaster = stats.find((p) => p.args.some((arg, i) => arg === "-p" && p.args[i + 1] === port));
  if (!postmaster) throw new Error(`no PostgreSQL listening on port ${port}`);
  let spent = 0;
  for (const p of stats) {
    try {
      if (p.pid === postmaster.pid || p.parent === postmaster.pid) spent += cpuTimeMs(p.pid);
    } catch {
      // It ended meanwhile.
    }
  }
  return spent;
}

interface Turn {
  databaseCpu: number;
  serverCpu: number;
  wall: number;
  requests: number;
  records: number;
  bytes: number;
}

/** Every page of the first sync, one after the other, in one shape; the server's CPU from /proc. */
async function download(url: string, headers: Record<string, string>, pid: number, port: string, shape: Shape): Promise<Turn> {
  const cpu = cpuTimeMs(pid);
  const databaseCpu = postgresCpuMs(port);
  const start = performance.now();
  let after: string | null = null;
  let requests = 0;
  let records = 0;
  let bytes = 0;
  for (;;) {
    const { data, bytes: size } = await post(url, headers, {
      operationName: shape.operationName,
      query: shape.query,
      variables: { after, first: PAGE, counts: requests === 0 },
    });
    const page = data.downloadRecords as { cursor: string | null; count: number; hasMore: boolean };
    requests += 1;
    records += page.count;
    bytes += size;
    after = page.cursor;
    if (!page.hasMore) break;
  }
  return { serverCpu: cpuTimeMs(pid) - cpu, databaseCpu: postgresCpuMs(port) - databaseCpu, wall: performance.now() - start, requests, records, bytes };
}

/**
 * A catch-up page's records by key, CATCH_UP_REQUESTS times one after the other, in one shape: the
 * kernel counts a process's CPU in 10 ms ticks, about one request's worth.
 */
async function catchUp(url: string, headers: Record<string, string>, pid: number, port: string, shape: Shape, keys: readonly object[]): Promise<Turn> {
  const cpu = cpuTimeMs(pid);
  const databaseCpu = postgresCpuMs(port);
  const start = performance.now();
  let records = 0;
  let bytes = 0;
  for (let i = 0; i < CATCH_UP_REQUESTS; i += 1) {
    const answer = await post(url, headers, { operationName: shape.operationName, query: shape.query, variables: { keys } });
    const read = answer.data.storedRecords ?? answer.data.storedDocuments;
    records = Array.isArray(read) ? read.length : (read as { documents: unknown[] }).documents.length;
    bytes = answer.bytes;
  }
  return {
    serverCpu: cpuTimeMs(pid) - cpu,
    databaseCpu: postgresCpuMs(port) - databaseCpu,
    wall: (performance.now() - start) / CATCH_UP_REQUESTS,
    requests: CATCH_UP_REQUESTS,
    records,
    bytes,
  };
}

/** A, B, A, B ...: each shape's turns after a warm-up of each, so both see the same machine. */
async function byTurns(shapes: readonly [Shape, Shape], rounds: number, run: (shape: Shape) => Promise<Turn>): Promise<[Turn[], Turn[]]> {
  for (const shape of shapes) await run(shape);
  const turns: [Turn[], Turn[]] = [[], []];
  for (let round = 0; round < rounds; round += 1) {
    turns[0].push(await run(shapes[0]));
    turns[1].push(await run(shapes[1]));
  }
  return turns;
}

function row(benchmark: string, unit: string, [typed, documents]: [Turn[], Turn[]]): BenchRow {
  const per = (turns: Turn[]) => median(turns.map((t) => t.serverCpu / t.requests));
  const records = typed[0]!.records;
  if (documents.some((t) => t.records !== records) || typed.some((t) => t.records !== records))
    throw new Error(`${benchmark}: the shapes brought different records`);
  const describe = (turns: Turn[]) =>
    `server CPU ${ms(per(turns))} a ${unit} (median of ${turns.length} turns), PostgreSQL's ${ms(median(turns.map((t) => t.databaseCpu / t.requests)))}, ${(median(turns.map((t) => t.bytes)) / 1024 / 1024).toFixed(2)} MB, wall ${ms(median(turns.map((t) => t.wall)))} a ${unit === "request" ? "request" : "download"}`;
  const ratio = per(documents) / per(typed);
  return {
    benchmark: `${benchmark}: ${records.toLocaleString("en")} records as documents (B) against the typed lists (A), by turns`,
    figure: describe(documents),
    baseline: describe(typed),
    ratio: `${ratio.toFixed(3)}x`,
    target: `server CPU <= ${TARGET}x`,
    met: ratio <= TARGET,
  };
}

/**
 * docs/PERFORMANCE.md, "Records as documents": the server's CPU for a new device's first sync
 * (10,000 records in pages of 500) and for a catch-up page (200 records by key), asked by turns
 * in the typed shape a build before documents sends (the newest kept release's DownloadRecords
 * and StoredRecords) and as documents (DownloadDocuments, storedDocuments), on one server. The
 * server runs its build when that is current, its source otherwise (startServerProcess), so a
 * build made by someone else meanwhile is not measured.
 */
export async function benchDownloadDocuments(): Promise<BenchRow[]> {
  const stack = await startStack(1, {}, (env) => startServerProcess(env));
  try {
    const url = stack.replicas[0]!;
    const pid = stack.pids[0]!;
    const port = new URL(stack.databaseUrl).port;
    postgresCpuMs(port);
    // Made before the first request: making them takes seconds on a loaded machine, past the server's
    // keep-alive, and a POST on the connection it closed meanwhile fails (EPIPE) rather than being retried.
    const records = workerRecords(CLIENTS);
    const worker = await newWorker(url);
    await saveRecords(url, worker.token, randomUUID(), records);
    const phone = randomUUID();
    const headers = { authorization: `Bearer ${await sessionOn(url, worker, phone)}`, "x-app-install-id": phone };
    const downloads = await byTurns(
      [
        { name: "typed", operationName: "DownloadRecords", query: releasedOperation("DownloadRecords") },
        { name: "documents", operationName: "DownloadDocuments", query: DOWNLOAD_DOCUMENTS },
      ],
      ROUNDS.download,
      (shape) => download(url, headers, pid, port, shape),
    );
    const keys = records.slice(0, CATCH_UP).map(({ table, record }) => ({ table, uuid: record.uuid }));
    const catchUps = await byTurns(
      [
        { name: "typed", operationName: "StoredRecords", query: releasedOperation("StoredRecords") },
        { name: "documents", operationName: "StoredDocuments", query: STORED_DOCUMENTS },
      ],
      ROUNDS.catchUp,
      (shape) => catchUp(url, headers, pid, port, shape, keys),
    );
    return [row("New-device first sync, server only", "page of 500", downloads), row("Catch-up page by key, server only", "request", catchUps)];
  } finally {
    await stack.close();
  }
}
