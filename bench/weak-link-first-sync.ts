import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { FIRST_SYNC_DONE_MARK } from "../apps/web/src/sync/first-sync.js";
import { launchChromium, login, openDevice } from "../e2e/support/browser.js";
import { newWorker } from "./support/api.js";
import { downloadAll, LOGIN_TAPPED, NOTE_LOGIN_TAP } from "./support/first-sync.js";
import { breakdown, describe, medianBreakdown, type LinkBreakdown } from "./support/link-breakdown.js";
import { LinkWatch, WEAK_3G } from "./support/slow-link.js";
import { startStack } from "./support/stack.js";
import { median, ms, type BenchRow } from "./support/stats.js";
import { WebTurns, type TurnName } from "./support/web-turns.js";
import { RECORDS_PER_CLIENT, saveRecords, workerRecords } from "./support/worker-records.js";

/*
 * A worker's first sync on the weak link (docs/PERFORMANCE.md, "Weak 3G link"), alone and by turns:
 * the first sync of bench/slow-network.ts (1,000 records, 400 kbit/s, 400 ms, CPU 4x), each phone a
 * new profile, with BENCH_BEFORE=<commit> that commit's app and this checkout's in turns
 * (bench/support/web-turns.ts). Besides the time from the tap on login to the records stored, how long
 * after the first page's bytes its records were in the cache, where the screens read them (the
 * app's marks: apps/web/src/sync/download-page.ts, PAGE_BYTES_MARK, and the first "stepwise:first-sync-apply").
 */

const CPU_RATE = 4;
const CLIENTS = 200;
const RECORDS = CLIENTS * RECORDS_PER_CLIENT;
const PHONES = Number(process.env.BENCH_PHONES ?? 3);
const STEP_TIMEOUT_MS = 180_000;
const BASELINE_FILE = "bench-weak-first-sync.json";
const PAGE_BYTES_MARK = "stepwise:first-sync-page-bytes";

const RAW_FETCH = `(async () => {
  const started = performance.now();
  const records = await (await fetch("/${BASELINE_FILE}", { cache: "no-store" })).json();
  return { ms: performance.now() - started, count: records.length };
})()`;

// The first page's bytes: the last page's bytes before the first page applied (a later page asked beside it, a
// short last one, may come first: apps/web/src/sync/first-sync.ts asks the pages its foresight names beside the first).
const READ = `(() => {
  const apply = performance.getEntriesByName("stepwise:first-sync-apply", "measure")[0];
  const bytes = apply && performance.getEntriesByName("${PAGE_BYTES_MARK}", "mark").filter((m) => m.startTime <= apply.startTime).at(-1);
  return {
    tapped: ${LOGIN_TAPPED},
    done: performance.timeOrigin + performance.getEntriesByName("${FIRST_SYNC_DONE_MARK}", "mark")[0].startTime,
    firstShown: bytes && apply ? apply.startTime + apply.duration - bytes.startTime : null,
  };
})()`;

interface Phone {
  app: number;
  raw: number;
  /** From the first page's bytes to its records in the cache; null for a build without the mark. */
  firstShown: number | null;
  /** Every request from the tap to the first sync done, by kind (bench/support/link-breakdown.ts). */
  link: LinkBreakdown;
}

async function phone(baseUrl: string, worker: { email: string; password: string }): Promise<Phone> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-bench-weak-phone-"));
  const browser = await launchChromium(profile);
  try {
    const page = await openDevice(browser, baseUrl);
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    const watch = await LinkWatch.watch(browser, page);
    await watch.set(WEAK_3G, CPU_RATE);
    await page.evaluate(NOTE_LOGIN_TAP);
    watch.reset(false);
    await login(page, worker.email, worker.password);
    await page.waitForFunction(`performance.getEntriesByName("${FIRST_SYNC_DONE_MARK}", "mark").length > 0`, { polling: 50, timeout: STEP_TIMEOUT_MS });
    const read = (await page.evaluate(READ)) as { tapped: number; done: number; firstShown: number | null };
    if (!(read.tapped > 0)) throw new Error("the tap on login was not noted");
    const link = breakdown(watch.list(), read.tapped, read.done, {
      count: watch.webSockets.length,
      bytes: watch.socketBytes.received + watch.socketBytes.sent,
    });
    console.error(`weak-link-first-sync: the requests from the tap on login (ms after it):\n${link.lines.join("\n")}\n  ${describe(link)}`);
    const raw = (await page.evaluate(RAW_FETCH)) as { ms: number; count: number };
    if (raw.count !== RECORDS) throw new Error(`the raw fetch read ${raw.count} records, not ${RECORDS}`);
    return { app: read.done - read.tapped, raw: raw.ms, firstShown: read.firstShown, link };
  } finally {
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

export async function benchWeakLinkFirstSync(): Promise<BenchRow[]> {
  const turns = new WebTurns(path.resolve(import.meta.dirname, "../apps/web/dist"));
  const stack = await startStack(1, { WEB_DIST: turns.dist });
  try {
    const baseUrl = stack.replicas[0]!;
    const worker = await newWorker(baseUrl);
    await saveRecords(baseUrl, worker.token, randomUUID(), workerRecords(CLIENTS));
    const { records } = await downloadAll(baseUrl, worker.token);
    if (records.length !== RECORDS) throw new Error(`the server answered ${records.length} records, not ${RECORDS}`);
    fs.writeFileSync(path.join(turns.dist, BASELINE_FILE), JSON.stringify(records));
    const byBuild = new Map<TurnName, Phone[]>(turns.names.map((name) => [name, []]));
    for (let run = 0; run < PHONES * turns.names.length; run += 1) {
      const name = turns.nameOf(run);
      turns.use(name);
      const result = await phone(baseUrl, worker);
      byBuild.get(name)!.push(result);
      console.error(`weak-link-first-sync run ${run + 1} (${name}): ${JSON.stringify({ ...result, link: undefined })}`);
    }
    return turns.names.map((name) => {
      const phones = byBuild.get(name)!;
      const app = median(phones.map((p) => p.app));
      const raw = median(phones.map((p) => p.raw));
      const shown = phones.flatMap((p) => (p.firstShown === null ? [] : [p.firstShown]));
      const link = medianBreakdown(phones.map((p) => p.link));
      console.error(`weak-link-first-sync ${name}: the link from the tap, medians of ${phones.length}: ${link}`);
      const label = turns.names.length > 1 ? (name === "before" ? ` (the build of ${process.env.BENCH_BEFORE}, by turns)` : " (this build, by turns)") : "";
      return {
        benchmark: `Weak 3G, CPU 4x, first sync of ${RECORDS.toLocaleString("en")} records${label}: tap on login to ${FIRST_SYNC_DONE_MARK} (median of ${phones.length} fresh profiles: ${phones.map((p) => ms(p.app)).join(", ")}); the first page's records in the cache after its bytes: ${shown.length > 0 ? shown.map(ms).join(", ") : "not marked by this build"}; the link from the tap, medians: ${link}`,
        figure: ms(app),
        baseline: `the same records' JSON fetched raw and parsed in the same page, same link: ${ms(raw)} (${phones.map((p) => ms(p.raw)).join(", ")})`,
        ratio: `${(app / raw).toFixed(2)}x`,
        target: "<= 1.5x; first records within 1 s of the first page's bytes",
        met: app / raw <= 1.5 && shown.length > 0 && Math.max(...shown) <= 1000,
      };
    });
  } finally {
    await stack.close();
    turns.close();
  }
}
