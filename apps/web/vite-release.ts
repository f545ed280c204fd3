import { execFileSync } from "node:child_process";
import type { Plugin } from "vite";

/**
 * The build's release (docs/worker-phone.md, "Updates"): a number that grows with each release, so
 * a service worker can tell an older app from a newer one. STEPWISE_RELEASE when set (a deployment's
 * pipeline, the Dockerfile's build argument, the update tests); else the commit's time in seconds,
 * which later commits exceed; else, outside git (a source archive, a Docker build), the build's time.
 */
export function buildRelease(): number {
  const set = process.env.STEPWISE_RELEASE;
  if (set !== undefined && set !== "") {
    const release = Number(set);
    if (!Number.isSafeInteger(release) || release < 1) throw new Error(`STEPWISE_RELEASE must be a whole number above 0, not "${set}"`);
    return release;
  }
  try {
    return Number(execFileSync("git", ["log", "-1", "--format=%ct"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim());
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
