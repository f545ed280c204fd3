import { execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "../../server/src/node-flags.js";

const root = path.resolve(import.meta.dirname, "../..");

/** A kept release (docs/sync-and-api.md, "Released builds and their operations"): its folder's name and commit. */
export interface KeptRelease {
  name: string;
  commit: string;
}

/**
 * The release the upgrade benchmark starts from: STEPWISE_UPGRADE_FROM (a commit) when set, else
 * the newest folder of schema/released/ (their names start with the date, so the last by name).
 */
export function previousRelease(): KeptRelease {
  const kept = fs
    .readdirSync(path.join(root, "schema/released"))
    .filter((name) => /^\d{4}-\d{2}-\d{2}-[0-9a-f]+$/.test(name))
    .sort()
    .map((name) => ({ name, ...(JSON.parse(fs.readFileSync(path.join(root, "schema/released", name, "release.json"), "utf8")) as { commit: string }) }));
  const asked = process.env.STEPWISE_UPGRADE_FROM;
  if (asked) {
    const commit = git(root, "rev-parse", "--verify", `${asked}^{commit}`);
    // A kept release is named by its folder (its status is read there); any other commit by itself.
    return { name: kept.find((release) => release.commit === commit)?.name ?? asked, commit };
  }
  const newest = kept.at(-1);
  if (!newest) throw new Error("schema/released/ keeps no release: set STEPWISE_UPGRADE_FROM to a commit");
  return { name: newest.name, commit: newest.commit };
}

/** A release built from git: its source tree, its server's folder (dist/main.js) and its worker app's build. */
export interface BuiltRelease {
  tree: string;
  commit: string;
  serverDir: string;
  webDist: string;
  /** How its dependencies came: "linked" (the same package-lock.json as this checkout) or "npm ci". */
  dependencies: "linked" | "npm ci";
}

/**
 * The commit checked out with `git worktree add --detach` under /tmp (this checkout's working tree
 * is never touched), its dependencies installed and its domain package, server and worker app built
 * as its own scripts build them. Kept and reused by later runs while the builds are there; drop it
 * with `git worktree remove --force /tmp/stepwise-release-<commit>`.
 *
 * Dependencies: with a package-lock.json equal to this checkout's, each package folder of
 * node_modules is a link to this checkout's (seconds, no network), except the workspace links
 * (@stepwise/*), which are copied as they are (relative), so they lead to the commit's own domain
 * package, server and app; else `npm ci --prefer-offline` in the tree.
 */
export function builtRelease(asked: string, log: (line: string) => void): BuiltRelease {
  const commit = git(root, "rev-parse", "--verify", `${asked}^{commit}`);
  const tree = path.join("/tmp", `stepwise-release-${commit.slice(0, 12)}`);
  const serverDir = path.join(tree, "server");
  const webDist = path.join(tree, "apps/web/dist");
  if (!fs.existsSync(path.join(tree, ".git"))) {
    log(`git worktree add --detach ${tree} ${commit}`);
    execFileSync("git", ["worktree", "add", "--quiet", "--detach", tree, commit], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  }
  const checkoutLock = fs.readFileSync(path.join(root, "package-lock.json"), "utf8");
  const sameLock = checkoutLock === fs.readFileSync(path.join(tree, "package-lock.json"), "utf8");
  const dependencies = sameLock ? "linked" : "npm ci";
  // What the tree's node_modules were made from: links follow this checkout's packages, so once its
  // lock changes they are made again (npm ci then), and the builds with them.
  const made = sameLock ? `linked ${createHash("sha256").update(checkoutLock).digest("hex")}` : "npm ci";
  const stamp = path.join(tree, "node_modules", ".stepwise-installed");
  const folders = [".", "packages/domain", "server", "apps/web"];
  if (fs.existsSync(path.join(tree, "node_modules")) && (fs.existsSync(stamp) ? fs.readFileSync(stamp, "utf8") : "") !== made) {
    log("its node_modules were made for another package-lock.json: made again, and the builds");
    for (const folder of folders) fs.rmSync(path.join(tree, folder, "node_modules"), { recursive: true, force: true });
    for (const built of ["packages/domain/dist", "server/dist", "apps/web/dist"]) fs.rmSync(path.join(tree, built), { recursive: true, force: true });
  }
  if (!fs.existsSync(path.join(tree, "node_modules"))) {
    if (sameLock) {
      log("the same package-lock.json: node_modules linked to this checkout's");
      for (const folder of folders) linkModules(path.join(root, folder, "node_modules"), path.join(tree, folder, "node_modules"));
    } else {
      log("another package-lock.json: npm ci --prefer-offline");
      execFileSync("npm", ["ci", "--prefer-offline", "--no-audit", "--no-fund"], { cwd: tree, stdio: ["ignore", "ignore", "inherit"] });
    }
    fs.writeFileSync(stamp, made);
  }
  if (!fs.existsSync(path.join(serverDir, "dist/main.js")) || !fs.existsSync(path.join(webDist, "index.html"))) {
    for (const workspace of ["packages/domain", "server", "apps/web"]) {
      log(`npm run build -w ${workspace} (in ${tree})`);
      execFileSync("npm", ["run", "build", "-w", workspace], {
        cwd: tree,
        stdio: ["ignore", "ignore", "inherit"],
        // The app's version marker (document.documentElement.dataset.build) names the release, so a test sees which build runs.
        env: { ...process.env, STEPWISE_BUILD: releaseBuildMarker(commit) },
      });
    }
  }
  return { tree, commit, serverDir, webDist, dependencies };
}

/** The version marker the release's worker app is built with. */
export const releaseBuildMarker = (commit: string) => `release-${commit.slice(0, 7)}`;

/** A node_modules folder of links to another's entries; the workspace links (@stepwise) copied as they are. */
function linkModules(from: string, to: string): void {
  if (!fs.existsSync(from)) return;
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from)) {
    // Vite's caches and temporary configs are written by each build: the tree's own.
    if (entry.startsWith(".vite")) continue;
    if (entry === "@stepwise") {
      fs.mkdirSync(path.join(to, entry));
      for (const link of fs.readdirSync(path.join(from, entry))) fs.symlinkSync(fs.readlinkSync(path.join(from, entry, link)), path.join(to, entry, link));
      continue;
    }
    fs.symlinkSync(path.join(from, entry), path.join(to, entry));
  }
}

/**
 * Starts a built server (`dist/main.js` in `serverDir`, with the server's Node flags) with the given
 * environment on a chosen port; resolves once /healthz answers. Its last output is kept for a failure.
 */
export function startBuiltServer(serverDir: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "dist/main.js"], {
    cwd: serverDir,
    env: { ...process.env, HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-50_000));
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${env.PORT}`;
  const ready = (async () => {
    const deadline = Date.now() + 120_000;
    let gone = false;
    void exited.then(() => (gone = true));
    while (Date.now() < deadline) {
      if (gone) throw new Error(`the server in ${serverDir} exited: ${output.slice(-3000)}`);
      const healthy = await fetch(`${baseUrl}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (healthy) return baseUrl;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`the server in ${serverDir} did not answer /healthz within 120 s: ${output.slice(-3000)}`);
  })();
  return {
    child,
    ready,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await exited;
    },
  };
}

function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", args, { cwd, encoding: "utf8" }).trim();
}
