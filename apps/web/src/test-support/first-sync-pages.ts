import type { DocumentNode } from "@apollo/client";
import type { RecordDocument } from "@stepwise/domain";
import { recordCaches } from "../app/record-caches.js";
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
import { toInput } from "../platform/strip-typename.js";
import { typenameOf, type CachedRecord } from "../sync/cached-tables.js";
import type { DownloadedPage } from "../sync/download-writer.js";
import type { OutboxEntry } from "../sync/outbox.js";
import { flowFormField, makeStoredRecord } from "./stored-records.js";

/*
 * First-sync pages for the tests of their write into the cache (app/download-writer.test.ts,
 * app/page-entries.test.ts): a page with a record of every shown table, objects inside objects, and
 * the same records as the documents the server answers.
 */

export const stamp = { dataversion: 1, updatedAt: "2026-11-23T08:00:00.000Z", deletedAt: null };

/**
 * A client of a page: the stored client of the test support (every field of its fragment), without
 * form fields, each consent with its __typename as the typed answer gives it.
 */
export function makeClient(uuid: string, clientname = `Client ${uuid}`): DownloadedPage["clients"][number] {
  const client = makeStoredRecord("clients", uuid, stamp.dataversion, { clientname, clientFormFields: [] }) as DownloadedPage["clients"][number];
  return { ...client, consents: client.consents.map((consent) => ({ ...consent, __typename: "ClientConsent" as const })) };
}

/** A page holding what is given and nothing else, every list there as the server answers it. */
export function makePage(lists: Partial<Omit<DownloadedPage, "__typename" | "cursor" | "count" | "hasMore" | "ahead" | "feedCursor">>): DownloadedPage {
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
export const formFields: DownloadedPage["clients"][number]["clientFormFields"] = [
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
export const plan: DownloadedPage["rehabilitations"][number] = {
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
export const stored = (table: string, uuid: string): any => makeStoredRecord(table, uuid, 1);

export const everyTable = makePage({
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

export const waitingEdit = (table: string, uuid: string): OutboxEntry => ({
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

export const none = new Map<string, OutboxEntry>();

/** Each type's fragment, as the app writes one record of it. */
export const FRAGMENTS: Record<string, DocumentNode> = {
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

/** Each shown table's GraphQL type, by table, as the download's worker is told it (download-page.ts). */
export const TYPENAMES = Object.fromEntries(recordCaches.map((table) => [table.table, typenameOf(table)]));
export const NOW = new Date("2026-11-23T10:00:00.000Z");

/** A record of the typed answer as its document: the stored content (no __typename, no version or times), its table, key and version beside it. */
export function documentOf(table: string, record: CachedRecord & { updatedAt?: string }): RecordDocument {
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
export function answerText(documents: RecordDocument[]): string {
  return JSON.stringify({
    data: { downloadRecords: { cursor: "9", count: documents.length, hasMore: true, ahead: null, feedCursor: "1:0", total: 20, remaining: 20, documents } },
  });
}
