import { ApolloArmor } from "@escape.tech/graphql-armor";

/**
 * Depth, cost, alias, directive and token limits for every operation, introspection included
 * (ARCHITECTURE: query limits). The standard introspection query fits inside them.
 */
export const QUERY_LIMITS = {
  maxDepth: 15,
  maxAliases: 15,
  maxDirectives: 20,
  maxTokens: 5000,
  maxCost: 20000,
  /** Issue 9: a reporting connection page holds at most this many records (one SQL query per page). */
  maxReportPageSize: 500,
  /** Issue 9: a report's SQL statement is cancelled after this long, so no report can hold the database. */
  reportStatementTimeoutMs: 15000,
} as const;

export function queryLimits() {
  return new ApolloArmor({
    maxDepth: { n: QUERY_LIMITS.maxDepth, ignoreIntrospection: false, flattenFragments: true },
    maxAliases: { n: QUERY_LIMITS.maxAliases, allowList: [] },
    maxDirectives: { n: QUERY_LIMITS.maxDirectives },
    maxTokens: { n: QUERY_LIMITS.maxTokens },
    costLimit: { maxCost: QUERY_LIMITS.maxCost, ignoreIntrospection: false, flattenFragments: true },
    blockFieldSuggestion: { enabled: false },
  }).protect();
}
