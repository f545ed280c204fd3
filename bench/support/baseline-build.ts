import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * The worker app of an earlier commit, built into a folder of its own for the server's WEB_DIST, so
 * one benchmark run measures it beside the current build. Its source is a git worktree under the
 * system's temp folder (`git worktree add --detach`), sharing this checkout's node_modules folders through
 * links; both are kept and reused by later runs (`git worktree remove <dir>` to drop them). The
 * shared packages (@stepwise/domain) resolve to this checkout's, as the link leads there.
 */
export function builtWebAppOf(commit: string): string {
  const tree = path.join("/tmp", `stepwise-web-${commit}`);
  const dist = path.join("/tmp", `stepwise-web-${commit}-dist`);
  if (fs.existsSync(path.join(dist, "index.html"))) return dist;
  if (!fs.existsSync(tree)) execFileSync("git", ["worktree", "add", "--detach", tree, commit], { cwd: root, stdio: "inherit" });
  for (const folder of [".", "apps/web", "packages/domain"]) {
    const modules = path.join(tree, folder, "node_modules");
    if (fs.existsSync(path.join(root, folder, "node_modules")) && !fs.existsSync(modules)) fs.symlinkSync(path.join(root, folder, "node_modules"), modules);
  }
  buildWebApp(path.join(tree, "apps/web"), dist);
  return dist;
}

/** Builds the worker app (not the operator's console) of `webDir` into `outDir`, as `vite build` does for apps/web/dist. */
export function buildWebApp(webDir: string, outDir: string): void {
  execFileSync(path.join(root, "node_modules/.bin/vite"), ["build", "--outDir", outDir, "--emptyOutDir"], {
    cwd: webDir,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production" },
  });
}
