// Here, not beside sync/settle-answers.ts: it settles through the caches the modules register where the app is assembled.
import { ApolloClient, ApolloLink, type InMemoryCache } from "@apollo/client";
import { Observable } from "rxjs";
import { describe, expect, it, vi } from "vitest";
import { makeAnswer, makeEdit, makeStoredRecord, SHOWN_TABLES } from "../test-support/stored-records.js";
import { createCache } from "../platform/apollo.js";
import type { OutboxEntry } from "../sync/outbox.js";
import { settleAnswers, writeSettled } from "../sync/settle-answers.js";
import type { SyncAnswer } from "../sync/sync-engine.js";
import { recordCaches } from "./record-caches.js";

/** The registered cache of rehabilitation plans. */
const rehabCache = () => recordCaches.find((c) => c.table === "rehabilitations")!;

/** A device's Apollo client whose server is never reached: it counts the requests it was asked to send. */
function makeDevice() {
  const requests: string[] = [];
  const link = new ApolloLink((operation) => {
    requests.push(operation.operationName ?? "anonymous");
    return new Observable((observer) => observer.error(new Error("offline")));
  });
  const cache: InMemoryCache = createCache();
  const client = new ApolloClient({ cache, link });
  const onMerged = vi.fn<(entry: OutboxEntry, answer: SyncAnswer) => void>();
  // As SyncRuntime wires it: a record is read back only for an answer without it.
  const refresh = vi.fn(async (table: string, uuid: string) => recordCaches.find((c) => c.table === table)?.fetch(client, uuid));
  const settle = (answers: SyncAnswer[], entries: OutboxEntry[]) =>
    settleAnswers(answers, entries, { tables: recordCaches, write: (settled) => writeSettled(cache, settled), refresh, onMerged });
  return { client, cache, requests, onMerged, refresh, settle };
}

/** Each table's list as its screen reads it (a client's pictures and plans: client c1's). */
/** The uuids of a table's records in the first list its screens read them in (its cache's `screens`), as a screen reads it. */
function uuidsIn(cache: InMemoryCache, table: string): string[] | undefined {
  const [list] = recordCaches.find((c) => c.table === table)!.screens(makeStoredRecord(table, "any", 1));
  const stored = cache.extract() as Record<string, Record<string, unknown>>;
  const key = list!.args ? `${list!.field}(${JSON.stringify(list!.args)})` : list!.field;
  const refs = stored.ROOT_QUERY![key] as { __ref: string }[] | undefined;
  // As a screen's query reads the list: a reference to an evicted record is no row (Apollo drops dangling references).
  return refs?.flatMap((ref) => (stored[ref.__ref] ? [stored[ref.__ref]!.uuid as string] : []));
}

/** A record as the cache holds it, in its table's fragment. */
function cachedRecord(cache: InMemoryCache, table: string, uuid: string) {
  const { fragment, fragmentName } = recordCaches.find((c) => c.table === table)!;
  const __typename = makeStoredRecord(table, uuid, 1).__typename;
  return cache.readFragment<Record<string, unknown>>({ id: cache.identify({ __typename, uuid }), fragment, fragmentName });
}

/** A batch of `perTable` edits of every shown table, answered APPLIED, dataversions from 101 on. */
function answeredBatch(perTable: number) {
  const entries = SHOWN_TABLES.flatMap((table, t) => Array.from({ length: perTable }, (_, i) => makeEdit(table, `${table}-${i}`, t * perTable + i + 1)));
  return { entries, answers: entries.map((entry, i) => makeAnswer(entry, 101 + i)) };
}

describe("settling a sync answer (docs/product.md §4 Records and sync)", () => {
  it(`shows 50 answered edits of each of the ${SHOWN_TABLES.length} shown tables as the server stored them, with no request`, async () => {
    const device = makeDevice();
    const { entries, answers } = answeredBatch(50);
    await device.settle(answers, entries);
    expect(device.requests).toEqual([]);
    expect(device.refresh).not.toHaveBeenCalled();
    for (const table of SHOWN_TABLES) {
      // Lists never fetched (first opened offline) are written: a record that leaves the outbox stays shown.
      expect(uuidsIn(device.cache, table)).toEqual(Array.from({ length: 50 }, (_, i) => `${table}-${i}`));
      const index = SHOWN_TABLES.indexOf(table) * 50 + 7;
      const stored = answers[index]!.record!;
      const picture = table === "client_images" ? { image: (entries[index]!.record as { image: string }).image } : {};
      expect(cachedRecord(device.cache, table, `${table}-7`)).toEqual({ ...stored, ...picture });
    }
    expect(recordCaches.map((c) => c.dataversion(device.client, `${c.table}-0`))).toEqual(recordCaches.map((c) => 101 + SHOWN_TABLES.indexOf(c.table) * 50));
  });

  it("shows only the last of several edits of one record, once in its list and last, as the server's lists order it", async () => {
    const device = makeDevice();
    const older = makeEdit("cycle_descriptions", "d0", 1);
    await device.settle([makeAnswer(older, 40)], [older]);
    const [first, second, other] = [makeEdit("cycle_descriptions", "d1", 2), makeEdit("cycle_descriptions", "d1", 3), makeEdit("cycle_descriptions", "d0", 4)];
    const answers = [
      makeAnswer(first, 41),
      makeAnswer(second, 42, "APPLIED", makeStoredRecord("cycle_descriptions", "d1", 42, { goal: "Eat alone" })),
      makeAnswer(other, 43),
    ];
    await device.settle(answers, [first, second, other]);
    expect(uuidsIn(device.cache, "cycle_descriptions")).toEqual(["d1", "d0"]);
    expect(cachedRecord(device.cache, "cycle_descriptions", "d1")).toMatchObject({ goal: "Eat alone", dataversion: 42 });
    expect(device.requests).toEqual([]);
  });

  it("drops a deleted record from the cache and from every list once the server took the deletion", async () => {
    const device = makeDevice();
    const plan = makeEdit("rehabilitations", "p1", 1);
    const message = makeEdit("chat_messages", "m1", 2);
    await device.settle([makeAnswer(plan, 10), makeAnswer(message, 11)], [plan, message]);
    const deletions = [
      makeEdit("rehabilitations", "p1", 3, { op: "DELETE", record: null }),
      makeEdit("chat_messages", "m1", 4, { op: "DELETE", record: null }),
    ];
    await device.settle(
      deletions.map((d, i) => makeAnswer(d, 12 + i)),
      deletions,
    );
    expect(uuidsIn(device.cache, "rehabilitations")).toEqual([]);
    expect(uuidsIn(device.cache, "chat_messages")).toEqual([]);
    expect(rehabCache().dataversion(device.client, "p1")).toBeNull();
    expect(device.requests).toEqual([]);
  });

  it("shows a MERGED answer's record instead of the device's own edit, and hands it on with the record as shown", async () => {
    const device = makeDevice();
    const [client, picture, plain] = [makeEdit("clients", "c1", 1), makeEdit("client_images", "i1", 2), makeEdit("favorites", "f1", 3)];
    const merged = makeStoredRecord("clients", "c1", 44, { clientname: "Merged on two phones" });
    const answers = [makeAnswer(client, 44, "MERGED", merged), makeAnswer(picture, 45, "CONFLICT"), makeAnswer(plain, 46)];
    await device.settle(answers, [client, picture, plain]);
    expect(cachedRecord(device.cache, "clients", "c1")).toEqual(merged);
    expect(device.onMerged.mock.calls).toEqual([
      [client, { ...answers[0], record: merged }],
      // The picture's conflict keeps its image, which the answer leaves out.
      [picture, { ...answers[1], record: { ...picture.record, ...answers[1]!.record } }],
    ]);
  });

  it("keeps a newer version the cache already holds", async () => {
    const device = makeDevice();
    const edit = makeEdit("my_children", "k1", 1);
    await device.settle([makeAnswer(edit, 50, "APPLIED", makeStoredRecord("my_children", "k1", 50, { birthdate: "01-01-2025" }))], [edit]);
    const replay = makeEdit("my_children", "k1", 2);
    await device.settle([makeAnswer(replay, 30, "DUPLICATE", makeStoredRecord("my_children", "k1", 30))], [replay]);
    expect(cachedRecord(device.cache, "my_children", "k1")).toMatchObject({ birthdate: "01-01-2025", dataversion: 50 });
  });

  it("reads a record back only when the answer came without it (a server from before the record was answered); a failed read fails the settling", async () => {
    const device = makeDevice();
    const edit = makeEdit("favorites", "f1", 1);
    // The sync engine then keeps the entry in the outbox for a retry.
    await expect(device.settle([{ ...makeAnswer(edit, 41), record: null }], [edit])).rejects.toThrow("offline");
    expect(device.refresh.mock.calls).toEqual([["favorites", "f1"]]);
    expect(device.requests).toEqual(["Favorite"]);
  });

  it("leaves rejected edits, answers for entries it did not send, and tables no screen shows", async () => {
    const device = makeDevice();
    const [rejected, unshown] = [makeEdit("clients", "c1", 1), { ...makeEdit("my_children", "e1", 2), table: "client_elements" }];
    const stranger: SyncAnswer = { ...makeAnswer(makeEdit("clients", "cx", 99), 50) };
    await device.settle(
      [makeAnswer(rejected, 0, "REJECTED"), makeAnswer(unshown, 41, "APPLIED", { __typename: "ClientElement", uuid: "e1" }), stranger],
      [rejected, unshown],
    );
    expect(device.cache.extract()).toEqual({});
    expect(device.requests).toEqual([]);
  });
});
