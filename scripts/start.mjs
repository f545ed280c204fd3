#!/usr/bin/env node
// `npm start`: builds what is missing or older than its sources, then serves the app (embedded
// PGlite in ./data unless DATABASE_URL is set). docs/testing.md, "Running the app after a change".
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { staleBuilds } from "./stale-builds.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

for (const { workspace, reason } of staleBuilds(root)) {
  console.log(`Building ${workspace} (${reason})...`);
  const built = spawnSync("npm", ["run", "build", "-w", workspace], { cwd: root, stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// The server's own Node flags (server/src/node-flags.ts), from the build.
const { SERVER_NODE_FLAGS } = await import("../server/dist/node-flags.js");
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server/dist/main.js"], { cwd: root, stdio: "inherit", env: process.env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
