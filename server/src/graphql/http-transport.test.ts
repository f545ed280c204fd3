import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.js";
import { loadConfig } from "../config.js";
import { MAX_BODY_BYTES } from "../request/limits.js";
import { useTestDatabase } from "../test-support/test-database.js";
import { createWorker, TEST_ADMIN_TOKEN } from "../test-support/test-server.js";

/** pino's numeric levels: 30 info, 40 warn, 50 error. */
interface LogLine {
  level: number;
  msg?: string;
  err?: { stack?: string };
}

/**
 * The HTTP door as standard GraphQL clients meet it (docs/REPORTING.md, "Clients"): GET with a
 * bearer token, the CSRF rule, subscriptions only over WebSocket, malformed bodies and batches
 * answered as GraphQL errors in the negotiated media type. The door asks nothing of the database: PGlite only.
 */
describe("GraphQL over HTTP for standard clients", () => {
  const database = useTestDatabase("pglite");
  let baseUrl = "";
  let log = "";
  let close: () => Promise<void>;
  beforeAll(async () => {
    const sink = new Writable({ write: (chunk: Buffer, _enc, done) => ((log += chunk.toString()), done()) });
    const config = loadConfig({ LOG_LEVEL: "trace", WEB_DIST: "/nonexistent-web-dist", ADMIN_TOKEN: TEST_ADMIN_TOKEN });
    const app = await createApp(config, database.handle, pino({ level: "trace" }, sink));
    await new Promise<void>((resolve) => app.httpServer.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(app.httpServer.address() as AddressInfo).port}`;
    close = () => app.close();
  });
  afterAll(() => close());
  const logLines = () =>
    log
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);
  const get = (query: string, headers: Record<string, string> = {}) => fetch(`${baseUrl}/graphql?query=${encodeURIComponent(query)}`, { headers });
  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${baseUrl}/graphql`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });

  it("answers a GET query that carries a bearer token (no cookie is used, so it cannot be forged cross-site)", async () => {
    const worker = await createWorker(baseUrl);
    const answer = await get("{ me { email } }", { authorization: `Bearer ${worker.token}` });
    expect([answer.status, await answer.json()]).toEqual([200, { data: { me: { email: worker.email } } }]);
  });

  it("refuses a GET without a header a browser must preflight, as a possible cross-site request forgery", async () => {
    const headerSets: Record<string, string>[] = [{}, { "content-type": "text/plain" }, { authorization: "" }];
    for (const headers of headerSets) {
      const answer = await get("{ __typename }", headers);
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain("Cross-Site Request Forgery");
    }
  });

  it("never runs a mutation sent by GET, even with a valid token (405, nothing written)", async () => {
    const mutation = 'mutation { createReportingToken(input: { application: "default", label: "by GET", identifiable: false }) { token } }';
    const answer = await get(mutation, { authorization: `Bearer ${TEST_ADMIN_TOKEN}` });
    expect(answer.status).toBe(405);
    expect(await database.handle.db.selectFrom("reporting_tokens").select("label").execute()).toEqual([]);
  });

  it("answers a subscription sent over HTTP with 400 naming the WebSocket endpoint, logged without a stack", async () => {
    const worker = await createWorker(baseUrl);
    log = "";
    const answer = await post(JSON.stringify({ query: "subscription { recordsChanged { appID } }" }), { authorization: `Bearer ${worker.token}` });
    expect(answer.status).toBe(400);
    const host = new URL(baseUrl).host;
    expect(await answer.json()).toEqual({
      errors: [
        {
          message: `subscriptions run over WebSocket only: connect to ws://${host}/graphql with the graphql-ws protocol (graphql-transport-ws)`,
          extensions: { code: "BAD_REQUEST" },
        },
      ],
    });
    expect(logLines().filter((line) => line.level >= 50 || line.err?.stack !== undefined)).toEqual([]);
  });

  it("answers a malformed body with a GraphQL error in the media type asked for", async () => {
    const asJson = await post('{"query": "{ __typename }"');
    expect([asJson.status, asJson.headers.get("content-type"), await asJson.json()]).toEqual([
      400,
      "application/json; charset=utf-8",
      { errors: [{ message: "the request body is malformed or too large", extensions: { code: "BAD_REQUEST" } }] },
    ]);
    const asGraphQL = await post("{", { accept: "application/graphql-response+json, application/json;q=0.9" });
    expect([asGraphQL.status, asGraphQL.headers.get("content-type"), await asGraphQL.json()]).toEqual([
      400,
      "application/graphql-response+json; charset=utf-8",
      { errors: [{ message: "the request body is malformed or too large", extensions: { code: "BAD_REQUEST" } }] },
    ]);
    const tooLarge = await post(JSON.stringify({ query: `{ __typename } #${"x".repeat(MAX_BODY_BYTES)}` }));
    expect([tooLarge.status, await tooLarge.json()]).toEqual([
      413,
      { errors: [{ message: "the request body is malformed or too large", extensions: { code: "PAYLOAD_TOO_LARGE" } }] },
    ]);
  });

  it("refuses a batch (a list of operations) with a GraphQL error saying batching is not supported", async () => {
    const answer = await post(JSON.stringify([{ query: "{ __typename }" }, { query: "{ __typename }" }]));
    expect([answer.status, await answer.json()]).toEqual([
      400,
      { errors: [{ message: "batching is not supported: send one operation per request", extensions: { code: "BAD_REQUEST" } }] },
    ]);
  });
});
