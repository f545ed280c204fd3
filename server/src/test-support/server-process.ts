import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SERVER_NODE_FLAGS } from "../node-flags.js";

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Starts `src/main.ts` as its own process with the given environment (or the built `dist/main.js`
 * when asked, as the benchmarks do), with the server's own Node flags (node-flags.ts); resolves its
 * URL once it listens. SERVER_NODE_ARGS adds Node
 * flags NODE_OPTIONS refuses, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile a benchmark's
 * server (written when the server ends on SIGTERM).
 */
export function startServerProcess(env: Record<string, string>, options: { built?: boolean } = {}) {
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const args = [...SERVER_NODE_FLAGS, ...nodeArgs, ...(options.built ? ["dist/main.js"] : ["--import", "tsx", "src/main.ts"])];
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
    child.stdout!.on("data", collect);
    child.stderr!.on("data", collect);
    child.on("exit", (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, baseUrl, exited, output: () => output };
}
