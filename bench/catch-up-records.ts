import { randomUUID } from "node:crypto";
import { addTypenameToDocument } from "@apollo/client/utilities";
import { print, type DocumentNode } from "graphql";
import {
  ClientDocument,
  CycleActionDocument,
  CycleDescriptionDocument,
  MilestoneFormDocument,
  RehabilitationDocument,
  StoredRecordsDocument,
} from "../apps/web/src/generated/graphql.js";
import { newWorker, sessionOn } from "./support/api.js";
import { startDelayProxy } from "./support/delay-proxy.js";
import { startStack } from "./support/stack.js";
import { median, ms, type BenchRow } from "./support/stats.js";
import { saveRecords, workerRecords } from "./support/worker-records.js";

/** 40 clients with their plan, checklist, cycle goal and action: a catch-up of 200 changed records. */
const CLIENTS = 40;
const RECORDS = CLIENTS * 5;
/** Each way on the slow link: 100 ms a round trip, a phone on a rural mobile network. */
const LINK_DELAY_MS = 50;
const TRIALS = { loopback: 5, slow: 3 } as const;

/** The web's own queries, as Apollo sends them (with every __typename). */
const text = (document: DocumentNode) => print(addTypenameToDocument(document));
const ONE_RECORD: Record<string, { query: string; operationName: string }> = Object.fromEntries(
  (
    [
      ["clients", ClientDocument, "Client"],
      ["rehabilitations", RehabilitationDocument, "Rehabilitation"],
      ["milestones", MilestoneFormDocument, "MilestoneForm"],
      ["cycle_descriptions", CycleDescriptionDocument, "CycleDescription"],
      ["cycle_actions", CycleActionDocument, "CycleAction"],
    ] as const
  ).map(([table, document, operationName]) => [table, { query: text(document), operationName }]),
);
const STORED_RECORDS = text(StoredRecordsDocument);

interface Key {
  table: string;
  uuid: string;
}

/** Posts one GraphQL request as the app does; throws on an error answer. */
async function post(url: string, headers: Record<string, string>, body: object): Promise<unknown> {
  const response = await fetch(`${url}/graphql`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
  const answer = (await response.json()) as { data?: unknown; errors?: unknown };
  if (!response.ok || answer.errors) throw new Error(`GraphQL answered ${response.status}: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

/** The records of the keys one request each, one after the other, as the change feed fetched them before storedRecords. */
async function perRecord(url: string, headers: Record<string, string>, keys: readonly Key[]): Promise<{ ms: number; requests: number; records: number }> {
  const start = performance.now();
  let records = 0;
  for (const key of keys) {
    const { query, operationName } = ONE_RECORD[key.table]!;
    const data = (await post(url, headers, { operationName, query, variables: { uuid: key.uuid } })) as Record<string, unknown>;
    if (Object.values(data)[0]) records += 1;
  }
  return { ms: performance.now() - start, requests: keys.length, records };
}

/** The records of the keys in one storedRecords request, asking again for any withheld, as the change feed does now. */
async function batched(url: string, headers: Record<string, string>, keys: readonly Key[]): Promise<{ ms: number; requests: number; records: number }> {
  const start = performance.now();
  let requests = 0;
  let records = 0;
  let asking = keys;
  while (asking.length > 0) {
    requests += 1;
    const data = (await post(url, headers, { operationName: "StoredRecords", query: STORED_RECORDS, variables: { keys: asking } })) as {
      storedRecords: Array<Key & { withheld: boolean }>;
    };
    records += data.storedRecords.filter((answer) => !answer.withheld).length;
    asking = data.storedRecords.filter((answer) => answer.withheld).map(({ table, uuid }) => ({ table, uuid }));
  }
  return { ms: performance.now() - start, requests, records };
}

/**
 * docs/sync-and-api.md, "The device's feed": a catch-up page of 200 records changed on another
 * phone (40 clients and their plan, checklist, goal and action), fetched the old way (one request a
 * record, one after the other) and the new way (one storedRecords request), alternately in the
 * same run, on loopback and through a proxy holding each chunk 50 ms each way (100 ms round trips).
 * The time is the requests' alone, from this process: the writes into the page's cache are the same either way.
 */
export async function benchCatchUpRecords(): Promise<BenchRow[]> {
  const stack = await startStack(1);
  try {
    const baseUrl = stack.replicas[0]!;
    const worker = await newWorker(baseUrl);
    await saveRecords(baseUrl, worker.token, randomUUID(), workerRecords(CLIENTS));
    // The other phone of the worker, catching up on what the first one saved: a session acts as its own install only.
    const phone = randomUUID();
    const headers = { authorization: `Bearer ${await sessionOn(baseUrl, worker, phone)}`, "x-app-install-id": phone };
    const page = (await post(baseUrl, headers, { query: `{ changesSince(cursor: "0", limit: 500) { changes { table uuid } } }` })) as {
      changesSince: { changes: Key[] };
    };
    const keys = page.changesSince.changes.map(({ table, uuid }) => ({ table, uuid }));
    if (keys.length !== RECORDS) throw new Error(`the catch-up page holds ${keys.length} changes, not ${RECORDS}`);
    const port = Number(new URL(baseUrl).port);
    const proxy = await startDelayProxy({ host: "127.0.0.1", port }, LINK_DELAY_MS);
    const rows: BenchRow[] = [];
    try {
      for (const [link, url, trials] of [
        ["loopback", baseUrl, TRIALS.loopback],
        [`${LINK_DELAY_MS * 2} ms round trips`, `http://127.0.0.1:${proxy.port}`, TRIALS.slow],
      ] as const) {
        const old: number[] = [];
        const now: number[] = [];
        let requests = { old: 0, now: 0 };
        // A warm-up of each, then the two ways alternately.
        await perRecord(url, headers, keys);
        await batched(url, headers, keys);
        for (let trial = 0; trial < trials; trial += 1) {
          const before = await perRecord(url, headers, keys);
          const after = await batched(url, headers, keys);
          if (before.records !== RECORDS || after.records !== RECORDS)
            throw new Error(`fetched ${before.records} and ${after.records} records, not ${RECORDS}`);
          old.push(before.ms);
          now.push(after.ms);
          requests = { old: before.requests, now: after.requests };
        }
        const [figure, baseline] = [median(now), median(old)];
        rows.push({
          benchmark: `catch-up of ${RECORDS} records (${link})`,
          figure: `${requests.now} request, ${ms(figure)}`,
          baseline: `${requests.old} requests, ${ms(baseline)}`,
          ratio: `${(figure / baseline).toFixed(3)}x`,
          target: "one request a catch-up page",
          met: requests.now === 1 && figure < baseline,
        });
      }
    } finally {
      await proxy.close();
    }
    return rows;
  } finally {
    await stack.close();
  }
}
