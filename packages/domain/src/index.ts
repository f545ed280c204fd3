export * from "./chat.js";
export * from "./client.js";
// Zod-free: consent as a record (docs/operating.md, "Consent"), which the phone and the server read alike.
export * from "./consent.js";
// Zod-free: the client's simple fields and defaults, which the web app reads (docs/adding-an-entity.md, "Adding a field").
export * from "./entities/client-simple-fields.js";
export * from "./cycles.js";
export * from "./dates.js";
export * from "./milestones.js";
export * from "./palette.js";
export * from "./rehabilitation.js";
export * from "./records.js";
export * from "./rehabilitation-domains.js";
// English only: the web app bundles this entry; Dutch and Chichewa are at @stepwise/domain/texts (docs/translations.md).
export * from "./texts/en.js";
export * from "./startup.js";
export * from "./theme.js";
export * from "./merge/index.js";
export * from "./error-log-limits.js";
export * from "./passwords.js";
export * from "./sync/holdings-digest.js";
export * from "./sync/erased-rejection.js";
export * from "./sync/transferred-rejection.js";
export * from "./sync/record-document.js";
export * from "./session-close.js";
export * from "./audit-limits.js";
export * from "./login-link.js";
export * from "./vault-wrap.js";
export * from "./screen-paths.js";
export * from "./audit-actions.js";
export * from "./visit-frequency.js";
export * from "./visits-due.js";
export * from "./supervised-team.js";
