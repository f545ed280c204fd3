import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "puppeteer-core";
import { FIRST_SYNC_DONE_MARK } from "../apps/web/src/sync/first-sync.js";
import { acceptTsxFunctions } from "./support/page-functions.js";
import { gotoClients, launchChromium, login, openDevice, persistedCacheHolds, reloadOffline } from "../e2e/support/browser.js";
import { newWorker } from "./support/api.js";
import { downloadAll, LOGIN_TAPPED, NOTE_LOGIN_TAP } from "./support/first-sync.js";
import { cpuSpentMs, processCpuMs } from "./support/proc.js";
import { startStack } from "./support/stack.js";
import { WebTurns, type TurnName } from "./support/web-turns.js";
import { median, ms, type BenchRow } from "./support/stats.js";
import { RECORDS_PER_CLIENT, saveRecords, workerRecords } from "./support/worker-records.js";

/** 2,000 clients with their plan, checklist, cycle goal and action: 10,000 records (docs/sync-and-api.md, "A new device's first sync"). */
const CLIENTS = 2000;
const RECORDS = CLIENTS * RECORDS_PER_CLIENT;
const RUNS = 5;
const TARGET_RATIO = 3;
const STEP_TIMEOUT_MS = 180_000;
/** The baseline's JSON, beside the built app in a copy of its folder, served by the same server. */
const BASELINE_FILE = "bench-first-sync.json";

/**
 * The raw baseline, in the app's page: fetch the same records as one JSON file from the same
 * server, and write them to IndexedDB, (a) each record as an object in one transaction, (b) the
 * whole text as one value (as the persisted cache is kept). The databases are opened before the
 * clock, as the app's are open before its login; each write is timed to its transaction's end.
 * Each way is one evaluation of its own, so the whole machine's CPU is taken around each.
 */
async function rawFetchAndStore(page: Page): Promise<{ records: number; text: number; count: number; textMachineCpu: number }> {
  await page.evaluate(RAW_OPEN);
  const records = (await page.evaluate(RAW_AS_RECORDS)) as { ms: number; count: number };
  const cpuBefore = processCpuMs();
  const text = (await page.evaluate(RAW_AS_TEXT)) as number;
  const textMachineCpu = cpuSpentMs(cpuBefore, processCpuMs());
  await page.evaluate(RAW_CLOSE);
  return { records: records.ms, text, count: records.count, textMachineCpu };
}

/** Strings, not functions: the TypeScript loader wraps named functions in a helper the page lacks. */
const RAW_OPEN = `(async () => {
  const open = (name) => new Promise((resolve, reject) => {
    const request = indexedDB.open(name, 1);
    request.onupgradeneeded = () => request.result.createObjectStore("records");
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  window.__committed = (tx) => new Promise((resolve, reject) => { tx.oncomplete = resolve; tx.onerror = () => reject(tx.error); });
  window.__asRecords = await open("bench-raw-records");
  window.__asText = await open("bench-raw-text");
})()`;

const RAW_AS_RECORDS = `(async () => {
  const started = performance.now();
  const records = await (await fetch("/${BASELINE_FILE}", { cache: "no-store" })).json();
  const tx = window.__asRecords.transaction("records", "readwrite");
  for (const record of records) tx.objectStore("records").put(record, record.__typename + ":" + record.uuid);
  await window.__committed(tx);
  return { ms: performance.now() - started, count: records.length };
})()`;

const RAW_AS_TEXT = `(async () => {
  const started = performance.now();
  const text = await (await fetch("/${BASELINE_FILE}", { cache: "no-store" })).text();
  const tx = window.__asText.transaction("records", "readwrite");
  tx.objectStore("records").put(text, "all");
  await window.__committed(tx);
  return performance.now() - started;
})()`;

const RAW_CLOSE = `(async () => {
  window.__asRecords.close();
  window.__asText.close();
  await Promise.all(["bench-raw-records", "bench-raw-text"].map((name) => new Promise((resolve) => { indexedDB.deleteDatabase(name).onsuccess = resolve; })));
})()`;

/** Longest main-thread task the worker's phone may see during the first sync (docs/PERFORMANCE.md, "New-device first sync"). */
const TARGET_LONGEST_TASK_MS = 200;

/** Installed in every document the phone loads (the login starts the app again): each main-thread task over 50 ms, in the browser's clock. */
const WATCH_LONG_TASKS = `window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const task of list.getEntries()) window.__longTasks.push([performance.timeOrigin + task.startTime, task.duration]);
}).observe({ type: "longtask", buffered: true });`;

/** The tap, the first sync's mark of its last page stored, the long tasks between, and the app's measures of its steps. */
const READ_TIMES = `(() => {
  const sum = (name) => performance.getEntriesByName(name, "measure").reduce((total, entry) => total + entry.duration, 0);
  const count = (name) => performance.getEntriesByName(name, "measure").length;
  const done = performance.timeOrigin + performance.getEntriesByName("${FIRST_SYNC_DONE_MARK}", "mark")[0].startTime;
  // The pages' requests as the browser timed them: sent to first byte (the server's work and the wait for it), and the answer's transfer.
  const pages = performance.getEntriesByType("resource").filter((e) => e.name.endsWith("/graphql") && e.decodedBodySize > 200000);
  return {
    tapped: ${LOGIN_TAPPED},
    longTasks: window.__longTasks
      .filter(([start]) => start >= ${LOGIN_TAPPED} && start <= done)
      .map(([, duration]) => Math.round(duration)),
    done,
    steps: {
      page: sum("stepwise:first-sync-page"),
      apply: sum("stepwise:first-sync-apply"),
      persist: sum("stepwise:first-sync-persist"),
      pages: count("stepwise:first-sync-page"),
      saves: count("stepwise:first-sync-persist"),
      requests: pages.length,
      firstByte: pages.reduce((total, e) => total + (e.responseStart - e.requestStart), 0),
      transfer: pages.reduce((total, e) => total + (e.responseEnd - e.responseStart), 0),
      wire: pages.reduce((total, e) => total + e.encodedBodySize, 0),
      firstAsked: performance.timeOrigin + Math.min(...pages.map((e) => e.startTime)) - ${LOGIN_TAPPED},
    },
  };
})()`;

interface Run {
  /** From the tap on the login button to the first sync's last page stored (its performance mark). */
  app: number;
  /** Where the app's time went, summed over its pages: requests, cache writes, saves. */
  steps: {
    page: number;
    apply: number;
    persist: number;
    pages: number;
    saves: number;
    requests: number;
    firstByte: number;
    transfer: number;
    wire: number;
    firstAsked: number;
  };
  /** The server's CPU time and the page's main thread busy time from the login to everything stored (the end of the wait for the mark, a few tens of ms after it). */
  serverCpu: number;
  pageBusy: number;
  /** Main-thread tasks over 50 ms from the tap to the first sync's end (the run's document after the login's restart). */
  longTasks: number[];
  /** The whole machine's CPU over the same span, every core summed (server, PostgreSQL, the browser's processes and threads). */
  machineCpu: number;
  /** textMachineCpu: the whole machine's CPU over the raw way with one text. */
  raw: { records: number; text: number; textMachineCpu: number };
  /** After going offline: reload to the client list showing every client, and one client's plan. */
  offlineShown: number;
}

/** One new phone: a fresh browser profile, the first run, the login timed to everything stored, then offline. */
async function newPhone(
  baseUrl: string,
  serverPid: number,
  worker: { email: string; password: string },
  firstClient: { uuid: string; goal: string },
  rawFirst: boolean,
): Promise<Run> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-bench-phone-"));
  const browser = await launchChromium(profile);
  try {
    const page = await openDevice(browser, baseUrl);
    await acceptTsxFunctions(page);
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    const before = rawFirst ? await rawFetchAndStore(page) : null;
    await page.evaluateOnNewDocument(WATCH_LONG_TASKS);
    await page.evaluate(NOTE_LOGIN_TAP);
    // The page's main thread (Chromium's own count of its busy time) and the server's CPU, around the login.
    const metrics = await page.createCDPSession();
    await metrics.send("Performance.enable");
    const busy = async () => (await metrics.send("Performance.getMetrics")).metrics.find((m) => m.name === "TaskDuration")!.value * 1000;
    const busyBefore = await busy();
    const cpuBefore = processCpuMs();
    const cdp = process.env.BENCH_PROFILE ? await page.createCDPSession() : null;
    if (cdp) {
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
      await cdp.send("Profiler.start");
    }
    await login(page, worker.email, worker.password);
    await page.waitForFunction(`performance.getEntriesByName("${FIRST_SYNC_DONE_MARK}", "mark").length > 0`, { polling: 50, timeout: STEP_TIMEOUT_MS });
    const cpuAfter = processCpuMs();
    const serverCpu = cpuSpentMs(cpuBefore, cpuAfter, [serverPid]);
    const machineCpu = cpuSpentMs(cpuBefore, cpuAfter);
    const pageBusy = (await busy()) - busyBefore;
    const timed = (await page.evaluate(READ_TIMES)) as { tapped: number; done: number; longTasks: number[]; steps: Run["steps"] };
    if (!(timed.tapped > 0)) throw new Error("the login's tap was not noted: the figure would be no time at all");
    if (cdp) fs.writeFileSync(`${process.env.BENCH_PROFILE}/phone-${Date.now()}.cpuprofile`, JSON.stringify((await cdp.send("Profiler.stop")).profile));
    const after = rawFirst ? null : await rawFetchAndStore(page);
    const raw = (before ?? after)!;
    if (raw.count !== RECORDS) throw new Error(`the baseline stored ${raw.count} records, not ${RECORDS}`);
    if (!(await persistedCacheHolds(page, firstClient.uuid))) throw new Error("the persisted cache lacks the first client");

    // The phone goes offline and the app starts again: every client listed, and a plan shown, from what was stored.
    await page.setOfflineMode(true);
    const offlineStarted = Date.now();
    await reloadOffline(page);
    await gotoClients(page);
    await page.waitForFunction(`document.querySelector('[data-testid="client-count"]')?.getAttribute("data-count") === "${CLIENTS}"`, { polling: 100 });
    await page.click(`[data-testid="client-item"][data-uuid="${firstClient.uuid}"] [data-testid="client-plan"]`);
    await page.waitForFunction(
      `[...document.querySelectorAll('[data-testid="rehab-goal-text"]')].some((el) => el.textContent === ${JSON.stringify(firstClient.goal)})`,
      { polling: 100 },
    );
    const offlineShown = Date.now() - offlineStarted;
    return {
      app: timed.done - timed.tapped,
      steps: timed.steps,
      serverCpu,
      pageBusy,
      longTasks: timed.longTasks,
      machineCpu,
      raw: { records: raw.records, text: raw.text, textMachineCpu: raw.textMachineCpu },
      offlineShown,
    };
  } finally {
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * A new phone's first sync of 10,000 records, login to stored for offline use, against a raw
 * fetch-and-store in the same page. With BENCH_BEFORE=<commit>, the app of that commit and this
 * checkout's in turns (before, after, before, after, ...; bench/support/web-turns.ts), RUNS phones each, a row for each.
 */
export async function benchNewDeviceSync(): Promise<BenchRow[]> {
  const turns = new WebTurns(path.resolve(import.meta.dirname, "../apps/web/dist"));
  const webDist = turns.dist;
  const stack = await startStack(1, { WEB_DIST: webDist });
  try {
    const baseUrl = stack.replicas[0]!;
    const worker = await newWorker(baseUrl);
    const records = workerRecords(CLIENTS);
    await saveRecords(baseUrl, worker.token, randomUUID(), records);
    // Prepared outside every clock: the same records as the app's pages answer them, as one file of the same server.
    const downloaded = await downloadAll(baseUrl, worker.token);
    if (downloaded.records.length !== RECORDS || downloaded.total !== RECORDS)
      throw new Error(`the server answered ${downloaded.records.length} records (total ${downloaded.total}), not ${RECORDS}`);
    const json = JSON.stringify(downloaded.records);
    fs.writeFileSync(path.join(webDist, BASELINE_FILE), json);
    const rehab = records[1]!.record as unknown as { domains: Array<{ goals: Array<{ goal: string }> }> };
    const firstClient = { uuid: records[0]!.record.uuid, goal: rehab.domains[0]!.goals[0]!.goal };

    const byBuild = new Map<TurnName, Run[]>(turns.names.map((name) => [name, []]));
    for (let run = 0; run < RUNS * turns.names.length; run += 1) {
      const name = turns.nameOf(run);
      turns.use(name);
      // The raw baseline before the login on every other phone of a build, after it on the others.
      const phone = await newPhone(baseUrl, stack.pids[0]!, worker, firstClient, Math.floor(run / turns.names.length) % 2 === 1);
      byBuild.get(name)!.push(phone);
      console.error(`new-device-sync run ${run + 1} (${name}): ${JSON.stringify(phone)}`);
    }
    const label = (name: TurnName) =>
      turns.names.length > 1 ? ` (${name === "before" ? `the build of ${process.env.BENCH_BEFORE}` : "this build"}, by turns with the other)` : "";
    return turns.names.flatMap((name) => rowsOf(byBuild.get(name)!, downloaded.pages, json.length, label(name)));
  } finally {
    await stack.close();
    turns.close();
  }
}

/** The rows of one build's phones. */
function rowsOf(runs: Run[], pages: number, jsonLength: number, label: string): BenchRow[] {
  const app = median(runs.map((r) => r.app));
  const rawRecords = median(runs.map((r) => r.raw.records));
  const rawText = median(runs.map((r) => r.raw.text));
  const raw = Math.min(rawRecords, rawText);
  const step = (name: "page" | "apply" | "persist") => ms(median(runs.map((r) => r.steps[name])));
  const perRun = runs.map((r) => r.app / Math.min(r.raw.records, r.raw.text));
  const longest = Math.max(0, ...runs.flatMap((r) => r.longTasks));
  const over = runs.map((r) => r.longTasks.filter((d) => d > TARGET_LONGEST_TASK_MS).length);
  return [
    {
      benchmark: `New-device first sync${label}: login to ${RECORDS.toLocaleString("en")} records stored for offline use (${pages} pages, ${(jsonLength / 1024 / 1024).toFixed(1)} MB of JSON; median of ${runs.length} fresh profiles; medians: waiting for pages ${step("page")}, cache writes ${step("apply")}, ${median(runs.map((r) => r.steps.saves))} saves ${step("persist")}, server CPU ${ms(median(runs.map((r) => r.serverCpu)))}, page main thread busy ${ms(median(runs.map((r) => r.pageBusy)))}, the whole machine's CPU ${ms(median(runs.map((r) => r.machineCpu)))} on ${os.cpus().length} cores; the longest main-thread task of all runs ${ms(longest)}, tasks over ${TARGET_LONGEST_TASK_MS} ms per run ${over.join(", ")})`,
      figure: ms(app),
      baseline: `same page, one fetch of the same JSON then IndexedDB: ${ms(rawRecords)} as ${RECORDS} objects, ${ms(rawText)} as one text (the faster counts; the whole machine's CPU over the one text ${ms(median(runs.map((r) => r.raw.textMachineCpu)))})`,
      ratio: `${(app / raw).toFixed(1)}x (each phone against its own page's: ${Math.min(...perRun).toFixed(1)}x to ${Math.max(...perRun).toFixed(1)}x)`,
      target: `<= ${TARGET_RATIO}x, no main-thread task over ${TARGET_LONGEST_TASK_MS} ms`,
      met: app / raw <= TARGET_RATIO && longest <= TARGET_LONGEST_TASK_MS,
    },
    {
      benchmark: `New-device first sync, then offline${label}: reload to every client listed and a plan shown from what was stored (median)`,
      figure: ms(median(runs.map((r) => r.offlineShown))),
      baseline: "-",
      ratio: "-",
      target: "shown",
      met: true,
    },
  ];
}
