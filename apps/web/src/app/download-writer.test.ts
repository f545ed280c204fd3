import { describe, expect, it } from "vitest";
import {
  ChatMessagesDocument,
  ClientImagesDocument,
  ClientsDocument,
  CycleActionsDocument,
  CycleDescriptionsDocument,
  FavoritesDocument,
  HiappClientFormsDocument,
  MilestoneFormsDocument,
  MyChildrenDocument,
  RehabilitationsDocument,
} from "../generated/graphql.js";
import { recordOfDocument, type RecordDocument } from "@stepwise/domain";
import { createCache } from "../platform/apollo.js";
import { typenameOf, writeRecords, type CachedRecord } from "../sync/cached-tables.js";
import { pageTextsOf } from "../sync/document-entities.js";
import { writeDownloadedPage as writeTo, type PageLists } from "../sync/download-writer.js";
import type { OutboxEntry } from "../sync/outbox.js";
import { answerText, documentOf, everyTable, FRAGMENTS, makeClient, makePage, none, NOW, TYPENAMES, waitingEdit } from "../test-support/first-sync-pages.js";
import { recordCaches } from "./record-caches.js";

/** A page written as the app writes it: into the tables the app shows. */
const writeDownloadedPage = (cache: ReturnType<typeof createCache>, page: PageLists, waiting: ReadonlyMap<string, OutboxEntry>) =>
  writeTo(cache, page, waiting, recordCaches);

describe("the first sync's pages in the cache, where the screens read them offline", () => {
  it("puts each record in every list its screen reads, with the fields that screen asks for", () => {
    const cache = createCache();
    writeDownloadedPage(cache, everyTable, none);
    const uuids = (list: ReadonlyArray<{ uuid: string }> | undefined) => list?.map((r) => r.uuid);
    expect(cache.readQuery({ query: ClientsDocument })?.clients).toEqual(everyTable.clients);
    expect(uuids(cache.readQuery({ query: RehabilitationsDocument, variables: { clientUuid: "c1" } })?.rehabilitations)).toEqual(["plan-1"]);
    // The calendar reads every plan.
    expect(uuids(cache.readQuery({ query: RehabilitationsDocument, variables: { clientUuid: null } })?.rehabilitations)).toEqual(["plan-1"]);
    expect(cache.readQuery({ query: RehabilitationsDocument, variables: { clientUuid: "c2" } })).toBeNull();
    expect(uuids(cache.readQuery({ query: ClientImagesDocument, variables: { clientUuid: "c2" } })?.clientImages)).toEqual(["image-2"]);
    expect(cache.readQuery({ query: MilestoneFormsDocument })?.milestoneForms).toEqual(everyTable.milestoneForms);
    expect(cache.readQuery({ query: MyChildrenDocument })?.myChildren).toEqual(everyTable.myChildren);
    expect(cache.readQuery({ query: HiappClientFormsDocument })?.hiappClientForms).toEqual(everyTable.hiappClientForms);
    expect(cache.readQuery({ query: CycleDescriptionsDocument })?.cycleDescriptions).toEqual(everyTable.cycleDescriptions);
    expect(cache.readQuery({ query: CycleActionsDocument })?.cycleActions).toEqual(everyTable.cycleActions);
    expect(uuids(cache.readQuery({ query: FavoritesDocument })?.favorites)).toEqual(["fav-1"]);
    expect(cache.readQuery({ query: ChatMessagesDocument })?.chatMessages).toEqual(everyTable.chatMessages);
  });

  it("adds to a list the screen fetched before, once per record, in the pages' order", () => {
    const cache = createCache();
    cache.writeQuery({ query: ClientsDocument, data: { __typename: "Query", clients: [makeClient("c0", "Fetched before")] } });
    writeDownloadedPage(cache, makePage({ clients: [makeClient("c1"), makeClient("c2")] }), none);
    writeDownloadedPage(cache, makePage({ clients: [{ ...makeClient("c2", "Changed since"), dataversion: 2 }, makeClient("c3")] }), none);
    const clients = cache.readQuery({ query: ClientsDocument })!.clients;
    expect(clients.map((c) => [c.uuid, c.clientname])).toEqual([
      ["c0", "Fetched before"],
      ["c1", "Client c1"],
      ["c2", "Changed since"],
      ["c3", "Client c3"],
    ]);
  });

  it("leaves a record whose edit waits in the outbox to that edit, unless the server rejected it", () => {
    const cache = createCache();
    const rejected = { ...waitingEdit("rehabilitations", "plan-1"), rejected: { reason: "record.archive: expected boolean", at: "2026-11-23T09:01:00.000Z" } };
    writeDownloadedPage(
      cache,
      everyTable,
      new Map([
        ["clients:c2", waitingEdit("clients", "c2")],
        ["rehabilitations:plan-1", rejected],
      ]),
    );
    expect(cache.readQuery({ query: ClientsDocument })!.clients.map((c) => c.uuid)).toEqual(["c1"]);
    expect(cache.readQuery({ query: RehabilitationsDocument, variables: { clientUuid: "c1" } })!.rehabilitations.map((p) => p.uuid)).toEqual(["plan-1"]);
  });

  it("keeps a newer version the change feed brought meanwhile", () => {
    const cache = createCache();
    cache.writeQuery({ query: ClientsDocument, data: { __typename: "Query", clients: [{ ...makeClient("c1", "Edited on another phone"), dataversion: 9 }] } });
    writeDownloadedPage(cache, makePage({ clients: [{ ...makeClient("c1", "As the page had it"), dataversion: 4 }, makeClient("c2")] }), none);
    expect(cache.readQuery({ query: ClientsDocument })!.clients.map((c) => [c.uuid, c.clientname, c.dataversion])).toEqual([
      ["c1", "Edited on another phone", 9],
      ["c2", "Client c2", 1],
    ]);
  });

  it("stores each record as the cache's own writes store it, so a record as the server answers it may go in whole", () => {
    const written = createCache();
    for (const table of Object.values(everyTable)) {
      if (!Array.isArray(table)) continue;
      for (const record of table) written.writeFragment({ fragment: FRAGMENTS[record.__typename]!, fragmentName: `${record.__typename}Fields`, data: record });
    }
    const restored = createCache();
    writeDownloadedPage(restored, everyTable, none);
    const entities = (cache: typeof written) => Object.fromEntries(Object.entries(cache.extract()).filter(([id]) => id !== "ROOT_QUERY" && id !== "__META"));
    expect(Object.keys(entities(restored))).toHaveLength(11);
    expect(entities(restored)).toEqual(entities(written));
  });

  it("creates the lists a screen never fetched as the cache's own write of them stores them", () => {
    const byCache = createCache();
    byCache.batch({
      update: () =>
        writeRecords(
          byCache,
          recordCaches.flatMap((table) => ((everyTable as unknown as Record<string, CachedRecord[]>)[table.list] ?? []).map((record) => ({ table, record }))),
          "append",
        ),
    });
    const direct = createCache();
    writeDownloadedPage(direct, everyTable, none);
    const { __typename: _typename, ...listsByCache } = byCache.extract().ROOT_QUERY!;
    expect(direct.extract().ROOT_QUERY).toEqual(listsByCache);
    expect(Object.keys(listsByCache).length).toBeGreaterThan(10);
  });

  it("stores a record as it comes, straight into the cache's store, and lets the cache write one with a key its fragment lacks", () => {
    const cache = createCache();
    const client = makeClient("c1");
    const extra = { ...makeClient("c2"), notInTheFragment: "dropped" };
    writeDownloadedPage(cache, makePage({ clients: [client, extra] }), none);
    const stored = cache.extract();
    // The very object of the page (the cheap path, which an upgrade of Apollo Client could take away unseen).
    expect(stored[cache.identify(client)!]).toBe(client);
    expect(stored[cache.identify(extra)!]).not.toHaveProperty("notInTheFragment");
    expect(cache.readQuery({ query: ClientsDocument })!.clients.map((c) => c.uuid)).toEqual(["c1", "c2"]);
  });
});

/** The page's records as the page gets them from the worker's texts, by list (download-page.ts). */
function listsOf(text: string): Record<string, CachedRecord[]> {
  const made = pageTextsOf(text, TYPENAMES, NOW);
  if (!made.page) throw new Error("no page");
  return Object.fromEntries(recordCaches.map((table) => [table.list, made.page.texts[typenameOf(table)]!.map((t) => JSON.parse(t) as CachedRecord)]));
}

describe('a first-sync page of documents (docs/sync-and-api.md, "A new device\'s first sync")', () => {
  const documents = recordCaches.flatMap((table) =>
    ((everyTable as unknown as Record<string, CachedRecord[]>)[table.list] ?? []).map((record) => documentOf(table.table, record)),
  );

  it("turns each document into the very record the typed answer gave in its table's fragment, every object with its __typename", () => {
    const lists = listsOf(answerText(documents));
    for (const table of recordCaches) expect(lists[table.list]).toEqual((everyTable as unknown as Record<string, CachedRecord[]>)[table.list]);
  });

  it("leaves the cache as a field-by-field write of the typed records leaves it", () => {
    const written = createCache();
    for (const table of Object.values(everyTable)) {
      if (!Array.isArray(table)) continue;
      for (const record of table) written.writeFragment({ fragment: FRAGMENTS[record.__typename]!, fragmentName: `${record.__typename}Fields`, data: record });
    }
    const fromDocuments = createCache();
    writeDownloadedPage(fromDocuments, listsOf(answerText(documents)), none);
    const entities = (cache: typeof written) => Object.fromEntries(Object.entries(cache.extract()).filter(([id]) => id !== "ROOT_QUERY" && id !== "__META"));
    expect(Object.keys(entities(fromDocuments))).toHaveLength(11);
    expect(entities(fromDocuments)).toEqual(entities(written));
    expect(fromDocuments.readQuery({ query: ClientsDocument })?.clients).toEqual(everyTable.clients);
  });

  it("answers the server's flags and computed values as recordOfDocument does, a field the content lacks as null, and drops what the fragment does not select", () => {
    const client = documentOf("clients", makeClient("c9"));
    const content = { ...client.content, synced: 0, saved: "F", notInTheFragment: "dropped" } as Record<string, unknown>;
    delete content.status;
    const [made] = listsOf(answerText([{ ...client, content }])).clients!;
    const answered = recordOfDocument({ ...client, content }, NOW);
    expect(made).toMatchObject({ __typename: "Client", uuid: "c9", status: null, synced: answered.synced, saved: answered.saved });
    expect(answered.synced).toBe(1);
    expect(made).not.toHaveProperty("notInTheFragment");
  });

  it("leaves out tombstones and the documents of tables the app does not show, and keeps the page's paging", () => {
    const tombstone = { ...documentOf("clients", makeClient("gone")), deleted: true, deletedAt: "2026-11-23T09:00:00.000Z" };
    const unshown: RecordDocument = {
      table: "client_elements",
      uuid: "e1",
      dataversion: 1,
      deleted: false,
      updatedAt: "2026-11-23T08:00:00.000Z",
      content: {},
    };
    const made = pageTextsOf(answerText([tombstone, unshown, documentOf("clients", makeClient("c1"))]), TYPENAMES, NOW);
    expect(made.page?.paging).toEqual({ cursor: "9", count: 3, hasMore: true, ahead: null, feedCursor: "1:0", total: 20, remaining: 20 });
    expect(made.page?.texts.Client?.map((t) => (JSON.parse(t) as CachedRecord).uuid)).toEqual(["c1"]);
    expect(Object.values(made.page?.texts ?? {}).flat()).toHaveLength(1);
  });

  it("answers the errors of an answer without a page", () => {
    const text = JSON.stringify({ data: null, errors: [{ message: "Not logged in", extensions: { code: "UNAUTHENTICATED" } }] });
    expect(pageTextsOf(text, TYPENAMES, NOW)).toEqual({ page: null, errors: [{ message: "Not logged in", extensions: { code: "UNAUTHENTICATED" } }] });
  });
});
