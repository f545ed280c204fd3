import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { admin, AUDIT, type AuditAnswer, bearer, CREATE_USER, OPERATOR_LOGIN, useOperatorConsoleServer } from "../../test-support/operator-console.js";
import { databaseKinds } from "../../test-support/test-database.js";
import { createWorker } from "../../test-support/test-server.js";

/** docs/operator-console.md: operator logins and an operator's deployment: what an operator of one deployment may see and do. */
describe.each(databaseKinds)("the operator console's logins and scopes on %s", (kind) => {
  const { database, gql, operator, syncedPhone, baseUrl, PASSWORD } = useOperatorConsoleServer(kind);

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

    const worker = await createWorker(baseUrl(), { application: "MALA" });
    const wrong = await gql(OPERATOR_LOGIN, { e: mala.email, p: "not her password" });
    expect(wrong.errors?.[0]).toMatchObject({ message: "wrong e-mail or password", extensions: { code: "UNAUTHENTICATED", reason: "WRONG_CREDENTIALS" } });
    // docs/teams.md, "In the console": a worker who supervises nobody, with her right password, is told the console is not for her.
    const plainWorker = await gql(OPERATOR_LOGIN, { e: worker.email, p: worker.password });
    expect(plainWorker.errors?.[0]).toMatchObject({
      message: "this account supervises no team: only operators and supervisors sign in to the console; a worker uses the app on her phone",
      extensions: { code: "FORBIDDEN", reason: "NOT_SUPERVISOR" },
    });
    const failed = await gql<AuditAnswer>(AUDIT, { f: { action: "operator.login-failed", first: 2 } }, admin);
    expect(failed.data!.auditEvents).toEqual([
      {
        actorKind: "worker",
        actor: worker.email,
        action: "operator.login-failed",
        application: "MALA",
        target: null,
        detail: "supervises no team",
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
});
