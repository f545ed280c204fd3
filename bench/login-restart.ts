import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gotoClients, launchChromium, login, openDevice } from "../e2e/support/browser.js";
import { newWorker } from "./support/api.js";
import { LOGIN_TAPPED, NOTE_LOGIN_TAP } from "./support/first-sync.js";
import { startStack } from "./support/stack.js";
import { median, ms, type BenchRow } from "./support/stats.js";
import { saveRecords, workerRecords } from "./support/worker-records.js";

/** A worker's few clients: the figure is the login's own path, not a long download (bench/new-device-sync.ts times that). */
const CLIENTS = 20;
const RUNS = 5;
/** docs/PERFORMANCE.md, "Weak 3G link": a phone's CPU is about 4x slower than this machine's. */
const CPU_RATES = [1, 4];
const STEP_TIMEOUT_MS = 120_000;

/**
 * Notes, in every document the phone loads (a login starts the app again), the browser-clock time
 * the first client of the list is on screen.
 */
const NOTE_FIRST_RECORD = `(() => {
  const check = () => {
    if (window.__firstRecordAt === undefined && document.querySelector('[data-testid="client-item"]'))
      window.__firstRecordAt = performance.timeOrigin + performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true });
})()`;

/** The tap, the restarted document's navigation start and first render, and the first record shown, in the browser's clock. */
const READ_TIMES = `(() => {
  const render = performance.getEntriesByName("stepwise:start:first-render", "mark")[0];
  return {
    tapped: ${LOGIN_TAPPED},
    restarted: performance.timeOrigin,
    navigation: performance.getEntriesByType("navigation")[0]?.type ?? "",
    rendered: render ? performance.timeOrigin + render.startTime : 0,
    firstRecord: window.__firstRecordAt ?? 0,
  };
})()`;

interface Run {
  /** Tap to the restarted page's navigation start: the login, her key wrapped, the saves under way written. */
  beforeRestart: number;
  /** The restarted page's navigation start to its first render: the app's start, a second time. */
  restart: number;
  /** First render to the first client on screen: her first page of records. */
  firstPage: number;
  total: number;
}

/** One new phone: a fresh profile, the first run, the client list, then the login timed to her first client shown. */
async function newPhone(baseUrl: string, worker: { email: string; password: string }, cpuRate: number): Promise<Run> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-bench-phone-"));
  const browser = await launchChromium(profile);
  try {
    const page = await openDevice(browser, baseUrl);
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    await gotoClients(page);
    // The page's CPU slowed from the login on: the restarted document stays in the same tab, and so slowed.
    await page.emulateCPUThrottling(cpuRate);
    await page.evaluateOnNewDocument(NOTE_FIRST_RECORD);
    await page.evaluate(NOTE_LOGIN_TAP);
    await login(page, worker.email, worker.password);
    await page.waitForFunction(`window.__firstRecordAt !== undefined`, { polling: 50 });
    const timed = (await page.evaluate(READ_TIMES)) as { tapped: number; restarted: number; navigation: string; rendered: number; firstRecord: number };
    // Each figure is one the app gave: a missing one would time nothing at all.
    if (!(timed.tapped > 0 && timed.rendered > 0)) throw new Error(`a time was not noted: ${JSON.stringify(timed)}`);
    if (timed.navigation !== "reload" || timed.restarted < timed.tapped) throw new Error(`the login did not start the page again: ${JSON.stringify(timed)}`);
    return {
      beforeRestart: timed.restarted - timed.tapped,
      restart: timed.rendered - timed.restarted,
      firstPage: timed.firstRecord - timed.rendered,
      total: timed.firstRecord - timed.tapped,
    };
  } finally {
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * What a login's restart costs (docs/shared-phone.md, "The phone's side", "Why the page starts
 * again"): from the tap on the login button to her first client on screen, in three parts.
 */
export async function benchLoginRestart(): Promise<BenchRow[]> {
  const stack = await startStack(1);
  try {
    const baseUrl = stack.replicas[0]!;
    const worker = await newWorker(baseUrl);
    await saveRecords(baseUrl, worker.token, randomUUID(), workerRecords(CLIENTS));
    const rows: BenchRow[] = [];
    for (const cpuRate of CPU_RATES) {
      const runs: Run[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        runs.push(await newPhone(baseUrl, worker, cpuRate));
        console.error(`login-restart at ${cpuRate}x CPU, run ${run + 1}: ${JSON.stringify(runs.at(-1))}`);
      }
      const part = (name: keyof Run) => ms(median(runs.map((r) => r[name])));
      rows.push({
        benchmark: `Login to her first client shown, new phone, ${cpuRate === 1 ? "normal CPU" : `CPU ${cpuRate}x slower`} (${CLIENTS} clients; median of ${RUNS} fresh profiles): tap to the page starting again ${part("beforeRestart")}, the restarted page's start to its first render ${part("restart")}, first render to the first client ${part("firstPage")}`,
        figure: part("total"),
        baseline: "-",
        ratio: "-",
        target: "measured (the restart's share is its start to first render)",
        met: true,
      });
    }
    return rows;
  } finally {
    await stack.close();
  }
}
