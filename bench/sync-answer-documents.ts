import { randomUUID } from "node:crypto";
import pg from "pg";
import type { ChildProcess } from "node:child_process";
import { startServerProcess } from "../server/src/test-support/server-process.js";
import { postgresCpuMs, releasedOperation } from "./download-documents.js";
import { clientRecord, newWorker, sessionOn, type ClientRecord } from "./support/api.js";
import { startServerOf } from "./support/baseline-build.js";
import { cpuTimeMs } from "./support/proc.js";
import { startStack } from "./support/stack.js";
import { median, ms, type BenchRow } from "./support/stats.js";
import { LINES_UPSERT, rawRows } from "./sync-throughput.js";

const BATCH = 500;
/** Batches a turn, one after the other: the kernel counts CPU in 10 ms ticks. */
const BATCHES_A_TURN = 4;
/** Turns of each path after a warm-up of each, A, B, raw, A, B, raw, ... */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
/** docs/PERFORMANCE.md, "Sync throughput": the target, half the raw write's rate. */
const TARGET = 0.5;

/** The answer as a build that reads documents asks it: each entry's outcome, and the stored records as documents. */
const SYNC_DOCUMENTS = `mutation Sync($input: SyncBatchInput!) { sync(input: $input) { results { clientMutationId table uuid dataversion status reason
  conflicts { path labelKey base theirs yours theirsBy theirsAt __typename } __typename } documents __typename } }`;

type PathName = "typed" | "documents" | "raw" | "before";

interface Turn {
  serverCpu: number;
  databaseCpu: number;
  wall: number;
  bytes: number;
}

let mutationId = 0;

/** A GraphQL sync of new clients, as the app sends it. */
function syncBody(operation: string, installId: string, records: ClientRecord[]): string {
  const entries = records.map((client) => ({ clientMutationId: (mutationId += 1), table: "clients", uuid: client.uuid, op: "UPSERT", client }));
  return JSON.stringify({ operationName: "Sync", query: operation, variables: { input: { appInstallId: installId, entries } } });
}

async function post(url: string, headers: Record<string, string>, body: string): Promise<number> {
  const response = await fetch(`${url}/graphql`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });
  const text = await response.text();
  const answer = JSON.parse(text) as { data?: { sync: { results: Array<{ status: string }> } }; errors?: unknown };
  if (!response.ok || answer.errors || !answer.data) throw new Error(`sync answered ${response.status}: ${JSON.stringify(answer.errors)}`);
  if (answer.data.sync.results.some((r) => r.status !== "APPLIED")) throw new Error("sync: an entry was not APPLIED");
  return Buffer.byteLength(text);
}

/**
 * docs/PERFORMANCE.md, "Sync throughput" (the sync answer as documents): GraphQL sync batches of
 * 500 new clients asked by turns in the typed shape a build before documents sends (the newest
 * kept release's Sync, the stored record in each result's field named for its table) and with the
 * stored records as documents (SYNC_DOCUMENTS), beside the raw write of the same rows (one named
 * upsert, the contents as JSON lines: sync-throughput.ts's fastest), on one server and one
 * PostgreSQL. Each turn is BATCHES_A_TURN batches one after the other, every body encoded before
 * its clock; the server's and PostgreSQL's CPU from /proc.
 */
export async function benchSyncAnswerDocuments(): Promise<BenchRow[]> {
  let serverEnv: Record<string, string> = {};
  const stack = await startStack(1, {}, (env) => ((serverEnv = env), startServerProcess(env)));
  const raw = new pg.Client({ connectionString: stack.databaseUrl });
  await raw.connect();
  // BENCH_BEFORE=<commit>: that commit's own server on the same database, asked as documents by turns with this one's.
  const beforeCommit = process.env.BENCH_BEFORE;
  let before: { child: ChildProcess; url: string } | null = null;
  try {
    if (beforeCommit) {
      const started = startServerOf(beforeCommit, serverEnv);
      before = { child: started.child, url: await started.baseUrl };
    }
    const url = stack.replicas[0]!;
    const pid = stack.pids[0]!;
    const port = new URL(stack.databaseUrl).port;
    const worker = await newWorker(url);
    const installId = randomUUID();
    const headers = { authorization: `Bearer ${await sessionOn(url, worker, installId)}`, "x-app-install-id": installId };
    const typed = releasedOperation("Sync");
    const beforeInstall = randomUUID();
    const beforeHeaders = before ? { authorization: `Bearer ${await sessionOn(before.url, worker, beforeInstall)}`, "x-app-install-id": beforeInstall } : null;
    let index = 0;
    const batches = () => Array.from({ length: BATCHES_A_TURN }, () => Array.from({ length: BATCH }, () => clientRecord((index += 1))));
    const paths: Record<PathName, () => Promise<Turn>> = {
      typed: () =>
        turn(
          pid,
          port,
          batches().map((records) => syncBody(typed, installId, records)),
          (body) => post(url, headers, body),
        ),
      documents: () =>
        turn(
          pid,
          port,
          batches().map((records) => syncBody(SYNC_DOCUMENTS, installId, records)),
          (body) => post(url, headers, body),
        ),
      raw: () => {
        const values = batches().map((records) => {
          const rows = rawRows(records, worker.userId, installId);
          return [JSON.stringify(rows.map(({ content: _content, ...columns }) => columns)), rows.map((r) => JSON.stringify(r.content)).join("\n")];
        });
        return turn(pid, port, values, async (v) => (await raw.query({ ...LINES_UPSERT, values: v }), 0));
      },
      before: () =>
        turn(
          before!.child.pid!,
          port,
          batches().map((records) => syncBody(SYNC_DOCUMENTS, beforeInstall, records)),
          (body) => post(before!.url, beforeHeaders!, body),
        ),
    };
    const names: PathName[] = before ? ["before", "documents", "typed", "raw"] : ["typed", "documents", "raw"];
    for (const name of names) await paths[name]();
    const turns: Record<PathName, Turn[]> = { typed: [], documents: [], raw: [], before: [] };
    for (let round = 0; round < ROUNDS; round += 1) for (const name of names) turns[name].push(await paths[name]());
    return rows(turns, beforeCommit);
  } finally {
    before?.child.kill("SIGTERM");
    await raw.end();
    await stack.close();
  }
}

/** The batches one after the other, each prepared before the clock; CPU and wall time a batch. */
async function turn<T>(pid: number, port: string, prepared: T[], send: (item: T) => Promise<number>): Promise<Turn> {
  const cpu = cpuTimeMs(pid);
  const databaseCpu = postgresCpuMs(port);
  const start = performance.now();
  let bytes = 0;
  for (const item of prepared) bytes += await send(item);
  const n = prepared.length;
  return {
    serverCpu: (cpuTimeMs(pid) - cpu) / n,
    databaseCpu: (postgresCpuMs(port) - databaseCpu) / n,
    wall: (performance.now() - start) / n,
    bytes: bytes / n,
  };
}

function rows(turns: Record<PathName, Turn[]>, beforeCommit: string | undefined): BenchRow[] {
  const of = (name: PathName, key: keyof Turn) => median(turns[name].map((t) => t[key]));
  const describe = (name: PathName) =>
    `${((BATCH / of(name, "wall")) * 1000).toFixed(0)} records/s, wall ${ms(of(name, "wall"))} a batch, server CPU ${ms(of(name, "serverCpu"))}, PostgreSQL's ${ms(of(name, "databaseCpu"))}` +
    (name === "raw" ? "" : `, answer ${(of(name, "bytes") / 1024).toFixed(0)} KB`);
  const rounds = `medians of ${ROUNDS} turns of ${BATCHES_A_TURN} batches`;
  const beforeRow: BenchRow[] = beforeCommit
    ? [
        {
          benchmark: `GraphQL sync as documents: this build (B) against ${beforeCommit}'s server (A) on the same database, by turns (${rounds})`,
          figure: describe("documents"),
          baseline: describe("before"),
          ratio: `${(of("before", "wall") / of("documents", "wall")).toFixed(2)}x the rate, ${(of("documents", "serverCpu") / of("before", "serverCpu")).toFixed(2)}x server CPU`,
          target: "measured",
          met: true,
        },
      ]
    : [];
  return [
    ...beforeRow,
    {
      benchmark: `GraphQL sync, 500 new clients a batch: the stored records as documents (B) against the typed answer (A), by turns (${rounds})`,
      figure: describe("documents"),
      baseline: describe("typed"),
      ratio: `${(of("documents", "serverCpu") / of("typed", "serverCpu")).toFixed(2)}x server CPU`,
      target: "measured",
      met: true,
    },
    ...(["typed", "documents"] as const).map((name) => ({
      benchmark: `GraphQL sync (${name} answer) against the raw write of the same rows, by turns (${rounds})`,
      figure: describe(name),
      baseline: describe("raw"),
      ratio: (of("raw", "wall") / of(name, "wall")).toFixed(2),
      target: `>= ${TARGET} of raw`,
      met: of("raw", "wall") / of(name, "wall") >= TARGET,
    })),
  ];
}
