export * from "./merge-path.js";
export * from "./merge-shapes.js";
export * from "./same-value.js";
export * from "./three-way-merge.js";
