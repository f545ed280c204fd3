import { randomUUID } from "node:crypto";
import { MAX_SYNC_BATCH } from "@stepwise/domain";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createServices } from "../services.js";
import { makeClient, makeEntry, makeUser } from "../test-support/factories.js";
import { databaseKinds, useTestDatabase } from "../test-support/test-database.js";
import { batchStateForUpdate } from "./records.repository.js";

/**
 * A batch is applied with one statement per kind (SyncService.applyBatch, batch-plan.ts); these
 * are the cases where entries of one batch depend on each other.
 */
describe.each(databaseKinds)("sync batches on %s", (kind) => {
  const database = useTestDatabase(kind);
  const services = () => createServices(database.handle.db, { adminToken: undefined });
  const db = () => database.handle.db;

  it("applies two edits of one record in one batch in order: both dataversions, the first kept in history", async () => {
    const s = services();
    const { identity } = await makeUser(s);
    const a = makeClient();
    const b = makeClient({ clientname: "Mphatso Phiri" });
    const results = await s.sync.applyBatch(
      identity,
      identity.installId,
      [
        makeEntry(a, { clientMutationId: 1 }),
        makeEntry({ ...a, clientname: "Renamed in the same batch" }, { clientMutationId: 2 }),
        makeEntry(b, { clientMutationId: 3 }),
        makeEntry({ ...a, clientname: "A replay of mutation 2" }, { clientMutationId: 2 }),
      ],
      "payload",
    );
    expect(results.map((r) => r.status)).toEqual(["APPLIED", "APPLIED", "APPLIED", "DUPLICATE"]);
    const [first, second, third, replay] = results.map((r) => r.dataversion);
    expect(second).toBeGreaterThan(first!);
    expect(third).toBeGreaterThan(second!);
    expect(replay).toBe(second);

    const stored = await db()
      .selectFrom("records")
      .selectAll()
      .where("uuid", "=", a.uuid as string)
      .executeTakeFirstOrThrow();
    expect(stored.content.clientname).toBe("Renamed in the same batch");
    expect(Number(stored.dataversion)).toBe(second);
    const history = await db()
      .selectFrom("record_history")
      .selectAll()
      .where("uuid", "=", a.uuid as string)
      .execute();
    expect(history.map((h) => [Number(h.dataversion), h.content.clientname])).toEqual([[first, "Chikondi Banda"]]);
    const mutations = await db()
      .selectFrom("sync_mutations")
      .select(["client_mutation_id", "dataversion"])
      .where("install_id", "=", identity.installId!)
      .orderBy("client_mutation_id")
      .execute();
    expect(mutations.map((m) => [Number(m.client_mutation_id), Number(m.dataversion)])).toEqual([
      [1, first],
      [2, second],
      [3, third],
    ]);
  });

  it("answers a replayed batch with the first answers and writes nothing more", async () => {
    const s = services();
    const { identity } = await makeUser(s);
    const clients = Array.from({ length: 5 }, (_, i) => makeClient({ clientname: `Client ${i}` }));
    const batch = clients.map((c, i) => makeEntry(c, { clientMutationId: i + 1 }));
    const first = await s.sync.applyBatch(identity, identity.installId, batch, "payload");
    const replay = await s.sync.applyBatch(identity, identity.installId, batch, "payload");
    expect(replay.map((r) => r.status)).toEqual(Array(5).fill("DUPLICATE"));
    expect(replay.map((r) => r.dataversion)).toEqual(first.map((r) => r.dataversion));
    const count = async (table: "records" | "record_history" | "sync_mutations") =>
      Number(
        (
          await db()
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect([await count("records"), await count("record_history"), await count("sync_mutations")]).toEqual([5, 0, 5]);
  });

  it(`gives a full batch of ${MAX_SYNC_BATCH} new records distinct dataversions rising in the order of the entries`, async () => {
    const s = services();
    const { identity } = await makeUser(s);
    const batch = Array.from({ length: MAX_SYNC_BATCH }, (_, i) => makeEntry(makeClient({ clientname: `Client ${i}` }), { clientMutationId: i + 1 }));
    const results = await s.sync.applyBatch(identity, identity.installId, batch, "payload");
    const versions = results.map((r) => r.dataversion);
    expect(new Set(versions).size).toBe(MAX_SYNC_BATCH);
    expect(versions).toEqual([...versions].sort((x, y) => x - y));
    const stored = await db().selectFrom("records").select(["uuid", "dataversion"]).execute();
    const byUuid = new Map(stored.map((r) => [r.uuid, Number(r.dataversion)]));
    expect(batch.map((e) => byUuid.get(e.uuid as string))).toEqual(versions);
  });

  it("moves dataversion_seq on to the last dataversion a batch gave, and leaves it when a batch gives none", async () => {
    const s = services();
    const { identity } = await makeUser(s);
    const sequence = async () =>
      (await sql<{ last_value: number; is_called: boolean }>`select last_value, is_called from dataversion_seq`.execute(db())).rows[0]!;
    const batch = Array.from({ length: 3 }, (_, i) => makeEntry(makeClient({ clientname: `Client ${i}` }), { clientMutationId: i + 1 }));
    const first = (await s.sync.applyBatch(identity, identity.installId, batch, "payload")).map((r) => r.dataversion);
    // Each test starts with the sequence restarted at 1, never drawn from.
    expect(first).toEqual([1, 2, 3]);
    expect(await sequence()).toEqual({ last_value: first[2], is_called: true });
    await s.sync.applyBatch(identity, identity.installId, batch, "payload");
    expect(await sequence()).toEqual({ last_value: first[2], is_called: true });
    const [next] = await s.sync.applyBatch(identity, identity.installId, [makeEntry(makeClient(), { clientMutationId: 4 })], "payload");
    expect(next!.dataversion).toBe(first[2]! + 1);
  });

  it("deletes and revives one record in one batch, keeping the tombstone in history", async () => {
    const s = services();
    const { identity } = await makeUser(s);
    const client = makeClient();
    await s.sync.applyBatch(identity, identity.installId, [makeEntry(client)], "payload");
    const results = await s.sync.applyBatch(
      identity,
      identity.installId,
      [makeEntry(client, { op: "DELETE", record: null }), makeEntry({ ...client, clientname: "Back again" })],
      "payload",
    );
    expect(results.map((r) => r.status)).toEqual(["APPLIED", "APPLIED"]);
    const stored = await db()
      .selectFrom("records")
      .selectAll()
      .where("uuid", "=", client.uuid as string)
      .executeTakeFirstOrThrow();
    expect([stored.deleted_at, stored.content.clientname]).toEqual([null, "Back again"]);
    const history = await db()
      .selectFrom("record_history")
      .selectAll()
      .where("uuid", "=", client.uuid as string)
      .orderBy("dataversion")
      .execute();
    expect(history.map((h) => h.deleted_at === null)).toEqual([true, false]);
    expect(Number(history[1]!.dataversion)).toBe(results[0]!.dataversion);
  });

  it(`finds a batch's ${MAX_SYNC_BATCH} stored rows by primary key, never by reading the whole records table`, async () => {
    await sql`insert into records (table_name, uuid, owner_install_id, application, dataversion, content, updated_at)
      select 'clients', gen_random_uuid()::text, 'an-install', 'default', nextval('dataversion_seq'), '{}', now() from generate_series(1, 30000)`.execute(db());
    await sql`analyze records`.execute(db());
    const stored = await db().selectFrom("records").select(["table_name as table", "uuid"]).limit(100).execute();
    const keys = [...stored, ...Array.from({ length: MAX_SYNC_BATCH - stored.length }, () => ({ table: "clients", uuid: randomUUID() }))];
    const { rows } = await db()
      .transaction()
      .execute((trx) => sql<Record<string, string>>`explain ${batchStateForUpdate(keys)}`.execute(trx));
    const plan = rows.map((r) => Object.values(r)[0]).join("\n");
    expect(plan).toMatch(/Index Scan using records_pkey on records/);
    expect(plan).not.toMatch(/Seq Scan on records/);
    const found = await db()
      .transaction()
      .execute((trx) => batchStateForUpdate(keys).execute(trx));
    // The stored rows, then the batch's lookups in a row of their own (its records' columns null).
    expect(
      found.rows
        .slice(0, -1)
        .map((r) => r.uuid)
        .sort(),
    ).toEqual(stored.map((r) => r.uuid).sort());
    expect(found.rows.at(-1)).toMatchObject({ uuid: null, batch_mutations: [], batch_erased: [], batch_zone: null });
  });
});
