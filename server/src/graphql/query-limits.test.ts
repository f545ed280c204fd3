import "reflect-metadata";
import { getIntrospectionQuery, parse, specifiedRules, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { QUERY_LIMITS, queryLimits } from "./query-limits.js";
import { buildAppSchema } from "./schema.js";

async function check(query: string) {
  const schema = await buildAppSchema();
  return validate(schema, parse(query), [...specifiedRules, ...queryLimits().validationRules]).map((e) => e.message);
}

describe("query limits", () => {
  it("accept the standard introspection query", async () => {
    expect(await check(getIntrospectionQuery())).toEqual([]);
  });

  it(`refuse more than ${QUERY_LIMITS.maxAliases} aliases`, async () => {
    const aliases = Array.from({ length: QUERY_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: me { id }`).join(" ");
    expect(await check(`{ ${aliases} }`)).toEqual([`Syntax Error: Aliases limit of ${QUERY_LIMITS.maxAliases} exceeded, found ${QUERY_LIMITS.maxAliases + 1}.`]);
  });

  it(`refuse an introspection query nested deeper than ${QUERY_LIMITS.maxDepth}`, async () => {
    const nested = "ofType { ".repeat(QUERY_LIMITS.maxDepth) + "name" + " }".repeat(QUERY_LIMITS.maxDepth);
    const errors = await check(`{ __schema { types { ${nested} } } }`);
    expect(errors.join(" ")).toMatch(/Query depth limit of 15 exceeded/);
  });
});
