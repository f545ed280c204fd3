import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { ClientErasureRepository } from "./client-erasure.repository.js";
import { BLANKED_CHAT_TEXT, clientNameOf, namesHer } from "./client-mentions.repository.js";
import { erasedTombstone } from "./erased-tombstone.js";

describe("namesHer: her uuid, or her whole name as stored, as whole words in any case", () => {
  it.each([
    ["Visited Ana Banda today", true],
    ["ANA  BANDA needs a chair", true],
    ["ana banda.", true],
    ["Bring bananas for Ana Bandana", false],
    ["Ana is fine", false],
    ["her file: c-ana-1", true],
  ])("%j: %s", (text, named) => {
    expect(namesHer(text, "c-ana-1", "Ana Banda")).toBe(named);
  });

  it("takes the name from clientname, else from the form's name field, and none shorter than 3 characters", () => {
    expect(clientNameOf({ clientname: " Ana Banda " })).toBe("Ana Banda");
    expect(clientNameOf({ clientname: "", clientFormFields: [{ clientField: "name", answer: "Ana" }] })).toBe("Ana");
    expect(clientNameOf({ clientname: "Jo" })).toBeNull();
  });
});

/** docs/operating.md, "Erasing a client": chat messages and health-issue forms that name her outside client_uuid. */
describe.each(databaseKinds)("an erasure's reach outside client_uuid on %s", (kind) => {
  const database = useTestDatabase(kind);

  async function seed() {
    const { db } = database.handle;
    const [user] = await db
      .insertInto("users")
      .values({ email: "w@example.org", name: "W", application: "default", password_hash: "x" })
      .returning("id")
      .execute();
    const chat = (uuid: string, text: string, application = "default") => ({
      table_name: "chat_messages",
      uuid,
      application,
      content: { uuid, text, sent_at: "2026-12-01T08:00:00Z", sender_user_id: user!.id, sender_name: "W", application },
    });
    const form = (uuid: string, reference: string) => ({
      table_name: "hiapp_client_forms",
      uuid,
      application: "default",
      content: { uuid, client_reference: reference },
    });
    const rows = [
      { table_name: "clients", uuid: "c-ana-1", application: "default", content: { uuid: "c-ana-1", clientname: "Ana Banda" } },
      chat("m1", "Visited Ana Banda today"),
      chat("m2", "see c-ana-1"),
      chat("m3", "Bring bananas for Ana Bandana"),
      chat("m4", "Ana Banda", "MALA"),
      form("f1", " ana banda "),
      form("f2", "c-ana-1"),
      form("f3", "Ben Phiri"),
    ];
    await db
      .insertInto("records")
      .values(
        rows.map((r, i) => ({
          ...r,
          content: JSON.stringify(r.content),
          owner_user_id: user!.id,
          owner_install_id: null,
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

  it("erases the health-issue forms whose reference is her, blanks the chat messages naming her, and leaves the rest", async () => {
    await seed();
    const { db } = database.handle;
    const reached = await new ClientErasureRepository(db).eraseClient("default", "c-ana-1");
    expect(reached.map((k) => `${k.table}:${k.uuid}${k.blanked ? " blanked" : ""}`).sort()).toEqual([
      "chat_messages:m1 blanked",
      "chat_messages:m2 blanked",
      "clients:c-ana-1",
      "hiapp_client_forms:f1",
      "hiapp_client_forms:f2",
    ]);
    const rows = await db.selectFrom("records").select(["uuid", "content", "deleted_at", "dataversion"]).orderBy("uuid").execute();
    const of = (uuid: string) => rows.find((r) => r.uuid === uuid)!;
    for (const uuid of ["m1", "m2"]) {
      expect(of(uuid).content).toMatchObject({ uuid, text: BLANKED_CHAT_TEXT, sender_name: "W", sent_at: "2026-12-01T08:00:00Z" });
      expect(of(uuid).deleted_at).toBeNull();
      expect(Number(of(uuid).dataversion)).toBeGreaterThan(1000);
    }
    for (const uuid of ["f1", "f2"]) expect(of(uuid).content).toEqual(erasedTombstone("hiapp_client_forms", uuid, {}));
    expect(of("m3").content).toMatchObject({ text: "Bring bananas for Ana Bandana" });
    expect(of("m4").content).toMatchObject({ text: "Ana Banda" });
    expect(of("f3")).toMatchObject({ content: { uuid: "f3", client_reference: "Ben Phiri" }, deleted_at: null });
    const history = await db.selectFrom("record_history").select("uuid").orderBy("uuid").execute();
    expect(history.map((h) => h.uuid)).toEqual(["f3", "m3", "m4"]);
    // The forms are refused later like her other records; a chat message stays its sender's.
    const kept = await db.selectFrom("erased_records").select("uuid").orderBy("uuid").execute();
    expect(kept.map((k) => k.uuid)).toEqual(["c-ana-1", "f1", "f2"]);
  });
});
