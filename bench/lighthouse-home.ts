import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import type { Browser, Page } from "puppeteer-core";
import { gotoClients, launchChromium, login, openDevice } from "../e2e/support/browser.js";
import { newWorker, sessionOn } from "./support/api.js";
import { execFileSync } from "node:child_process";
import { builtWebAppOf, startServerOf } from "./support/baseline-build.js";
import { acceptTsxFunctions } from "./support/page-functions.js";
import { startStack, type Stack } from "./support/stack.js";
import { median, ms, type BenchRow } from "./support/stats.js";
import { saveRecords, workerRecords } from "./support/worker-records.js";

/** The build before this benchmark's work on /Home (docs/PERFORMANCE.md, "Total Blocking Time on /Home"). */
const BASELINE_COMMIT = "8c6d877";
const CLIENTS = 50;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
/**
 * The build measured against the baseline: a commit (LIGHTHOUSE_COMMIT, HEAD unless told), built from a
 * worktree of its own as the baseline is, never from this checkout's working tree, where other engineers'
 * changes in progress come and go (one broke the login while this benchmark was written).
 */
const CURRENT_COMMIT = execFileSync("git", ["rev-parse", "--short", process.env.LIGHTHOUSE_COMMIT ?? "HEAD"], { encoding: "utf8" }).trim();
const TARGET_RATIO = 0.5;
/**
 * LIGHTHOUSE_TRACE_DIR=<dir>: each run's trace, with V8's CPU profile (which slows the run a little),
 * goes to <dir>/lighthouse-home-<build>-<run>.json, for where the blocking time goes (Chromium's
 * Performance panel opens it). The figures of such a run are for finding causes, not for reporting.
 */
const TRACE_DIR = process.env.LIGHTHOUSE_TRACE_DIR;

/**
 * A page expression: whether the persisted cache's records part (apps/web/src/platform/cache-parts.ts) is
 * stored, sealed or not, under the logged-in worker's key. A string, as the TypeScript loader would wrap a function.
 */
const RECORDS_PERSISTED = `(async () => {
  const db = await new Promise((resolve, reject) => {
    const open = indexedDB.open("keyval-store");
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  try {
    if (!db.objectStoreNames.contains("keyval")) return false;
    const keys = await new Promise((resolve, reject) => {
      const read = db.transaction("keyval").objectStore("keyval").getAllKeys();
      read.onsuccess = () => resolve(read.result);
      read.onerror = () => reject(read.error);
    });
    return keys.some((key) => /^stepwise-apollo-cache:[^:]+:records$/.test(String(key)));
  } finally {
    db.close();
  }
})()`;

interface Run {
  /** First contentful paint and time to interactive, simulated: the blocking time is counted between them. */
  fcp: number;
  tti: number;
  tbt: number;
  /** Lighthouse's bootup-time: the scripts' execution, parse and compile on the main thread. */
  js: number;
  score: number;
  /** mainthread-work-breakdown: ms by group (script evaluation, style and layout...). */
  breakdown: Record<string, number>;
  /** The longest tasks Lighthouse saw: [url, start, duration], in simulated ms. */
  longTasks: [string, number, number][];
}

interface Device {
  stack: Stack;
  browser: Browser;
  page: Page;
  profile: string;
  url: string;
  close(): Promise<void>;
}

/** A phone on a server of its own serving `dist` (commit `serverOf`'s own server): a worker with CLIENTS clients' records logged in, her records synced and persisted. */
export async function loggedInDevice(dist: string, serverOf: string): Promise<Device> {
  const stack = await startStack(1, { WEB_DIST: dist }, (env) => startServerOf(serverOf, env));
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-bench-lighthouse-"));
  const browser = await launchChromium(profile);
  const close = async () => {
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
    await stack.close();
  };
  try {
    const baseUrl = stack.replicas[0]!;
    const worker = await newWorker(baseUrl);
    const records = workerRecords(CLIENTS);
    const installId = randomUUID();
    await saveRecords(baseUrl, await sessionOn(baseUrl, worker, installId), installId, records);
    const page = await openDevice(browser, baseUrl);
    await acceptTsxFunctions(page);
    page.setDefaultTimeout(90_000);
    await login(page, worker.email, worker.password);
    await gotoClients(page);
    await page.waitForFunction(
      (n) => document.querySelector('[data-testid="client-count"]')?.getAttribute("data-count") === String(n),
      { polling: 500 },
      CLIENTS,
    );
    // The records' part of the persisted cache is written (a second after the last change), so a start restores them.
    await page.waitForFunction(RECORDS_PERSISTED, { polling: 500 });
    return { stack, browser, page, profile, url: `${baseUrl}/Home`, close };
  } catch (error) {
    const shown = await browser
      .pages()
      .then((pages) => Promise.all(pages.map((p) => p.evaluate(() => `${location.pathname}: ${document.body.innerText.slice(0, 400)}`))))
      .catch(() => []);
    await close();
    throw new Error(`the phone of ${dist} did not get ready (${String(error)}); its pages showed ${JSON.stringify(shown)}`);
  }
}

/**
 * One Lighthouse 12 run in its mobile preset (the default config: simulated 4x CPU slowdown and slow
 * 4G) on the device's own page, so the worker's login, vault and service worker stay: storage is not reset.
 */
async function measure(device: Device, tracePath?: string): Promise<Run> {
  const result = await lighthouse(
    device.url,
    { disableStorageReset: true, onlyCategories: ["performance"], logLevel: "error", output: "json" },
    tracePath ? { extends: "lighthouse:default", settings: { additionalTraceCategories: "disabled-by-default-v8.cpu_profiler" } } : undefined,
    // Lighthouse brings puppeteer-core 23; the page of ours (24) speaks the same protocol.
    device.page as unknown as Parameters<typeof lighthouse>[3],
  );
  if (!result) throw new Error("Lighthouse returned no result");
  const { audits, categories, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
  if (tracePath) fs.writeFileSync(tracePath, JSON.stringify(result.artifacts.Trace));
  const finalPath = new URL(result.lhr.finalDisplayedUrl).pathname;
  if (finalPath !== "/Home") throw new Error(`Lighthouse ended on ${finalPath}, not /Home`);
  const items = <T>(id: string): T[] => (audits[id]?.details as { items?: T[] } | undefined)?.items ?? [];
  return {
    fcp: audits["first-contentful-paint"]!.numericValue!,
    tti: audits.interactive!.numericValue!,
    tbt: audits["total-blocking-time"]!.numericValue!,
    js: audits["bootup-time"]!.numericValue!,
    score: categories.performance!.score ?? NaN,
    breakdown: Object.fromEntries(
      items<{ groupLabel: string; duration: number }>("mainthread-work-breakdown").map((i) => [i.groupLabel, Math.round(i.duration)]),
    ),
    longTasks: items<{ url: string; startTime: number; duration: number }>("long-tasks").map((t) => [
      t.url.replace(/^https?:\/\/[^/]+/, ""),
      Math.round(t.startTime),
      Math.round(t.duration),
    ]),
  };
}

/** A run again where Lighthouse's own recording failed (NO_NAVSTART and the like, on a machine loaded by others), at most twice. */
async function measureAgain(device: Device, tracePath?: string): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(device, tracePath);
    } catch (error) {
      if (attempt === 3 || !String(error).includes("Lighthouse: ")) throw error;
      console.error(`lighthouse-home: run again after ${String(error)}`);
    }
  }
}

const summary = (runs: Run[]) => ({
  tbt: median(runs.map((r) => r.tbt)),
  js: median(runs.map((r) => r.js)),
  score: median(runs.map((r) => r.score)),
});

/**
 * Total Blocking Time of /Home for a logged-in worker with CLIENTS clients, as Lighthouse 12.2.3's
 * mobile preset measures it, for the current build and for BASELINE_COMMIT's in the same run: each
 * on a server of its own (WEB_DIST), the runs taken in turns so a change in the shared machine's
 * load falls on both. Not part of `npm test` (docs/PERFORMANCE.md, "Total Blocking Time on /Home").
 */
export async function benchLighthouseHome(): Promise<BenchRow[]> {
  const baselineDist = builtWebAppOf(BASELINE_COMMIT);
  const currentDist = builtWebAppOf(CURRENT_COMMIT);
  const devices: Record<"baseline" | "current", Device | undefined> = { baseline: undefined, current: undefined };
  try {
    console.error(`lighthouse-home: the baseline ${BASELINE_COMMIT} (${baselineDist}) against ${CURRENT_COMMIT} (${currentDist})`);
    devices.baseline = await loggedInDevice(baselineDist, BASELINE_COMMIT);
    devices.current = await loggedInDevice(currentDist, CURRENT_COMMIT);
    const runs: Record<"baseline" | "current", Run[]> = { baseline: [], current: [] };
    for (let i = 0; i < RUNS; i += 1) {
      for (const which of ["baseline", "current"] as const) {
        const run = await measureAgain(devices[which]!, TRACE_DIR && path.join(TRACE_DIR, `lighthouse-home-${which}-${i + 1}.json`));
        runs[which].push(run);
        console.error(
          `lighthouse-home ${which} run ${i + 1}: TBT ${run.tbt.toFixed(0)} ms (FCP ${run.fcp.toFixed(0)} ms, TTI ${run.tti.toFixed(0)} ms), JS ${run.js.toFixed(0)} ms, score ${run.score}, ` +
            `main thread ${JSON.stringify(run.breakdown)}, long tasks ${JSON.stringify(run.longTasks)}`,
        );
      }
    }
    const base = summary(runs.baseline);
    const now = summary(runs.current);
    const ratio = now.tbt / base.tbt;
    return [
      {
        benchmark: `Lighthouse 12.2.3 mobile preset, /Home of a logged-in worker with ${CLIENTS} clients: Total Blocking Time of ${CURRENT_COMMIT} (median of ${RUNS})`,
        figure: ms(now.tbt),
        baseline: `${BASELINE_COMMIT} ${ms(base.tbt)}`,
        ratio: ratio.toFixed(2),
        target: `<= ${TARGET_RATIO} of the baseline`,
        met: ratio <= TARGET_RATIO,
      },
      {
        benchmark: `Lighthouse 12.2.3 mobile preset, /Home: JavaScript execution (bootup-time, median of ${RUNS})`,
        figure: ms(now.js),
        baseline: `${BASELINE_COMMIT} ${ms(base.js)}`,
        ratio: (now.js / base.js).toFixed(2),
        target: "-",
        met: true,
      },
      {
        benchmark: `Lighthouse 12.2.3 mobile preset, /Home: performance score (median of ${RUNS})`,
        figure: String(Math.round(now.score * 100)),
        baseline: `${BASELINE_COMMIT} ${Math.round(base.score * 100)}`,
        ratio: (now.score / base.score).toFixed(2),
        target: "-",
        met: true,
      },
    ];
  } finally {
    await devices.current?.close();
    await devices.baseline?.close();
  }
}
