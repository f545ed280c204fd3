// The figures a request is held to, whichever door it comes through (docs/layers.md): the doors
// enforce them, and config.ts and the services read them.

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

/** Largest body (a REST form, a GraphQL request, a graphql-ws message) the server takes; beyond it the answer is 413. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;

/**
 * How many graphql-ws sockets and operations a caller, and the whole server, may hold
 * (docs/SECURITY.md: one address held 500 sockets of 20 subscriptions each).
 */
export interface SocketQuotaLimits {
  /** Sockets of one logged-in user (all devices and tabs). */
  socketsPerUser: number;
  /** Sockets of one address without a login; apart from them, as many sockets of one address not yet past connection_init. */
  socketsPerAddress: number;
  /** Sockets of the server. */
  socketsTotal: number;
  /** Operations (subscriptions, queries, mutations) running at once over all of one caller's sockets. */
  operationsPerCaller: number;
  /** Operations running at once on the server. */
  operationsTotal: number;
}

export const SOCKET_QUOTA_DEFAULTS: SocketQuotaLimits = {
  socketsPerUser: 20,
  socketsPerAddress: 50,
  socketsTotal: 5_000,
  operationsPerCaller: 100,
  operationsTotal: 20_000,
};

/** Realtime sockets' sessions are re-checked against the database this often at most, whatever notices say (docs/SECURITY.md). */
export const SESSION_RECHECK_DEFAULT_SECONDS = 60;
