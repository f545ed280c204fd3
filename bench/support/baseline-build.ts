import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "../../server/src/node-flags.js";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * The worker app of an earlier commit, built into a folder of its own for the server's WEB_DIST, so
 * one benchmark run measures it beside the current build (served by the commit's own server: startServerOf). Its source is a git worktree under the
 * system's temp folder (`git worktree add --detach`), sharing this checkout's node_modules folders through
 * links; both are kept and reused by later runs (`git worktree remove <dir>` to drop them). The
 * shared packages (@stepwise/domain) resolve to this checkout's, as the link leads there.
 */
export function builtWebAppOf(commit: string): string {
  const tree = worktreeOf(commit);
  const dist = path.join("/tmp", `stepwise-web-${commit}-dist`);
  if (fs.existsSync(path.join(dist, "index.html"))) return dist;
  buildWebApp(path.join(tree, "apps/web"), dist);
  return dist;
}

/** The commit's source in a git worktree under /tmp, with links to this checkout's node_modules folders. */
function worktreeOf(commit: string): string {
  const tree = path.join("/tmp", `stepwise-web-${commit}`);
  if (!fs.existsSync(tree)) execFileSync("git", ["worktree", "add", "--detach", tree, commit], { cwd: root, stdio: "inherit" });
  for (const folder of [".", "apps/web", "packages/domain", "server"]) {
    const modules = path.join(tree, folder, "node_modules");
    if (fs.existsSync(path.join(root, folder, "node_modules")) && !fs.existsSync(modules)) fs.symlinkSync(path.join(root, folder, "node_modules"), modules);
  }
  return tree;
}

/**
 * Starts the commit's own server (its source through tsx, with the server's Node flags), so its
 * worker app talks to the API it was built for: a later server may have changed what an earlier
 * app asks at its login. Resolves its URL once it listens, as test-support/server-process.ts does.
 */
export function startServerOf(commit: string, env: Record<string, string>): { child: ChildProcess; baseUrl: Promise<string> } {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "--import", "tsx", "src/main.ts"], {
    cwd: path.join(worktreeOf(commit), "server"),
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const baseUrl = new Promise<string>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-100_000);
      const match = /"port":(\d+)/.exec(output);
      if (match) resolve(`http://127.0.0.1:${match[1]}`);
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    child.on("exit", (code) => reject(new Error(`the server of ${commit} exited with ${code}: ${output}`)));
  });
  return { child, baseUrl };
}

/** Builds the worker app (not the operator's console) of `webDir` into `outDir`, as `vite build` does for apps/web/dist. */
export function buildWebApp(webDir: string, outDir: string): void {
  execFileSync(path.join(root, "node_modules/.bin/vite"), ["build", "--outDir", outDir, "--emptyOutDir"], {
    cwd: webDir,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production" },
  });
}
