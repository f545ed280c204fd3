import { describe, expect, it } from "vitest";
import { ClientDocument, ClientsDocument, RehabilitationsDocument } from "../generated/graphql.js";
import { createCache } from "../platform/apollo.js";
import { writeRecords, type CachedRecord } from "../sync/cached-tables.js";
import { writePageEntries } from "../sync/download-writer.js";
import type { OutboxEntry } from "../sync/outbox.js";
import { pageEntriesOf, type PageEntries } from "../sync/page-entries.js";
import { pageTablesOf } from "../sync/page-tables.js";
import { answerText, documentOf, everyTable, FRAGMENTS, makeClient, none, NOW, waitingEdit } from "../test-support/first-sync-pages.js";
import { recordCaches } from "./record-caches.js";

type Cache = ReturnType<typeof createCache>;

/** Every record of the typed page, with its table, in the tables' order. */
const typed = recordCaches.flatMap((table) =>
  ((everyTable as unknown as Record<string, CachedRecord[]>)[table.list] ?? []).map((record) => ({ table, record })),
);
const documents = typed.map(({ table, record }) => documentOf(table.table, record));

/** The entries the download's worker makes of a page of these documents for this cache (download-page.ts). */
function entriesOf(cache: Cache, docs = documents): PageEntries {
  const tables = pageTablesOf(cache, recordCaches);
  if (!tables) throw new Error("the shown tables cannot be told to the worker");
  const made = pageEntriesOf(answerText(docs), tables, NOW);
  if (!made.page || !("entries" in made.page)) throw new Error("no entries");
  return made.page.entries;
}

const write = (cache: Cache, entries: PageEntries, waiting: ReadonlyMap<string, OutboxEntry> = none) => writePageEntries(cache, entries, waiting, recordCaches);

/** The cache after each typed record is written field by field by its whole fragment, and put in its lists by the cache's own writes. */
function writtenFieldByField(): Cache {
  const cache = createCache();
  for (const { record } of typed) cache.writeFragment({ fragment: FRAGMENTS[record.__typename]!, fragmentName: `${record.__typename}Fields`, data: record });
  cache.batch({ update: () => writeRecords(cache, typed, "append") });
  return cache;
}

describe('a first-sync page made ready in the worker (docs/sync-and-api.md, "A new device\'s first sync")', () => {
  it("leaves the cache, every entity and every list of the root query, as a field-by-field write of the typed records leaves it", () => {
    const byFields = writtenFieldByField();
    const cache = createCache();
    write(cache, entriesOf(cache));
    expect(Object.keys(cache.extract()).filter((id) => id !== "ROOT_QUERY")).toHaveLength(11);
    // writeFragment also keeps each record as a root of its own against cache.gc (__META), which the
    // first sync's writes never did: its records are kept by the lists that hold them.
    // The lists' query write adds the root's __typename, which the store gives a root query anyway.
    const { __META: _roots, ROOT_QUERY, ...fieldByField } = byFields.extract();
    const { __typename: _query, ...lists } = ROOT_QUERY!;
    expect(cache.extract()).toEqual({ ...fieldByField, ROOT_QUERY: lists });
    expect(Object.keys(cache.extract().ROOT_QUERY!).length).toBeGreaterThan(10);
  });

  it("names each list as the cache does, a client's own with her uuid, and the calendar's every plan", () => {
    const cache = createCache();
    const entries = entriesOf(cache);
    expect(entries.lists['rehabilitations({"clientUuid":"c1"})']).toEqual(['Rehabilitation:{"uuid":"plan-1"}']);
    expect(entries.lists['rehabilitations({"clientUuid":null})']).toEqual(['Rehabilitation:{"uuid":"plan-1"}']);
    expect(entries.lists.clients).toEqual(['Client:{"uuid":"c1"}', 'Client:{"uuid":"c2"}']);
    expect(entries.ids).toHaveLength(11);
    expect(entries.texts.map((text) => JSON.parse(text) as unknown)).toEqual(JSON.parse(entries.entities));
  });

  it("appends to a list held before, each record once, in the pages' order, and keeps a newer version the feed brought", () => {
    const cache = createCache();
    cache.writeQuery({
      query: ClientsDocument,
      data: { __typename: "Query", clients: [makeClient("c0", "Fetched before"), { ...makeClient("c9", "Newer"), dataversion: 9 }] },
    });
    const page = (uuid: string, dataversion = 1) => documentOf("clients", { ...makeClient(uuid), dataversion });
    write(cache, entriesOf(cache, [page("c1"), page("c9", 4)]));
    write(cache, entriesOf(cache, [page("c1", 2), page("c2")]));
    expect(cache.readQuery({ query: ClientsDocument })!.clients.map((c) => [c.uuid, c.clientname, c.dataversion])).toEqual([
      ["c0", "Fetched before", 1],
      ["c9", "Newer", 9],
      ["c1", "Client c1", 2],
      ["c2", "Client c2", 1],
    ]);
  });

  it("leaves a record whose edit waits in the outbox to that edit, unless the server rejected it", () => {
    const cache = createCache();
    const rejected = { ...waitingEdit("rehabilitations", "plan-1"), rejected: { reason: "record.archive: expected boolean", at: "2026-11-23T09:01:00.000Z" } };
    write(
      cache,
      entriesOf(cache),
      new Map([
        ["clients:c2", waitingEdit("clients", "c2")],
        ["rehabilitations:plan-1", rejected],
      ]),
    );
    expect(cache.readQuery({ query: ClientsDocument })!.clients.map((c) => c.uuid)).toEqual(["c1"]);
    expect(cache.extract()['Client:{"uuid":"c2"}']).toBeUndefined();
    expect(cache.readQuery({ query: RehabilitationsDocument, variables: { clientUuid: "c1" } })!.rehabilitations.map((p) => p.uuid)).toEqual(["plan-1"]);
  });

  it("tells the screens watching: a list read before, and a record read while it was missing", () => {
    const cache = createCache();
    cache.writeQuery({ query: ClientsDocument, data: { __typename: "Query", clients: [makeClient("c0")] } });
    const lists: string[][] = [];
    const records: Array<string | null> = [];
    cache.watch({ query: ClientsDocument, optimistic: true, callback: (diff) => lists.push((diff.result?.clients ?? []).map((c) => c?.uuid ?? "")) });
    cache.watch({
      query: ClientDocument,
      variables: { uuid: "c2" },
      optimistic: true,
      returnPartialData: true,
      callback: (diff) => records.push(diff.result?.client?.clientname ?? null),
    });
    cache.writeQuery({ query: ClientDocument, variables: { uuid: "c2" }, data: { __typename: "Query", client: null } });
    cache.modify({ id: "ROOT_QUERY", fields: { client: (_value, { toReference }) => toReference({ __typename: "Client", uuid: "c2" }) } });
    write(cache, entriesOf(cache));
    expect(lists.at(-1)).toEqual(["c0", "c1", "c2"]);
    expect(records.at(-1)).toBe("Client c2");
  });

  it("answers texts per type, for the cache's own write, when a table's entity has a key the cache would not store as it comes", () => {
    const cache = createCache();
    const tables = pageTablesOf(cache, recordCaches)!.map((table) =>
      table.table === "clients" ? { ...table, keys: table.keys.filter((key) => key !== "consents") } : table,
    );
    const made = pageEntriesOf(answerText(documents), tables, NOW);
    expect(made.page && "texts" in made.page).toBe(true);
  });
});
