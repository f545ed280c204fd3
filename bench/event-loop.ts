import { randomUUID } from "node:crypto";
import http from "node:http";
import { print } from "graphql";
import { SyncDocument } from "../apps/web/src/generated/graphql.js";
import { startStack } from "./support/stack.js";
import { median, ms, type BenchRow } from "./support/stats.js";

/** An anonymous install's batch: 500 clients of about 2 KB (a name and eight typed form answers), about 1 MB as sent. */
const RECORDS = 500;
const WARM_UP = 3;
const ROUNDS = 10;
/** docs/PERFORMANCE.md, "The event loop": no request of a caller without a login holds it longer. */
const TARGET_MS = 100;
/** The anonymous record quota would refuse the rounds after the fifth (5,000 records an address an hour): lifted here. */
const QUOTA_ENV = { ANONYMOUS_RECORDS_PER_ADDRESS: "100000000", ANONYMOUS_RECORDS_PER_INSTALL: "100000000" };

function client(i: number) {
  const answers = Array.from({ length: 8 }, (_, f) => ({
    uuid: randomUUID(),
    answer: `Answer ${i}.${f} ${"x".repeat(120)}`,
    mandatory: true,
    clientField: `field${f}`,
    component: "text",
    categories: [],
    flowelement: false,
  }));
  return { uuid: randomUUID(), clientname: `Client ${i} ${"y".repeat(100)}`, age: 30, archived: false, status: null, clientFormFields: answers };
}

/** One POST, its answer read whole; the agent is its own, so the probe's connection is never queued behind it. */
function post(url: string, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: "POST", headers: { ...headers, "content-length": Buffer.byteLength(body) }, agent: false }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", reject);
    request.end(body);
  });
}

/**
 * /healthz asked back to back on a kept-alive connection until `until` settles: the longest wait for
 * an answer is how long the server's event loop was held (plus a request's own fraction of a ms).
 */
async function longestHealthzWait(baseUrl: string, until: Promise<unknown>): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let done = false;
  void until.finally(() => (done = true));
  let longest = 0;
  while (!done) {
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      http
        .get(`${baseUrl}/healthz`, { agent }, (response) => {
          response.resume();
          response.on("end", () => resolve());
        })
        .on("error", reject);
    });
    longest = Math.max(longest, performance.now() - started);
  }
  agent.destroy();
  return longest;
}

/** A batch through one door as an install without a login (a new install each time), as a sent body. */
function batch(door: "rest" | "graphql", baseUrl: string) {
  const install = randomUUID();
  const clients = Array.from({ length: RECORDS }, (_, i) => client(i));
  if (door === "rest") {
    const payload = JSON.stringify(clients.map((record) => ({ table: "clients", uuid: record.uuid, record })));
    return {
      url: `${baseUrl}/api/saveTables/${install}`,
      headers: { "content-type": "application/x-www-form-urlencoded", "x-app-install-id": install },
      body: new URLSearchParams({ payload }).toString(),
    };
  }
  const entries = clients.map((record, i) => ({ clientMutationId: i + 1, table: "clients", uuid: record.uuid, client: record }));
  return {
    url: `${baseUrl}/graphql`,
    headers: { "content-type": "application/json", "x-app-install-id": install },
    // The app's own Sync mutation: each answer carries its record (docs/decisions/0006-sync-answers-carry-the-stored-record.md).
    body: JSON.stringify({ query: print(SyncDocument), variables: { input: { appInstallId: install, entries } } }),
  };
}

/**
 * How long an anonymous batch of 500 records holds the server's event loop, through each door,
 * measured from outside: the longest wait for /healthz asked back to back while the batch runs,
 * against the same probe while nothing else runs.
 */
export async function benchEventLoop(): Promise<BenchRow[]> {
  const stack = await startStack(1, QUOTA_ENV);
  try {
    const baseUrl = stack.replicas[0]!;
    const idle: number[] = [];
    for (let r = 0; r < ROUNDS; r += 1) idle.push(await longestHealthzWait(baseUrl, new Promise((resolve) => setTimeout(resolve, 300))));
    const rows: BenchRow[] = [];
    for (const door of ["rest", "graphql"] as const) {
      const waits: number[] = [];
      let bytes = 0;
      for (let r = 0; r < WARM_UP + ROUNDS; r += 1) {
        const { url, headers, body } = batch(door, baseUrl);
        bytes = Buffer.byteLength(body);
        const sent = post(url, headers, body).then((status) => {
          if (status !== 200) throw new Error(`${door} batch answered ${status}`);
        });
        const longest = await longestHealthzWait(baseUrl, sent);
        await sent;
        if (r >= WARM_UP) waits.push(longest);
      }
      const worst = Math.max(...waits);
      rows.push({
        benchmark: `Event loop: the longest /healthz wait while an anonymous ${door === "rest" ? "REST saveTables" : "GraphQL sync (the app's Sync, records in the answers)"} batch of ${RECORDS} clients (${(bytes / 1e6).toFixed(2)} MB) runs, ${ROUNDS} batches after ${WARM_UP} to warm up`,
        figure: `max ${ms(worst)}, median ${ms(median(waits))}`,
        baseline: `the same probe for 300 ms with nothing else running: max ${ms(Math.max(...idle))}, median ${ms(median(idle))}`,
        ratio: (worst / Math.max(1, median(idle))).toFixed(1),
        target: `< ${TARGET_MS} ms`,
        met: worst < TARGET_MS,
      });
    }
    return rows;
  } finally {
    await stack.close();
  }
}
