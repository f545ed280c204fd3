import { describe, expect, it } from "vitest";
import { anonymous, readsRecord, type AuthUser, type Identity } from "../auth/identity.js";
import { databaseKinds, useTestDatabase } from "../test-support/test-database.js";
import { readableBy, readableParts } from "./records.repository.js";

/** Chat is the table shared with a deployment (synced-entities: readers "deployment"). */
const SHARED = ["chat_messages"];

/**
 * The ownership rule is written twice: in TypeScript (auth/identity.ts, for change notices and single
 * records) and in SQL (records.repository.ts readableBy, for lists and catch-up). Both must answer
 * every case alike: each identity below against each record, read once by each.
 */
describe.each(databaseKinds)("the ownership rule in TypeScript and in SQL agree, on %s", (kind) => {
  const database = useTestDatabase(kind);

  it("on every pair of caller and record: owners by user or by install, deployment-shared chat, strangers", async () => {
    const { db } = database.handle;
    const [ada, ben, cai] = await db
      .insertInto("users")
      .values([
        { application: "default", email: "ada@example.org", name: "Ada", password_hash: "x" },
        { application: "default", email: "ben@example.org", name: "Ben", password_hash: "x" },
        { application: "MALA", email: "cai@example.org", name: "Cai", password_hash: "x" },
      ])
      .returning(["id", "application", "email", "name"])
      .execute();
    const user = (row: AuthUser | undefined): AuthUser => row!;
    const owners = [
      { owner_user_id: ada!.id, owner_install_id: "install-a", application: "default" },
      { owner_user_id: ben!.id, owner_install_id: "install-b", application: "default" },
      { owner_user_id: cai!.id, owner_install_id: "install-c", application: "MALA" },
      { owner_user_id: null, owner_install_id: "install-a", application: null },
      { owner_user_id: null, owner_install_id: "install-b", application: null },
      { owner_user_id: null, owner_install_id: "install-b", application: "default" },
    ];
    const records = ["clients", ...SHARED].flatMap((table) => owners.map((owner, i) => ({ table_name: table, uuid: `${table}-${i}`, ...owner })));
    await db
      .insertInto("records")
      .values(
        records.map((r, i) => ({
          ...r,
          dataversion: i + 1,
          content: JSON.stringify({ uuid: r.uuid }),
          last_install_id: r.owner_install_id,
          updated_at: new Date(),
          deleted_at: null,
        })),
      )
      .execute();
    const identities: Record<string, Identity> = {
      anonymous,
      operator: { ...anonymous, isAdmin: true },
      "install A, no user": { ...anonymous, installId: "install-a" },
      "install B, no user": { ...anonymous, installId: "install-b" },
      "Ada, no install": { ...anonymous, user: user(ada) },
      "Ada on install A": { user: user(ada), installId: "install-a", isAdmin: false },
      "Ada on install B": { user: user(ada), installId: "install-b", isAdmin: false },
      "Cai of MALA on install C": { user: user(cai), installId: "install-c", isAdmin: false },
      // docs/teams.md, "What a supervisor may read": Ben as Ada's supervisor (modules/supervision/supervisor-rule.test.ts: from real teams).
      "Ben on install B, supervising Ada": { user: user(ben), installId: "install-b", isAdmin: false, supervises: [ada!.id] },
    };

    let pairs = 0;
    for (const [name, identity] of Object.entries(identities)) {
      const bySql = (await db.selectFrom("records").select("uuid").where(readableBy(identity, SHARED)).orderBy("uuid").execute()).map((r) => r.uuid);
      const byTypeScript = records
        .filter((r) => readsRecord(identity, r, SHARED.includes(r.table_name)))
        .map((r) => r.uuid)
        .sort();
      expect(bySql, name).toEqual(byTypeScript);
      // The same rule as disjoint parts (a new device's download pages): every readable record in exactly one.
      const byParts = await Promise.all(readableParts(identity, SHARED).map((part) => db.selectFrom("records").select("uuid").where(part).execute()));
      expect(byParts.flatMap((rows) => rows.map((r) => r.uuid)).sort(), `${name}, by disjoint parts`).toEqual(byTypeScript);
      pairs += records.length;
    }
    expect(pairs).toBe(9 * 12);
    // The rule itself, for one caller: Ada on install B reads her own records, the install's records
    // no user owns, and her deployment's chat; not Ben's clients nor anything of MALA.
    const adaOnB = records.filter((r) => readsRecord(identities["Ada on install B"]!, r, SHARED.includes(r.table_name))).map((r) => r.uuid);
    expect(adaOnB).toEqual(["clients-0", "clients-4", "clients-5", "chat_messages-0", "chat_messages-1", "chat_messages-4", "chat_messages-5"]);
    // Ben supervising Ada: his own, Ada's, the install's anonymous records and the deployment's chat; nothing of MALA.
    const benSupervising = records
      .filter((r) => readsRecord(identities["Ben on install B, supervising Ada"]!, r, SHARED.includes(r.table_name)))
      .map((r) => r.uuid);
    expect(benSupervising).toEqual([
      "clients-0",
      "clients-1",
      "clients-4",
      "clients-5",
      "chat_messages-0",
      "chat_messages-1",
      "chat_messages-4",
      "chat_messages-5",
    ]);
  });
});
