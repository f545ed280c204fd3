export * from "./client.js";
export * from "./cycles.js";
export * from "./dates.js";
export * from "./milestones.js";
export * from "./palette.js";
export * from "./rehabilitation.js";
export * from "./records.js";
export * from "./rehabilitation-domains.js";
