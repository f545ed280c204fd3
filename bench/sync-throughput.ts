import { randomUUID } from "node:crypto";
import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { clientRecord, newWorker, saveTablesRequest, send, sessionOn, syncMutationRequest, type ClientRecord } from "./support/api.js";
import { balancedOrder } from "./support/balanced-order.js";
import { cpuSpentMs, processCpuMs } from "./support/proc.js";
import { startStack } from "./support/stack.js";
import { ms, percentile, type BenchRow } from "./support/stats.js";

const BATCH = 500;
/** Times the balanced order (balancedOrder(5), 20 batches, each path 4 times) runs: 32 counted batches per path. */
const CIRCUITS = 8;
const TARGET_RATIO = 0.5;
/** Batches per path run before counting: V8's JIT and the connection pools settle. */
const WARM_UP_BATCHES = 2;

/** The columns both raw paths write, in records' own shape, each row encoded before the clock. */
export function rawRows(records: ClientRecord[], userId: number, installId: string) {
  return records.map((record) => ({
    table_name: "clients",
    uuid: record.uuid,
    owner_user_id: userId,
    application: "default",
    content: { ...record, valid: true },
    last_install_id: installId,
  }));
}

/**
 * Raw path 1: one named statement (parsed and planned once per connection, like the server's write
 * at its best) reading the batch as one JSON parameter, each row taking its dataversion from
 * dataversion_seq.
 */
const JSON_UPSERT = {
  name: "bench_raw_json_upsert",
  text: `insert into records (table_name, uuid, owner_user_id, application, dataversion, content, last_install_id, updated_at)
    select table_name, uuid, owner_user_id, application, nextval('dataversion_seq'), content, last_install_id, now()
    from jsonb_to_recordset($1::jsonb) as r(table_name text, uuid text, owner_user_id integer, application text, content jsonb, last_install_id text)
    on conflict (table_name, uuid) do update set content = excluded.content, dataversion = excluded.dataversion,
      last_install_id = excluded.last_install_id, updated_at = excluded.updated_at`,
};

/**
 * Raw path 2: one named statement taking the rows' other columns as one JSON parameter and their
 * contents as lines of JSON, one a row, each parsed on its own (as the server's write sends them,
 * records.repository.ts contentLines).
 */
export const LINES_UPSERT = {
  name: "bench_raw_lines_upsert",
  text: `insert into records (table_name, uuid, owner_user_id, application, dataversion, content, last_install_id, updated_at)
    select r.table_name, r.uuid, r.owner_user_id, r.application, nextval('dataversion_seq'), c.content::jsonb, r.last_install_id, now()
    from rows from (jsonb_to_recordset($1::jsonb) as (table_name text, uuid text, owner_user_id integer, application text, last_install_id text))
      with ordinality as r(table_name, uuid, owner_user_id, application, last_install_id, n)
    join string_to_table($2::text, E'\\n') with ordinality as c(content, n) using (n)
    on conflict (table_name, uuid) do update set content = excluded.content, dataversion = excluded.dataversion,
      last_install_id = excluded.last_install_id, updated_at = excluded.updated_at`,
};

/** Raw path 3: COPY into a temporary table (emptied at commit), then one named upsert from it. */
const COPY_TABLE = `create temporary table bench_incoming (table_name text, uuid text, owner_user_id integer, application text,
  content jsonb, last_install_id text) on commit delete rows`;
const COPY_UPSERT = {
  name: "bench_raw_copy_upsert",
  text: `insert into records (table_name, uuid, owner_user_id, application, dataversion, content, last_install_id, updated_at)
    select table_name, uuid, owner_user_id, application, nextval('dataversion_seq'), content, last_install_id, now() from bench_incoming
    on conflict (table_name, uuid) do update set content = excluded.content, dataversion = excluded.dataversion,
      last_install_id = excluded.last_install_id, updated_at = excluded.updated_at`,
};

/** COPY's text format: tab-separated, one row a line; a backslash in the data is doubled (JSON escapes tabs and newlines). */
function copyText(rows: ReturnType<typeof rawRows>): Buffer {
  const escape = (value: string) => value.replaceAll("\\", "\\\\");
  return Buffer.from(
    rows
      .map((r) => [r.table_name, r.uuid, String(r.owner_user_id), r.application, escape(JSON.stringify(r.content)), r.last_install_id].join("\t"))
      .join("\n") + "\n",
  );
}

type PathName = "raw-json" | "raw-lines" | "raw-copy" | "rest" | "graphql";
const RAW_PATHS = ["raw-json", "raw-lines", "raw-copy"] as const;
const PATHS: readonly PathName[] = [...RAW_PATHS, "rest", "graphql"];
const LABEL: Record<PathName, string> = {
  "raw-json": "raw named jsonb_to_recordset upsert",
  "raw-lines": "raw named upsert, contents as JSON lines",
  "raw-copy": "raw COPY + named upsert",
  rest: "REST saveTables",
  graphql: "GraphQL sync",
};

function batchOf(start: number) {
  return Array.from({ length: BATCH }, (_, i) => clientRecord(start + i));
}

/**
 * Records per second through REST saveTables and GraphQL sync against the fastest of three raw
 * writes of the same rows, all five taking turns in an order where each follows each other
 * equally often. Every path's work is encoded before its clock starts (a device encodes its
 * request on its own CPU); timed is the write and, for HTTP, the server's whole answer.
 */
export async function benchSyncThroughput(): Promise<BenchRow[]> {
  const stack = await startStack(1);
  const raw = new pg.Client({ connectionString: stack.databaseUrl });
  await raw.connect();
  try {
    const baseUrl = stack.replicas[0]!;
    const worker = await newWorker(baseUrl);
    // One phone per door, each with her session on it (a session acts as its own install only).
    const [restInstall, graphqlInstall] = [randomUUID(), randomUUID()];
    const [restToken, graphqlToken] = [await sessionOn(baseUrl, worker, restInstall), await sessionOn(baseUrl, worker, graphqlInstall)];
    await raw.query(COPY_TABLE);
    const paths: Record<PathName, (records: ClientRecord[]) => () => Promise<unknown>> = {
      "raw-json": (records) => {
        const values = [JSON.stringify(rawRows(records, worker.userId, randomUUID()))];
        return () => raw.query({ ...JSON_UPSERT, values });
      },
      "raw-lines": (records) => {
        const rows = rawRows(records, worker.userId, randomUUID());
        const values = [JSON.stringify(rows.map(({ content: _content, ...columns }) => columns)), rows.map((r) => JSON.stringify(r.content)).join("\n")];
        return () => raw.query({ ...LINES_UPSERT, values });
      },
      "raw-copy": (records) => {
        const text = copyText(rawRows(records, worker.userId, randomUUID()));
        return async () => {
          await raw.query("begin");
          await pipeline(Readable.from([text]), raw.query(copyFrom("copy bench_incoming from stdin")));
          await raw.query(COPY_UPSERT);
          await raw.query("commit");
        };
      },
      rest: (records) => {
        const request = saveTablesRequest(baseUrl, restToken, restInstall, records);
        return () => send(request);
      },
      graphql: (records) => {
        const request = syncMutationRequest(baseUrl, graphqlToken, graphqlInstall, records);
        return () => send(request);
      },
    };
    const times: Record<PathName, number[]> = { "raw-json": [], "raw-lines": [], "raw-copy": [], rest: [], graphql: [] };
    // CPU summed over each path's counted batches: the server process's, and the whole machine's (server, PostgreSQL, this process).
    const serverCpu: Record<PathName, number> = { "raw-json": 0, "raw-lines": 0, "raw-copy": 0, rest: 0, graphql: 0 };
    const machineCpu: Record<PathName, number> = { ...serverCpu };
    const pid = stack.pids[0]!;
    let index = 0;
    // Warm-up batches per path, not counted: V8's JIT, connection pools and the named statements.
    for (let w = 0; w < WARM_UP_BATCHES; w += 1) {
      for (const name of PATHS) await paths[name](batchOf((index += BATCH)))();
    }
    const order = balancedOrder(PATHS.length);
    for (let c = 0; c < CIRCUITS; c += 1) {
      for (const at of order) {
        const name = PATHS[at]!;
        const write = paths[name](batchOf((index += BATCH)));
        const cpuBefore = processCpuMs();
        const started = performance.now();
        await write();
        times[name].push(performance.now() - started);
        const cpuAfter = processCpuMs();
        serverCpu[name] += cpuSpentMs(cpuBefore, cpuAfter, [pid]);
        machineCpu[name] += cpuSpentMs(cpuBefore, cpuAfter);
      }
    }
    const rate = (name: PathName) => (BATCH * times[name].length) / (times[name].reduce((a, b) => a + b, 0) / 1000);
    const cpuPerBatch = (name: PathName) =>
      `${(RAW_PATHS as readonly PathName[]).includes(name) ? "" : `server CPU ${ms(serverCpu[name] / times[name].length)}, `}the whole machine's CPU ${ms(machineCpu[name] / times[name].length)}`;
    const perBatch = (name: PathName) =>
      `median ${ms(percentile(times[name], 50))}, p90 ${ms(percentile(times[name], 90))} a batch; ${cpuPerBatch(name)} a batch`;
    const [fastest, ...others] = [...RAW_PATHS].sort((a, b) => rate(b) - rate(a)) as [PathName, ...PathName[]];
    const slower = others.map((name) => `${LABEL[name]} ${rate(name).toFixed(0)}/s`).join(", ");
    const baseline = `${LABEL[fastest]} ${rate(fastest).toFixed(0)} records/s (${perBatch(fastest)}; ${slower})`;
    return (["rest", "graphql"] as const).map((name) => ({
      benchmark: `Sync throughput, ${LABEL[name]} (${times[name].length} batches of ${BATCH} clients of ~850 B, balanced order)`,
      figure: `${rate(name).toFixed(0)} records/s (${perBatch(name)})`,
      baseline,
      ratio: (rate(name) / rate(fastest)).toFixed(2),
      target: `>= ${TARGET_RATIO} of raw`,
      met: rate(name) / rate(fastest) >= TARGET_RATIO,
    }));
  } finally {
    await raw.end();
    await stack.close();
  }
}
