import { ApolloArmor } from "@escape.tech/graphql-armor";

/**
 * Depth, cost, alias, directive and token limits for every operation, introspection included
 * (docs/sync-and-api.md, "Accounts and hardening"). The standard introspection query fits inside them.
 */
export const QUERY_LIMITS = {
  maxDepth: 15,
  maxAliases: 15,
  maxDirectives: 20,
  maxTokens: 5000,
  maxCost: 20000,
  /** docs/REPORTING.md: a reporting connection page holds at most this many records (one SQL query per page). */
  maxReportPageSize: 500,
  /** docs/REPORTING.md: a report's SQL statement is cancelled after this long, so no report can hold the database. */
  reportStatementTimeoutMs: 15000,
} as const;

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
