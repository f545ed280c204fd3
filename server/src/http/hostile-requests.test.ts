import { randomUUID } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.js";
import { QUOTAS } from "../auth/quotas.js";
import { loadConfig } from "../config.js";
import { MAX_BODY_BYTES } from "../request/limits.js";
import { useTestDatabase } from "../test-support/test-database.js";
import { createWorker, graphql, postForm, TEST_ADMIN_TOKEN } from "../test-support/test-server.js";

const MARKER = `planted-secret-${randomUUID()}`;

// The doors and the log do not depend on the database: PGlite only.
describe("hostile requests: quotas, NUL and malformed bodies, logs, source maps", () => {
  const database = useTestDatabase("pglite");
  let baseUrl: string;
  let log = "";
  let close: () => Promise<void>;
  beforeAll(async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), "web-dist-"));
    writeFileSync(path.join(webDist, "index.html"), "<html></html>");
    writeFileSync(path.join(webDist, "sw.js.map"), "{}");
    const sink = new Writable({ write: (chunk: Buffer, _enc, done) => ((log += chunk.toString()), done()) });
    const config = loadConfig({ LOG_LEVEL: "trace", WEB_DIST: webDist, ADMIN_TOKEN: TEST_ADMIN_TOKEN });
    const app = await createApp(config, database.handle, pino({ level: "trace" }, sink));
    await new Promise<void>((resolve) => app.httpServer.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(app.httpServer.address() as AddressInfo).port}`;
    close = () => app.close();
  });
  afterAll(() => close());

  it(`password requests: ${QUOTAS.requestPassword.perAddress} per address an hour, then 429 with Retry-After`, async () => {
    const statuses = [];
    for (let i = 0; i <= QUOTAS.requestPassword.perAddress; i++)
      statuses.push((await postForm(`${baseUrl}/api/users/requestpassword`, { email: `x${i}@example.org` })).status);
    expect(statuses).toEqual([...Array<number>(QUOTAS.requestPassword.perAddress).fill(200), 429]);
    const refused = await fetch(`${baseUrl}/api/users/requestpassword`, { method: "POST", body: new URLSearchParams({ email: "y@example.org" }) });
    expect([refused.status, Number(refused.headers.get("retry-after")) > 3500]).toEqual([429, true]);
    expect(await database.handle.db.selectFrom("password_requests").select("id").execute()).toHaveLength(QUOTAS.requestPassword.perAddress);
  });

  it(`logError: ${QUOTAS.logError.perInstall} per install an hour, parallel requests included`, async () => {
    const installId = randomUUID();
    const formData = JSON.stringify({ app_id: "default", date: "22-11-2026 10:00", error: { name: "TypeError", message: "boom" } });
    expect((await postForm(`${baseUrl}/api/logging/logError`, { formData }, { installId: randomUUID() })).status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: QUOTAS.logError.perInstall + 10 }, () => postForm(`${baseUrl}/api/logging/logError`, { formData }, { installId })),
    );
    expect(answers.filter((a) => a.status === 429)).toHaveLength(10);
    expect(await database.handle.db.selectFrom("error_logs").select("id").where("install_id", "=", installId).execute()).toHaveLength(
      QUOTAS.logError.perInstall,
    );
  });

  it("NUL characters, lone surrogates and malformed multipart answer 400, not 500", async () => {
    const installId = randomUUID();
    const nul = await postForm(`${baseUrl}/api/logging/logUsage`, { formData: "[]", note: "a\u0000b" }, { installId });
    expect(nul).toEqual({ status: 400, body: { error: "note: must not hold a NUL character (\\u0000)" } });
    const escaped = await postForm(
      `${baseUrl}/api/saveTables/${installId}`,
      { payload: '[{"table":"clients","uuid":"u","record":{"clientname":"\\u0000"}}]' },
      { installId },
    );
    // A sync batch's entries are judged one by one (docs/sync-and-api.md, "What an entry is judged on (REJECTED)"): every entry rejected is a 400 naming the field.
    expect(escaped).toMatchObject({ status: 400, body: { error: expect.stringContaining("payload[0].record.clientname: contains a NUL character") } });
    const surrogate = await postForm(`${baseUrl}/api/saveTables/${installId}`, { payload: '[{"table":"clients","uuid":"\\ud800"}]' }, { installId });
    expect(surrogate).toMatchObject({ status: 400, body: { error: expect.stringContaining("payload[0].uuid: ") } });
    expect((surrogate.body as { error: string }).error).toMatch(/surrogate/);
    const multipart = await fetch(`${baseUrl}/api/logging/logError`, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=XYZ", "x-app-install-id": installId },
      body: '--XYZ\r\nContent-Disposition: form-data; name="formData"\r\n\r\n{"error":"x"}\r\n--XY',
    });
    expect(multipart.status).toBe(400);
    const gql = await graphql(baseUrl, "mutation($email: String!) { requestPassword(email: $email) }", { email: "a\u0000@example.org" });
    expect(gql.errors?.[0]).toEqual({ message: "body.variables.email: must not hold a NUL character (\\u0000)", extensions: { code: "BAD_USER_INPUT" } });
  });

  it(`a multipart body is limited as a whole (${MAX_BODY_BYTES} bytes), not per field`, async () => {
    const form = new FormData();
    const field = "x".repeat(1024 * 1024);
    for (let i = 0; i < 12; i++) form.append(`f${i}`, field);
    form.append("formData", JSON.stringify({ error: "x" }));
    const answer = await fetch(`${baseUrl}/api/logging/logError`, { method: "POST", headers: { "x-app-install-id": randomUUID() }, body: form });
    expect(answer.status).toBe(413);
  });

  it("the log never holds a password, a body or a bearer token, even of a malformed request", async () => {
    await fetch(`${baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: `{"query":"mutation { login(email: \\"a@b.c\\", password: \\"${MARKER}\\") }"`,
    });
    await fetch(`${baseUrl}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: `{"email":"a@b.c","password":"${MARKER}"` });
    await postForm(`${baseUrl}/api/login`, { email: "nobody@example.org", password: MARKER });
    await fetch(`${baseUrl}/graphql`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${MARKER}` }, body: "{}" });
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain(MARKER);
  });

  it("introspection is refused to anonymous callers outside development, and open to a logged-in user", async () => {
    const anonymous = await graphql(baseUrl, "{ __schema { queryType { name } } }");
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const byInstall = await graphql(baseUrl, '{ __type(name: "Query") { name } }', {}, { "x-app-install-id": randomUUID() });
    expect(byInstall.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await graphql(baseUrl, "{ __typename }")).data).toEqual({ __typename: "Query" });
    const worker = await createWorker(baseUrl, { adminToken: TEST_ADMIN_TOKEN });
    const loggedIn = await graphql(baseUrl, "{ __schema { queryType { name } } }", {}, { authorization: `Bearer ${worker.token}` });
    expect(loggedIn.data).toEqual({ __schema: { queryType: { name: "Query" } } });
  });

  it("source maps are not served in production", async () => {
    const answer = await fetch(`${baseUrl}/sw.js.map`);
    expect(answer.status).toBe(404);
  });
});
