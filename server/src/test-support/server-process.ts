import { spawn } from "node:child_process";
import fs from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SERVER_NODE_FLAGS } from "../node-flags.js";

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Starts the server as its own process with the given environment, with the server's own Node flags
 * (node-flags.ts); resolves its URL once it listens. It runs the build (`dist/main.js`, what
 * `npm start` runs) when that is newer than every source file of the server, as after `npm run build`
 * and in `npm test` (docs/testing.md), and `src/main.ts` through tsx otherwise, so a test never runs
 * code older than the source; `built: true` asks for the build whatever its age (the benchmarks).
 * SERVER_NODE_ARGS adds Node flags NODE_OPTIONS refuses, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
 * to profile a benchmark's server (written when the server ends on SIGTERM). A caller that chooses
 * the port (env.PORT, see freePort) is answered once /healthz answers instead: a quiet server
 * (LOG_LEVEL=warn, no log line per request) logs no listening line.
 */
export function startServerProcess(env: Record<string, string>, options: { built?: boolean } = {}) {
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const built = options.built ?? buildIsCurrent();
  const args = [...SERVER_NODE_FLAGS, ...nodeArgs, ...(built ? ["dist/main.js"] : ["--import", "tsx", "src/main.ts"])];
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const baseUrl = new Promise<string>((resolve, reject) => {
    let listening = false;
    const collect = (chunk: Buffer) => {
      // The last 100,000 characters are kept: a server under load logs every request.
      output = (output + chunk.toString()).slice(-100_000);
      if (listening) return;
      const match = /"port":(\d+)/.exec(output);
      if (match) {
        listening = true;
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    child.on("exit", (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const chosenPort = env.PORT !== undefined && env.PORT !== "0" ? env.PORT : null;
  const ready = chosenPort === null ? baseUrl : Promise.race([baseUrl, healthy(`http://127.0.0.1:${chosenPort}`, exited)]);
  return { child, baseUrl: ready, exited, output: () => output };
}

/**
 * Whether the build is current: `dist/main.js` exists, and every source file that has a built
 * counterpart in `dist/` is older than it (files the build leaves out, tests and fixtures, have none;
 * a module added since is imported by a changed one). A start through tsx compiles the server anew,
 * about 5 s more than the build on 2 cores, and the fault tests start a dozen servers. Decided once
 * per test process.
 */
let current: boolean | undefined;
function buildIsCurrent(): boolean {
  if (current !== undefined) return current;
  const dist = path.join(serverDir, "dist");
  const stale = (dir: string): boolean =>
    fs.readdirSync(path.join(serverDir, "src", dir), { withFileTypes: true }).some((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return stale(file);
      if (!entry.name.endsWith(".ts")) return false;
      const built = fs.statSync(path.join(dist, file.replace(/\.ts$/, ".js")), { throwIfNoEntry: false });
      return built !== undefined && fs.statSync(path.join(serverDir, "src", file)).mtimeMs > built.mtimeMs;
    });
  return (current = fs.existsSync(path.join(dist, "main.js")) && !stale(""));
}

/** A port free now on 127.0.0.1, for a server process started quiet. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Resolves with the URL once its /healthz answers 200 (polled every 50 ms) while the process runs. */
async function healthy(url: string, exited: Promise<unknown>): Promise<string> {
  let gone = false;
  void exited.then(() => (gone = true));
  while (!gone) {
    const answer = await fetch(`${url}/healthz`).catch(() => null);
    if (answer?.status === 200) return url;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return new Promise<string>(() => {});
}
