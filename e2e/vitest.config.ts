import { defineConfig } from "vitest/config";
import { E2E_LANES } from "./support/lanes.js";
import LongestFirst from "./support/longest-first.js";

export default defineConfig({
  test: {
    environment: "node",
    include: ["**/*.e2e.test.ts"],
    globalSetup: ["support/global-setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    maxWorkers: E2E_LANES,
    sequence: { sequencer: LongestFirst },
  },
});
