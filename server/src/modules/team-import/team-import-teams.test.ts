import { beforeEach, describe, expect, it } from "vitest";
import { AUDIT, type AuditAnswer, bearer, useOperatorConsoleServer } from "../../test-support/operator-console.js";
import { databaseKinds } from "../../test-support/test-database.js";
import { insertTeamDeployments } from "./team-import.fixture.js";

const IMPORT = `mutation($file: String!, $dryRun: Boolean!) {
  importTeam(file: $file, dryRun: $dryRun) {
    created unchanged failed
    rows { row email team teamRole outcome errors { column problem message } }
  }
}`;

type Answer = {
  importTeam: {
    created: number;
    unchanged: number;
    failed: number;
    rows: Array<{
      row: number;
      email: string;
      team: string | null;
      teamRole: string | null;
      outcome: string;
      errors: Array<{ column: string; problem: string; message: string }>;
    }>;
  };
};

/** docs/operator-console.md, "Importing a team", and docs/teams.md: the columns team and role in team. */
describe.each(databaseKinds)("importing a team into teams on %s", (kind) => {
  const { database, gql, operator } = useOperatorConsoleServer(kind);
  const db = () => database.handle.db;
  beforeEach(() => insertTeamDeployments(db()));

  it("puts each new worker in the team her row names, as worker or supervisor, and names what is wrong on the others", async () => {
    const north = (await db().insertInto("teams").values({ application: "MALA", name: "North", area: "11" }).returning("id").executeTakeFirstOrThrow()).id;
    await db().insertInto("teams").values({ application: "HIAPP", name: "Noord" }).execute();
    const as = bearer((await operator("MALA")).token);
    const file = [
      "name,e-mail,role,Team,Role in team",
      "Ada,ada@mala.example,,north,",
      "Sue,sue@mala.example,,North,Supervisor",
      "Ben,ben@mala.example,,,",
      "Cat,cat@mala.example,,South,worker",
      "Dan,dan@mala.example,,North,boss",
      "Eve,eve@mala.example,operator,North,",
      "Fay,fay@mala.example,,,supervisor",
      "Gus,gus@mala.example,,Noord,",
    ].join("\n");
    const dry = await gql<Answer>(IMPORT, { file, dryRun: true }, as);
    expect(dry.errors).toBeUndefined();
    expect(dry.data!.importTeam.rows.map((r) => [r.row, r.team, r.teamRole, r.outcome, r.errors.map((e) => [e.column, e.problem, e.message])])).toEqual([
      [2, "North", "WORKER", "CREATE", []],
      [3, "North", "SUPERVISOR", "CREATE", []],
      [4, null, null, "CREATE", []],
      [5, null, null, "ERROR", [["team", "TEAM_UNKNOWN", 'MALA has no team "South"; its teams are North (make a team on the Teams page first)']]],
      [6, "North", null, "ERROR", [["role in team", "TEAM_ROLE_UNKNOWN", 'no role in team "boss"; the roles in a team are worker and supervisor']]],
      [7, "North", "WORKER", "ERROR", [["team", "TEAM_FOR_OPERATOR", "an operator is put in no team; leave the team empty"]]],
      [8, null, null, "ERROR", [["team", "TEAM_UNKNOWN", 'is empty, but "role in team" says supervisor: name the team']]],
      // Another deployment's team of the same name is not MALA's.
      [9, null, null, "ERROR", [["team", "TEAM_UNKNOWN", 'MALA has no team "Noord"; its teams are North (make a team on the Teams page first)']]],
    ]);
    expect(await db().selectFrom("team_members").select("user_id").execute()).toEqual([]);

    const made = await gql<Answer>(IMPORT, { file, dryRun: false }, as);
    expect(made.data!.importTeam).toMatchObject({ created: 3, unchanged: 0, failed: 5 });
    const members = await db()
      .selectFrom("team_members")
      .innerJoin("users", "users.id", "team_members.user_id")
      .select(["team_members.team_id", "users.email", "team_members.role"])
      .orderBy("users.email")
      .execute();
    expect(members).toEqual([
      { team_id: north, email: "ada@mala.example", role: "worker" },
      { team_id: north, email: "sue@mala.example", role: "supervisor" },
    ]);
    const audit = await gql<AuditAnswer>(AUDIT, { f: { kind: "TEAM_MEMBER_SET" } }, as);
    expect(audit.data!.auditEvents.map((e) => [e.application, e.target, e.detail])).toEqual([
      ["MALA", "sue@mala.example", "supervisor of North"],
      ["MALA", "ada@mala.example", "worker of North"],
    ]);

    // Again: every account is there, unchanged, and no one is put in a team twice.
    const again = await gql<Answer>(IMPORT, { file, dryRun: false }, as);
    expect(again.data!.importTeam).toMatchObject({ created: 0, unchanged: 3 });
    expect(await db().selectFrom("team_members").select("user_id").execute()).toHaveLength(2);
  });
});
