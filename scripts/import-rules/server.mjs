// The server's layers: which folder may not depend on which (docs/layers.md).
// Each rule is read by scripts/check-import-cycles.mjs: no file of `folder` imports `mayNotUse`
// directly, and no file of its own code (tests and test support aside) reaches it through a chain.
export const serverRules = [{ folder: "server/src/auth", mayNotUse: "server/src/sync", why: "sync uses auth (identities, installs), never the reverse" }];
