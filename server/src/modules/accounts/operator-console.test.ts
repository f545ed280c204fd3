import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_SYNC_BATCH } from "@stepwise/domain";
import { newToken } from "../../auth/token.js";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { createWorker, graphql, startTestServer, TEST_ADMIN_TOKEN } from "../../test-support/test-server.js";

const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const CREATE_USER = "mutation($input: CreateUserInput!) { createUser(input: $input) { id email application } }";
const OPERATOR_LOGIN = "mutation($e: String!, $p: String!) { operatorLogin(email: $e, password: $p) { token operator { email role application } } }";
const AUDIT = "query($f: AuditFilter) { auditEvents(filter: $f) { actorKind actor action application target detail address } }";
const PASSWORD = "operator long password";

type AuditAnswer = {
  auditEvents: Array<{
    actorKind: string;
    actor: string | null;
    action: string;
    application: string | null;
    target: string | null;
    detail: string | null;
    address: string | null;
  }>;
};

/** docs/operator-console.md: operator accounts, their deployment's scope, and the append-only audit log. */
describe.each(databaseKinds)("the operator console's server on %s", (kind) => {
  const database = useTestDatabase(kind);
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer(database.handle);
  });
  afterAll(async () => {
    await server.close();
  });

  const gql = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    graphql<T>(server.baseUrl, query, variables, headers);

  async function operator(application: string, role: "OPERATOR_OF_DEPLOYMENT" | "OPERATOR_OF_ALL" = "OPERATOR_OF_DEPLOYMENT") {
    const email = `op-${randomUUID().slice(0, 8)}@example.org`;
    const made = await gql(CREATE_USER, { input: { application, email, name: "Operator", password: PASSWORD, role } }, admin);
    expect(made.errors).toBeUndefined();
    const login = await gql<{ operatorLogin: { token: string } }>(OPERATOR_LOGIN, { e: email, p: PASSWORD });
    expect(login.errors).toBeUndefined();
    return { email, token: login.data!.operatorLogin.token };
  }

  /** A worker's phone of that deployment that synced once: its install appears in the registry. */
  async function syncedPhone(application: string) {
    const worker = await createWorker(server.baseUrl, { application });
    const install = { id: randomUUID(), secret: newToken() };
    const headers = { ...bearer(worker.token), "x-app-install-id": install.id, "x-app-install-secret": install.secret };
    const uuid = randomUUID();
    const entries = [{ clientMutationId: 1, table: "clients", uuid, client: { uuid, clientname: "Grace" } }];
    const synced = await gql(
      "mutation($input: SyncBatchInput!) { sync(input: $input) { results { status } } }",
      { input: { appInstallId: install.id, entries } },
      headers,
    );
    expect(synced.errors).toBeUndefined();
    return { worker, install, headers, entries };
  }

  it("logs an operator in for 8 hours, never as a worker, never as an app install, and audits every failed login", async () => {
    const mala = await operator("MALA");
    const { rows } = await sql<{
      hours: number;
    }>`select round(extract(epoch from auth_tokens.expires_at - auth_tokens.created_at) / 3600)::int as hours from auth_tokens
      join users on users.id = auth_tokens.user_id where users.email = ${mala.email}`.execute(database.handle.db);
    expect(rows).toEqual([{ hours: 8 }]);
    const me = await gql<{ operatorMe: { email: string; role: string; application: string } }>(
      "{ operatorMe { email role application } }",
      {},
      bearer(mala.token),
    );
    expect(me.data!.operatorMe).toEqual({ email: mala.email, role: "OPERATOR_OF_DEPLOYMENT", application: "MALA" });

    const asWorker = await gql("mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }", { e: mala.email, p: PASSWORD });
    expect(asWorker.errors?.[0]).toMatchObject({
      message: "this is an operator's account: log in at /admin",
      extensions: { code: "UNAUTHENTICATED", reason: "OPERATOR_ACCOUNT" },
    });
    const asInstall = await gql("{ operatorMe { email } }", {}, { ...bearer(mala.token), "x-app-install-id": randomUUID() });
    expect(asInstall.errors?.[0]).toMatchObject({
      message: "an operator's session cannot act as an app install (drop X-App-Install-Id)",
      extensions: { code: "FORBIDDEN" },
    });

    const worker = await createWorker(server.baseUrl, { application: "MALA" });
    for (const [email, password] of [
      [mala.email, "not her password"],
      [worker.email, worker.password],
    ]) {
      const refused = await gql(OPERATOR_LOGIN, { e: email, p: password });
      expect(refused.errors?.[0]).toMatchObject({ message: "wrong e-mail or password", extensions: { code: "UNAUTHENTICATED", reason: "WRONG_CREDENTIALS" } });
    }
    const failed = await gql<AuditAnswer>(AUDIT, { f: { action: "operator.login-failed", first: 2 } }, admin);
    expect(failed.data!.auditEvents).toEqual([
      {
        actorKind: "anyone",
        actor: worker.email,
        action: "operator.login-failed",
        application: null,
        target: null,
        detail: "not an operator",
        address: "127.0.0.1",
      },
      {
        actorKind: "anyone",
        actor: mala.email,
        action: "operator.login-failed",
        application: "MALA",
        target: null,
        detail: "wrong password",
        address: "127.0.0.1",
      },
    ]);
  });

  it("holds an operator of one deployment to its users, devices, login tokens and audit entries", async () => {
    const mala = await operator("MALA");
    const ownPhone = await syncedPhone("MALA");
    const otherPhone = await syncedPhone("default");

    const made = await gql<{ createUser: { email: string; application: string } }>(
      CREATE_USER,
      { input: { application: "mala", email: `new-${randomUUID().slice(0, 6)}@example.org`, name: "New Worker" } },
      bearer(mala.token),
    );
    expect(made.errors).toBeUndefined();
    expect(made.data!.createUser.application).toBe("MALA");
    const elsewhere = await gql(
      CREATE_USER,
      { input: { application: "default", email: `x-${randomUUID().slice(0, 6)}@example.org`, name: "X" } },
      bearer(mala.token),
    );
    expect(elsewhere.errors?.[0]).toMatchObject({
      message: "createUser.application: an operator of MALA makes accounts of MALA only",
      extensions: { code: "FORBIDDEN" },
    });
    const everyDeployment = await gql(
      CREATE_USER,
      { input: { application: "MALA", email: `y-${randomUUID().slice(0, 6)}@example.org`, name: "Y", role: "OPERATOR_OF_ALL" } },
      bearer(mala.token),
    );
    expect(everyDeployment.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");

    const users = await gql<{ users: Array<{ email: string; application: string }> }>("{ users { email application } }", {}, bearer(mala.token));
    expect(new Set(users.data!.users.map((u) => u.application))).toEqual(new Set(["MALA"]));
    expect(users.data!.users.map((u) => u.email)).toContain(ownPhone.worker.email);
    const searched = await gql<{ users: Array<{ email: string }> }>(
      "query($f: UserFilter) { users(filter: $f) { email } }",
      { f: { search: ownPhone.worker.email.toUpperCase() } },
      bearer(mala.token),
    );
    expect(searched.data!.users).toEqual([{ email: ownPhone.worker.email }]);

    const devices = await gql<{ devices: Array<{ installId: string; application: string }> }>("{ devices { installId application } }", {}, bearer(mala.token));
    expect(devices.data!.devices.map((d) => d.installId)).toContain(ownPhone.install.id);
    expect(devices.data!.devices.map((d) => d.installId)).not.toContain(otherPhone.install.id);
    expect(new Set(devices.data!.devices.map((d) => d.application))).toEqual(new Set(["MALA"]));
    const lostElsewhere = await gql("mutation($id: ID!) { markDeviceLost(installId: $id) { installId } }", { id: otherPhone.install.id }, bearer(mala.token));
    expect(lostElsewhere.errors?.[0]).toMatchObject({ message: `installId: no app install ${otherPhone.install.id}`, extensions: { code: "NOT_FOUND" } });
    const tokenElsewhere = await gql("mutation($e: String!) { createLoginToken(email: $e) }", { e: otherPhone.worker.email }, bearer(mala.token));
    expect(tokenElsewhere.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const disableElsewhere = await gql("mutation($id: ID!) { disableUser(id: $id) { id } }", { id: String(otherPhone.worker.user.id) }, bearer(mala.token));
    expect(disableElsewhere.errors?.[0]).toMatchObject({ message: `id: no user ${otherPhone.worker.user.id}`, extensions: { code: "NOT_FOUND" } });
    const reportingElsewhere = await gql(
      'mutation { createReportingToken(input: { application: "default", label: "x", identifiable: false }) { token } }',
      {},
      bearer(mala.token),
    );
    expect(reportingElsewhere.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const otherDevice = await gql<{ devices: Array<{ wipeOrder: string }> }>(
      "query($f: DeviceFilter) { devices(filter: $f) { wipeOrder } }",
      { f: { workerId: otherPhone.worker.user.id } },
      admin,
    );
    expect(otherDevice.data!.devices).toEqual([{ wipeOrder: "NONE" }]);
    const otherUser = await gql<{ users: Array<{ disabledAt: string | null }> }>(
      "query($f: UserFilter) { users(filter: $f) { disabledAt } }",
      { f: { search: otherPhone.worker.email } },
      admin,
    );
    expect(otherUser.data!.users).toEqual([{ disabledAt: null }]);

    const token = await gql<{ createLoginToken: string }>(
      "mutation($e: String!) { createLoginToken(email: $e) }",
      { e: ownPhone.worker.email },
      bearer(mala.token),
    );
    expect(token.data!.createLoginToken).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}(-[2-9A-HJKMNP-TV-Z]{4}){3}$/);
    const lost = await gql("mutation($id: ID!) { markDeviceLost(installId: $id) { wipeOrder } }", { id: ownPhone.install.id }, bearer(mala.token));
    expect(lost.data).toEqual({ markDeviceLost: { wipeOrder: "LOST" } });
    await gql("mutation($id: ID!) { endDeviceSession(installId: $id) { installId } }", { id: otherPhone.install.id }, admin);

    const audit = await gql<AuditAnswer>(AUDIT, { f: { actor: mala.email } }, bearer(mala.token));
    expect(audit.data!.auditEvents.map((e) => [e.action, e.target, e.application])).toEqual([
      ["device.lost", ownPhone.install.id, "MALA"],
      ["login-token.issued", ownPhone.worker.email, "MALA"],
      ["user.created", made.data!.createUser.email, "MALA"],
      ["operator.login", null, "MALA"],
    ]);
    const everything = await gql<AuditAnswer>(AUDIT, { f: { first: 500 } }, bearer(mala.token));
    expect(everything.data!.auditEvents.length).toBeGreaterThan(0);
    expect(everything.data!.auditEvents.filter((e) => e.application !== "MALA")).toEqual([]);
    const asAdmin = await gql<AuditAnswer>(AUDIT, { f: { action: "session.ended", target: otherPhone.install.id } }, admin);
    expect(asAdmin.data!.auditEvents).toEqual([
      {
        actorKind: "admin-token",
        actor: null,
        action: "session.ended",
        application: "default",
        target: otherPhone.install.id,
        detail: `worker ${otherPhone.worker.email}; 1 session`,
        address: "127.0.0.1",
      },
    ]);
    const otherDeployment = await gql<AuditAnswer>(AUDIT, { f: { application: "default" } }, bearer(mala.token));
    expect(otherDeployment.data!.auditEvents).toEqual([]);
  });

  it("never lets an operator of one deployment see, disable or take over an operator of every deployment with a home there, nor take over a peer with a login token", async () => {
    const mala = await operator("MALA");
    const everyEmail = `all-${randomUUID().slice(0, 8)}@example.org`;
    const made = await gql(CREATE_USER, { input: { application: "MALA", email: everyEmail, name: "Officer", role: "OPERATOR_OF_ALL" } }, admin);
    expect(made.errors).toBeUndefined();
    const listed = await gql<{ users: Array<{ email: string }> }>(
      "query($f: UserFilter) { users(filter: $f) { email } }",
      { f: { search: everyEmail } },
      bearer(mala.token),
    );
    expect(listed.data!.users).toEqual([]);
    const token = await gql("mutation($e: String!) { createLoginToken(email: $e) }", { e: everyEmail }, bearer(mala.token));
    expect(token.errors?.[0]).toMatchObject({ message: `email: no user with e-mail ${everyEmail}`, extensions: { code: "NOT_FOUND" } });
    const { rows } = await sql<{ id: number }>`select id from users where email = ${everyEmail}`.execute(database.handle.db);
    const disabled = await gql("mutation($id: ID!) { disableUser(id: $id) { id } }", { id: String(rows[0]!.id) }, bearer(mala.token));
    expect(disabled.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const asAdmin = await gql<{ users: Array<{ email: string; role: string }> }>(
      "query($f: UserFilter) { users(filter: $f) { email role } }",
      { f: { search: everyEmail } },
      admin,
    );
    expect(asAdmin.data!.users).toEqual([{ email: everyEmail, role: "OPERATOR_OF_ALL" }]);
    const audit = await gql<AuditAnswer>(AUDIT, { f: { target: everyEmail } }, bearer(mala.token));
    expect(audit.data!.auditEvents).toEqual([]);
    const peer = await operator("MALA");
    const peerToken = await gql("mutation($e: String!) { createLoginToken(email: $e) }", { e: peer.email }, bearer(mala.token));
    expect(peerToken.errors?.[0]).toMatchObject({
      message: "email: only an operator of every deployment issues a login token for an operator",
      extensions: { code: "FORBIDDEN" },
    });
  });

  it("keeps the audit log append-only in the database: UPDATE and DELETE are refused and change nothing", async () => {
    await gql("mutation($e: String!) { createLoginToken(email: $e) }", { e: (await createWorker(server.baseUrl)).email }, admin);
    const { db } = database.handle;
    const before = await sql<{
      n: number;
      actions: string;
    }>`select count(*)::int as n, string_agg(action, ',' order by id) as actions from audit_events`.execute(db);
    await expect(sql`update audit_events set action = 'nothing happened'`.execute(db)).rejects.toThrow("audit_events is append-only: UPDATE is refused");
    await expect(sql`delete from audit_events`.execute(db)).rejects.toThrow("audit_events is append-only: DELETE is refused");
    const after = await sql<{
      n: number;
      actions: string;
    }>`select count(*)::int as n, string_agg(action, ',' order by id) as actions from audit_events`.execute(db);
    expect(after.rows).toEqual(before.rows);
    expect(before.rows[0]!.n).toBeGreaterThan(0);
  });

  it("exports the audit log as CSV: its header, then one line per event of the deployment, the newest first", async () => {
    const worker = await createWorker(server.baseUrl, { application: "HIAPP" });
    await gql("mutation($e: String!) { createLoginToken(email: $e) }", { e: worker.email }, admin);
    const phone = await syncedPhone("HIAPP");
    await gql("mutation($id: ID!) { retireDevice(installId: $id) { installId } }", { id: phone.install.id }, admin);
    const csv = await gql<{ auditEventsCsv: string }>("query($f: AuditFilter) { auditEventsCsv(filter: $f) }", { f: { application: "HIAPP" } }, admin);
    const lines = csv.data!.auditEventsCsv.split("\r\n");
    expect(lines[0]).toBe("id,at,actor_kind,actor,action,deployment,target,detail,address");
    expect(lines.slice(1).map((line) => line.replace(/^\d+,[^,]+,/, ""))).toEqual([
      `admin-token,,device.retired,HIAPP,${phone.install.id},worker ${phone.worker.email},127.0.0.1`,
      `admin-token,,login-token.issued,HIAPP,${worker.email},,127.0.0.1`,
      "",
    ]);
    expect(lines[1]).toMatch(/^\d+,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,/);
  });

  it("exports every matching event, past the 500 of a page, in pages the event loop breathes between; at most filter.first", async () => {
    await sql`insert into audit_events (actor_kind, actor, actor_user_id, action, application, target, detail, address)
      select 'admin-token', null, null, 'session.ended', 'MALA', 'install-' || n, null, '127.0.0.1' from generate_series(1, 1234) as n`.execute(
      database.handle.db,
    );
    const csv = async (f: Record<string, unknown>) =>
      (await gql<{ auditEventsCsv: string }>("query($f: AuditFilter) { auditEventsCsv(filter: $f) }", { f }, admin))
        .data!.auditEventsCsv.split("\r\n")
        .slice(1, -1);
    const all = await csv({ application: "MALA", action: "session.ended" });
    expect(all).toHaveLength(1234);
    expect(all.map((line) => line.split(",")[6])).toEqual(Array.from({ length: 1234 }, (_, i) => `install-${1234 - i}`));
    expect(await csv({ application: "MALA", action: "session.ended", first: 700 })).toEqual(all.slice(0, 700));
    const refused = await gql("query($f: AuditFilter) { auditEventsCsv(filter: $f) }", { f: { first: 100_001 } }, admin);
    expect(refused.errors?.[0]?.message).toBe("filter.first: must be a whole number from 1 to 100000");
  });

  it("audits a phone's acknowledgement of its wipe once, as the device, however often it repeats it", async () => {
    const phone = await syncedPhone("default");
    await gql("mutation($id: ID!) { retireDevice(installId: $id) { installId } }", { id: phone.install.id }, admin);
    const ACKNOWLEDGE = "mutation($installs: [InstallProofInput!]!) { acknowledgeWipe(installs: $installs) }";
    for (let i = 0; i < 2; i++) expect((await gql(ACKNOWLEDGE, { installs: [phone.install] })).data).toEqual({ acknowledgeWipe: 1 });
    const audit = await gql<AuditAnswer>(AUDIT, { f: { target: phone.install.id } }, admin);
    expect(audit.data!.auditEvents.map((e) => [e.actorKind, e.actor, e.action, e.detail])).toEqual([
      ["device", phone.install.id, "device.wipe-acknowledged", "RETIRE"],
      ["admin-token", null, "device.retired", `worker ${phone.worker.email}`],
    ]);
  });

  it("takes a login code as a phone's keyboard types it: lower case, spaces between the groups; once only", async () => {
    const worker = await createWorker(server.baseUrl);
    const code = (await gql<{ createLoginToken: string }>("mutation($e: String!) { createLoginToken(email: $e) }", { e: worker.email }, admin)).data!
      .createLoginToken;
    const SET = "mutation($t: String!, $p: String!) { setPassword(token: $t, password: $p) { token } }";
    const typed = code.toLowerCase().replaceAll("-", " ");
    const set = await gql<{ setPassword: { token: string } }>(SET, { t: typed, p: "her very own password" });
    expect(set.errors).toBeUndefined();
    const again = await gql(SET, { t: code, p: "another long password" });
    expect(again.errors?.[0]?.extensions?.reason).toBe("LOGIN_TOKEN_INVALID");
  });

  it("audits a password request as asked by the e-mail typed, from its address, and lists it for answering with a login code", async () => {
    const worker = await createWorker(server.baseUrl, { application: "MALA" });
    const stranger = `nobody-${randomUUID().slice(0, 8)}@example.org`;
    for (const email of [worker.email, stranger]) {
      const asked = await gql("mutation($e: String!) { requestPassword(email: $e) }", { e: email });
      expect(asked.data).toEqual({ requestPassword: true });
    }
    const audit = await gql<AuditAnswer>(AUDIT, { f: { action: "password.requested" } }, admin);
    expect(audit.data!.auditEvents.map((e) => [e.actorKind, e.actor, e.target, e.detail, e.application, e.address])).toEqual([
      ["anyone", stranger, stranger, "no account has this e-mail", null, "127.0.0.1"],
      ["anyone", worker.email, worker.email, null, null, "127.0.0.1"],
    ]);
    const listed = await gql<{ passwordRequests: Array<{ id: number; email: string; known: boolean }> }>("{ passwordRequests { id email known } }", {}, admin);
    expect(listed.data!.passwordRequests.map((r) => [r.email, r.known])).toEqual([
      [worker.email, true],
      [stranger, false],
    ]);
    const code = await gql<{ answerPasswordRequest: string }>(
      "mutation($id: Int!) { answerPasswordRequest(id: $id) }",
      { id: listed.data!.passwordRequests[0]!.id },
      admin,
    );
    expect(code.data!.answerPasswordRequest).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}(-[2-9A-HJKMNP-TV-Z]{4}){3}$/);
    // An operator of one deployment neither lists nor answers them: a request names no deployment.
    const mala = await operator("MALA");
    expect((await gql("{ passwordRequests { id } }", {}, bearer(mala.token))).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("audits a password set with a login token as the worker's own act, with her address", async () => {
    const worker = await createWorker(server.baseUrl, { application: "MALA" });
    const token = await gql<{ createLoginToken: string }>("mutation($e: String!) { createLoginToken(email: $e) }", { e: worker.email }, admin);
    const set = await gql("mutation($t: String!, $p: String!) { setPassword(token: $t, password: $p) { token } }", {
      t: token.data!.createLoginToken,
      p: "her own new password",
    });
    expect(set.errors).toBeUndefined();
    const audit = await gql<AuditAnswer>(AUDIT, { f: { target: worker.email } }, admin);
    expect(audit.data!.auditEvents.map((e) => [e.actorKind, e.actor, e.action, e.application, e.address])).toEqual([
      ["worker", worker.email, "password.reset", "MALA", "127.0.0.1"],
      ["admin-token", null, "login-token.issued", "MALA", "127.0.0.1"],
    ]);
  });

  it("disables an account: its session ends at once, it logs in no more, and the event is audited", async () => {
    const worker = await createWorker(server.baseUrl);
    const disabled = await gql<{ disableUser: { disabledAt: string | null } }>(
      "mutation($id: ID!) { disableUser(id: $id) { disabledAt } }",
      { id: String(worker.user.id) },
      admin,
    );
    expect(disabled.data!.disableUser.disabledAt).not.toBeNull();
    const me = await gql("{ me { id } }", {}, bearer(worker.token));
    expect(me.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const login = await gql("mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }", { e: worker.email, p: worker.password });
    expect(login.errors?.[0]).toMatchObject({ message: "this account is disabled: ask your operator", extensions: { reason: "ACCOUNT_DISABLED" } });
    const audit = await gql<AuditAnswer>(AUDIT, { f: { action: "user.disabled", target: worker.email } }, admin);
    expect(audit.data!.auditEvents.map((e) => [e.actorKind, e.target, e.application])).toEqual([["admin-token", worker.email, "default"]]);
  });

  it("enables a disabled account again: she logs in, no session of before comes back, and both acts are audited", async () => {
    const worker = await createWorker(server.baseUrl);
    const id = String(worker.user.id);
    await gql("mutation($id: ID!) { disableUser(id: $id) { id } }", { id }, admin);
    const enabled = await gql<{ enableUser: { disabledAt: string | null } }>("mutation($id: ID!) { enableUser(id: $id) { disabledAt } }", { id }, admin);
    expect(enabled.data!.enableUser.disabledAt).toBeNull();
    expect((await gql("{ me { id } }", {}, bearer(worker.token))).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const login = await gql<{ login: { token: string } }>("mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }", {
      e: worker.email,
      p: worker.password,
    });
    expect(login.errors).toBeUndefined();
    expect((await gql<{ me: { id: string } }>("{ me { id } }", {}, bearer(login.data!.login.token))).data!.me.id).toBe(id);
    // Enabling an account that is not disabled changes nothing and records nothing.
    expect(
      (await gql<{ enableUser: { disabledAt: string | null } }>("mutation($id: ID!) { enableUser(id: $id) { disabledAt } }", { id }, admin)).data!.enableUser
        .disabledAt,
    ).toBeNull();
    const audit = await gql<AuditAnswer>(AUDIT, { f: { target: worker.email } }, admin);
    expect(audit.data!.auditEvents.filter((e) => e.action.startsWith("user.")).map((e) => [e.actorKind, e.action, e.application])).toEqual([
      ["admin-token", "user.enabled", "default"],
      ["admin-token", "user.disabled", "default"],
    ]);
  });

  it("lets an operator of one deployment enable only her deployment's accounts, and a worker none", async () => {
    const worker = await createWorker(server.baseUrl, { application: "HIAPP" });
    const id = String(worker.user.id);
    await gql("mutation($id: ID!) { disableUser(id: $id) { id } }", { id }, admin);
    const mala = await operator("MALA");
    const elsewhere = await gql("mutation($id: ID!) { enableUser(id: $id) { id } }", { id }, bearer(mala.token));
    expect(elsewhere.errors?.[0]).toMatchObject({ message: `id: no user ${id}`, extensions: { code: "NOT_FOUND" } });
    const byWorker = await gql("mutation($id: ID!) { enableUser(id: $id) { id } }", { id }, bearer((await createWorker(server.baseUrl)).token));
    expect(byWorker.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const bad = await gql('mutation { enableUser(id: "x") { id } }', {}, admin);
    expect(bad.errors?.[0]?.message).toBe("id: must be a user id (a whole number)");
    const { rows } = await sql<{ disabled: boolean }>`select disabled_at is not null as disabled from users where id = ${worker.user.id}`.execute(
      database.handle.db,
    );
    expect(rows[0]!.disabled).toBe(true);
  });

  it("refuses bad input naming what is wrong, and changes nothing", async () => {
    const count = async () =>
      (await sql<{ n: number }>`select (select count(*) from audit_events)::int + (select count(*) from users)::int as n`.execute(database.handle.db)).rows[0]!
        .n;
    const before = await count();
    const cases: Array<[string, Record<string, unknown>, string]> = [
      [AUDIT, { f: { first: 0 } }, "filter.first: must be a whole number from 1 to 500"],
      [AUDIT, { f: { actor: "a".repeat(321) } }, "filter.actor: must be at most 320 characters"],
      [AUDIT, { f: { action: "user.deleted" } }, 'filter.action: no action "user.deleted"'],
      [AUDIT, { f: { before: "12x" } }, "filter.before: must be an event id (a whole number)"],
      ["query($f: UserFilter) { users(filter: $f) { id } }", { f: { search: "b".repeat(321) } }, "filter.search: must be at most 320 characters"],
      [
        CREATE_USER,
        { input: { application: "default", email: "short@example.org", name: "S", password: "short" } },
        "createUser.password: must be at least 10 characters",
      ],
      ['mutation { disableUser(id: "abc") { id } }', {}, "id: must be a user id (a whole number)"],
      ["{ syncHealth(days: 91) { application } }", {}, "days: must be a whole number from 1 to 90"],
    ];
    for (const [query, variables, message] of cases) {
      const answer = await gql(query, variables, admin);
      expect(answer.errors?.[0]?.extensions?.code, message).toBe("BAD_USER_INPUT");
      expect(answer.errors?.[0]?.message).toContain(message);
    }
    expect(await count()).toBe(before);
    const worker = await createWorker(server.baseUrl);
    const refused = await gql(AUDIT, {}, bearer(worker.token));
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("shows a device whose sync failed as failing, with the server's reason, until a good sync follows", async () => {
    const phone = await syncedPhone("default");
    const uuid = randomUUID();
    const tooMany = Array.from({ length: MAX_SYNC_BATCH + 1 }, (_, i) => ({
      clientMutationId: i + 2,
      table: "clients",
      uuid,
      client: { uuid, clientname: "Grace" },
    }));
    const failed = await gql(
      "mutation($input: SyncBatchInput!) { sync(input: $input) { results { status } } }",
      { input: { appInstallId: phone.install.id, entries: tooMany } },
      phone.headers,
    );
    expect(failed.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const DEVICE = "query($f: DeviceFilter) { devices(filter: $f) { attention { kind reason } } }";
    const shown = await gql<{ devices: Array<{ attention: { kind: string; reason: string } | null }> }>(
      DEVICE,
      { f: { workerId: phone.worker.user.id } },
      admin,
    );
    expect(shown.data!.devices).toEqual([
      { attention: { kind: "SYNC_FAILING", reason: `BAD_USER_INPUT: input.entries: ${MAX_SYNC_BATCH + 1} entries, at most ${MAX_SYNC_BATCH} per batch` } },
    ]);
    const again = await gql(
      "mutation($input: SyncBatchInput!) { sync(input: $input) { results { status } } }",
      { input: { appInstallId: phone.install.id, entries: [tooMany[0]] } },
      phone.headers,
    );
    expect(again.errors).toBeUndefined();
    const recovered = await gql<{ devices: Array<{ attention: unknown }> }>(DEVICE, { f: { workerId: phone.worker.user.id } }, admin);
    expect(recovered.data!.devices).toEqual([{ attention: null }]);
  });

  it("answers sync health per day and per install for a deployment the operator may see", async () => {
    const hiapp = await operator("HIAPP");
    const phone = await syncedPhone("HIAPP");
    const QUERY =
      "query($a: String, $d: Int) { syncHealth(application: $a, days: $d) { application days { day devices edits failing } installs { installId mutations } } }";
    type Health = {
      syncHealth: {
        application: string;
        days: Array<{ day: string; devices: number; edits: number; failing: number }>;
        installs: Array<{ installId: string; mutations: number }>;
      };
    };
    const health = await gql<Health>(QUERY, { d: 3 }, bearer(hiapp.token));
    expect(health.errors).toBeUndefined();
    const today = new Date().toISOString().slice(0, 10);
    expect(health.data!.syncHealth.application).toBe("HIAPP");
    expect(health.data!.syncHealth.days.map((d) => d.day)).toHaveLength(3);
    expect(health.data!.syncHealth.days.at(-1)!.day).toBe(today);
    expect(health.data!.syncHealth.days.at(-1)!.devices).toBeGreaterThanOrEqual(1);
    expect(health.data!.syncHealth.installs).toContainEqual({ installId: phone.install.id, mutations: 1 });
    const elsewhere = await gql(QUERY, { a: "MALA", d: 3 }, bearer(hiapp.token));
    expect(elsewhere.errors?.[0]).toMatchObject({ message: 'application: no deployment "MALA" you may see', extensions: { code: "BAD_USER_INPUT" } });
    const deployments = await gql<{ operatorDeployments: string[] }>("{ operatorDeployments }", {}, bearer(hiapp.token));
    expect(deployments.data!.operatorDeployments).toEqual(["HIAPP"]);
  });
});
