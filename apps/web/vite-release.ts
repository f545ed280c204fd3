import { execFileSync } from "node:child_process";
import type { Plugin } from "vite";

/**
 * The build's release (docs/worker-phone.md, "Updates"): a number that grows with each release, so
 * a service worker can tell an older app from a newer one. STEPWISE_RELEASE when set (a deployment's
 * pipeline, the Dockerfile's build argument, the update tests); else the commit's time in seconds,
 * which later commits exceed; else, with changes not committed or outside git (a source archive, a
 * Docker build), the build's time.
 */
export function buildRelease(): number {
  const set = process.env.STEPWISE_RELEASE;
  if (set !== undefined && set !== "") {
    const release = Number(set);
    if (!Number.isSafeInteger(release) || release < 1) throw new Error(`STEPWISE_RELEASE must be a whole number above 0, not "${set}"`);
    return release;
  }
  const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  try {
    // A build of changes not yet committed (a developer's) is newer than its commit: its own time, so it is offered as an update.
    if (git("status", "--porcelain", "--untracked-files=no") !== "") return Math.floor(Date.now() / 1000);
    return Number(git("log", "-1", "--format=%ct"));
  } catch {
    return Math.floor(Date.now() / 1000);
  }
}

/** Writes release.js, which the service worker imports before release-guard.js (apps/web/public). */
export function releaseScript(release: number): Plugin {
  return {
    name: "stepwise-release",
    apply: "build",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "release.js", source: `self.STEPWISE_RELEASE = ${release};\n` });
    },
  };
}
