import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Identity } from "../auth/identity.js";
import { entityManifests, type EntityManifest } from "@stepwise/domain/entities";
import { createServices } from "../services.js";
import { makeClient, makeEntry, makeUser } from "../test-support/factories.js";
import { databaseKinds, useTestDatabase } from "../test-support/test-database.js";
import { untilFeedReadsWritesSoFar } from "../test-support/feed-horizon.js";
import { createLogger } from "../logger.js";
import { createChangePubSub, listenForChanges, RECORDS_CHANGED_TOPIC, type RecordsChangedEvent, noticeAppId } from "./change-feed.js";

describe.each(databaseKinds)("sync engine on %s", (kind) => {
  const database = useTestDatabase(kind);
  const services = () => createServices(database.handle.db, { adminToken: undefined });

  const storedRow = (uuid: string) => database.handle.db.selectFrom("records").selectAll().where("uuid", "=", uuid).executeTakeFirst();
  const historyCount = async (uuid: string) =>
    (await database.handle.db.selectFrom("record_history").select("dataversion").where("uuid", "=", uuid).execute()).length;

  it("stores a new client without its device-only flags and answers its dataversion", async () => {
    const s = services();
    const { identity } = await makeUser(s);
    const client = makeClient();
    const [result] = await s.sync.applyBatch(identity, identity.installId, [makeEntry(client, { clientMutationId: 1 })], "payload");
    expect(result).toMatchObject({ table: "clients", uuid: client.uuid, status: "APPLIED", dataversion: 1 });
    const row = await storedRow(client.uuid as string);
    expect(row?.content).not.toHaveProperty("synced");
    expect(row?.content).not.toHaveProperty("saved");
    expect(row?.content.clientname).toBe("Chikondi Banda");
    expect(row?.owner_user_id).toBe(identity.user!.id);
  });

  it("recognises a replayed client mutation id even when its content changed, and answers the same dataversion", async () => {
    const s = services();
    const { identity } = await makeUser(s);
    const client = makeClient();
    const first = await s.sync.applyBatch(identity, identity.installId, [makeEntry(client, { clientMutationId: 7 })], "payload");
    const replay = await s.sync.applyBatch(
      identity,
      identity.installId,
      [makeEntry({ ...client, clientname: "Changed after the crash" }, { clientMutationId: 7 })],
      "payload",
    );
    expect(replay[0]).toMatchObject({ status: "DUPLICATE", dataversion: first[0]!.dataversion });
    expect((await storedRow(client.uuid as string))?.content.clientname).toBe("Chikondi Banda");
    expect(await historyCount(client.uuid as string)).toBe(0);
  });

  it("answers the current dataversion for a record equal to what is stored, adding no history row", async () => {
    const s = services();
    const { identity } = await makeUser(s);
    const client = makeClient();
    const first = await s.sync.applyBatch(identity, identity.installId, [makeEntry(client)], "payload");
    const retry = await s.sync.applyBatch(identity, identity.installId, [makeEntry({ ...client, synced: 0 })], "payload");
    expect(retry[0]!.dataversion).toBe(first[0]!.dataversion);
    expect(await historyCount(client.uuid as string)).toBe(0);
  });

  it("stores contents whose text holds line breaks, tabs, backslashes and any Unicode exactly, in records and history (sent as lines of JSON)", async () => {
    const s = services();
    const { identity } = await makeUser(s);
    const awkward = 'line one\nline two\r\nthree\u2028four\u2029\ttab \\ back\\slash "quoted" 🌍 Chichewa: Moni! \u0001';
    const clients = [makeClient({ clientname: awkward }), makeClient({ clientname: "\n" }), makeClient({ clientname: "plain" })];
    await s.sync.applyBatch(
      identity,
      identity.installId,
      clients.map((c) => makeEntry(c)),
      "payload",
    );
    for (const client of clients) expect((await storedRow(client.uuid as string))?.content.clientname).toBe(client.clientname);
    // Replaced in one batch: the old versions go to history, through the same lines.
    await s.sync.applyBatch(
      identity,
      identity.installId,
      clients.map((c) => makeEntry({ ...c, clientname: `renamed ${String(c.clientname)}` })),
      "payload",
    );
    for (const client of clients) {
      expect((await storedRow(client.uuid as string))?.content.clientname).toBe(`renamed ${String(client.clientname)}`);
      const history = await s.records.history(identity, "clients", client.uuid as string);
      expect(history.map((h) => h.content.clientname)).toEqual([client.clientname]);
    }
  });

  it("raises the dataversion on changed content and keeps the replaced version in history", async () => {
    const s = services();
    const { identity } = await makeUser(s);
    const client = makeClient();
    const first = await s.sync.applyBatch(identity, identity.installId, [makeEntry(client)], "payload");
    const second = await s.sync.applyBatch(identity, identity.installId, [makeEntry({ ...client, clientname: "Renamed" })], "payload");
    expect(second[0]!.dataversion).toBeGreaterThan(first[0]!.dataversion);
    const history = await s.records.history(identity, "clients", client.uuid as string);
    expect(history).toHaveLength(1);
    expect(history[0]!.content.clientname).toBe("Chikondi Banda");
    expect(Number(history[0]!.dataversion)).toBe(first[0]!.dataversion);
  });

  it("marks CONFLICT when another device wrote after the edit's base, and still applies it (last write wins)", async () => {
    const s = services();
    const deviceA = await makeUser(s);
    const deviceB: Identity = { ...deviceA.identity, installId: randomUUID() };
    const client = makeClient();
    const [created] = await s.sync.applyBatch(deviceA.identity, deviceA.identity.installId, [makeEntry(client)], "payload");
    const base = created!.dataversion;
    await s.sync.applyBatch(
      deviceA.identity,
      deviceA.identity.installId,
      [makeEntry({ ...client, clientname: "From A" }, { baseDataversion: base })],
      "payload",
    );
    const [fromB] = await s.sync.applyBatch(deviceB, deviceB.installId, [makeEntry({ ...client, clientname: "From B" }, { baseDataversion: base })], "payload");
    expect(fromB!.status).toBe("CONFLICT");
    expect((await storedRow(client.uuid as string))?.content.clientname).toBe("From B");
    const history = await s.records.history(deviceA.identity, "clients", client.uuid as string);
    expect(history.map((h) => h.content.clientname)).toContain("From A");
  });

  it("does not call a device's own consecutive edits a conflict", async () => {
    const s = services();
    const { identity } = await makeUser(s);
    const client = makeClient();
    const [created] = await s.sync.applyBatch(identity, identity.installId, [makeEntry(client, { clientMutationId: 1 })], "payload");
    const results = await s.sync.applyBatch(
      identity,
      identity.installId,
      [
        makeEntry({ ...client, clientname: "Edit 1" }, { clientMutationId: 2, baseDataversion: created!.dataversion }),
        makeEntry({ ...client, clientname: "Edit 2" }, { clientMutationId: 3, baseDataversion: created!.dataversion }),
      ],
      "payload",
    );
    expect(results.map((r) => r.status)).toEqual(["APPLIED", "APPLIED"]);
  });

  it("refuses another owner's record with FORBIDDEN and writes none of the batch", async () => {
    const s = services();
    const owner = await makeUser(s);
    const intruder = await makeUser(s);
    const theirs = makeClient();
    await s.sync.applyBatch(owner.identity, owner.identity.installId, [makeEntry(theirs)], "payload");
    const mine = makeClient();
    const attempt = s.sync.applyBatch(
      intruder.identity,
      intruder.identity.installId,
      [makeEntry(mine), makeEntry({ ...theirs, clientname: "Hijacked" })],
      "payload",
    );
    await expect(attempt).rejects.toMatchObject({ code: "FORBIDDEN", httpStatus: 403 });
    expect((await storedRow(theirs.uuid as string))?.content.clientname).toBe("Chikondi Banda");
    expect(await storedRow(mine.uuid as string)).toBeUndefined();
  });

  it("answers a bad record among good ones REJECTED, naming the field, stores nothing of it and applies the good one", async () => {
    const s = services();
    const { identity } = await makeUser(s);
    const good = makeClient();
    const bad = makeClient({ clientFormFields: [{ uuid: "f1", mandatory: "yes" }] });
    const results = await s.sync.applyBatch(identity, identity.installId, [makeEntry(good), makeEntry(bad)], "payload");
    expect(results.map((r) => r.status)).toEqual(["APPLIED", "REJECTED"]);
    expect(results[1]).toMatchObject({ dataversion: 0, reason: expect.stringMatching(/^record\.clientFormFields\[0\]\.mandatory: /) });
    expect(await storedRow(good.uuid as string)).toBeDefined();
    expect(await storedRow(bad.uuid as string)).toBeUndefined();
  });

  it("computes valid from the mandatory fields (docs/product.md §5), whatever the device sent", async () => {
    const s = services();
    const { identity } = await makeUser(s);
    const client = makeClient({
      valid: true,
      clientFormFields: [
        { uuid: "f1", answer: "  ", mandatory: true },
        { uuid: "f2", answer: 79, mandatory: true },
      ],
    });
    await s.sync.applyBatch(identity, identity.installId, [makeEntry(client)], "payload");
    expect((await storedRow(client.uuid as string))?.content.valid).toBe(false);
  });

  it("turns a removed item into a tombstone that the change feed reports as deleted", async () => {
    const s = services();
    const { identity } = await makeUser(s);
    const client = makeClient();
    await s.sync.applyBatch(identity, identity.installId, [makeEntry(client)], "payload");
    await s.sync.removeRecords(identity, [{ uuid: client.uuid, table: "clients" }], "removed_items");
    expect((await storedRow(client.uuid as string))?.deleted_at).toBeInstanceOf(Date);
    expect(await s.syncedRecords.list(identity, entityManifests.find((m) => m.table === "clients") as EntityManifest)).toHaveLength(0);
    await untilFeedReadsWritesSoFar(database.handle.db);
    const page = await s.records.changesSince(identity, "0", 500);
    expect(page.changes).toEqual([expect.objectContaining({ uuid: client.uuid, deleted_at: expect.any(Date) })]);
  });

  it("refuses an install claimed by another user", async () => {
    const s = services();
    const first = await makeUser(s);
    const second = await makeUser(s);
    await s.sync.applyBatch(first.identity, first.identity.installId, [makeEntry(makeClient())], "payload");
    const attempt = s.sync.applyBatch(second.identity, first.identity.installId, [makeEntry(makeClient())], "payload");
    await expect(attempt).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("pages the change feed after a cursor, with only the caller's records", async () => {
    const s = services();
    const me = await makeUser(s);
    const other = await makeUser(s);
    const entries = [makeClient(), makeClient(), makeClient()].map((c) => makeEntry(c));
    await s.sync.applyBatch(me.identity, me.identity.installId, entries, "payload");
    await s.sync.applyBatch(other.identity, other.identity.installId, [makeEntry(makeClient())], "payload");
    await untilFeedReadsWritesSoFar(database.handle.db);
    const first = await s.records.changesSince(me.identity, "0", 2);
    expect(first.changes).toHaveLength(2);
    expect(first.hasMore).toBe(true);
    const second = await s.records.changesSince(me.identity, first.cursor, 2);
    expect(second.changes).toHaveLength(1);
    expect(second.hasMore).toBe(false);
    expect([...first.changes, ...second.changes].map((c) => c.uuid)).toEqual(entries.map((e) => e.uuid));
  });

  it("announces accepted changes through the database with the origin install as appID", async () => {
    const s = services();
    const { identity } = await makeUser(s);
    const events: RecordsChangedEvent[] = [];
    const pubSub = createChangePubSub();
    const subscription = pubSub.subscribe(RECORDS_CHANGED_TOPIC)[Symbol.asyncIterator]();
    const heard = (async () => {
      for (;;) {
        const next = await subscription.next();
        if (next.done) return;
        events.push(next.value);
      }
    })();
    const stop = await listenForChanges(database.handle, pubSub, createLogger("silent"));
    const client = makeClient();
    await s.sync.applyBatch(identity, identity.installId, [makeEntry(client)], "payload");
    await expect.poll(() => events.length, { timeout: 5000 }).toBe(1);
    expect(events[0]).toEqual({
      appID: noticeAppId(identity.installId),
      records: [{ table: "clients", uuid: client.uuid, dataversion: 1, ownerUserId: identity.user!.id, ownerInstallId: null, application: "default" }],
    });
    await stop();
    await subscription.return?.();
    await heard;
  });
});
