#!/usr/bin/env node
// `npm run restore -- <backup file> [--to <time>] [--yes] [--force]`: builds what is missing or older
// than its sources, then runs the restore (docs/operating.md, "Restoring").
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { staleBuilds } from "./stale-builds.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

for (const { workspace, reason } of staleBuilds(root)) {
  if (workspace === "apps/web") continue;
  console.log(`Building ${workspace} (${reason})...`);
  const built = spawnSync("npm", ["run", "build", "-w", workspace], { cwd: root, stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// Run from the repository's root, as `npm start` runs the server: DATA_DIR and BACKUP_DIR mean the same folders.
const restore = spawn(process.execPath, [path.join(root, "server/dist/restore.js"), ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
  env: process.env,
});
restore.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
