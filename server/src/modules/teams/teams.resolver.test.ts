import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import type { Database } from "../../db/schema.js";
import { AUDIT, admin, bearer, useOperatorConsoleServer, type AuditAnswer } from "../../test-support/operator-console.js";
import { databaseKinds } from "../../test-support/test-database.js";
import { createWorker } from "../../test-support/test-server.js";

const TEAM = "id application name area areaName workers { userId name email } supervisors { userId email }";
const TEAMS = `query($a: String) { teams(application: $a) { ${TEAM} } }`;
const CREATE = `mutation($i: CreateTeamInput!) { createTeam(input: $i) { ${TEAM} } }`;
const UPDATE = `mutation($i: UpdateTeamInput!) { updateTeam(input: $i) { ${TEAM} } }`;
const DELETE = "mutation($t: Int!) { deleteTeam(teamId: $t) }";
const SET = `mutation($i: SetTeamMemberInput!) { setTeamMember(input: $i) { ${TEAM} } }`;
const REMOVE = `mutation($t: Int!, $u: Int!) { removeTeamMember(teamId: $t, userId: $u) { ${TEAM} } }`;

interface TeamAnswer {
  id: number;
  application: string;
  name: string;
  area: string | null;
  areaName: string | null;
  workers: Array<{ userId: number; name: string; email: string }>;
  supervisors: Array<{ userId: number; email: string }>;
}

/** A deployment row with regions 1 (Blantyre) and 2 (Zomba); a second host of it adds 3 (Mzuzu). */
async function deploymentWithRegions(db: Kysely<Database>, app_identifier: string, host: string, regions: Array<{ id: string; name: string }>) {
  await db
    .insertInto("applications")
    .values({
      app_identifier,
      host,
      app_title: app_identifier,
      login: true,
      version: "1",
      metadata: "{}",
      languages: "[]",
      regions: JSON.stringify(regions),
      forms: "[]",
    })
    .execute();
}

/** docs/teams.md, "Teams and areas": operators' teams within their deployment, the errors naming what is wrong, and the audit. */
describe.each(databaseKinds)("teams for operators on %s", (kind) => {
  const console = useOperatorConsoleServer(kind);
  const db = () => console.database.handle.db;

  async function malaWithRegions() {
    await deploymentWithRegions(db(), "MALA", "mala.example.org", [
      { id: "1", name: "Blantyre" },
      { id: "2", name: "Zomba" },
    ]);
    await deploymentWithRegions(db(), "MALA", "two.mala.example.org", [{ id: "3", name: "Mzuzu" }]);
  }

  it("creates, renames, sets the area of and deletes a team, each audited, and refuses names and areas that are wrong", async () => {
    await malaWithRegions();
    const operator = await console.operator("MALA");
    const as = bearer(operator.token);
    const made = await console.gql<{ createTeam: TeamAnswer }>(CREATE, { i: { name: "  North ", area: "3" } }, as);
    expect(made.errors).toBeUndefined();
    const north = made.data!.createTeam;
    expect(north).toEqual({ id: north.id, application: "MALA", name: "North", area: "3", areaName: "Mzuzu", workers: [], supervisors: [] });

    const refusals: Array<[string, Record<string, unknown>, string]> = [
      [CREATE, { i: { name: "nORTH" } }, 'name: MALA already has a team "North"; give another name'],
      [CREATE, { i: { name: "   " } }, "name: a team needs a name"],
      [CREATE, { i: { name: "x".repeat(81) } }, "name: must be at most 80 characters"],
      [CREATE, { i: { name: "South", area: "9" } }, 'area: "9" is not a region of MALA; its regions are 1 (Blantyre), 2 (Zomba), 3 (Mzuzu)'],
      [CREATE, { i: { application: "HIAPP", name: "South" } }, 'createTeam: "HIAPP" is not your deployment; you operate MALA'],
    ];
    for (const [query, variables, message] of refusals) expect((await console.gql(query, variables, as)).errors?.[0]?.message).toBe(message);

    const south = (await console.gql<{ createTeam: TeamAnswer }>(CREATE, { i: { name: "South" } }, as)).data!.createTeam;
    expect((await console.gql(UPDATE, { i: { teamId: south.id, name: "north" } }, as)).errors?.[0]?.message).toBe(
      'name: MALA already has a team "North"; give another name',
    );
    // Its own name in another case is a rename.
    const renamed = await console.gql<{ updateTeam: TeamAnswer }>(UPDATE, { i: { teamId: north.id, name: "NORTH", area: "1" } }, as);
    expect(renamed.data!.updateTeam).toMatchObject({ name: "NORTH", area: "1", areaName: "Blantyre" });
    const cleared = await console.gql<{ updateTeam: TeamAnswer }>(UPDATE, { i: { teamId: north.id, area: "" } }, as);
    expect(cleared.data!.updateTeam).toMatchObject({ name: "NORTH", area: null, areaName: null });
    // Nothing changed: nothing audited.
    expect((await console.gql(UPDATE, { i: { teamId: north.id, name: "NORTH" } }, as)).errors).toBeUndefined();

    const listed = await console.gql<{ teams: TeamAnswer[] }>(TEAMS, {}, as);
    expect(listed.data!.teams.map((t) => t.name)).toEqual(["NORTH", "South"]);
    expect(await console.gql(DELETE, { t: south.id }, as)).toEqual({ data: { deleteTeam: true } });
    expect((await console.gql(DELETE, { t: south.id }, as)).errors?.[0]?.message).toBe(`teamId: no team ${south.id}`);

    const audit = await console.gql<AuditAnswer>(AUDIT, { f: { target: "" } }, as);
    const teamEvents = audit.data!.auditEvents.filter((e) => e.action.startsWith("team."));
    expect(teamEvents.map((e) => [e.action, e.application, e.target, e.detail, e.actor])).toEqual([
      ["team.deleted", "MALA", "South", "0 worker(s), 0 supervisor(s)", operator.email],
      ["team.area-set", "MALA", "NORTH", "area none (was 1)", operator.email],
      ["team.area-set", "MALA", "NORTH", "area 1 (was 3)", operator.email],
      ["team.renamed", "MALA", "NORTH", "was North", operator.email],
      ["team.created", "MALA", "South", null, operator.email],
      ["team.created", "MALA", "North", "area 3", operator.email],
    ]);
  });

  it("puts workers and supervisors in teams, moves a worker, takes members out, and refuses accounts that may not be", async () => {
    await malaWithRegions();
    const operator = await console.operator("MALA");
    const as = bearer(operator.token);
    const create = async (name: string) => (await console.gql<{ createTeam: TeamAnswer }>(CREATE, { i: { name } }, as)).data!.createTeam.id;
    const [north, south] = [await create("North"), await create("South")];
    const [ada, sue] = [
      (await createWorker(console.baseUrl(), { application: "MALA" })).user,
      (await createWorker(console.baseUrl(), { application: "MALA" })).user,
    ];
    const set = (teamId: number, userId: number, role: string) => console.gql<{ setTeamMember: TeamAnswer }>(SET, { i: { teamId, userId, role } }, as);

    expect((await set(north, ada.id, "WORKER")).data!.setTeamMember.workers).toEqual([{ userId: ada.id, name: "Worker", email: ada.email }]);
    expect((await set(north, sue.id, "SUPERVISOR")).data!.setTeamMember.supervisors).toEqual([{ userId: sue.id, email: sue.email }]);
    // She supervises South too; Ada moves to South as its worker.
    await set(south, sue.id, "SUPERVISOR");
    const moved = (await set(south, ada.id, "WORKER")).data!.setTeamMember;
    expect(moved.workers.map((w) => w.userId)).toEqual([ada.id]);
    const teams = (await console.gql<{ teams: TeamAnswer[] }>(TEAMS, {}, as)).data!.teams;
    expect(teams.map((t) => [t.name, t.workers.map((w) => w.userId), t.supervisors.map((s) => s.userId)])).toEqual([
      ["North", [], [sue.id]],
      ["South", [ada.id], [sue.id]],
    ]);
    // A supervisor of North made its worker keeps one row: she is its worker now.
    const turned = (await set(north, sue.id, "WORKER")).data!.setTeamMember;
    expect([turned.workers.map((w) => w.userId), turned.supervisors]).toEqual([[sue.id], []]);

    const hiappWorker = (await createWorker(console.baseUrl(), { application: "HIAPP" })).user;
    const anotherOperator = await console.operator("MALA");
    const operatorId = (await db().selectFrom("users").select("id").where("email", "=", anotherOperator.email).executeTakeFirstOrThrow()).id;
    expect((await set(north, hiappWorker.id, "WORKER")).errors?.[0]?.message).toBe(
      `userId: user ${hiappWorker.id} is not an account of MALA, the team's deployment`,
    );
    expect((await set(north, 99999, "WORKER")).errors?.[0]?.message).toBe("userId: user 99999 is not an account of MALA, the team's deployment");
    expect((await set(north, operatorId, "SUPERVISOR")).errors?.[0]?.message).toBe(
      `userId: ${anotherOperator.email} is an operator; only a worker's account is put in a team (as worker or supervisor)`,
    );

    const removed = await console.gql<{ removeTeamMember: TeamAnswer }>(REMOVE, { t: south, u: ada.id }, as);
    expect(removed.data!.removeTeamMember.workers).toEqual([]);
    expect((await console.gql(REMOVE, { t: south, u: ada.id }, as)).errors?.[0]?.message).toBe(`userId: user ${ada.id} is not in team South`);
    // Deleting a team takes its members out with it.
    expect((await console.gql(DELETE, { t: north }, as)).errors).toBeUndefined();
    expect(await db().selectFrom("team_members").select(["team_id", "user_id", "role"]).execute()).toEqual([
      { team_id: south, user_id: sue.id, role: "supervisor" },
    ]);

    const audit = await console.gql<AuditAnswer>(AUDIT, {}, as);
    const memberEvents = audit.data!.auditEvents.filter((e) => e.action.startsWith("team.member") || e.action === "team.deleted");
    expect(memberEvents.map((e) => [e.action, e.target, e.detail])).toEqual([
      ["team.deleted", "North", "1 worker(s), 0 supervisor(s)"],
      ["team.member-removed", ada.email, "worker of South"],
      ["team.member-set", sue.email, "worker of North (was supervisor)"],
      ["team.member-set", ada.email, "worker of South (moved from North)"],
      ["team.member-set", sue.email, "supervisor of South"],
      ["team.member-set", sue.email, "supervisor of North"],
      ["team.member-set", ada.email, "worker of North"],
    ]);
  });

  it("keeps each deployment's teams to its operators; an operator of every deployment names the deployment; a worker is refused", async () => {
    await malaWithRegions();
    const mala = bearer((await console.operator("MALA")).token);
    const hiapp = bearer((await console.operator("HIAPP")).token);
    const all = bearer((await console.operator("MALA", "OPERATOR_OF_ALL")).token);
    const north = (await console.gql<{ createTeam: TeamAnswer }>(CREATE, { i: { name: "North" } }, mala)).data!.createTeam;
    const hiappWorker = (await createWorker(console.baseUrl(), { application: "HIAPP" })).user;

    expect((await console.gql<{ teams: TeamAnswer[] }>(TEAMS, {}, hiapp)).data!.teams).toEqual([]);
    expect((await console.gql(TEAMS, { a: "MALA" }, hiapp)).errors?.[0]?.message).toBe('teams: "MALA" is not your deployment; you operate HIAPP');
    for (const [query, variables] of [
      [UPDATE, { i: { teamId: north.id, name: "Mine" } }],
      [DELETE, { t: north.id }],
      [SET, { i: { teamId: north.id, userId: hiappWorker.id, role: "WORKER" } }],
      [REMOVE, { t: north.id, u: hiappWorker.id }],
    ] as const)
      expect((await console.gql(query, variables, hiapp)).errors?.[0]).toMatchObject({
        message: `teamId: no team ${north.id}`,
        extensions: { code: "NOT_FOUND" },
      });

    expect((await console.gql(CREATE, { i: { name: "East" } }, all)).errors?.[0]?.message).toBe(
      "createTeam.application: give the deployment (you operate every one)",
    );
    expect((await console.gql(CREATE, { i: { application: "Nowhere", name: "East" } }, all)).errors?.[0]?.message).toMatch(
      /^createTeam\.application: no deployment "Nowhere"; the deployments are /,
    );
    const east = await console.gql<{ createTeam: TeamAnswer }>(CREATE, { i: { application: "hiapp", name: "East" } }, all);
    expect(east.data!.createTeam).toMatchObject({ application: "HIAPP", name: "East" });
    expect((await console.gql<{ teams: TeamAnswer[] }>(TEAMS, {}, all)).data!.teams.map((t) => [t.application, t.name])).toEqual([
      ["HIAPP", "East"],
      ["MALA", "North"],
    ]);
    expect((await console.gql<{ teams: TeamAnswer[] }>(TEAMS, { a: "MALA" }, all)).data!.teams.map((t) => t.name)).toEqual(["North"]);
    expect((await console.gql<{ teams: TeamAnswer[] }>(TEAMS, {}, admin)).data!.teams).toHaveLength(2);

    const worker = await createWorker(console.baseUrl(), { application: "MALA" });
    expect((await console.gql(TEAMS, {}, bearer(worker.token))).errors?.[0]?.message).toContain("only an operator");
    expect((await console.gql(CREATE, { i: { name: "Mine" } }, bearer(worker.token))).errors?.[0]?.message).toContain("only an operator");
    expect(await db().selectFrom("teams").select("name").orderBy("name").execute()).toEqual([{ name: "East" }, { name: "North" }]);
  });
});
