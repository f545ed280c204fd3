// happy-dom has no IndexedDB: fake-indexeddb stands in for the browser's (the e2e suite uses Chromium's).
import "fake-indexeddb/auto";
import { ApolloClient, ApolloLink } from "@apollo/client";
import type { HeldVersion } from "@stepwise/domain";
import { objectSchemaOf, entityManifests } from "@stepwise/domain/entities";
import { describe, expect, it } from "vitest";
import {
  ChatMessageDocument,
  ChatMessageFieldsFragmentDoc,
  ChatMessagesDocument,
  ClientDocument,
  ClientFieldsFragmentDoc,
  ClientsDocument,
} from "../generated/graphql.js";
import { createCache } from "../platform/apollo.js";
import { cachedClient, flowFormField, makeStoredRecord } from "../test-support/stored-records.js";
import { ChangeFeed, type ChangePage } from "./change-feed.js";
import { listedTableCache } from "./listed-table-cache.js";
import { Outbox } from "./outbox.js";
import { resendAfterRestores } from "./restore-resend.js";
import { apolloResendRecord, NOT_INPUT, SHARED_WRITER } from "./restore-resend-apollo.js";
import { RESTORE_WINDOWS_KEY, RESTORES_HANDLED_KEY, type RestoreMark } from "./restore-windows.js";

const RESTORE: RestoreMark = { id: "restore-1", restoredThrough: 10, resumedFrom: 1_000_010 };

/** A device's held clients by uuid: the version held and the whole record as the cache holds it. */
function device(held: Record<string, number>) {
  const records = new Map(Object.entries(held).map(([uuid, dataversion]) => [uuid, { uuid, clientname: `Client ${uuid}`, dataversion }]));
  return {
    held: (): ReadonlyMap<string, readonly HeldVersion[]> =>
      new Map([["clients", [...records.values()].map(({ uuid, dataversion }) => ({ uuid, dataversion }))]]),
    record: (_table: string, uuid: string) => {
      const found = records.get(uuid);
      return found ? { uuid: found.uuid, clientname: found.clientname } : null;
    },
  };
}

async function setup(held: Record<string, number>) {
  const outbox = await Outbox.open(`resend-${crypto.randomUUID()}`);
  const phone = device(held);
  let failAfter = Infinity;
  const ports = {
    meta: outbox,
    pending: () => outbox.pending(),
    held: phone.held,
    record: phone.record,
    queue: async (table: string, uuid: string, record: Record<string, unknown>, base: number) => {
      if (failAfter-- <= 0) throw new Error("the page closed");
      return outbox.add({
        appIdentifier: "default",
        user_id: "1",
        uuid,
        table,
        op: "UPSERT",
        record,
        baseDataversion: base,
        queuedAt: "2026-12-06T03:00:00.000Z",
      });
    },
  };
  return { outbox, ports, failAfterQueued: (n: number) => (failAfter = n) };
}

const queuedOf = async (outbox: Outbox) => (await outbox.all()).map((e) => [e.uuid, e.op, e.baseDataversion, e.record]);

describe('a device sends again what a restore lost (docs/operating.md, "Restoring")', () => {
  it("queues each record held at a version between restoredThrough and resumedFrom, whole, based on the version held; none other", async () => {
    const { outbox, ports } = await setup({ a: 9, b: 10, c: 11, d: 400, e: 1_000_010, f: 1_000_011 });
    expect(await resendAfterRestores([RESTORE], ports)).toBe(2);
    expect(await queuedOf(outbox)).toEqual([
      ["c", "UPSERT", 11, { uuid: "c", clientname: "Client c" }],
      ["d", "UPSERT", 400, { uuid: "d", clientname: "Client d" }],
    ]);
    expect(await outbox.getMeta(RESTORE_WINDOWS_KEY)).toEqual([RESTORE]);
    expect(await outbox.getMeta(RESTORES_HANDLED_KEY)).toEqual(["restore-1"]);
  });

  it("does it once per restore: told again, nothing more is queued; a later restore's window is sent in turn", async () => {
    const { outbox, ports } = await setup({ c: 11, g: 1_000_500 });
    expect(await resendAfterRestores([RESTORE], ports)).toBe(1);
    await outbox.remove((await outbox.all()).map((e) => e.clientMutationId));
    expect(await resendAfterRestores([RESTORE], ports)).toBe(0);
    const later = { id: "restore-2", restoredThrough: 1_000_100, resumedFrom: 2_000_100 };
    expect(await resendAfterRestores([later, RESTORE], ports)).toBe(1);
    expect((await outbox.all()).map((e) => e.uuid)).toEqual(["g"]);
    expect(await outbox.getMeta(RESTORES_HANDLED_KEY)).toEqual(["restore-1", "restore-2"]);
  });

  it("leaves a record with an edit waiting to that edit, and after a stop part-way goes on without queuing twice", async () => {
    const { outbox, ports, failAfterQueued } = await setup({ c: 11, d: 12, h: 13 });
    await outbox.add({
      appIdentifier: "default",
      user_id: "1",
      uuid: "d",
      table: "clients",
      op: "UPSERT",
      record: { uuid: "d", clientname: "Waiting" },
      baseDataversion: 12,
      queuedAt: "x",
    });
    failAfterQueued(1);
    await expect(resendAfterRestores([RESTORE], ports)).rejects.toThrow("the page closed");
    expect(await outbox.getMeta(RESTORES_HANDLED_KEY)).toBeUndefined();
    expect(await outbox.getMeta(RESTORE_WINDOWS_KEY)).toEqual([RESTORE]);
    failAfterQueued(Infinity);
    expect(await resendAfterRestores([RESTORE], ports)).toBe(1);
    expect((await outbox.all()).map((e) => [e.uuid, e.record])).toEqual([
      ["d", { uuid: "d", clientname: "Waiting" }],
      ["c", { uuid: "c", clientname: "Client c" }],
      ["h", { uuid: "h", clientname: "Client h" }],
    ]);
  });

  it("on a shared phone, each vault sends its own records once: a locked vault at its owner's next unlock", async () => {
    // docs/shared-phone.md: each worker's vault has its own outbox database, and its records in its own cache.
    const first = await setup({ c: 11 });
    const locked = await setup({ k: 12, l: 13 });
    expect(await resendAfterRestores([RESTORE], first.ports)).toBe(1);
    expect(await locked.outbox.all()).toEqual([]);
    expect(await locked.outbox.getMeta(RESTORES_HANDLED_KEY)).toBeUndefined();
    // Unlocked later: her catch-up tells the same restore, which her vault has not handled.
    expect(await resendAfterRestores([RESTORE], locked.ports)).toBe(2);
    expect((await locked.outbox.all()).map((e) => [e.uuid, e.baseDataversion])).toEqual([
      ["k", 12],
      ["l", 13],
    ]);
    expect(await resendAfterRestores([RESTORE], first.ports)).toBe(0);
  });

  it("is done by the change feed's catch-up before the page's changes are read, so the feed leaves those records to the outbox", async () => {
    const { outbox, ports } = await setup({ c: 11 });
    const asked: string[][] = [];
    const page: ChangePage = {
      changes: [{ table: "clients", uuid: "c", dataversion: 3 }],
      cursor: "01:0:1000010",
      hasMore: false,
      restarted: true,
      restores: [RESTORE],
    };
    const feed = new ChangeFeed({
      transport: { notices: () => () => {}, changesSince: async () => page, records: async (keys) => (asked.push(keys.map((k) => k.uuid)), []) },
      store: outbox,
      // Held older than the page lists: only a waiting edit keeps the feed from fetching it.
      tables: [{ table: "clients", dataversion: () => 2, put: async () => {} }],
      ownAppId: () => "me",
      onRestores: async (restores) => void (await resendAfterRestores(restores, ports)),
    });
    expect(await feed.catchUp()).toBe(true);
    expect((await outbox.all()).map((e) => e.uuid)).toEqual(["c"]);
    expect(asked).toEqual([]);
  });
});

describe("the record sent again, read from the Apollo cache", () => {
  it("sends again of a chat, read by every worker of the deployment, only the messages its own worker wrote", () => {
    const chats = listedTableCache({
      table: "chat_messages",
      fragment: ChatMessageFieldsFragmentDoc,
      listQuery: ChatMessagesDocument,
      oneQuery: ChatMessageDocument,
    });
    const client = new ApolloClient({ cache: createCache(), link: ApolloLink.empty() });
    const message = (uuid: string, sender: number) => ({
      ...makeStoredRecord("chat_messages", uuid, 11),
      sender_user_id: sender,
      sender_name: `Worker ${sender}`,
      received_at: "2026-11-23T08:15:01.000Z",
      deletedAt: null,
    });
    for (const [uuid, sender] of [
      ["mine", 1],
      ["theirs", 2],
    ] as const)
      client.cache.writeFragment({ fragment: ChatMessageFieldsFragmentDoc, fragmentName: "ChatMessageFields", data: message(uuid, sender) as never });
    const record = apolloResendRecord(client, [chats], "1");
    expect(record("chat_messages", "mine")).toMatchObject({ uuid: "mine" });
    expect(record("chat_messages", "mine")).not.toHaveProperty("sender_user_id");
    expect(record("chat_messages", "theirs")).toBeNull();
    expect(apolloResendRecord(client, [chats], null)("chat_messages", "mine")).toBeNull();
    const shared = entityManifests.filter((m) => m.readers === "deployment").map((m) => m.table);
    expect([...SHARED_WRITER.keys()]).toEqual(shared);
    for (const [table, field] of SHARED_WRITER) expect(Object.keys(entityManifests.find((m) => m.table === table)!.serverFields ?? {})).toContain(field);
  });

  it("leaves out exactly what is no table's sync input: every manifest's server fields and sync flags, none of its input fields", () => {
    for (const manifest of entityManifests) {
      const input = Object.keys(objectSchemaOf(manifest.schema)!.shape);
      expect(
        input.filter((field) => NOT_INPUT.has(field)),
        `${manifest.table}: input fields in NOT_INPUT (restore-resend-apollo.ts)`,
      ).toEqual([]);
      const beside = [...Object.keys(manifest.serverFields ?? {}), ...Object.keys(manifest.syncedFlags)];
      expect(
        beside.filter((field) => !NOT_INPUT.has(field)),
        `${manifest.table}: add these to NOT_INPUT (restore-resend-apollo.ts)`,
      ).toEqual([]);
    }
  });

  const recordCaches = [listedTableCache({ table: "clients", fragment: ClientFieldsFragmentDoc, listQuery: ClientsDocument, oneQuery: ClientDocument })];
  it("is the whole client as its sync input: its fields and form fields, no server fields, no __typename", () => {
    const client = new ApolloClient({ cache: createCache(), link: ApolloLink.empty() });
    const stored = cachedClient("c-1", { dataversion: 11, clientFormFields: [flowFormField("f-1")] });
    client.cache.writeFragment({ fragment: ClientFieldsFragmentDoc, fragmentName: "ClientFields", data: stored });
    const record = apolloResendRecord(client, recordCaches, "1")("clients", "c-1")!;
    const inputFields = Object.keys(objectSchemaOf(entityManifests.find((m) => m.table === "clients")!.schema)!.shape);
    expect(Object.keys(record).every((key) => inputFields.includes(key))).toBe(true);
    expect(record).toMatchObject({ uuid: "c-1", clientname: stored.clientname });
    expect(record).not.toHaveProperty("dataversion");
    expect(record).not.toHaveProperty("updatedAt");
    expect(JSON.stringify(record)).not.toContain("__typename");
    expect((record.clientFormFields as unknown[])[0]).toMatchObject({ uuid: "f-1", answer: 79, categories: [{ id: "2", text_input: "since birth" }] });
    expect(apolloResendRecord(client, recordCaches, "1")("clients", "none")).toBeNull();
  });
});
