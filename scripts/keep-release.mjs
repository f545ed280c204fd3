#!/usr/bin/env node
// Keeps a release's app operations (docs/sync-and-api.md, "Released builds and their operations"):
// every .graphql document under apps/web/src, at a commit or in the working tree, into
// schema/released/<name>/operations.graphql with release.json beside it. The server's test
// server/src/graphql/released-operations.test.ts validates each kept release against the schema.
//   node scripts/keep-release.mjs <name> [--commit <sha>] [--status supported|update-required] [--reason <text>]
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

const args = process.argv.slice(2);
const name = args[0];
const option = (flag) => {
  const at = args.indexOf(flag);
  return at === -1 ? undefined : args[at + 1];
};
const commit = option("--commit");
const status = option("--status") ?? "supported";
const reason = option("--reason");
if (!name || !/^\d{4}-\d{2}-\d{2}-[0-9a-f]{7,40}$/.test(name)) {
  console.error("usage: node scripts/keep-release.mjs <YYYY-MM-DD-commit> [--commit <sha>] [--status supported|update-required] [--reason <text>]");
  process.exit(2);
}
if (status !== "supported" && status !== "update-required") {
  console.error(`--status must be supported or update-required, not ${status}`);
  process.exit(2);
}
if (status === "update-required" && !reason) {
  console.error("--status update-required needs --reason: what in the schema it breaks on");
  process.exit(2);
}

const git = (...a) => execFileSync("git", a, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
/** Each document's path and text, sorted by path, so a kept release reads the same every time. */
function documents() {
  if (commit) {
    const paths = git("ls-tree", "-r", "--name-only", commit, "apps/web/src")
      .split("\n")
      .filter((p) => p.endsWith(".graphql"));
    return paths.sort().map((path) => ({ path, text: git("show", `${commit}:${path}`) }));
  }
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (path.endsWith(".graphql")) found.push({ path: relative(".", path), text: readFileSync(path, "utf8") });
    }
  };
  walk("apps/web/src");
  return found.sort((a, b) => a.path.localeCompare(b.path));
}

const docs = documents();
const dir = join("schema", "released", name);
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, "operations.graphql"), docs.map((d) => `# ${d.path}\n${d.text.trim()}\n`).join("\n"));
const release = { name, commit: git("rev-parse", commit ?? "HEAD").trim(), documents: docs.length, status, ...(reason ? { reason } : {}) };
writeFileSync(join(dir, "release.json"), JSON.stringify(release, null, 2) + "\n");
console.log(`kept ${docs.length} documents of ${release.commit} in ${dir} (${status})`);
