// The server's layers: which folder (or file) may not depend on which (docs/layers.md, "Server").
// Each rule is read by scripts/check-import-cycles.mjs: no file of `folder` imports `mayNotUse`
// directly, and no file of its own code (tests and test support aside) reaches it through a chain.
const src = (name) => `server/src/${name}`;

/** The doors: what turns an HTTP request into a service call. Only the entry points (app.ts, main.ts, emit-schema.ts) and tests use them. */
const GRAPHQL = src("graphql");
const REST = src("rest");

/** The layers below the doors, lowest last, each with what it may not use and why. */
const below = [
  { folder: src("modules"), mayNotUse: [GRAPHQL, REST], why: "modules are used by the doors; request context and limits come from request/" },
  { folder: src("services.ts"), mayNotUse: [GRAPHQL, REST], why: "the services are wired once and every door uses the same instances" },
  { folder: src("request"), mayNotUse: [GRAPHQL, REST], why: "the request context and limits sit below both doors, which enforce them" },
  { folder: src("http"), mayNotUse: [GRAPHQL, REST, src("modules")], why: "HTTP plumbing both doors share knows neither door nor any module" },
  { folder: src("config.ts"), mayNotUse: [GRAPHQL, REST], why: "configuration reads its defaults from request/ and auth/, never from a door" },
  { folder: src("sync"), mayNotUse: [GRAPHQL, REST, src("modules")], why: "the sync engine is used by modules and knows none of them" },
  {
    folder: src("auth"),
    mayNotUse: [GRAPHQL, REST, src("modules")],
    why: "identities are used by every layer; auth records audit events through its own AuditTrail",
  },
  { folder: src("auth"), mayNotUse: [src("sync")], why: "sync uses auth (identities, installs), never the reverse" },
  // Not sync/ and auth/ as well: db's tests check the plans of the sync engine's statements.
  { folder: src("db"), mayNotUse: [GRAPHQL, REST, src("modules")], why: "the database layer is the lowest: the layers above use it" },
];

/** The two doors are siblings: each turns its own requests into service calls, neither calls the other. */
const doors = [
  { folder: GRAPHQL, mayNotUse: REST, why: "the doors share what lies below them (request/, http/), not each other" },
  { folder: REST, mayNotUse: GRAPHQL, why: "the doors share what lies below them (request/, http/), not each other" },
];

/**
 * The doors reach the sync engine only through modules (modules/sync-api), where the rules both
 * doors share are applied: a rule of direct imports only, since the chain through a module is the
 * allowed way. Tests of a door may still set the engine up themselves.
 */
const throughModules = [GRAPHQL, REST].map((door) => ({
  folder: door,
  mayNotUse: src("sync"),
  directOnly: true,
  why: "a door calls the engine through modules/sync-api, which applies what both doors share (the caller's deployment)",
}));

export const serverRules = [
  ...below.flatMap(({ folder, mayNotUse, why }) => mayNotUse.map((target) => ({ folder, mayNotUse: target, why }))),
  ...doors,
  ...throughModules,
];
