import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";

/**
 * Files whose assertions time something (a latency bound, a timing ratio, a time budget) or that
 * run several server processes: they run one at a time, after the others, so no other test file
 * competes with them for the two cores of a CI machine.
 */
const TIMED = [
  "src/auth/login-attacks.test.ts",
  "src/auth/password-policy.test.ts",
  "src/auth/session-revocation.test.ts",
  "src/faults/*.test.ts",
  "src/http/linear-patterns.test.ts",
  "src/modules/health-issue/hiapp-pdf-limits.test.ts",
  "src/modules/reporting/reporting.repository.test.ts",
  "src/replicas.test.ts",
  "src/shutdown.test.ts",
  "src/sync/protocol-model.test.ts",
];

export default defineConfig({
  resolve: {
    // One copy of graphql: Vite would pick graphql's ESM build where Node picks its CommonJS one (docs/stack.md).
    alias: { graphql: createRequire(import.meta.url).resolve("graphql") },
    conditions: ["source"],
  },
  ssr: { resolve: { conditions: ["source"] } },
  test: {
    environment: "node",
    globalSetup: ["src/test-support/postgres-global-setup.ts"],
    setupFiles: ["reflect-metadata"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The files of a worker share its modules (isolate: false): importing the server's modules anew
    // for each file took 99 to 120 s of the suite. Each file still builds its own server and
    // database, and keeps no state in a module of its own: the suite passes either way.
    projects: [
      // Most files wait on PostgreSQL, sockets and timers as much as they compute: two at a time.
      { extends: true, test: { name: "server", include: ["src/**/*.test.ts"], exclude: TIMED, maxWorkers: 2, isolate: false, sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: "server-timed", include: TIMED, maxWorkers: 1, isolate: false, sequence: { groupOrder: 1 } } },
    ],
  },
});
