#!/usr/bin/env node
// Every repository path that the code, the docs and the README cite exists, and nothing cites a
// document outside the repository (docs/testing.md). A cited path is a token that ends with a
// file extension: a path from the repository root, from a package's source folder or from the citing
// file's folder (`sync/batch-write.ts` in server code), or a bare file name that some file has.
// Code, tests, scripts and config cite no issue and no section of the product spec either
// (scripts/outside-citations.mjs). `node scripts/check-cited-paths.mjs [root]` checks another tree.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isCodeOrConfig, outsideCitations } from "./outside-citations.mjs";

const root = process.argv[2] ? path.resolve(process.argv[2]) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const EXTENSIONS = [".ts", ".tsx", ".md", ".mjs", ".js", ".json", ".graphql", ".css", ".conf", ".yml", ".html"];
/** Characters around a cited path: whitespace, quotes, brackets and punctuation that ends a sentence. */
const SEPARATORS = new Set([..." \t`'\"()[]{},;:*|"]);
/**
 * Names that are not files of the repository, though they look like it: what the build writes, and the
 * files of a worked example or of an earlier commit that a document names on purpose.
 */
const NOT_FILES = new Map([
  ["sw.js", "the service worker vite-plugin-pwa writes into the build"],
  ["registerSW.js", "the registration script vite-plugin-pwa writes into the build"],
  ["release.js", "the release script apps/web/vite-release.ts writes into the build"],
  ["erased-clients.json", "the list of erased clients the server writes beside the backups (server/src/modules/erasure/erased-list-file.ts)"],
  ["visit-notes.ts", "docs/adding-an-entity.md's worked example, a file a newcomer makes"],
  ["domain/cycles.ts", "docs/adding-an-entity.md's count of files before 6a0f042"],
  ["cycle.schema.ts", "docs/adding-an-entity.md's count of files before 6a0f042"],
  ["cycle.type.ts", "docs/adding-an-entity.md's count of files before 6a0f042"],
  ["cycle-cache.ts", "docs/adding-an-entity.md's count of files before 6a0f042"],
]);
// The old architecture document's name alone too: comments cited it without its extension.
const OUTSIDE = ["../shared", "STACK.md", "STYLE.md", "ARCHITECTURE", "product-spec.md"];

const tracked = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" }).split("\n");
// schema/released/ holds released builds' operations as they were (docs/sync-and-api.md, "Released builds and their operations"): their comments cite that build's files.
const files = tracked.filter(
  (file) =>
    EXTENSIONS.some((ext) => file.endsWith(ext)) &&
    !file.endsWith("package-lock.json") &&
    !file.includes("/generated/") &&
    !file.startsWith("schema/released/"),
);
/** Config files without one of those extensions, checked for citations too. */
const CONFIG = new Set(["Dockerfile", ".ci/run"]);

function tokens(line) {
  const found = [];
  let current = "";
  for (const char of `${line} `) {
    if (!SEPARATORS.has(char)) {
      current += char;
      continue;
    }
    // A name followed by "(" is a call (`response.json()`), not a file.
    if (current !== "" && char !== "(") found.push(current);
    current = "";
  }
  return found;
}

const basenames = new Set(tracked.map((file) => path.basename(file)));
/** Folders a citation may be relative to: the repository, each package's source, and the citing file's own folder. */
const BASES = ["", "server/src/", "server/", "apps/web/src/", "apps/web/", "packages/domain/src/", "packages/domain/", "e2e/", "bench/"];

function isComment(line) {
  const trimmed = line.trimStart();
  return trimmed.startsWith("//") || trimmed.startsWith("*") || trimmed.startsWith("/*") || trimmed.startsWith("#");
}

function isPathLike(token) {
  if (token.startsWith(".") && !token.startsWith("./") && !token.startsWith("../")) return false;
  if (NOT_FILES.has(token)) return false;
  // What a build writes (server/dist/main.js) exists only after a build.
  if (token.startsWith("dist/") || token.includes("/dist/")) return false;
  if (token.includes("://") || token.includes("*") || token.includes("<") || token.includes("$") || token.includes("@")) return false;
  const first = token[0];
  return (first >= "a" && first <= "z") || first === "." || first === "_";
}

/** Whether the cited file exists: a path from the repository, from a package's source or the citing file's folder; a bare name anywhere. */
function cites(file, token) {
  // A compiled name (`batch-write.js`) cites its source.
  const names = token.endsWith(".js") ? [token, `${token.slice(0, -3)}.ts`, `${token.slice(0, -3)}.tsx`] : [token];
  if (!token.includes("/")) return names.some((name) => basenames.has(name));
  if (token.startsWith("node_modules/")) return true;
  const from = [...BASES, `${path.dirname(file)}/`];
  return from.some((base) => names.some((name) => fs.existsSync(path.join(root, base, name))));
}

const problems = [];
for (const file of files) {
  const text = fs.readFileSync(path.join(root, file), "utf8");
  if (isCodeOrConfig(file)) problems.push(...outsideCitations(file, text));
  const lines = text.split("\n");
  const prose = file.endsWith(".md");
  lines.forEach((line, index) => {
    // In code, only comments cite: an import's path is checked by the compiler.
    if (!prose && !isComment(line)) return;
    const where = `${file}:${index + 1}`;
    for (const outside of OUTSIDE) if (line.includes(outside)) problems.push(`${where} cites ${outside}, which is outside the repository`);
    for (let token of tokens(line)) {
      while (token.endsWith(".") || token.endsWith("/")) token = token.slice(0, -1);
      const hash = token.indexOf("#");
      if (hash >= 0) token = token.slice(0, hash);
      if (!EXTENSIONS.some((ext) => token.endsWith(ext)) || !isPathLike(token)) continue;
      if (!cites(file, token)) problems.push(`${where} cites ${token}, which does not exist`);
    }
  });
}

for (const file of tracked.filter((file) => CONFIG.has(file))) problems.push(...outsideCitations(file, fs.readFileSync(path.join(root, file), "utf8")));

if (problems.length > 0) {
  console.error(`${problems.length} citation(s) to fix:`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`cited paths: every path cited in ${files.length} files exists; code, tests, scripts and config cite no issue and no spec`);
