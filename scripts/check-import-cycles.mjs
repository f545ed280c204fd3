#!/usr/bin/env node
// No import cycles inside the server, the web app or the domain package, and imports that point
// one way where a layer must not know another (docs/testing.md, "What runs").
// Imports are read by TypeScript's own pre-processor and relative ones resolved to files; a cycle is
// any strongly connected group of two or more files, or a file importing itself. Type-only imports
// count too: a cycle of types still ties two modules' shapes to each other.
// (eslint-plugin-import-x did this before, but its native resolver's bindings are missing from the
// npm registry this project installs from, which broke `npm ci`.)
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

import { serverRules } from "./import-rules/server.mjs";
import { webRules } from "./import-rules/web.mjs";

/**
 * Folders (or single files) that may not depend on another (docs/layers.md). No file of the folder (tests included)
 * imports the other directly, and no file of its own code (tests and test support aside) reaches the
 * other through any chain of imports.
 */
const oneWay = [...serverRules, ...webRules];
// With `--rules` it prints the layer rules as JSON and checks nothing.
if (process.argv[2] === "--rules") {
  console.log(JSON.stringify(oneWay));
  process.exit(0);
}

// The repository to check: this one, or the tree given as the first argument (the planted-import
// test in server/src/import-layers.test.ts checks a throwaway tree).
const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), ".."));
const trees = ["server/src", "apps/web/src", "packages/domain/src"];
const skip = /(?:^|\/)(?:generated|node_modules|dist)(?:\/|$)/;

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (skip.test(path.relative(root, full))) return [];
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier.replace(/\.(m?js|jsx)$/, ""));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** Tarjan's strongly connected components over the import graph. */
function cycles(graph) {
  let index = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    order.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), order.get(next)));
    }
    if (low.get(node) !== order.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || graph.get(node)?.has(node)) found.push(group);
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return found;
}

const graph = new Map();
for (const tree of trees) {
  for (const file of sourceFiles(path.join(root, tree))) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true);
    const targets = importedFiles.filter(({ fileName }) => fileName.startsWith(".")).map(({ fileName }) => resolve(file, fileName));
    graph.set(file, new Set(targets.filter(Boolean)));
  }
}

const isTest = (file) => /\.test\.tsx?$/.test(file) || /^(?:server\/src|apps\/web\/src)\/test-support\//.test(path.relative(root, file));
/** Whether the file is in the folder, or is that file: a rule may name one file (server/src/services.ts). */
const inFolder = (file, folder) => {
  const relative = path.relative(root, file);
  return relative === folder || relative.startsWith(`${folder}/`);
};

function wrongWay({ folder, mayNotUse, directOnly }) {
  const found = [];
  for (const [file, targets] of graph) {
    if (!inFolder(file, folder)) continue;
    // A rule of direct imports only (a door reaches the engine through modules) binds the folder's own code, not its tests.
    if (directOnly && isTest(file)) continue;
    for (const target of targets) if (inFolder(target, mayNotUse)) found.push(`${path.relative(root, file)} imports ${path.relative(root, target)}`);
    if (isTest(file) || directOnly) continue;
    const via = new Map([[file, null]]);
    const queue = [file];
    while (queue.length > 0) {
      const current = queue.shift();
      for (const next of graph.get(current) ?? []) {
        if (via.has(next) || isTest(next)) continue;
        via.set(next, current);
        if (!inFolder(next, mayNotUse)) {
          queue.push(next);
          continue;
        }
        const chain = [next];
        for (let step = current; step !== null; step = via.get(step)) chain.unshift(step);
        if (chain.length > 2) found.push(chain.map((f) => path.relative(root, f)).join(" -> "));
      }
    }
  }
  return found;
}

const against = oneWay.flatMap((rule) => wrongWay(rule).map((line) => `${rule.folder} may not use ${rule.mayNotUse} (${rule.why}): ${line}`));
if (against.length > 0) {
  console.error(`${against.length} import(s) against the dependency direction:`);
  for (const line of against) console.error(`  ${line}`);
  process.exitCode = 1;
}

const found = cycles(graph);
if (found.length > 0) {
  process.exitCode = 1;
  console.error(`${found.length} import cycle(s):`);
  for (const group of found)
    console.error(
      `  ${group
        .map((file) => path.relative(root, file))
        .sort()
        .join("\n    ↔ ")}`,
    );
}
if (process.exitCode !== 1) console.log(`No import cycles among ${graph.size} files, and all ${oneWay.length} layer rules of docs/layers.md hold.`);
