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
import type { DocumentNode } from "@apollo/client";
import {
  ChatMessageFieldsFragmentDoc,
  ClientFieldsFragmentDoc,
  ClientImageFieldsFragmentDoc,
  CycleActionFieldsFragmentDoc,
  CycleDescriptionFieldsFragmentDoc,
  FavoriteFieldsFragmentDoc,
  HiappClientFormFieldsFragmentDoc,
  MilestoneFormFieldsFragmentDoc,
  MyChildFieldsFragmentDoc,
  RehabilitationFieldsFragmentDoc,
} from "../generated/graphql.js";
import { recordOfDocument, type RecordDocument } from "@stepwise/domain";
import { createCache } from "../platform/apollo.js";
import { toInput } from "../platform/strip-typename.js";
import { typenameOf, writeRecords, type CachedRecord } from "../sync/cached-tables.js";
import { pageTextsOf } from "../sync/document-entities.js";
import { writeDownloadedPage as writeTo, type DownloadedPage, type PageLists } from "../sync/download-writer.js";
import type { OutboxEntry } from "../sync/outbox.js";
import { flowFormField, makeStoredRecord } from "../test-support/stored-records.js";
import { recordCaches } from "./record-caches.js";

/** A page written as the app writes it: into the tables the app shows. */
const writeDownloadedPage = (cache: ReturnType<typeof createCache>, page: PageLists, waiting: ReadonlyMap<string, OutboxEntry>) =>
  writeTo(cache, page, waiting, recordCaches);

const stamp = { dataversion: 1, updatedAt: "2026-11-23T08:00:00.000Z", deletedAt: null };

/**
 * A client of a page: the stored client of the test support (every field of its fragment), without
 * form fields, each consent with its __typename as the typed answer gives it.
 */
function makeClient(uuid: string, clientname = `Client ${uuid}`): DownloadedPage["clients"][number] {
  const client = makeStoredRecord("clients", uuid, stamp.dataversion, { clientname, clientFormFields: [] }) as DownloadedPage["clients"][number];
  return { ...client, consents: client.consents.map((consent) => ({ ...consent, __typename: "ClientConsent" as const })) };
}

/** A page holding what is given and nothing else, every list there as the server answers it. */
function makePage(lists: Partial<Omit<DownloadedPage, "__typename" | "cursor" | "count" | "hasMore" | "ahead" | "feedCursor">>): DownloadedPage {
  const page = {
    __typename: "DownloadPage" as const,
    cursor: "1",
    hasMore: false,
    ahead: null,
    feedCursor: "1:0",
    // Every shown table's list, empty: the registered caches name them.
    ...(Object.fromEntries(recordCaches.map((cache) => [cache.list, []])) as unknown as Omit<
      DownloadedPage,
      "__typename" | "cursor" | "count" | "hasMore" | "ahead" | "feedCursor"
    >),
    ...lists,
  };
  const count = Object.values(page).reduce<number>((n, value) => n + (Array.isArray(value) ? value.length : 0), 0);
  return { ...page, count };
}

/** A client with a form answer of each kind: its fields and their categories are objects inside the record. */
const formFields: DownloadedPage["clients"][number]["clientFormFields"] = [
  {
    __typename: "ClientFormField",
    uuid: "f-name",
    answer: "Grace",
    mandatory: true,
    clientField: "name",
    birthdate: null,
    component: "text",
    flowelement: false,
    categories: [],
  },
  flowFormField("f-flow"),
];

/** A plan with a domain, a goal with a step, a ladder with its options and scores, and a diary visit: objects inside objects. */
const plan: DownloadedPage["rehabilitations"][number] = {
  __typename: "Rehabilitation",
  uuid: "plan-1",
  client_uuid: "c1",
  archive: false,
  visitFrequency: "weekly",
  synced: 1,
  ...stamp,
  domains: [
    {
      __typename: "RehabDomain",
      domain_id: "1.1",
      order: 1,
      description: "Function",
      info: null,
      abilities: "Sits alone",
      challenges: null,
      type: "F-words",
      goals: [
        {
          __typename: "RehabGoal",
          uuid: "goal-1",
          type: "goal",
          domain_id: "1.1",
          activationdate: "01-11-2026",
          completiondate: null,
          description: null,
          goal: "Walk to the door",
          why: null,
          evaluation: null,
          satisfaction: 3,
          achieved: false,
          active: true,
          finished: false,
          actions: [{ __typename: "RehabAction", uuid: "step-1", description: "Practise standing", ready: false }],
        },
      ],
    },
  ],
  ladder_of_live: [
    {
      __typename: "LadderItem",
      uuid: "ladder-1",
      editortext: null,
      elementypekey: "ladder",
      component: "ladder",
      columns: 1,
      content: null,
      itemtype: "scale",
      categoryID: 4,
      itemStyle: null,
      mandatory: false,
      rows: 10,
      label: "Ladder of life",
      answer: 6,
      items: [{ __typename: "LadderOption", id: "1", label: "Low", value: "1" }],
      measure: [{ __typename: "LadderMeasure", uuid: "m-1", date: "01-11-2026", score: 6 }],
    },
  ],
  diary_items: [
    {
      __typename: "DiaryItem",
      uuid: "visit-1",
      date: "03-11-2026",
      note: "Home visit",
      satisfactions: [{ __typename: "Satisfaction", uuid: "goal-1", satisfaction: 4 }],
    },
  ],
};

/** A table's sample record as the server answers it (test-support/stored-records.ts), typed as a page's. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page list takes its own table's record type
const stored = (table: string, uuid: string): any => makeStoredRecord(table, uuid, 1);

const everyTable = makePage({
  clients: [{ ...makeClient("c1"), clientFormFields: formFields }, makeClient("c2")],
  rehabilitations: [plan],
  clientImages: [{ __typename: "ClientImage", uuid: "image-2", client_uuid: "c2", image: "data:image/jpeg;base64,AA==", dataversion: 1, deletedAt: null }],
  milestoneForms: [stored("milestones", "form-1")],
  myChildren: [stored("my_children", "child-1")],
  hiappClientForms: [
    {
      __typename: "HiappClientForm",
      uuid: "hi-1",
      client_reference: "HI-1",
      ...stamp,
      hiapp_subjects: [
        {
          __typename: "HiSubject",
          order: 1,
          hi_issues: [
            {
              __typename: "HiIssue",
              id: "5",
              chosen: true,
              hi_causes: [
                {
                  __typename: "HiCause",
                  id: "9",
                  chosen: true,
                  hi_solutions: [{ __typename: "HiSolution", id: "14", chosen: true, prescriptionTxt: "Drink clean water" }],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
  cycleDescriptions: [stored("cycle_descriptions", "cycle-1")],
  cycleActions: [stored("cycle_actions", "action-1")],
  favorites: [stored("favorites", "fav-1")],
  chatMessages: [stored("chat_messages", "msg-1")],
});

const waitingEdit = (table: string, uuid: string): OutboxEntry => ({
  clientMutationId: 3,
  appIdentifier: "default",
  user_id: "1",
  uuid,
  table,
  op: "UPSERT",
  record: { uuid, clientname: "Edited on this phone" },
  baseDataversion: 1,
  queuedAt: "2026-11-23T09:00:00.000Z",
});

const none = new Map<string, OutboxEntry>();

/** Each type's fragment, as the app writes one record of it. */
const FRAGMENTS: Record<string, DocumentNode> = {
  Client: ClientFieldsFragmentDoc,
  ClientImage: ClientImageFieldsFragmentDoc,
  Rehabilitation: RehabilitationFieldsFragmentDoc,
  MilestoneForm: MilestoneFormFieldsFragmentDoc,
  MyChild: MyChildFieldsFragmentDoc,
  HiappClientForm: HiappClientFormFieldsFragmentDoc,
  CycleDescription: CycleDescriptionFieldsFragmentDoc,
  CycleAction: CycleActionFieldsFragmentDoc,
  Favorite: FavoriteFieldsFragmentDoc,
  ChatMessage: ChatMessageFieldsFragmentDoc,
};

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

/** Each shown table's GraphQL type, by table, as the download's worker is told it (download-page.ts). */
const TYPENAMES = Object.fromEntries(recordCaches.map((table) => [table.table, typenameOf(table)]));
const NOW = new Date("2026-11-23T10:00:00.000Z");

/** A record of the typed answer as its document: the stored content (no __typename, no version or times), its table, key and version beside it. */
function documentOf(table: string, record: CachedRecord & { updatedAt?: string }): RecordDocument {
  const content = toInput<Record<string, unknown>>(record, ["dataversion", "updatedAt", "deletedAt"]);
  return {
    table,
    uuid: record.uuid,
    dataversion: record.dataversion,
    deleted: false,
    updatedAt: record.updatedAt ?? "2026-11-23T08:00:00.000Z",
    deletedAt: null,
    content,
  };
}

/** A first-sync answer's text whose page holds these documents. */
function answerText(documents: RecordDocument[]): string {
  return JSON.stringify({
    data: { downloadRecords: { cursor: "9", count: documents.length, hasMore: true, ahead: null, feedCursor: "1:0", total: 20, remaining: 20, documents } },
  });
}

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
