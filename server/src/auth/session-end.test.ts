import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { databaseKinds, useTestDatabase } from "../test-support/test-database.js";
import { anotherSession, createWorker, graphql, postForm, TEST_ADMIN_TOKEN, useTestServer } from "../test-support/test-server.js";
import { hashToken, newToken } from "./token.js";

/**
 * A worker's ended session is refused with why (auth/session-end.ts), so her phone says what happened
 * and what to do (docs/worker-phone.md, "Refusals and what they ask of her"); the message stays as before.
 */
describe.each(databaseKinds)("why a session token is refused, on %s", (kind) => {
  const database = useTestDatabase(kind);
  const server = useTestServer(database);
  const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

  /** The refusal of a request with this token, over GraphQL, and over REST (`{ error, reason }`). */
  async function refusal(token: string, installId?: string, secret?: string) {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (installId) headers["x-app-install-id"] = installId;
    if (secret) headers["x-app-install-secret"] = secret;
    const answer = await graphql(server.baseUrl, "{ me { id } }", {}, headers);
    const rest = await postForm(`${server.baseUrl}/api/saveTables/${installId ?? randomUUID()}`, { payload: "[]" }, { token, installId, secret });
    return { graphql: answer.errors?.[0], rest };
  }

  function refusedAs(reason: string) {
    const message = "the bearer token is not valid (expired or logged out)";
    return { graphql: { message, extensions: { code: "UNAUTHENTICATED", reason } }, rest: { status: 401, body: { error: message, reason } } };
  }

  it("a password set elsewhere: password-changed; a session started after it and logged out: session-ended", async () => {
    const worker = await createWorker(server.baseUrl);
    expect((await graphql(server.baseUrl, "{ me { id } }", {}, { authorization: `Bearer ${worker.token}` })).errors).toBeUndefined();
    const issued = await graphql<{ createLoginToken: string }>(
      server.baseUrl,
      "mutation($e: String!) { createLoginToken(email: $e) }",
      { e: worker.email },
      admin,
    );
    const set = await graphql<{ setPassword: { token: string } }>(
      server.baseUrl,
      "mutation($t: String!, $p: String!) { setPassword(token: $t, password: $p) { token } }",
      { t: issued.data!.createLoginToken, p: "a new long password" },
    );
    const after = set.data!.setPassword.token;
    expect(await refusal(worker.token)).toMatchObject(refusedAs("password-changed"));
    expect((await graphql(server.baseUrl, "{ me { id } }", {}, { authorization: `Bearer ${after}` })).errors).toBeUndefined();
    expect((await postForm(`${server.baseUrl}/api/logout`, {}, { token: after })).status).toBe(200);
    expect(await refusal(after)).toMatchObject(refusedAs("session-ended"));
  });

  it("a phone's login, bound to her install, then her password set elsewhere: password-changed, asked as the phone asks", async () => {
    const worker = await createWorker(server.baseUrl);
    const login = await graphql<{ login: { token: string } }>(
      server.baseUrl,
      "mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }",
      {
        e: worker.email,
        p: worker.password,
      },
    );
    const token = login.data!.login.token;
    const install = { id: randomUUID(), secret: newToken() };
    expect((await refusal(token, install.id, install.secret)).graphql).toBeUndefined();
    const issued = await graphql<{ createLoginToken: string }>(
      server.baseUrl,
      "mutation($e: String!) { createLoginToken(email: $e) }",
      { e: worker.email },
      admin,
    );
    await graphql(server.baseUrl, "mutation($t: String!, $p: String!) { setPassword(token: $t, password: $p) { token } }", {
      t: issued.data!.createLoginToken,
      p: "a new long password",
    });
    const asked = await fetch(`${server.baseUrl}/graphql`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "x-app-install-id": install.id,
        "x-app-install-secret": install.secret,
        "content-type": "application/json",
        "x-requested-with": "XMLHttpRequest",
      },
      body: JSON.stringify({ operationName: "WhyRefused", query: "query WhyRefused { __typename }" }),
    });
    expect(asked.status).toBe(401);
    expect(((await asked.json()) as { errors: { extensions: { reason: string } }[] }).errors[0]!.extensions.reason).toBe("password-changed");
  });

  it("a disabled account: account-disabled", async () => {
    const worker = await createWorker(server.baseUrl);
    const disabled = await graphql(server.baseUrl, "mutation($id: ID!) { disableUser(id: $id) { disabledAt } }", { id: String(worker.user.id) }, admin);
    expect(disabled.errors).toBeUndefined();
    expect(await refusal(worker.token)).toMatchObject(refusedAs("account-disabled"));
  });

  it("a token past its time: session-expired; a token never issued: session-ended", async () => {
    const worker = await createWorker(server.baseUrl);
    await sql`update auth_tokens set expires_at = now() - interval '1 minute' where token_hash = ${hashToken(worker.token)}`.execute(database.handle.db);
    expect(await refusal(worker.token)).toMatchObject(refusedAs("session-expired"));
    expect(await refusal(newToken())).toMatchObject(refusedAs("session-ended"));
  });

  it("an operator's End session: session-ended; a retired install that wiped itself: install-retired", async () => {
    const worker = await createWorker(server.baseUrl);
    const ended = { id: randomUUID(), secret: newToken() };
    expect((await refusal(worker.token, ended.id, ended.secret)).graphql).toBeUndefined();
    const end = await graphql(server.baseUrl, "mutation($id: ID!) { endDeviceSession(installId: $id) { installId } }", { id: ended.id }, admin);
    expect(end.errors).toBeUndefined();
    expect(await refusal(worker.token, ended.id, ended.secret)).toMatchObject(refusedAs("session-ended"));

    const token = await anotherSession(server.baseUrl, worker);
    const retired = { id: randomUUID(), secret: newToken() };
    expect((await refusal(token, retired.id, retired.secret)).graphql).toBeUndefined();
    const retire = await graphql(server.baseUrl, "mutation($id: ID!) { retireDevice(installId: $id) { wipeOrder } }", { id: retired.id }, admin);
    expect(retire.errors).toBeUndefined();
    const acknowledged = await graphql(server.baseUrl, "mutation($i: [InstallProofInput!]!) { acknowledgeWipe(installs: $i) }", { i: [retired] });
    expect(acknowledged.data).toEqual({ acknowledgeWipe: 1 });
    expect(await refusal(token, retired.id, retired.secret)).toMatchObject(refusedAs("install-retired"));
  });
});
