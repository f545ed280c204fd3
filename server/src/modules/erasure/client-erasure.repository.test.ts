import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { ClientErasureRepository, clientAttachedTables } from "./client-erasure.repository.js";
import { erasedTombstone } from "./erased-tombstone.js";

/** docs/operating.md, "Erasing a client": records and history of a client and of what is attached to her. */
describe.each(databaseKinds)("ClientErasureRepository.eraseClient on %s", (kind) => {
  const database = useTestDatabase(kind);

  async function seed() {
    const { db } = database.handle;
    const [user] = await db
      .insertInto("users")
      .values({ email: "w@example.org", name: "W", application: "default", password_hash: "x" })
      .returning("id")
      .execute();
    const rows = [
      { table_name: "clients", uuid: "ana", content: { uuid: "ana", clientname: "Ana Banda" } },
      { table_name: "clients", uuid: "ben", content: { uuid: "ben", clientname: "Ben Phiri" } },
      ...clientAttachedTables().flatMap((table) => [
        { table_name: table, uuid: `${table}-ana`, content: { uuid: `${table}-ana`, client_uuid: "ana", note: "Ana's" } },
        { table_name: table, uuid: `${table}-ben`, content: { uuid: `${table}-ben`, client_uuid: "ben", note: "Ben's" } },
      ]),
      // A cycle action names its cycle goal, not the client (INDIRECT_LINKS).
      { table_name: "cycle_actions", uuid: "action-ana", content: { uuid: "action-ana", description_uuid: "cycle_descriptions-ana", action: "Ana's" } },
      { table_name: "cycle_actions", uuid: "action-ben", content: { uuid: "action-ben", description_uuid: "cycle_descriptions-ben", action: "Ben's" } },
    ];
    await db
      .insertInto("records")
      .values(
        rows.map((r, i) => ({
          ...r,
          content: JSON.stringify(r.content),
          owner_user_id: user!.id,
          owner_install_id: "install-a",
          application: "default",
          dataversion: i + 1,
          last_install_id: "install-a",
          updated_at: new Date(),
          deleted_at: null,
        })),
      )
      .execute();
    await db
      .insertInto("record_history")
      .values(rows.map((r, i) => ({ table_name: r.table_name, uuid: r.uuid, dataversion: i + 1, content: JSON.stringify(r.content), deleted_at: null })))
      .execute();
    await sql`select setval('dataversion_seq', 1000)`.execute(db);
  }

  it("leaves bare tombstones with new dataversions and no history for her and every attached record, and nothing of another client", async () => {
    await seed();
    const { db } = database.handle;
    expect(clientAttachedTables().length).toBeGreaterThanOrEqual(4);
    const erased = await new ClientErasureRepository(db).eraseClient("default", "ana");
    const expected = ["clients:ana", ...clientAttachedTables().map((t) => `${t}:${t}-ana`), "cycle_actions:action-ana"].sort();
    expect(erased.map((k) => `${k.table}:${k.uuid}`).sort()).toEqual(expected);

    const current = await db.selectFrom("records").select(["table_name", "uuid", "content", "deleted_at", "dataversion"]).execute();
    for (const row of current) {
      const key = `${row.table_name}:${row.uuid}`;
      if (expected.includes(key)) {
        expect(row.content).toEqual(erasedTombstone(row.table_name, row.uuid, row.content));
        expect(JSON.stringify(row.content)).not.toMatch(/Ana|Ben/);
        expect(row.deleted_at).not.toBeNull();
        expect(Number(row.dataversion)).toBeGreaterThan(1000);
      } else {
        expect(JSON.stringify(row.content)).toContain("Ben");
        expect(row.deleted_at).toBeNull();
        expect(Number(row.dataversion)).toBeLessThan(1000);
      }
    }
    const history = await db.selectFrom("record_history").select(["table_name", "uuid", "content"]).execute();
    expect(history.map((h) => `${h.table_name}:${h.uuid}`).filter((k) => expected.includes(k))).toEqual([]);
    expect(history).toHaveLength(current.length - expected.length);
    expect(JSON.stringify(history)).not.toContain("Ana");
  });

  it("reaches nothing from another deployment", async () => {
    await seed();
    const { db } = database.handle;
    expect(await new ClientErasureRepository(db).eraseClient("MALA", "ana")).toEqual([]);
    const ana = await db.selectFrom("records").select(["content", "deleted_at"]).where("uuid", "=", "ana").executeTakeFirstOrThrow();
    expect(ana).toEqual({ content: { uuid: "ana", clientname: "Ana Banda" }, deleted_at: null });
  });

  it("erases her again when an older copy of her rows is restored, and leaves a bare tombstone as it is", async () => {
    await seed();
    const { db } = database.handle;
    const erasures = new ClientErasureRepository(db);
    await erasures.eraseClient("default", "ana");
    const tombstone = await db.selectFrom("records").select("dataversion").where("uuid", "=", "ana").executeTakeFirstOrThrow();
    expect(await erasures.replayErasures()).toBe(1);
    expect(await db.selectFrom("records").select("dataversion").where("uuid", "=", "ana").executeTakeFirstOrThrow()).toEqual(tombstone);

    // A restore of a backup taken before the erasure: her rows as they were.
    await sql`update records set content = '{"uuid": "ana", "clientname": "Ana Banda"}'::jsonb, deleted_at = null where uuid = 'ana'`.execute(db);
    await db
      .insertInto("record_history")
      .values({ table_name: "clients", uuid: "ana", dataversion: 1, content: JSON.stringify({ uuid: "ana", clientname: "Ana Banda" }), deleted_at: null })
      .execute();
    expect(await erasures.replayErasures()).toBe(1);
    const ana = await db.selectFrom("records").select(["content", "deleted_at"]).where("uuid", "=", "ana").executeTakeFirstOrThrow();
    expect(ana.content).toEqual(erasedTombstone("clients", "ana", {}));
    expect(ana.deleted_at).not.toBeNull();
    expect(await db.selectFrom("record_history").select("id").where("uuid", "=", "ana").execute()).toEqual([]);
    // Her uuid stands alone (client_uuid null, replayed at every start); each record reached names her.
    const kept = await db.selectFrom("erased_records").select(["uuid", "application", "client_uuid"]).orderBy("uuid").execute();
    const attached = [...clientAttachedTables().map((t) => `${t}-ana`), "action-ana"].sort();
    expect(kept).toEqual(
      [{ uuid: "ana", application: "default", client_uuid: null }, ...attached.map((uuid) => ({ uuid, application: "default", client_uuid: "ana" }))].sort(
        (a, b) => (a.uuid < b.uuid ? -1 : 1),
      ),
    );
  });
});
