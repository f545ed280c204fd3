#!/usr/bin/env node
// `npm run backup` (docs/operating.md, "Backing up"): builds the domain package and the server when
// missing or older than their sources (as `npm start` does, so it runs on a fresh clone after
// `npm ci`), then makes one backup with server/dist/backup.js. Where the build is already there
// (the Docker image), `node server/dist/backup.js` does the same.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BUILDS, staleBuilds } from "./stale-builds.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// The web app is not needed to back up.
for (const { workspace, reason } of staleBuilds(
  root,
  BUILDS.filter(({ workspace }) => workspace !== "apps/web"),
)) {
  console.log(`Building ${workspace} (${reason})...`);
  const built = spawnSync("npm", ["run", "build", "-w", workspace], { cwd: root, stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const backup = spawn(process.execPath, ["server/dist/backup.js", ...process.argv.slice(2)], { cwd: root, stdio: "inherit", env: process.env });
backup.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
