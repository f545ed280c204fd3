import { readdirSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";

const TESTS = /\.test\.tsx?$/;

/**
 * The test files that replace a module with vi.mock, or load modules anew with vi.resetModules. In a
 * worker that shares its modules between files, the module may already be loaded unmocked by an
 * earlier file, and an earlier file's timers may still run while modules load anew, so these run
 * isolated. The list is read from the files, so a new such file is isolated without a change here.
 */
const MOCKING = readdirSync("src", { recursive: true, encoding: "utf8" })
  .filter((file) => TESTS.test(file) && /vi\.(?:mock|resetModules)\(/.test(readFileSync(`src/${file}`, "utf8")))
  .map((file) => `src/${file}`);

export default defineConfig({
  resolve: { conditions: ["source"] },
  test: {
    environment: "happy-dom",
    // Setting up happy-dom and importing React anew for each file took 76 of the suite's 83 s; the
    // files of a worker share both instead (isolate: false), and each file renders into its own root.
    projects: [
      { extends: true, test: { name: "web", include: ["src/**/*.test.{ts,tsx}"], exclude: MOCKING, isolate: false } },
      { extends: true, test: { name: "web-mocking", include: MOCKING } },
    ],
  },
});
