import "reflect-metadata";
import { getIntrospectionQuery, parse, specifiedRules, validate } from "graphql";
import { randomUUID } from "node:crypto";
import { createClient } from "graphql-ws";
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { useTestDatabase } from "../test-support/test-database.js";
import { useTestServer } from "../test-support/test-server.js";
import { QUERY_LIMITS } from "../request/limits.js";
import { queryLimits } from "./query-limits.js";
import { buildAppSchema } from "./schema.js";
import { createChangePubSub } from "../sync/change-feed.js";

async function check(query: string) {
  const schema = await buildAppSchema(createChangePubSub());
  return validate(schema, parse(query), [...specifiedRules, ...queryLimits().validationRules]).map((e) => e.message);
}

describe("query limits", () => {
  it("accept the standard introspection query", async () => {
    expect(await check(getIntrospectionQuery())).toEqual([]);
  });

  it(`refuse more than ${QUERY_LIMITS.maxAliases} aliases`, async () => {
    const aliases = Array.from({ length: QUERY_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: me { id }`).join(" ");
    expect(await check(`{ ${aliases} }`)).toEqual([
      `Syntax Error: Aliases limit of ${QUERY_LIMITS.maxAliases} exceeded, found ${QUERY_LIMITS.maxAliases + 1}.`,
    ]);
  });

  it(`refuse an introspection query nested deeper than ${QUERY_LIMITS.maxDepth}`, async () => {
    const nested = "ofType { ".repeat(QUERY_LIMITS.maxDepth) + "name" + " }".repeat(QUERY_LIMITS.maxDepth);
    const errors = await check(`{ __schema { types { ${nested} } } }`);
    expect(errors.join(" ")).toMatch(/Query depth limit of 15 exceeded/);
  });
});

describe("the token limit, over HTTP and realtime", () => {
  const database = useTestDatabase("pglite");
  const server = useTestServer(database);

  /** A document of exactly `tokens` tokens: the braces and tokens - 2 fields. */
  async function post(tokens: number) {
    const query = `{ ${"__typename ".repeat(tokens - 2)}}`;
    const response = await fetch(`${server.baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query }),
    });
    const body = (await response.json()) as { errors?: Array<{ message: string; extensions: { code: string } }> };
    return { status: response.status, error: body.errors?.[0] };
  }

  it(`refuses a document of more than ${QUERY_LIMITS.maxTokens} tokens before parsing it further (400)`, async () => {
    expect(await post(QUERY_LIMITS.maxTokens + 1)).toEqual({
      status: 400,
      error: expect.objectContaining({
        message: `Syntax Error: Document contains more that ${QUERY_LIMITS.maxTokens} tokens. Parsing aborted.`,
        extensions: { code: "GRAPHQL_PARSE_FAILED" },
      }),
    });
    expect((await post(QUERY_LIMITS.maxTokens)).error?.extensions.code).not.toBe("GRAPHQL_PARSE_FAILED");
  });

  it("refuses a realtime (graphql-ws) subscription past the token limit with the parse error", async () => {
    const client = createClient({ url: server.wsUrl, webSocketImpl: WebSocket, retryAttempts: 0, connectionParams: { "X-App-Install-Id": randomUUID() } });
    const fields = "__typename ".repeat(QUERY_LIMITS.maxTokens);
    const refused = new Promise<unknown>((resolve) => {
      client.subscribe({ query: `subscription { recordsChanged { ${fields}} }` }, { next: () => {}, error: resolve, complete: () => {} });
    });
    const errors = await refused;
    await client.dispose();
    expect(errors).toEqual([
      expect.objectContaining({ message: `Syntax Error: Document contains more that ${QUERY_LIMITS.maxTokens} tokens. Parsing aborted.` }),
    ]);
  });
});
