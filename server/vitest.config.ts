import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    // One copy of graphql: Vite would pick index.mjs where Node picks index.js (STACK.md).
    alias: { graphql: createRequire(import.meta.url).resolve("graphql") },
    conditions: ["source"],
  },
  ssr: { resolve: { conditions: ["source"] } },
  test: {
    environment: "node",
    include: ["src/**/*.test.ts"],
    globalSetup: ["src/test-support/postgres-global-setup.ts"],
    setupFiles: ["reflect-metadata"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
