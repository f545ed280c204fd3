import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { builtWebAppOf } from "./baseline-build.js";

/** One build of the worker app in the turns: its name as the rows print it. */
export type TurnName = "before" | "after";

/**
 * The worker app of this checkout and, when `BENCH_BEFORE=<commit>` is set, the app of that commit,
 * served by one server in turns (docs/PERFORMANCE.md, "New-device first sync": measured by turns, A,
 * B, A, B, in the same run). Both builds' hashed assets lie side by side in one folder, the server's
 * WEB_DIST; `use` puts a build's own top-level files (index.html, sw.js, the manifest) there before
 * a phone opens it. A phone is always a new browser profile, so nothing of one build stays for the other.
 */
export class WebTurns {
  readonly dist: string;
  readonly names: TurnName[];
  private readonly tops = new Map<TurnName, string>();
  private readonly keep: string;

  constructor(currentDist: string, beforeCommit = process.env.BENCH_BEFORE) {
    this.dist = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-bench-web-"));
    this.keep = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-bench-turns-"));
    // BENCH_WEB_DIST: a build of this checkout made apart (the shared apps/web/dist is rebuilt by anyone meanwhile).
    const builds: Array<[TurnName, string]> = [["after", process.env.BENCH_WEB_DIST ?? currentDist]];
    // BENCH_BEFORE_DIST: that build made apart already (BENCH_BEFORE then only names it in the rows).
    if (beforeCommit) builds.unshift(["before", process.env.BENCH_BEFORE_DIST ?? builtWebAppOf(beforeCommit)]);
    this.names = builds.map(([name]) => name);
    for (const [name, dist] of builds) {
      fs.cpSync(path.join(dist, "assets"), path.join(this.dist, "assets"), { recursive: true, force: false });
      const top = path.join(this.keep, name);
      fs.mkdirSync(top);
      for (const entry of fs.readdirSync(dist)) if (entry !== "assets") fs.cpSync(path.join(dist, entry), path.join(top, entry), { recursive: true });
      this.tops.set(name, top);
    }
    this.use("after");
  }

  /** Serves this build from now on. */
  use(name: TurnName): void {
    const top = this.tops.get(name)!;
    const wanted = new Set(fs.readdirSync(top));
    // Another build's own files go; what the benchmark wrote there (its baseline's JSON) stays.
    for (const other of this.tops.values())
      for (const entry of fs.readdirSync(other)) if (!wanted.has(entry)) fs.rmSync(path.join(this.dist, entry), { recursive: true, force: true });
    for (const entry of wanted) fs.cpSync(path.join(top, entry), path.join(this.dist, entry), { recursive: true, force: true });
  }

  /** The build of the phone `run` (counted from 0): by turns, the one before first. */
  nameOf(run: number): TurnName {
    return this.names[run % this.names.length]!;
  }

  close(): void {
    fs.rmSync(this.dist, { recursive: true, force: true });
    fs.rmSync(this.keep, { recursive: true, force: true });
  }
}
