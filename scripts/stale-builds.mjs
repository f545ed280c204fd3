// Which workspaces `npm start` must build first: a build is missing, or a source of it (or of the
// shared domain package it uses) changed after it was built. Checked in order, so a domain package
// rebuilt here makes the server and the web app stale too.
import fs from "node:fs";
import path from "node:path";

/** Each workspace: the file its build writes last, and what it is built from (files or folders). */
export const BUILDS = [
  {
    workspace: "packages/domain",
    output: "packages/domain/dist/index.js",
    sources: ["packages/domain/src", "packages/domain/package.json", "packages/domain/tsconfig.build.json"],
  },
  { workspace: "server", output: "server/dist/main.js", sources: ["server/src", "server/package.json", "server/tsconfig.build.json", "packages/domain/dist"] },
  {
    workspace: "apps/web",
    output: "apps/web/dist/index.html",
    sources: [
      "apps/web/src",
      "apps/web/public",
      "apps/web/index.html",
      "apps/web/admin.html",
      "apps/web/package.json",
      "apps/web/vite.config.ts",
      "apps/web/vite.admin.config.ts",
      "packages/domain/dist",
    ],
  },
];

/** The newest modification time under a file or folder (0 when it does not exist); tests and node_modules do not count. */
export function newestChange(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return /\.test\.tsx?$/u.test(target) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === "node_modules") continue;
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  }
  return newest;
}

/** The builds to make, in order, each with why: missing, or older than a named source. */
export function staleBuilds(root, builds = BUILDS) {
  const stale = [];
  const rebuilt = new Set();
  for (const { workspace, output, sources } of builds) {
    const outputFile = path.join(root, output);
    if (!fs.existsSync(outputFile)) {
      stale.push({ workspace, reason: `${output} is missing` });
      rebuilt.add(path.dirname(output));
      continue;
    }
    const builtAt = fs.statSync(outputFile).mtimeMs;
    const changed = sources.find((source) => rebuilt.has(source) || newestChange(path.join(root, source)) > builtAt);
    if (changed) {
      stale.push({ workspace, reason: rebuilt.has(changed) ? `${changed} is rebuilt first` : `${changed} changed after ${output} was built` });
      rebuilt.add(path.dirname(output));
    }
  }
  return stale;
}
