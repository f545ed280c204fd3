#!/usr/bin/env node
// `npm test`: every suite CI runs, then one line `N passed, N failed` summing them all.
import { Buffer } from "node:buffer";
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const resultsDir = path.join(root, ".test-results");
fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(resultsDir, { recursive: true });

const totals = { passed: 0, failed: 0 };
const summary = [];
/** The failed tests by name, printed again at the end, where CI's shortened log still shows them. */
const failures = [];

/**
 * Runs a command. Alone, its output streams; in a lane beside another (quiet), its output is held
 * and printed whole when it ends, so two steps' lines never interleave.
 */
function run(command, args, { cwd = root, quiet = false } = {}) {
  const header = `\n$ ${[command, ...args].join(" ")}${cwd === root ? "" : `   (in ${path.relative(root, cwd)})`}`;
  if (!quiet) console.log(header);
  const child = spawn(command, args, { cwd, stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit", env: { ...process.env, FORCE_COLOR: "1" } });
  const held = [];
  child.stdout?.on("data", (chunk) => held.push(chunk));
  child.stderr?.on("data", (chunk) => held.push(chunk));
  return new Promise((resolve) => {
    let ended = false;
    const end = (ok, last = "") => {
      if (ended) return;
      ended = true;
      if (quiet) process.stdout.write(`${header}\n${Buffer.concat(held).toString()}`);
      if (last) console.log(last);
      resolve(ok);
    };
    child.on("error", (error) => end(false, `could not run ${command}: ${error.message}`));
    child.on("close", (code) => end(code === 0));
  });
}

/** A place in the summary, kept in the order the steps are declared whenever each ends. */
function summarySlot() {
  return summary.push("(did not end)") - 1;
}

function countCheck(slot, name, ok) {
  totals[ok ? "passed" : "failed"] += 1;
  summary[slot] = `${ok ? "ok  " : "FAIL"} ${name}`;
  if (!ok) failures.push(`${name}: failed (its output is above)`);
  return ok;
}

/** A step that is one check: it passes or fails as a whole. */
async function check(name, command, args, options) {
  const slot = summarySlot();
  return countCheck(slot, name, await run(command, args, options));
}

const vitestArgs = (report) => ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`];

/** A vitest suite: its tests are counted from vitest's JSON report. */
async function vitestSuite(name, dir, options) {
  const slot = summarySlot();
  const report = path.join(resultsDir, `${name}.json`);
  countSuite(slot, name, report, await run("npx", vitestArgs(report), { ...options, cwd: path.join(root, dir) }));
}

function firstLine(text) {
  return (
    (text ?? "no message")
      .split("\n")
      .find((l) => l.trim() !== "")
      ?.trim()
      .slice(0, 300) ?? "no message"
  );
}

/** Where in the test file the failure was thrown, when its stack passes through that file, so CI's short log shows the step. */
function lineIn(file, message) {
  const at = (message ?? "").match(new RegExp(`${path.basename(file).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:(\\d+)(?::\\d+)?`));
  return at ? ` (line ${at[1]})` : "";
}

function countSuite(slot, name, report, ok) {
  if (!fs.existsSync(report)) {
    totals.failed += 1;
    summary[slot] = `FAIL ${name}: the suite crashed before reporting`;
    failures.push(`${name}: the suite crashed before reporting (its output is above)`);
    return;
  }
  const { numPassedTests, numFailedTests, numPendingTests = 0, numTodoTests = 0, numTotalTests, testResults } = JSON.parse(fs.readFileSync(report, "utf8"));
  // A file that failed without a failing test (a hook or its import failed) counts once, and its
  // tests that never ran (vitest reports them as skipped) count as failed: no suite skips a test.
  const failedFiles = testResults.filter((f) => f.status === "failed");
  const unrunInFailedFiles = failedFiles.reduce((sum, f) => sum + f.assertionResults.filter((a) => a.status !== "passed" && a.status !== "failed").length, 0);
  const silentFailedFiles = failedFiles.filter((f) => !f.assertionResults.some((a) => a.status !== "passed")).length;
  // Skipped and todo tests elsewhere are neither; anything else that did not run is a failure.
  const notRun = numTotalTests - numPassedTests - numFailedTests - numPendingTests - numTodoTests;
  let failed = numFailedTests + unrunInFailedFiles + silentFailedFiles + notRun;
  // vitest also fails a run whose tests all passed, on an unhandled error or a failing teardown.
  const runErrors = !ok && failed === 0 ? 1 : 0;
  failed += runErrors;
  for (const file of failedFiles) {
    const where = path.relative(root, file.name);
    const failedTests = file.assertionResults.filter((a) => a.status === "failed");
    if (failedTests.length === 0) failures.push(`${name}: ${where}: ${firstLine(file.message)}`);
    for (const a of failedTests)
      failures.push(`${name}: ${where} > ${a.fullName}: ${firstLine(a.failureMessages?.[0])}${lineIn(file.name, a.failureMessages?.[0])}`);
  }
  totals.passed += numPassedTests;
  totals.failed += failed;
  summary[slot] =
    `${failed === 0 ? "ok  " : "FAIL"} ${name}: ${numPassedTests} passed, ${failed} failed${runErrors ? " (vitest failed the run: unhandled error or setup/teardown)" : ""}`;
}

const exists = (file) => fs.existsSync(path.join(root, file));
const built = await check("build the shared domain package", "npm", ["run", "build", "-w", "packages/domain"]);
// The static checks and the builds run in two lanes at once: each step is one process on one core,
// and the machine has two. eslint alone fills one lane (about 100 s in CI, beside the other lane);
// the other checks, the domain and web suites and the builds fill the other. The server suite and
// the end-to-end suite then run one after the other (docs/testing.md, "In what order, on two cores").
const quiet = { quiet: true };
const [, appsBuilt] = await Promise.all([
  check("lint (eslint .)", "npx", ["eslint", "--max-warnings=0", "."], quiet),
  (async () => {
    await check(
      "no import cycles in server, web app and domain; the web sync layer imports no module or app file",
      "node",
      ["scripts/check-import-cycles.mjs"],
      quiet,
    );
    await check(
      "every path the code and docs cite exists, none outside the repository, no issue or spec number in code",
      "node",
      ["scripts/check-cited-paths.mjs"],
      quiet,
    );
    await check("the server build holds only what the server runs", "node", ["scripts/check-server-build.mjs"], quiet);
    await check("every locked package runs on the lowest Node package.json allows", "node", ["scripts/check-engines.mjs"], quiet);
    await check("formatted (prettier --check .)", "npx", ["prettier", "--check", "--log-level=warn", "."], quiet);
    if (exists("codegen.ts")) await check("generated web operations match schema/schema.graphql", "node", ["scripts/check-codegen.mjs"], quiet);
    if (!built) return false;
    if (exists("e2e/tsconfig.json")) await check("type-check the end-to-end tests (e2e/tsconfig.json)", "npx", ["tsc", "-p", "e2e/tsconfig.json"], quiet);
    if (exists("bench/tsconfig.json")) await check("type-check the benchmarks (bench/tsconfig.json)", "npx", ["tsc", "-p", "bench/tsconfig.json"], quiet);
    if (exists("apps/web/vitest.config.ts") || exists("apps/web/vite.config.ts")) await vitestSuite("web", "apps/web", quiet);
    await vitestSuite("domain", "packages/domain", quiet);
    await vitestSuite("scripts", "scripts", quiet);
    return exists("e2e/vitest.config.ts") && (await check("build server and web app", "npm", ["run", "build:apps"], quiet));
  })(),
]);
if (built) {
  await vitestSuite("server", "server");
  if (appsBuilt) await vitestSuite("e2e", "e2e");
}

console.log(`\n${summary.join("\n")}\n`);
if (failures.length > 0) console.log(`Failed tests:\n${failures.map((f) => `  ${f}`).join("\n")}\n`);
const line = `${totals.passed} passed, ${totals.failed} failed`;
fs.writeFileSync(path.join(resultsDir, "summary.txt"), `${line}\n`);
console.log(line);
process.exit(totals.failed === 0 ? 0 : 1);
