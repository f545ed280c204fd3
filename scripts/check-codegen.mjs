#!/usr/bin/env node
// Fails when apps/web/src/generated differs from what codegen makes from schema/schema.graphql.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const committed = path.join(root, "apps/web/src/generated");
const fresh = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-codegen-"));

const result = spawnSync("npx", ["graphql-codegen", "--config", "codegen.ts"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, CODEGEN_OUT: path.join(fresh, "generated") + path.sep },
});
if (result.status !== 0) process.exit(result.status ?? 1);

function files(dir) {
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => fs.statSync(path.join(dir, f)).isFile()).sort() : [];
}
const a = files(committed);
const b = files(path.join(fresh, "generated"));
const stale = [...new Set([...a, ...b])].filter((f) => {
  const left = path.join(committed, f);
  const right = path.join(fresh, "generated", f);
  return !fs.existsSync(left) || !fs.existsSync(right) || fs.readFileSync(left, "utf8") !== fs.readFileSync(right, "utf8");
});
fs.rmSync(fresh, { recursive: true, force: true });
if (stale.length > 0) {
  console.error(`apps/web/src/generated is stale (${stale.join(", ")}): run npm run codegen and commit the result.`);
  process.exit(1);
}
console.log("apps/web/src/generated matches the schema and the operations.");
