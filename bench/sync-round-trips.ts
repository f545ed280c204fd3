import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { clientRecord, newWorker, saveTablesRequest, send, sessionOn, syncMutationRequest } from "./support/api.js";
import { cpuSpentMs, processCpuMs } from "./support/proc.js";
import { startStack } from "./support/stack.js";
import { ms, percentile, type BenchRow } from "./support/stats.js";

/*
 * Does a sync batch wait on PostgreSQL's round trips? (docs/PERFORMANCE.md, "Round trips of a sync
 * batch"). The benchmark's server is started with bench/support/pg-wait-hook.mjs, which times each
 * statement its node-pg clients send from the call to the result; PostgreSQL logs its own time of
 * each (log_min_duration_statement = 0: parse, bind and execute). The wait less PostgreSQL's own
 * time is what the round trip costs: the loopback, node-pg's encoding and parsing, the event loop.
 */

const BATCH = 500;
const WARM_UP = 4;
/** Counted batches per door (REST and GraphQL taking turns). */
const BATCHES = 16;

/** What a statement is, by its text (server/src/sync: install-cursor, batch-state, records repositories). */
export function kindOf(text: string): string {
  const t = text.replace(/\s+/g, " ").trim().toLowerCase();
  if (/^(?:begin|start transaction)/.test(t)) return "begin";
  if (/^commit/.test(t)) return "commit";
  if (t.includes("pg_advisory_xact_lock") && t.includes("app_installs")) return "claim";
  if (t.includes("batch_time")) return "read";
  if (t.startsWith("with drawn as materialized")) return "write";
  return t.slice(0, 40);
}

interface Sum {
  count: number;
  ms: number;
}

function addTo(sums: Map<string, Sum>, kind: string, count: number, spent: number) {
  const sum = sums.get(kind) ?? { count: 0, ms: 0 };
  sum.count += count;
  sum.ms += spent;
  sums.set(kind, sum);
}

/** The hook's sums now (it writes them on SIGUSR2), by kind. */
async function waits(pid: number, file: string, seen: { written: number }): Promise<Map<string, Sum>> {
  process.kill(pid, "SIGUSR2");
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (fs.existsSync(file)) {
      const read = JSON.parse(fs.readFileSync(file, "utf8")) as { written: number; sums: Record<string, Sum> };
      if (read.written > seen.written) {
        seen.written = read.written;
        const sums = new Map<string, Sum>();
        // The hook's keys begin "tx " for a statement sent in a transaction (the batch's), "-- " for one outside.
        for (const [key, sum] of Object.entries(read.sums)) addTo(sums, `${key.slice(0, 3)}${kindOf(key.slice(3))}`, sum.count, sum.ms);
        return sums;
      }
    }
    if (Date.now() > deadline) throw new Error("the server's pg-wait hook did not answer");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** PostgreSQL's own time of each statement in a slice of its log (parse + bind + execute, or a simple statement), by kind. */
export function loggedTimes(log: string): Map<string, Sum> {
  const sums = new Map<string, Sum>();
  // An entry begins with the log line prefix's time; the statement's further lines begin with a tab.
  const entries = log.split(/\n(?=\d{4}-\d\d-\d\d )/);
  for (const entry of entries) {
    const match = /duration: ([\d.]+) ms {2}(parse|bind|execute|statement)[^:]*: ([\s\S]*)$/.exec(entry);
    if (!match) continue;
    // A statement counts once, at its execute (or simple statement); its parse and bind add time only.
    addTo(sums, kindOf(match[3]!), match[2] === "execute" || match[2] === "statement" ? 1 : 0, Number(match[1]));
  }
  return sums;
}

function minus(after: Map<string, Sum>, before: Map<string, Sum>): Map<string, Sum> {
  const spent = new Map<string, Sum>();
  for (const [kind, sum] of after) {
    const was = before.get(kind) ?? { count: 0, ms: 0 };
    if (sum.count > was.count) spent.set(kind, { count: sum.count - was.count, ms: sum.ms - was.ms });
  }
  return spent;
}

export async function benchSyncRoundTrips(): Promise<BenchRow[]> {
  const waitFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-pg-wait-")), "waits.json");
  const hook = path.resolve(import.meta.dirname, "support/pg-wait-hook.mjs");
  const nodeArgs = process.env.SERVER_NODE_ARGS;
  process.env.SERVER_NODE_ARGS = `${nodeArgs ?? ""} --import ${hook}`;
  const stack = await startStack(1, { PG_WAIT_FILE: waitFile });
  if (nodeArgs === undefined) delete process.env.SERVER_NODE_ARGS;
  else process.env.SERVER_NODE_ARGS = nodeArgs;
  const admin = new pg.Client({ connectionString: stack.databaseUrl });
  await admin.connect();
  try {
    const dataDir = (await admin.query<{ d: string }>("select current_setting('data_directory') as d")).rows[0]!.d;
    // postgres-cluster.ts logs to <its directory>/log, the data directory's sibling.
    const logFile = path.join(path.dirname(dataDir), "log");
    await admin.query("alter system set log_min_duration_statement = 0");
    // Without the parameters: the write's 500 records would be logged as text at each batch.
    await admin.query("alter system set log_parameter_max_length = 0");
    await admin.query("select pg_reload_conf()");
    const baseUrl = stack.replicas[0]!;
    const worker = await newWorker(baseUrl);
    const [restInstall, graphqlInstall] = [randomUUID(), randomUUID()];
    const [restToken, graphqlToken] = [await sessionOn(baseUrl, worker, restInstall), await sessionOn(baseUrl, worker, graphqlInstall)];
    let index = 0;
    const batchOf = () => Array.from({ length: BATCH }, () => clientRecord((index += 1)));
    const requests = [
      () => saveTablesRequest(baseUrl, restToken, restInstall, batchOf()),
      () => syncMutationRequest(baseUrl, graphqlToken, graphqlInstall, batchOf()),
    ];
    for (let i = 0; i < WARM_UP; i += 1) await send(requests[i % 2]!());
    const pid = stack.pids[0]!;
    const seen = { written: 0 };
    const waitsBefore = await waits(pid, waitFile, seen);
    const logFrom = fs.statSync(logFile).size;
    const times: number[] = [];
    let serverCpu = 0;
    for (let i = 0; i < BATCHES * 2; i += 1) {
      const request = requests[i % 2]!();
      const cpuBefore = processCpuMs();
      const started = performance.now();
      await send(request);
      times.push(performance.now() - started);
      serverCpu += cpuSpentMs(cpuBefore, processCpuMs(), [pid]);
    }
    // A bare round trip, alone on the loopback: the bench's own client's `select 1`, its median of 200.
    const bareTrips: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const started = performance.now();
      await admin.query("select 1");
      bareTrips.push(performance.now() - started);
    }
    const bareAlone = percentile(bareTrips, 50);
    // The work after each answer (the device stamp, the change feed's read) ends before the sums are read.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const waited = minus(await waits(pid, waitFile, seen), waitsBefore);
    const log = fs.readFileSync(logFile).subarray(logFrom).toString("utf8");
    const own = loggedTimes(log);
    const n = times.length;
    const wall = times.reduce((a, b) => a + b, 0) / n;
    const parts = [...waited.entries()].sort((a, b) => b[1].ms - a[1].ms);
    const batch = { trips: 0, waited: 0, own: 0 };
    const described = parts.map(([key, sum]) => {
      const inBatch = key.startsWith("tx ");
      const kind = key.slice(3);
      const pgOwn = (own.get(kind)?.ms ?? 0) / n;
      if (inBatch) {
        batch.trips += sum.count / n;
        batch.waited += sum.ms / n;
        batch.own += pgOwn;
      }
      const named = ["begin", "claim", "read", "write", "commit"].includes(kind) ? kind : JSON.stringify(kind);
      return `${inBatch ? "in the batch's transaction" : "outside it"}: ${named} x${(sum.count / n).toFixed(2)}, waited ${ms(sum.ms / n)}, PostgreSQL's own ${ms(pgOwn)}, the rest ${ms(sum.ms / n - pgOwn)}`;
    });
    // A bare round trip: begin, which PostgreSQL runs in no measurable time and which sends and gets nothing else.
    const begin = waited.get("tx begin");
    const bare = begin ? begin.ms / begin.count : Number.NaN;
    console.log(`Statements of a batch of ${BATCH} (REST and GraphQL by turns, ${n} batches), a batch:\n  ${described.join("\n  ")}`);
    console.log(
      `A bare round trip: the server's begin ${ms(bare)}, the bench's own select 1 ${ms(bareAlone)} (median of 200); the batch's ${batch.trips.toFixed(1)} as bare ones: ${ms(bare * batch.trips)} / ${ms(bareAlone * batch.trips)}`,
    );
    const network = batch.waited - batch.own;
    return [
      {
        benchmark: `Sync batch's statements to PostgreSQL (${n} batches of ${BATCH}, REST and GraphQL by turns; ${batch.trips.toFixed(1)} in its transaction)`,
        figure: `waited ${ms(batch.waited)} a batch, PostgreSQL's own ${ms(batch.own)}, the rest ${ms(network)} (a bare round trip: the server's begin ${ms(bare)}, select 1 alone ${ms(bareAlone)}; x${batch.trips.toFixed(1)} = ${ms(bare * batch.trips)} / ${ms(bareAlone * batch.trips)})`,
        baseline: `the batch's whole median ${ms(percentile(times, 50))} (mean ${ms(wall)}); server CPU ${ms(serverCpu / n)} a batch`,
        // The round trips' share: what the transaction's statements waited beyond PostgreSQL's own time
        // (the loopback, PostgreSQL waking, node-pg's encoding and decoding, the event loop: an upper
        // bound of the network's wait). Counting each as the server's begin varies more (0.8 to 3.4 ms
        // in four runs): begin's wait takes in the previous batch's feed work on the same event loop.
        ratio: (network / wall).toFixed(3),
        target: "round trips <= 0.10 of the batch (else merge claim and read)",
        met: network / wall <= 0.1,
      },
    ];
  } finally {
    await admin.end();
    await stack.close();
    fs.rmSync(path.dirname(waitFile), { recursive: true, force: true });
  }
}
