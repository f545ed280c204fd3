import { randomUUID } from "node:crypto";
import { createClient } from "graphql-ws";
import pg from "pg";
import WebSocket from "ws";
import { clientRecord, newWorker, saveTables, send, sessionOn, syncMutationRequest } from "./support/api.js";
import { startStack } from "./support/stack.js";
import { ms, percentile, type BenchRow } from "./support/stats.js";

const SAVES = 500;
const WARM_UP = 20;
/** Devices of the worker listening at once; every save is heard by all of them, each one timed. */
const SUBSCRIBERS = 50;
/** Sync load alongside: this many devices of another worker sending GraphQL sync batches back to back. */
const LOAD_DEVICES = 4;
const LOAD_BATCH = 100;
const TARGET_P99_MS = 100;
/** A notice that does not come within this is a failure, so the run always ends. */
const NOTICE_TIMEOUT_MS = 5000;

interface Notice {
  recordsChanged: { mutatedRecords: Array<{ uuid: string }> };
}

/**
 * Runs while `running()`: LOAD_DEVICES devices of another worker syncing LOAD_BATCH new clients a
 * batch through GraphQL, back to back; resolves with the records synced.
 */
async function syncLoad(url: string, running: () => boolean): Promise<number> {
  const other = await newWorker(url);
  // Each device logs in on its own install: a session acts as its own install only.
  const devices: { installId: string; token: string }[] = [];
  for (let d = 0; d < LOAD_DEVICES; d += 1) {
    const installId = randomUUID();
    devices.push({ installId, token: await sessionOn(url, other, installId) });
  }
  let synced = 0;
  await Promise.all(
    devices.map(async ({ installId, token }, d) => {
      for (let b = 0; running(); b += 1) {
        await send(
          syncMutationRequest(
            url,
            token,
            installId,
            Array.from({ length: LOAD_BATCH }, (_, i) => clientRecord(d * 1_000_000 + b * LOAD_BATCH + i)),
          ),
        );
        synced += LOAD_BATCH;
      }
    }),
  );
  return synced;
}

/**
 * Saves on device A (REST) one at a time, and times each until every one of SUBSCRIBERS devices of
 * the same worker (on the last replica) has heard it, one latency per device and save, while
 * another worker's devices sync alongside.
 */
async function saveToNotice(replicas: string[]): Promise<{ latencies: number[]; saves: number[]; loadRate: number }> {
  const [urlA, urlB] = [replicas[0]!, replicas[replicas.length - 1]!];
  const worker = await newWorker(urlA);
  const waiting = new Map<string, (subscriber: number) => void>();
  // Each of her devices logs in on its own install (a session acts as its own install only); device A saves.
  const installs: { installId: string; token: string }[] = [];
  for (let s = 0; s <= SUBSCRIBERS; s += 1) {
    const installId = randomUUID();
    installs.push({ installId, token: await sessionOn(urlA, worker, installId) });
  }
  const subscribers = installs.slice(0, SUBSCRIBERS).map(({ installId, token }) =>
    createClient({
      url: `${urlB.replace("http", "ws")}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { Authorization: `Bearer ${token}`, "X-App-Install-Id": installId },
    }),
  );
  let loading = true;
  let load: Promise<number> = Promise.resolve(0);
  try {
    await Promise.all(
      subscribers.map((subscriber, s) => {
        const connected = new Promise<void>((resolve) => subscriber.on("connected", () => resolve()));
        subscriber.subscribe<Notice>(
          { query: "subscription { recordsChanged { appID mutatedRecords { table uuid dataversion } } }" },
          {
            next: (message) => {
              for (const { uuid } of message.data?.recordsChanged.mutatedRecords ?? []) waiting.get(uuid)?.(s);
            },
            error: (error) => console.error("subscription error", error),
            complete: () => {},
          },
        );
        return connected;
      }),
    );
    await new Promise((r) => setTimeout(r, 200));
    const loadStarted = performance.now();
    load = syncLoad(urlA, () => loading);
    const deviceA = installs[SUBSCRIBERS]!;
    const latencies: number[] = [];
    const saves: number[] = [];
    for (let i = 0; i < WARM_UP + SAVES; i += 1) {
      const record = clientRecord(i);
      const heardAt = new Array<number>(SUBSCRIBERS);
      let heard = 0;
      const allHeard = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`save ${i}: ${SUBSCRIBERS - heard} subscribers had no notice within ${NOTICE_TIMEOUT_MS} ms`)),
          NOTICE_TIMEOUT_MS,
        );
        waiting.set(record.uuid, (s) => {
          if (heardAt[s] !== undefined) return;
          heardAt[s] = performance.now();
          heard += 1;
          if (heard === SUBSCRIBERS) {
            clearTimeout(timer);
            resolve();
          }
        });
      });
      const started = performance.now();
      await saveTables(urlA, deviceA.token, deviceA.installId, [record]);
      const saved = performance.now();
      await allHeard;
      if (i >= WARM_UP) {
        saves.push(saved - started);
        for (const at of heardAt) latencies.push(at - started);
      }
      waiting.delete(record.uuid);
    }
    loading = false;
    const synced = await load;
    return { latencies, saves, loadRate: synced / ((performance.now() - loadStarted) / 1000) };
  } finally {
    loading = false;
    await load.catch(() => 0);
    await Promise.all(subscribers.map(async (subscriber) => subscriber.dispose()));
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
    // SUBSCRIBERS devices of one worker: more sockets than a user may hold by default (docs/SECURITY.md).
    const stack = await startStack(replicas, { WS_SOCKETS_PER_USER: String(SUBSCRIBERS + 1) });
    try {
      const { latencies: notices, saves, loadRate } = await saveToNotice(stack.replicas);
      const baseline = await notifyToListen(stack.databaseUrl);
      const label = replicas === 1 ? "one server" : "two replicas, A and B on different ones";
      for (const p of [50, 99]) {
        const figure = percentile(notices, p);
        const base = percentile(baseline, p);
        rows.push({
          benchmark: `Change notice A->B, p${p}, ${label}, ${SUBSCRIBERS} subscribers each timed (${SAVES} saves; A's save answered at p${p} ${ms(percentile(saves, p))}), sync load alongside (${LOAD_DEVICES} devices, ${loadRate.toFixed(0)} records/s)`,
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
