import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { answerOf, openRawSocket } from "../test-support/raw-socket.js";
import { databaseKinds, useTestDatabase } from "../test-support/test-database.js";
import { createWorker, graphql, useTestServer } from "../test-support/test-server.js";

const INTROSPECTION = "{ __schema { queryType { name } } }";

describe.each(databaseKinds)("over WebSocket the HTTP rules hold on %s", (kind) => {
  const database = useTestDatabase(kind);
  const server = useTestServer(database);

  const answer = async (params: Record<string, string>, query: string) => {
    const open = await openRawSocket(server.wsUrl, params);
    expect(await open.acknowledged).toBe(true);
    open.subscribe("q", query);
    await expect.poll(() => answerOf(open, "q"), { timeout: 10_000 }).toBeDefined();
    open.socket.close();
    return answerOf(open, "q")!;
  };

  it("an anonymous socket cannot introspect (FORBIDDEN, as over HTTP); a logged-in one can", async () => {
    const refused = await answer({}, INTROSPECTION);
    expect(refused).toEqual({
      id: "q",
      type: "error",
      payload: [{ message: "introspection needs a logged-in user or a reporting token", extensions: { code: "FORBIDDEN" } }],
    });
    const overHttp = await graphql(server.baseUrl, INTROSPECTION);
    expect(overHttp.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([["introspection needs a logged-in user or a reporting token", "FORBIDDEN"]]);
    const worker = await createWorker(server.baseUrl);
    expect(await answer({ Authorization: `Bearer ${worker.token}` }, INTROSPECTION)).toEqual({
      id: "q",
      type: "next",
      payload: { data: { __schema: { queryType: { name: "Query" } } } },
    });
  });

  it("a database error's text is masked as over HTTP: 'internal server error', nothing of the database", async () => {
    await sql`alter table applications rename to applications_away`.execute(database.handle.db);
    try {
      const overHttp = await graphql(server.baseUrl, "{ application { app_identifier } }");
      const overSocket = await answer({}, "{ application { app_identifier } }");
      expect(overHttp.errors).toEqual([{ message: "internal server error", path: ["application"], extensions: { code: "INTERNAL_SERVER_ERROR" } }]);
      expect(overSocket).toEqual({
        id: "q",
        type: "next",
        payload: { data: null, errors: [{ message: "internal server error", path: ["application"], extensions: { code: "INTERNAL_SERVER_ERROR" } }] },
      });
      expect(JSON.stringify(overSocket)).not.toMatch(/applications|relation/);
    } finally {
      await sql`alter table applications_away rename to applications`.execute(database.handle.db);
    }
  });

  it("query limits and service errors answer as over HTTP", async () => {
    const aliases = `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: __typename`).join(" ")} }`;
    const overHttp = await graphql(server.baseUrl, aliases);
    const overSocket = await answer({}, aliases);
    expect(overSocket.type).toBe("error");
    expect((overSocket.payload as Array<{ message: string }>).map((e) => e.message)).toEqual(overHttp.errors!.map((e) => e.message));
    expect(overHttp.errors![0]!.message).toMatch(/aliases/i);
    // A service error keeps its code and message (BadInput), as formatGraphQLError gives it over HTTP.
    const bad = '{ reportRecords(table: "clients") { edges { cursor } } }';
    const badHttp = await graphql(server.baseUrl, bad, {}, {});
    const badSocket = await answer({}, bad);
    expect((badSocket.payload as { errors: unknown[] }).errors).toEqual(badHttp.errors);
  });
});
