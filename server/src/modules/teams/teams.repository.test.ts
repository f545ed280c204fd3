import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import type { Database, TeamRole } from "../../db/schema.js";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { supervisedWorkerIds, teamOfWorker } from "./teams.repository.js";

async function user(db: Kysely<Database>, email: string, application = "MALA"): Promise<number> {
  const row = await db.insertInto("users").values({ application, email, name: email, password_hash: "x" }).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

async function team(db: Kysely<Database>, name: string, area: string | null = null, application = "MALA"): Promise<number> {
  return (await db.insertInto("teams").values({ application, name, area }).returning("id").executeTakeFirstOrThrow()).id;
}

async function member(db: Kysely<Database>, teamId: number, userId: number, role: TeamRole): Promise<void> {
  await db.insertInto("team_members").values({ team_id: teamId, user_id: userId, role }).execute();
}

/** docs/teams.md: who is in which team, and whom a supervisor supervises. */
describe.each(databaseKinds)("the teams repository on %s", (kind) => {
  const database = useTestDatabase(kind);

  it("answers a worker's one team, and none for a supervisor only or an account in no team", async () => {
    const { db } = database.handle;
    const north = await team(db, "North", "2");
    const [ada, sue, lone] = [await user(db, "ada@x.org"), await user(db, "sue@x.org"), await user(db, "lone@x.org")];
    await member(db, north, ada, "worker");
    await member(db, north, sue, "supervisor");
    expect(await teamOfWorker(db, ada)).toEqual({ id: north, application: "MALA", name: "North", area: "2" });
    expect(await teamOfWorker(db, sue)).toBeUndefined();
    expect(await teamOfWorker(db, lone)).toBeUndefined();
    // The database keeps a worker in one team: a second worker row is refused.
    const south = await team(db, "South");
    await expect(member(db, south, ada, "worker")).rejects.toThrow("team_members_one_team_per_worker");
  });

  it("answers the workers of every team she supervises, each once, in id order, never herself nor another team's", async () => {
    const { db } = database.handle;
    const [north, south, east] = [await team(db, "North"), await team(db, "South"), await team(db, "East")];
    const [sue, ada, ben, cat, dan, eve] = [
      await user(db, "sue@x.org"),
      await user(db, "ada@x.org"),
      await user(db, "ben@x.org"),
      await user(db, "cat@x.org"),
      await user(db, "dan@x.org"),
      await user(db, "eve@x.org"),
    ];
    await member(db, north, sue, "supervisor");
    await member(db, south, sue, "supervisor");
    await member(db, south, ben, "worker");
    await member(db, north, ada, "worker");
    await member(db, east, cat, "worker");
    // Dan supervises South too: a fellow supervisor is no worker of hers.
    await member(db, south, dan, "supervisor");
    await member(db, east, eve, "supervisor");
    expect(await supervisedWorkerIds(db, sue)).toEqual([ada, ben]);
    expect(await supervisedWorkerIds(db, dan)).toEqual([ben]);
    expect(await supervisedWorkerIds(db, eve)).toEqual([cat]);
    expect(await supervisedWorkerIds(db, ada)).toEqual([]);
    // A supervisor who is also a worker of a team she supervises does not supervise herself.
    await member(db, east, dan, "worker");
    expect(await supervisedWorkerIds(db, eve)).toEqual([cat, dan]);
    await member(db, east, sue, "supervisor");
    await db.updateTable("team_members").set({ role: "worker" }).where("team_id", "=", east).where("user_id", "=", eve).execute();
    expect(await supervisedWorkerIds(db, sue)).toEqual([ada, ben, cat, dan, eve]);
    expect(await supervisedWorkerIds(db, eve)).toEqual([]);
  });
});
