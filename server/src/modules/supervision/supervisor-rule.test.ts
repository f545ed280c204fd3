import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { anonymous, readsRecord, type AuthUser, type Identity } from "../../auth/identity.js";
import type { Database } from "../../db/schema.js";
import { supervisedWorkerIds } from "../teams/teams.repository.js";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { readableBy, readableParts } from "../../sync/records.repository.js";

/** Chat is the table shared with a deployment (synced-entities: readers "deployment"). */
const SHARED = ["chat_messages"];

async function user(db: Kysely<Database>, name: string, application = "default"): Promise<AuthUser> {
  return db
    .insertInto("users")
    .values({ application, email: `${name}@example.org`, name, password_hash: "x" })
    .returning(["id", "application", "email", "name"])
    .executeTakeFirstOrThrow();
}

/**
 * docs/teams.md, "What a supervisor may read": the ownership rule gains exactly one reader, the
 * owner's supervisors. The TypeScript form (auth/identity.ts readsRecord) and the SQL forms
 * (records.repository.ts readableBy and readableParts) must give every caller the same records, the
 * supervisor her team's workers' and nothing of another team, and nobody else a record more.
 */
describe.each(databaseKinds)("a supervisor's reading under the ownership rule, on %s", (kind) => {
  const database = useTestDatabase(kind);

  it("a supervisor of team X reads X's workers' records and nothing of Y; a teammate reads nothing of hers; removed from X she reads none", async () => {
    const { db } = database.handle;
    const [sue, ada, fay, ben, ola] = [
      await user(db, "sue"),
      await user(db, "ada"),
      await user(db, "fay"),
      await user(db, "ben"),
      await user(db, "ola", "MALA"),
    ];
    const [x, y] = await db
      .insertInto("teams")
      .values([
        { application: "default", name: "X", area: null },
        { application: "default", name: "Y", area: null },
      ])
      .returning("id")
      .execute();
    await db
      .insertInto("team_members")
      .values([
        { team_id: x!.id, user_id: sue.id, role: "supervisor" },
        { team_id: x!.id, user_id: ada.id, role: "worker" },
        { team_id: x!.id, user_id: fay.id, role: "worker" },
        { team_id: y!.id, user_id: ben.id, role: "worker" },
      ])
      .execute();
    const owners = [
      { owner_user_id: sue.id, owner_install_id: "install-s", application: "default" },
      { owner_user_id: ada.id, owner_install_id: "install-a", application: "default" },
      { owner_user_id: fay.id, owner_install_id: "install-f", application: "default" },
      { owner_user_id: ben.id, owner_install_id: "install-b", application: "default" },
      { owner_user_id: ola.id, owner_install_id: "install-o", application: "MALA" },
      { owner_user_id: null, owner_install_id: "install-a", application: "default" },
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
    const as = async (who: AuthUser, installId: string): Promise<Identity> => ({
      user: who,
      installId,
      isAdmin: false,
      supervises: await supervisedWorkerIds(db, who.id),
    });
    /** What each form of the rule gives the caller: they must agree, and each record readable is in exactly one part. */
    const reads = async (identity: Identity, name: string): Promise<string[]> => {
      const bySql = (await db.selectFrom("records").select("uuid").where(readableBy(identity, SHARED)).orderBy("uuid").execute()).map((r) => r.uuid);
      const byTypeScript = records
        .filter((r) => readsRecord(identity, r, SHARED.includes(r.table_name)))
        .map((r) => r.uuid)
        .sort();
      expect(bySql, name).toEqual(byTypeScript);
      const byParts = await Promise.all(readableParts(identity, SHARED).map((part) => db.selectFrom("records").select("uuid").where(part).execute()));
      expect(byParts.flatMap((rows) => rows.map((r) => r.uuid)).sort(), `${name}, by disjoint parts`).toEqual(byTypeScript);
      return byTypeScript.filter((uuid) => uuid.startsWith("clients-"));
    };

    const sueAsSupervisor = await as(sue, "install-s");
    expect(sueAsSupervisor.supervises).toEqual([ada.id, fay.id]);
    // Sue: her own clients and those of Ada and Fay (team X); nothing of Ben (team Y), of MALA, nor the anonymous phone's.
    expect(await reads(sueAsSupervisor, "Sue, supervisor of X")).toEqual(["clients-0", "clients-1", "clients-2"]);
    // The same Sue without her supervised list (her own change feed): her own only, as before teams.
    expect(await reads({ ...sueAsSupervisor, supervises: undefined }, "Sue, own feed")).toEqual(["clients-0"]);
    // A worker of X reads nothing of her teammate's; a worker of Y nothing of X; MALA's Ola only her own.
    expect(await reads(await as(ada, "install-a"), "Ada, worker of X")).toEqual(["clients-1", "clients-5"]);
    expect(await reads(await as(ben, "install-b"), "Ben, worker of Y")).toEqual(["clients-3"]);
    expect(await reads(await as(ola, "install-o"), "Ola of MALA")).toEqual(["clients-4"]);
    // A supervised list without a user (an install alone, an operator, the admin token) reads nothing more.
    for (const [name, identity] of Object.entries({
      "an install": { ...anonymous, installId: "install-a", supervises: [ada.id] },
      "the admin token": { ...anonymous, isAdmin: true, supervises: [ada.id] },
    })) {
      expect(await reads(identity, name), name).toEqual(name === "an install" ? ["clients-5"] : []);
    }
    // Chat of the deployment stays read by every user of it, once, whoever supervises its writer.
    const sueChats = records.filter((r) => readsRecord(sueAsSupervisor, r, SHARED.includes(r.table_name)) && r.table_name === "chat_messages");
    expect(sueChats.map((r) => r.uuid)).toEqual(["chat_messages-0", "chat_messages-1", "chat_messages-2", "chat_messages-3", "chat_messages-5"]);

    // Removed from team X, Sue reads none of its workers' records any more.
    await db.deleteFrom("team_members").where("team_id", "=", x!.id).where("user_id", "=", sue.id).execute();
    const sueRemoved = await as(sue, "install-s");
    expect(sueRemoved.supervises).toEqual([]);
    expect(await reads(sueRemoved, "Sue, removed from X")).toEqual(["clients-0"]);
  });
});
