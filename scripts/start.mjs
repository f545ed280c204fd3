#!/usr/bin/env node
// `npm start`: builds what is missing, then serves the app (embedded PGlite in ./data unless DATABASE_URL is set).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outputs = [
  ["packages/domain", "packages/domain/dist/index.js"],
  ["server", "server/dist/main.js"],
  ["apps/web", "apps/web/dist/index.html"],
];

for (const [workspace, output] of outputs) {
  if (fs.existsSync(path.join(root, output))) continue;
  console.log(`Building ${workspace} (${output} is missing)...`);
  const built = spawnSync("npm", ["run", "build", "-w", workspace], { cwd: root, stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// The server's own Node flags (server/src/node-flags.ts), from the build.
const { SERVER_NODE_FLAGS } = await import("../server/dist/node-flags.js");
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server/dist/main.js"], { cwd: root, stdio: "inherit", env: process.env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
