import { randomUUID } from "node:crypto";
import http from "node:http";
import { MAX_SYNC_BATCH } from "@stepwise/domain";
import { describe, expect, it } from "vitest";
import { makeClient, makeEntry } from "../test-support/factories.js";
import { databaseKinds, useTestDatabase } from "../test-support/test-database.js";
import { createWorker, graphql, postForm, startTestServer, TEST_ADMIN_TOKEN, useTestServer, WORKER_PASSWORD } from "../test-support/test-server.js";
import { MAX_LOGIN_FAILURES } from "./login-throttle.js";

const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

describe.each(databaseKinds)("accounts, login flows and hardening on %s", (kind) => {
  const database = useTestDatabase(kind);
  const server = useTestServer(database);

  const api = (path: string) => `${server.baseUrl}/api${path}`;

  const createUser = async (application = "default") => (await createWorker(server.baseUrl, { application })).email;
  const login = (email: string, password: string) => postForm(api("/login"), { email, password });
  const clients = (token: string) => graphql(server.baseUrl, "{ clients { uuid } }", {}, { authorization: `Bearer ${token}` });

  it("POST /api/logout revokes the token: it then gets 401", async () => {
    const email = await createUser();
    const { token } = (await login(email, WORKER_PASSWORD)).body as { token: string };
    expect((await clients(token)).errors).toBeUndefined();
    expect(await postForm(api("/logout"), {}, { token })).toEqual({ status: 200, body: { status: 200 } });
    expect((await clients(token)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("refuses an expired session token with 401", async () => {
    const email = await createUser();
    const { token } = (await login(email, WORKER_PASSWORD)).body as { token: string };
    await database.handle.db
      .updateTable("auth_tokens")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const answer = await postForm(api(`/saveTables/${randomUUID()}`), { payload: JSON.stringify([makeEntry(makeClient())]) }, { token });
    expect(answer.status).toBe(401);
  });

  it("token login: an operator's one-time token sets the password once (POST /api/users/setpassword)", async () => {
    const email = await createUser();
    const issued = await graphql(server.baseUrl, "mutation($e: String!) { createLoginToken(email: $e) }", { e: email }, admin);
    const oneTime = issued.data!.createLoginToken as string;
    expect((await postForm(api("/users/setpassword"), { token: oneTime, password: "short" })).body).toEqual({
      error: "password: must be at least 10 characters",
      reason: "PASSWORD_TOO_SHORT",
    });
    expect(await postForm(api("/users/setpassword"), { token: oneTime, password: "my new password" })).toEqual({ status: 200, body: { status: 200 } });
    expect((await login(email, "my new password")).status).toBe(200);
    expect((await login(email, WORKER_PASSWORD)).status).toBe(401);
    const reused = await postForm(api("/users/setpassword"), { token: oneTime, password: "another password" });
    expect(reused.status).toBe(401);
    const refused = await graphql(server.baseUrl, "mutation($e: String!) { createLoginToken(email: $e) }", { e: email });
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("a password request is seen and answered by an operator with a new one-time token", async () => {
    const email = await createUser();
    expect(await postForm(api("/users/requestpassword"), { email })).toEqual({ status: 200, body: { status: 200 } });
    expect(await postForm(api("/users/requestpassword"), { email: "nobody@example.org" })).toEqual({ status: 200, body: { status: 200 } });
    const open = await graphql(server.baseUrl, "{ passwordRequests { id email known } }", {}, admin);
    const mine = (open.data!.passwordRequests as Array<{ id: number; email: string; known: boolean }>).find((r) => r.email === email)!;
    expect(mine.known).toBe(true);
    const answered = await graphql(server.baseUrl, "mutation($id: Int!) { answerPasswordRequest(id: $id) }", { id: mine.id }, admin);
    const token = answered.data!.answerPasswordRequest as string;
    const session = await graphql<{ setPassword: { token: string; user: { email: string } } }>(
      server.baseUrl,
      "mutation($t: String!, $p: String!) { setPassword(token: $t, password: $p) { token user { email } } }",
      {
        t: token,
        p: "chosen again",
      },
    );
    expect(session.data!.setPassword.user.email).toBe(email);
  });

  it(`answers 429 after ${MAX_LOGIN_FAILURES} failed logins for an account from one address, even with the right password`, { timeout: 90_000 }, async () => {
    const email = await createUser();
    for (let i = 0; i < MAX_LOGIN_FAILURES; i += 1) expect((await login(email, `wrong ${i}`)).status).toBe(401);
    const blocked = await login(email, WORKER_PASSWORD);
    expect(blocked.status).toBe(429);
    expect((blocked.body as { error: string }).error).toMatch(/too many failed logins/);
  });

  it("refuses a login from another deployment's host", async () => {
    await database.handle.db
      .insertInto("applications")
      .values({
        app_identifier: "MALA",
        host: "mala.localhost",
        app_title: "Stepwise Malawi",
        login: false,
        version: "2.05.0",
        metadata: "{}",
        languages: "[]",
        regions: "[]",
        forms: "[]",
      })
      .execute();
    const email = await createUser("default");
    // fetch() will not send another Host: a plain HTTP request does, as a browser on mala.localhost would.
    const answer = await new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const body = new URLSearchParams({ email, password: WORKER_PASSWORD }).toString();
      const request = http.request(
        api("/login"),
        { method: "POST", headers: { host: "mala.localhost", "content-type": "application/x-www-form-urlencoded" } },
        (response) => {
          let text = "";
          response.on("data", (chunk: Buffer) => (text += chunk.toString()));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
        },
      );
      request.on("error", reject);
      request.end(body);
    });
    expect(answer).toEqual({ status: 401, body: { error: "this account belongs to another deployment of the app", reason: "OTHER_DEPLOYMENT" } });
  });

  it(`refuses a sync batch of more than ${MAX_SYNC_BATCH} entries, writing nothing`, async () => {
    const email = await createUser();
    const { token } = (await login(email, WORKER_PASSWORD)).body as { token: string };
    const entries = Array.from({ length: MAX_SYNC_BATCH + 1 }, () => makeEntry(makeClient()));
    const answer = await postForm(api(`/saveTables/${randomUUID()}`), { payload: JSON.stringify(entries) }, { token });
    expect(answer).toEqual({ status: 400, body: { error: `payload: ${MAX_SYNC_BATCH + 1} entries, at most ${MAX_SYNC_BATCH} per batch` } });
    expect(await database.handle.db.selectFrom("records").select("uuid").execute()).toEqual([]);
  });

  it("sends no stack trace with an error, even where the host's NODE_ENV says development", async () => {
    const hostEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = "development";
    const production = await startTestServer(database.handle).finally(() => {
      process.env.NODE_ENV = hostEnv;
    });
    const answer = await graphql(production.baseUrl, "{ clients { notAField } }");
    await production.close();
    expect(answer.errors?.[0]?.message).toMatch(/notAField/);
    expect(JSON.stringify(answer)).not.toMatch(/stacktrace/);
  });

  it("sends a Content-Security-Policy without inline script, and refuses GraphQL requests a browser form could forge", async () => {
    const page = await fetch(`${server.baseUrl}/Home`);
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    // WebAssembly only (the phone's Argon2id), never JavaScript's eval.
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).not.toContain("unsafe-inline");
    // Framed only by this origin (the console's preview frame, docs/operator-console.md, "The content page").
    expect(csp).toContain("frame-ancestors 'self'");
    expect(page.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    const forged = await fetch(`${server.baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({ query: "{ me { id } }" }),
    });
    expect(forged.status).toBe(400);
  });
});
