import { ApolloArmor } from "@escape.tech/graphql-armor";
import { QUERY_LIMITS } from "../request/limits.js";

/**
 * Validation rules (graphql-armor) and parse options for Apollo Server. The token limit is graphql-js's
 * own parse option: graphql-armor enforces it only as an Apollo plugin, which the server never
 * installed, so documents of any length were parsed.
 */
export function queryLimits() {
  const armor = new ApolloArmor({
    maxDepth: { n: QUERY_LIMITS.maxDepth, ignoreIntrospection: false, flattenFragments: true },
    maxAliases: { n: QUERY_LIMITS.maxAliases, allowList: [] },
    maxDirectives: { n: QUERY_LIMITS.maxDirectives },
    maxTokens: { enabled: false },
    costLimit: { maxCost: QUERY_LIMITS.maxCost, ignoreIntrospection: false, flattenFragments: true },
    blockFieldSuggestion: { enabled: false },
  }).protect();
  return { ...armor, parseOptions: { maxTokens: QUERY_LIMITS.maxTokens } };
}
