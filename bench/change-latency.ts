import { randomUUID } from "node:crypto";
import { createClient } from "graphql-ws";
import pg from "pg";
import WebSocket from "ws";
import { clientRecord, newWorker, saveTables } from "./support/api.js";
import { startStack } from "./support/stack.js";
import { ms, percentile, type BenchRow } from "./support/stats.js";

const SAVES = 1000;
const WARM_UP = 20;
const TARGET_P99_MS = 100;
/** A notice that does not come within this is a failure, so the run always ends. */
const NOTICE_TIMEOUT_MS = 5000;

interface Notice {
  recordsChanged: { mutatedRecords: Array<{ uuid: string }> };
}

/** Saves on device A (REST) one at a time and times each until device B's subscription hears it. */
async function saveToNotice(replicas: string[]): Promise<number[]> {
  const [urlA, urlB] = [replicas[0]!, replicas[replicas.length - 1]!];
  const worker = await newWorker(urlA);
  const waiting = new Map<string, () => void>();
  const subscriber = createClient({
    url: `${urlB.replace("http", "ws")}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { Authorization: `Bearer ${worker.token}`, "X-App-Install-Id": randomUUID() },
  });
  try {
    const connected = new Promise<void>((resolve) => subscriber.on("connected", () => resolve()));
    subscriber.subscribe<Notice>(
      { query: "subscription { recordsChanged { appID mutatedRecords { table uuid dataversion } } }" },
      {
        next: (message) => {
          for (const { uuid } of message.data?.recordsChanged.mutatedRecords ?? []) waiting.get(uuid)?.();
        },
        error: (error) => console.error("subscription error", error),
        complete: () => {},
      },
    );
    await connected;
    await new Promise((r) => setTimeout(r, 200));
    const deviceA = randomUUID();
    const latencies: number[] = [];
    for (let i = 0; i < WARM_UP + SAVES; i += 1) {
      const record = clientRecord(i);
      const heard = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no notice for save ${i} within ${NOTICE_TIMEOUT_MS} ms`)), NOTICE_TIMEOUT_MS);
        waiting.set(record.uuid, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      const started = performance.now();
      await saveTables(urlA, worker.token, deviceA, [record]);
      await heard;
      if (i >= WARM_UP) latencies.push(performance.now() - started);
      waiting.delete(record.uuid);
    }
    return latencies;
  } finally {
    await subscriber.dispose();
  }
}

/** The baseline: PostgreSQL's own NOTIFY to LISTEN on the same server, from node-pg to node-pg. */
async function notifyToListen(databaseUrl: string): Promise<number[]> {
  const listener = new pg.Client({ connectionString: databaseUrl });
  const sender = new pg.Client({ connectionString: databaseUrl });
  await Promise.all([listener.connect(), sender.connect()]);
  try {
    await listener.query("listen bench_latency");
    let heard: ((payload: string) => void) | null = null;
    listener.on("notification", (n) => heard?.(n.payload ?? ""));
    const latencies: number[] = [];
    for (let i = 0; i < WARM_UP + SAVES; i += 1) {
      const got = new Promise<string>((resolve) => (heard = resolve));
      const started = performance.now();
      await sender.query("select pg_notify('bench_latency', $1)", [String(i)]);
      if ((await got) !== String(i)) throw new Error("notices out of order");
      if (i >= WARM_UP) latencies.push(performance.now() - started);
    }
    return latencies;
  } finally {
    await Promise.all([listener.end(), sender.end()]);
  }
}

/** Change-notice latency, save on device A to notice on device B, with one and two replicas. */
export async function benchChangeLatency(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const replicas of [1, 2]) {
    const stack = await startStack(replicas);
    try {
      const notices = await saveToNotice(stack.replicas);
      const baseline = await notifyToListen(stack.databaseUrl);
      const label = replicas === 1 ? "one server" : "two replicas, A and B on different ones";
      for (const p of [50, 99]) {
        const figure = percentile(notices, p);
        const base = percentile(baseline, p);
        rows.push({
          benchmark: `Change notice A->B, p${p}, ${label} (${SAVES} saves)`,
          figure: ms(figure),
          baseline: `pg NOTIFY->LISTEN p${p} ${ms(base)}`,
          ratio: `${(figure / base).toFixed(1)}x`,
          target: p === 99 ? `p99 <= ${TARGET_P99_MS} ms` : "-",
          met: p === 99 ? figure <= TARGET_P99_MS : true,
        });
      }
    } finally {
      await stack.close();
    }
  }
  return rows;
}
