// happy-dom has no IndexedDB: fake-indexeddb stands in for the browser's (the e2e suite uses Chromium's).
import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import { openDB } from "idb";
import { Outbox, OUTBOX_DB_VERSION, type NewOutboxEntry } from "./outbox.js";

const edit = (uuid: string, clientname: string): NewOutboxEntry => ({
  appIdentifier: "default",
  user_id: "1",
  uuid,
  table: "clients",
  op: "UPSERT",
  record: { uuid, clientname },
  baseDataversion: 3,
  queuedAt: "2026-11-22T10:00:00.000Z",
});

describe("outbox", () => {
  it("is local database version 3 (docs/product.md §9), and a device's version 1 outbox keeps its waiting edits", async () => {
    const name = `outbox-${crypto.randomUUID()}`;
    const old = await openDB(name, 1, {
      upgrade(database) {
        database.createObjectStore("outbox", { keyPath: "clientMutationId", autoIncrement: true }).createIndex("byUuid", "uuid");
        database.createObjectStore("meta");
      },
    });
    await old.add("outbox", edit("c1", "Waiting since version 1"));
    old.close();
    const outbox = await Outbox.open(name);
    expect(OUTBOX_DB_VERSION).toBe(3);
    expect((await outbox.all()).map((e) => e.record)).toEqual([{ uuid: "c1", clientname: "Waiting since version 1" }]);
    const reopened = await openDB(name);
    expect(reopened.version).toBe(3);
    reopened.close();
  });

  it("numbers entries per install in increasing order and keeps them across a reopen (reload, crash)", async () => {
    const name = `outbox-${crypto.randomUUID()}`;
    const first = await Outbox.open(name);
    const a = await first.add(edit("c1", "Ada"));
    const b = await first.add(edit("c1", "Ada L."));
    first.close();
    const reopened = await Outbox.open(name);
    const c = await reopened.add(edit("c2", "Bea"));
    expect([a.clientMutationId, b.clientMutationId, c.clientMutationId]).toEqual([1, 2, 3]);
    expect((await reopened.all()).map((e) => [e.uuid, e.record?.clientname, e.baseDataversion])).toEqual([
      ["c1", "Ada", 3],
      ["c1", "Ada L.", 3],
      ["c2", "Bea", 3],
    ]);
  });

  it("answers the newest waiting edit per record, and drops only the entries it is told to", async () => {
    const outbox = await Outbox.open(`outbox-${crypto.randomUUID()}`);
    const older = await outbox.add(edit("c1", "Ada"));
    await outbox.add(edit("c1", "Ada L."));
    expect((await outbox.pending()).get("clients:c1")?.record?.clientname).toBe("Ada L.");
    await outbox.remove([older.clientMutationId]);
    expect(await outbox.count()).toBe(1);
  });

  it("keeps a rejected edit out of the edits to send, and a later edit of the same record replaces it", async () => {
    const outbox = await Outbox.open(`outbox-${crypto.randomUUID()}`);
    const rejected = await outbox.add(edit("c1", "Ada"));
    const other = await outbox.add(edit("c2", "Bea"));
    await outbox.reject(rejected.clientMutationId, "record.age: expected number");
    expect((await outbox.all()).map((e) => e.clientMutationId)).toEqual([other.clientMutationId]);
    expect(await outbox.count()).toBe(1);
    expect((await outbox.rejectedEntries()).map((e) => [e.uuid, e.rejected?.reason])).toEqual([["c1", "record.age: expected number"]]);
    // Still shown on its record until fixed or discarded.
    expect((await outbox.pending()).get("clients:c1")?.rejected?.reason).toBe("record.age: expected number");
    const fixed = await outbox.add(edit("c1", "Ada fixed"));
    expect(await outbox.rejectedEntries()).toEqual([]);
    expect((await outbox.all()).map((e) => e.clientMutationId)).toEqual([other.clientMutationId, fixed.clientMutationId]);
  });

  it("drops a rejected edit at once when a later edit of its record already waits", async () => {
    const outbox = await Outbox.open(`outbox-${crypto.randomUUID()}`);
    const sent = await outbox.add(edit("c1", "Ada"));
    const later = await outbox.add(edit("c1", "Ada L."));
    await outbox.reject(sent.clientMutationId, "record.age: expected number");
    expect((await outbox.entries()).map((e) => e.clientMutationId)).toEqual([later.clientMutationId]);
  });
});
