import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    include: ["**/*.e2e.test.ts"],
    globalSetup: ["support/global-setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Two files at once, one per core: a file waits on its pages (timers, the sync's 1 s debounce,
    // the network) for about a fifth of its time, which the other file then uses. On 2 cores the
    // suite took 676 s against 780 to 800 s one file at a time (docs/testing.md, "How long").
    maxWorkers: 2,
  },
});
