import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { admin, AUDIT, type AuditAnswer, bearer, CREATE_USER, useOperatorConsoleServer } from "../../test-support/operator-console.js";
import { databaseKinds } from "../../test-support/test-database.js";
import { createWorker } from "../../test-support/test-server.js";

/** docs/operator-console.md: workers' accounts from the console: login codes, password requests, disabling and enabling, and bad input refused. */
describe.each(databaseKinds)("the operator console's accounts on %s", (kind) => {
  const { database, gql, operator, baseUrl } = useOperatorConsoleServer(kind);

  it("takes a login code as a phone's keyboard types it: lower case, spaces between the groups; once only", async () => {
    const worker = await createWorker(baseUrl());
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
    const worker = await createWorker(baseUrl(), { application: "MALA" });
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
    const worker = await createWorker(baseUrl(), { application: "MALA" });
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
    const worker = await createWorker(baseUrl());
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
    const worker = await createWorker(baseUrl());
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
    const worker = await createWorker(baseUrl(), { application: "HIAPP" });
    const id = String(worker.user.id);
    await gql("mutation($id: ID!) { disableUser(id: $id) { id } }", { id }, admin);
    const mala = await operator("MALA");
    const elsewhere = await gql("mutation($id: ID!) { enableUser(id: $id) { id } }", { id }, bearer(mala.token));
    expect(elsewhere.errors?.[0]).toMatchObject({ message: `id: no user ${id}`, extensions: { code: "NOT_FOUND" } });
    const byWorker = await gql("mutation($id: ID!) { enableUser(id: $id) { id } }", { id }, bearer((await createWorker(baseUrl())).token));
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
    const worker = await createWorker(baseUrl());
    const refused = await gql(AUDIT, {}, bearer(worker.token));
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});
