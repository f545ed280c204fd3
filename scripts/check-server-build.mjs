#!/usr/bin/env node
// The server's build (server/tsconfig.build.json) compiles only code the running server can reach:
// its entry points and what they import. Test fixtures, fuzzers and bench seeders stay out of
// server/dist (docs/testing.md).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const server = path.join(root, "server");

/** What the server runs: its main, the schema emitter, the start script's flags, and its worker threads. */
const isEntry = (file) =>
  ["src/main.ts", "src/migrate.ts", "src/emit-schema.ts", "src/node-flags.ts", "src/restore.ts", "src/backup.ts"].includes(path.relative(server, file)) ||
  file.endsWith(".worker.ts");

const config = ts.getParsedCommandLineOfConfigFile(path.join(server, "tsconfig.build.json"), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
if (!config) throw new Error("server/tsconfig.build.json could not be read");
const built = config.fileNames.filter((file) => !file.endsWith(".d.ts")).map((file) => path.resolve(file));

function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier.replace(/\.(m?js|jsx)$/, ""));
  return [`${base}.ts`, path.join(base, "index.ts")].find((candidate) => fs.existsSync(candidate));
}

const reached = new Set();
const queue = built.filter(isEntry);
while (queue.length > 0) {
  const file = queue.pop();
  if (reached.has(file)) continue;
  reached.add(file);
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true);
  for (const { fileName } of importedFiles) {
    const target = fileName.startsWith(".") ? resolve(file, fileName) : undefined;
    if (target) queue.push(target);
  }
}

const unreached = built.filter((file) => !reached.has(file)).map((file) => path.relative(root, file));
if (unreached.length > 0) {
  console.error(`server/tsconfig.build.json compiles ${unreached.length} file(s) the server never runs; exclude them there:`);
  for (const file of unreached) console.error(`  ${file}`);
  process.exit(1);
}
console.log(`server build: all ${built.length} files are reached from the server's entry points`);
