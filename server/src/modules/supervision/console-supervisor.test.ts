import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newToken } from "../../auth/token.js";
import { AUDIT, admin, bearer, OPERATOR_LOGIN, useOperatorConsoleServer, type AuditAnswer } from "../../test-support/operator-console.js";
import { databaseKinds } from "../../test-support/test-database.js";
import { createWorker } from "../../test-support/test-server.js";

const WORKERS = "query { supervisedWorkers { userId name teamName activeClients } }";
const RECORDS = "query($w: Int!) { supervisedRecords(workerId: $w) { documents cursor done } }";
const VIEWS = "mutation($v: [SupervisorViewInput!]!) { reportSupervisorViews(views: $v) }";
const ME = "query { operatorMe { email role } }";
const SYNC = "mutation($input: SyncBatchInput!) { sync(input: $input) { results { status } } }";

/**
 * docs/teams.md, "In the console": a supervisor signs in at /admin with her own worker account, for a
 * session that reads her team only, read only, bound to no install; a worker who supervises nobody
 * is told the console is not for her; every operator query and mutation refuses her session.
 */
describe.each(databaseKinds)("a supervisor's console session (%s)", (kind) => {
  const console = useOperatorConsoleServer(kind);
  const db = () => console.database.handle.db;

  async function teamsOf() {
    const [sue, amina, bertha, yusuf] = [
      await createWorker(console.baseUrl(), { application: "MALA" }),
      await createWorker(console.baseUrl(), { application: "MALA" }),
      await createWorker(console.baseUrl(), { application: "MALA" }),
      await createWorker(console.baseUrl(), { application: "MALA" }),
    ];
    const [north, south] = await db()
      .insertInto("teams")
      .values([
        { application: "MALA", name: "North", area: null },
        { application: "MALA", name: "South", area: null },
      ])
      .returning("id")
      .execute();
    await db()
      .insertInto("team_members")
      .values([
        { team_id: north!.id, user_id: sue.user.id, role: "supervisor" },
        { team_id: north!.id, user_id: amina.user.id, role: "worker" },
        { team_id: south!.id, user_id: yusuf.user.id, role: "worker" },
      ])
      .execute();
    const client = randomUUID();
    const install = { id: randomUUID(), secret: newToken() };
    const synced = await console.gql(
      SYNC,
      {
        input: { appInstallId: install.id, entries: [{ clientMutationId: 1, table: "clients", uuid: client, client: { uuid: client, clientname: "Grace" } }] },
      },
      { ...bearer(amina.token), "x-app-install-id": install.id, "x-app-install-secret": install.secret },
    );
    expect(synced.errors).toBeUndefined();
    return { sue, amina, bertha, yusuf, client, southId: south!.id };
  }

  async function signIn(email: string, password: string) {
    return console.gql<{ operatorLogin: { token: string; operator: { email: string; role: string; application: string } } }>(OPERATOR_LOGIN, {
      e: email,
      p: password,
    });
  }

  it("signs her in with her worker account: her team read only, no install, an operator's hours, one audited view of a client", async () => {
    const { sue, amina, client } = await teamsOf();
    const installsBefore = await db().selectFrom("app_installs").select("uuid").where("user_id", "=", sue.user.id).execute();
    const login = await signIn(sue.email, sue.password);
    expect(login.errors).toBeUndefined();
    expect(login.data!.operatorLogin.operator).toEqual({ email: sue.email, role: "WORKER", application: "MALA" });
    const as = bearer(login.data!.operatorLogin.token);

    const session = await db().selectFrom("auth_tokens").selectAll().where("user_id", "=", sue.user.id).where("console", "=", true).execute();
    expect(session).toHaveLength(1);
    expect(session[0]!.install_id).toBeNull();
    const hours = (session[0]!.expires_at.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(7.9);
    expect(hours).toBeLessThanOrEqual(8);
    expect(await db().selectFrom("app_installs").select("uuid").where("user_id", "=", sue.user.id).execute()).toEqual(installsBefore);

    expect((await console.gql<{ operatorMe: unknown }>(ME, {}, as)).data!.operatorMe).toEqual({ email: sue.email, role: "WORKER" });
    const workers = await console.gql<{ supervisedWorkers: unknown[] }>(WORKERS, {}, as);
    expect(workers.errors).toBeUndefined();
    expect(workers.data!.supervisedWorkers).toEqual([{ userId: amina.user.id, name: "Worker", teamName: "North", activeClients: 1 }]);
    const records = await console.gql<{ supervisedRecords: { documents: Array<{ table: string; uuid: string }>; done: boolean } }>(
      RECORDS,
      { w: amina.user.id },
      as,
    );
    expect(records.errors).toBeUndefined();
    expect(records.data!.supervisedRecords.documents.map((d) => [d.table, d.uuid])).toEqual([["clients", client]]);

    const viewed = await console.gql(
      VIEWS,
      { v: [{ workerId: amina.user.id, clientUuid: client, screen: "client", viewedAt: new Date().toISOString(), online: true }] },
      as,
    );
    expect(viewed.errors).toBeUndefined();
    const audit = await console.gql<AuditAnswer>(AUDIT, { f: { actor: sue.email } }, admin);
    const events = audit.data!.auditEvents;
    expect(
      events.map((e) => [e.action, e.actorKind, e.target, e.detail?.replace(/viewed [^,]+/, "viewed <time>").replace(/client [\w-]+/, "client <pseudonym>")]),
    ).toEqual([
      ["supervisor.viewed", "worker", amina.email, "screen client, client <pseudonym>, viewed <time>, online"],
      ["supervisor.viewed", "worker", amina.email, "records read in the console, 1 from the start"],
      ["operator.login", "worker", null, "supervisor: her team, read only"],
    ]);
    const naming = events.filter((e) => e.detail?.includes("client ") && !e.detail.includes("records read"));
    expect(naming).toHaveLength(1);
    expect(naming[0]!.detail).not.toContain(client);
    expect(JSON.stringify(events)).not.toContain("Grace");
    expect(JSON.stringify(events)).not.toContain(sue.password);
  });

  it("refuses her session every operator query and mutation, her phone's doors, an install, and a worker of another team", async () => {
    const { sue, amina, yusuf, southId } = await teamsOf();
    const as = bearer((await signIn(sue.email, sue.password)).data!.operatorLogin.token);
    const refusal = (what: string) =>
      `a supervisor's console session is read-only and reads her own team only (supervisedWorkers, supervisedRecords): it may not use ${what}`;
    const operatorDoors: Array<[string, string, Record<string, unknown>]> = [
      ["users", "query { users { id } }", {}],
      ["createTeam", "mutation($i: CreateTeamInput!) { createTeam(input: $i) { id } }", { i: { name: "Mine" } }],
      ["auditEvents", "query { auditEvents { action } }", {}],
      [
        "transferClients",
        "mutation($input: TransferClientsInput!) { transferClients(input: $input) { clients } }",
        { input: { fromUserId: amina.user.id, toUserId: sue.user.id } },
      ],
    ];
    for (const [what, query, variables] of operatorDoors) {
      const answer = await console.gql(query, variables, as);
      expect(answer.errors?.[0]?.message, what).toBe(refusal(what));
    }
    const asPhone = await console.gql(SYNC, { input: { appInstallId: randomUUID(), entries: [] } }, as);
    expect(asPhone.errors?.[0]?.message).toBe("a supervisor's console session cannot act as an app install (drop X-App-Install-Id)");
    const ownRecords = await console.gql("query { changesSince(since: 0) { __typename } }", {}, as);
    expect(ownRecords.errors?.length).toBeGreaterThan(0);
    const withInstall = await console.gql(WORKERS, {}, { ...as, "x-app-install-id": randomUUID() });
    expect(withInstall.errors?.[0]?.message).toBe("a supervisor's console session cannot act as an app install (drop X-App-Install-Id)");
    const other = await console.gql(RECORDS, { w: yusuf.user.id }, as);
    expect(other.errors?.[0]?.message).toBe(`workerId: ${yusuf.user.id} is no worker of a team you supervise`);
    const otherTeam = await console.gql("query($t: Int) { supervisedWorkers(teamId: $t) { userId } }", { t: southId }, as);
    expect(otherTeam.errors?.[0]?.message).toBe(`teamId: you do not supervise team ${southId}`);
  });

  it("tells a worker who supervises nobody the console is not for her, and a wrong password stays a wrong password", async () => {
    const { sue, bertha } = await teamsOf();
    const plain = await signIn(bertha.email, bertha.password);
    expect(plain.errors?.[0]?.message).toBe(
      "this account supervises no team: only operators and supervisors sign in to the console; a worker uses the app on her phone",
    );
    expect(plain.data?.operatorLogin ?? null).toBeNull();
    expect(await db().selectFrom("auth_tokens").select("token_hash").where("user_id", "=", bertha.user.id).where("console", "=", true).execute()).toEqual([]);
    const wrong = await signIn(sue.email, "not her password");
    expect(wrong.errors?.[0]?.message).toBe("wrong e-mail or password");
  });
});
