// The web app's layers: which folder may not depend on which (docs/layers.md).
// Each rule is read by scripts/check-import-cycles.mjs: no file of `folder` imports `mayNotUse`
// directly, and no file of its own code (tests aside) reaches it through a chain.
export const webRules = [
  { folder: "apps/web/src/sync", mayNotUse: "apps/web/src/modules", why: "modules register with the sync layer in app/" },
  { folder: "apps/web/src/sync", mayNotUse: "apps/web/src/app", why: "the app assembles the sync layer, not the reverse" },
];
