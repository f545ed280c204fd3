import { describe, expect, it } from "vitest";
import { useOperatorConsoleServer } from "../../test-support/operator-console.js";
import { databaseKinds } from "../../test-support/test-database.js";
import { createWorker } from "../../test-support/test-server.js";

const LOGIN = "mutation($e: String!, $p: String!) { login(email: $e, password: $p) { user { email region } } }";

/** docs/teams.md, "Her default region": what the login answer gives her phone. */
describe.each(databaseKinds)("a worker's default region on %s", (kind) => {
  const console = useOperatorConsoleServer(kind);

  it("is her account's own region, else her team's area (as a worker, never as a supervisor), else none", async () => {
    const { db } = console.database.handle;
    const [own, member, supervisor, lone] = await Promise.all([1, 2, 3, 4].map(() => createWorker(console.baseUrl(), { application: "MALA" })));
    const north = (await db.insertInto("teams").values({ application: "MALA", name: "North", area: "2" }).returning("id").executeTakeFirstOrThrow()).id;
    await db.updateTable("users").set({ region: "1" }).where("id", "=", own!.user.id).execute();
    await db
      .insertInto("team_members")
      .values([
        { team_id: north, user_id: own!.user.id, role: "worker" },
        { team_id: north, user_id: member!.user.id, role: "worker" },
        { team_id: north, user_id: supervisor!.user.id, role: "supervisor" },
      ])
      .execute();
    const regionAtLogin = async (worker: { email: string; password: string }) => {
      const answer = await console.gql<{ login: { user: { email: string; region: string | null } } }>(LOGIN, { e: worker.email, p: worker.password });
      expect(answer.errors).toBeUndefined();
      return answer.data!.login.user.region;
    };
    expect(await regionAtLogin(own!)).toBe("1");
    expect(await regionAtLogin(member!)).toBe("2");
    expect(await regionAtLogin(supervisor!)).toBeNull();
    expect(await regionAtLogin(lone!)).toBeNull();
    // The team's area changes: her next login answers the new one; without an area, none.
    await db.updateTable("teams").set({ area: "3" }).execute();
    expect(await regionAtLogin(member!)).toBe("3");
    await db.updateTable("teams").set({ area: null }).execute();
    expect(await regionAtLogin(member!)).toBeNull();
    expect(await regionAtLogin(own!)).toBe("1");
  });
});
