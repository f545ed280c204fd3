import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "puppeteer-core";
import { FIRST_SYNC_DONE_MARK } from "../apps/web/src/sync/first-sync.js";
import { gotoClients, launchChromium, login, openDevice } from "../e2e/support/browser.js";
import { listClients, newWorker, sessionOn } from "./support/api.js";
import { downloadAll, LOGIN_TAPPED, NOTE_LOGIN_TAP } from "./support/first-sync.js";
import { FULL_LINK, LinkWatch, NO_LINK, WEAK_3G, type SeenRequest } from "./support/slow-link.js";
import { startStack } from "./support/stack.js";
import { median, ms, type BenchRow } from "./support/stats.js";
import { RECORDS_PER_CLIENT, saveRecords, workerRecords } from "./support/worker-records.js";

/** docs/PERFORMANCE.md, "Weak 3G link": a phone's CPU is about 4x slower than this machine's. */
const CPU_RATE = 4;
const TARGET_FIRST_VISIT_MS = 6000;
/** Emulated first visits per flavour (and one without emulation, the baseline). */
const VISITS = 3;
const CLIENTS = 200;
const RECORDS = CLIENTS * RECORDS_PER_CLIENT;
const EDITS = 50;
const STEP_TIMEOUT_MS = 180_000;
const BASELINE_FILE = "bench-slow-first-sync.json";
const BYTES_PER_MS = WEAK_3G.downloadThroughput / 1000;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Notes, in the page's time, the moment the first-run screen is interactive (as bench/first-visit.ts waits for it). */
const NOTE_INTERACTIVE = `(() => {
  const check = () => {
    if (window.__interactiveAt === undefined && document.querySelector('#root[data-ready="true"]') && document.querySelector('[data-testid="init-welcome"]'))
      window.__interactiveAt = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-ready"] });
})()`;

interface Visit {
  ms: number;
  requests: SeenRequest[];
  /** The service worker's requests (its precache) sent before the page was interactive. */
  sw: SeenRequest[];
  webSockets: number;
}

/**
 * The depth of each request in its initiator chain: the document is 1, what it names 2, and so on.
 * A dynamic import names no script (Chromium gives "about:client"), nor does an image the app adds:
 * such a request counts as asked by the last answer that arrived before it was sent.
 */
function initiatorDepths(requests: SeenRequest[]): Map<SeenRequest, number> {
  const depths = new Map<SeenRequest, number>();
  for (const request of requests) {
    const earlier = requests.filter((r) => r.start <= request.start && r !== request);
    const parent =
      earlier.filter((r) => r.url === request.initiatorUrl).at(-1) ??
      (request.type === "Document"
        ? undefined
        : earlier
            .filter((r) => r.end !== undefined && r.end <= request.start)
            .sort((a, b) => a.end! - b.end!)
            .at(-1));
    depths.set(request, parent ? (depths.get(parent) ?? 1) + 1 : 1);
  }
  return depths;
}

/**
 * Requests each sent after the one before it had arrived, ending with the last answer before the
 * moment: a chain of round trips made one after the other (its length is a floor for how many the load waited on).
 */
function sequentialChain(requests: SeenRequest[], until: number): SeenRequest[] {
  const lastBefore = (moment: number) =>
    requests
      .filter((r) => r.end !== undefined && r.end <= moment)
      .sort((a, b) => a.end! - b.end!)
      .at(-1);
  const chain: SeenRequest[] = [];
  for (let request = lastBefore(until); request; request = lastBefore(request.start)) chain.unshift(request);
  return chain;
}

const shortUrl = (request: SeenRequest) =>
  request.operation ? `POST /graphql ${request.operation}` : `${request.method === "GET" ? "" : `${request.method} `}${new URL(request.url).pathname}`;

/** What the worker sees the moment the first-run screen is interactive, at 360 px, for a reviewer to look at. */
const SCREENS = path.resolve(import.meta.dirname, "../.test-results/screens");

async function firstVisit(url: string, emulated: boolean, screenshot?: string): Promise<Visit> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-bench-slow-visit-"));
  const browser = await launchChromium(profile);
  try {
    const page = await (await browser.createBrowserContext()).newPage();
    await page.setViewport({ width: 360, height: 740 });
    const watch = await LinkWatch.watch(browser, page);
    await watch.disableCache();
    await watch.set(emulated ? WEAK_3G : FULL_LINK, emulated ? CPU_RATE : 1);
    await page.evaluateOnNewDocument(NOTE_INTERACTIVE);
    await page.goto(url, { waitUntil: "domcontentloaded", timeout: 60_000 });
    await page.waitForFunction("window.__interactiveAt !== undefined", { polling: 50, timeout: 60_000 });
    const at = (await page.evaluate("window.__interactiveAt")) as number;
    if (screenshot) {
      fs.mkdirSync(SCREENS, { recursive: true });
      await page.screenshot({ path: path.join(SCREENS, screenshot) });
    }
    const seen = watch.list();
    return {
      ms: at,
      requests: seen.filter((r) => r.by === "page" && r.start <= at),
      sw: seen.filter((r) => r.by === "sw" && r.start <= at),
      webSockets: watch.webSockets.length,
    };
  } finally {
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/** What a visit loaded until interactive, for the row and the log. */
function describeVisit(visit: Visit) {
  const depths = initiatorDepths(visit.requests);
  const chain = sequentialChain(visit.requests, visit.ms);
  const finished = visit.requests.filter((r) => r.end !== undefined && r.end <= visit.ms);
  const bytes = finished.reduce((total, r) => total + r.bytes, 0);
  const js = visit.requests.filter((r) => r.type === "Script" || new URL(r.url).pathname.endsWith(".js"));
  const css = visit.requests.filter((r) => r.type === "Stylesheet" || new URL(r.url).pathname.endsWith(".css"));
  const graphql = visit.requests.filter((r) => r.operation);
  const depth = Math.max(...depths.values());
  return {
    depths,
    chain,
    bytes,
    js,
    css,
    graphql,
    depth,
    minimum: bytes / BYTES_PER_MS + WEAK_3G.latency * depth,
    swBytes: visit.sw.reduce((total, r) => total + r.bytes, 0),
  };
}

function logVisit(flavour: string, visit: Visit): void {
  const { depths, chain } = describeVisit(visit);
  const lines = visit.requests.map(
    (r) =>
      `  ${r.start.toFixed(0).padStart(6)} -> ${(r.end === undefined ? "open" : r.end.toFixed(0)).padStart(6)} ms  depth ${depths.get(r)}${chain.includes(r) ? "*" : " "} ${kb(r.bytes).padStart(9)} ${(r.encoding ?? "-").padEnd(4)} ${shortUrl(r)}`,
  );
  console.error(
    `slow-network: ${flavour}: interactive at ${ms(visit.ms)}; requests until then (* on the chain of round trips made one after the other):\n${lines.join("\n")}`,
  );
  if (visit.sw.length > 0) console.error(`slow-network: ${flavour}: the service worker sent ${visit.sw.length} requests before (its precache)`);
}

async function benchFirstVisits(port: number): Promise<BenchRow[]> {
  const flavours = [
    { name: "default", url: `http://127.0.0.1:${port}` },
    { name: "HIAPP", url: `http://hiapp.localhost:${port}` },
    { name: "MALA", url: `http://mala.localhost:${port}` },
  ];
  const emulated = new Map<string, Visit[]>(flavours.map((f) => [f.name, []]));
  const plain = new Map<string, Visit>();
  for (const flavour of flavours) plain.set(flavour.name, await firstVisit(flavour.url, false));
  // Flavours taken in turn, so a moment of load on the machine falls on each alike.
  for (let visit = 0; visit < VISITS; visit += 1)
    for (const flavour of flavours) {
      const done = await firstVisit(flavour.url, true, visit === 0 ? `weak-3g-first-visit-${flavour.name}-360px.png` : undefined);
      emulated.get(flavour.name)!.push(done);
      console.error(`slow-network: ${flavour.name} visit ${visit + 1}: ${ms(done.ms)}, ${done.requests.length} requests, ${kb(describeVisit(done).bytes)}`);
      if (visit === 0) logVisit(flavour.name, done);
    }
  return flavours.map((flavour) => {
    const visits = emulated.get(flavour.name)!;
    const time = median(visits.map((v) => v.ms));
    const typical = visits.find((v) => v.ms === time)!;
    const described = describeVisit(typical);
    const operations = described.graphql.map((r) => r.operation).join(", ") || "none";
    const base = plain.get(flavour.name)!;
    return {
      benchmark: `Weak 3G (400 kbit/s, 400 ms RTT, CPU 4x) first visit, ${flavour.name} (${new URL(flavour.url).host.replace(/:\d+$/, "")}): navigation to the first-run screen interactive, new profile, cache off (median of ${VISITS}: ${visits.map((v) => ms(v.ms)).join(", ")}); ${typical.requests.length} requests, ${kb(described.bytes)}: ${described.js.length} JS, ${described.css.length} CSS, ${described.graphql.length} GraphQL POSTs (${operations}), ${typical.webSockets} WebSocket; initiator chain ${described.depth} deep, ${described.chain.length} round trips one after the other; the service worker's precache meanwhile ${typical.sw.length} requests, ${kb(described.swBytes)}`,
      figure: ms(time),
      baseline: `no emulation: ${ms(base.ms)} (${base.requests.length} requests); floor ${kb(described.bytes)} / 50 KB/s + 400 ms x ${described.depth} (the initiator chain) = ${ms(described.minimum)}`,
      ratio: `${(time / described.minimum).toFixed(1)}x the floor`,
      target: `<= ${TARGET_FIRST_VISIT_MS} ms`,
      met: time <= TARGET_FIRST_VISIT_MS,
    };
  });
}

/** Requests the page sent since the watch was reset, summed: count, bytes, GraphQL operations with their counts. */
function summarize(requests: SeenRequest[]): string {
  const ops = new Map<string, number>();
  for (const r of requests) if (r.operation) ops.set(r.operation, (ops.get(r.operation) ?? 0) + 1);
  const bytes = requests.reduce((total, r) => total + r.bytes, 0);
  return `${requests.length} requests, ${kb(bytes)} received; GraphQL ${[...ops].map(([op, n]) => `${op} x${n}`).join(", ") || "none"}`;
}

/** Fetches the baseline JSON on the page's link and parses it: the time, and the records counted. */
const RAW_FETCH = `(async () => {
  const started = performance.now();
  const records = await (await fetch("/${BASELINE_FILE}", { cache: "no-store" })).json();
  return { ms: performance.now() - started, count: records.length };
})()`;

/** Notes when the sync status shows nothing pending (the outbox empty, every edit answered). */
const NOTE_SYNCED = `(() => {
  window.__syncedAt = undefined;
  const status = document.querySelector('[data-testid="sync-status"]');
  const check = () => {
    if (window.__syncedAt === undefined && status.getAttribute("data-pending") === "0") window.__syncedAt = performance.now();
  };
  new MutationObserver(check).observe(status, { attributes: true, attributeFilter: ["data-pending"] });
})()`;

async function newClientOffline(page: Page, name: string, pending: number): Promise<void> {
  await page.click('[data-testid="new-client"]');
  await page.waitForSelector('[data-testid="client-name"]');
  await page.type('[data-testid="client-name"]', name);
  await page.click('[data-testid="client-save"]');
  await page.waitForFunction(
    (count: number) =>
      document.querySelector('[data-testid="sync-status"]')?.getAttribute("data-pending") === String(count) &&
      !document.querySelector('[data-testid="client-name"]'),
    { timeout: 10_000 },
    pending,
  );
}

/**
 * A worker's phone on the weak link: her first sync of 1,000 records after the first run, against
 * the same records' JSON fetched raw in the same page; then 50 clients saved offline and the link
 * back, against one POST of the same batch.
 */
async function benchSyncs(browser: Browser, baseUrl: string, webDist: string): Promise<BenchRow[]> {
  const worker = await newWorker(baseUrl);
  await saveRecords(baseUrl, worker.token, randomUUID(), workerRecords(CLIENTS));
  const { records: downloaded } = await downloadAll(baseUrl, worker.token);
  if (downloaded.length !== RECORDS) throw new Error(`the server answered ${downloaded.length} records, not ${RECORDS}`);
  const json = JSON.stringify(downloaded);
  fs.writeFileSync(path.join(webDist, BASELINE_FILE), json);

  const page = await openDevice(browser, baseUrl);
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  const watch = await LinkWatch.watch(browser, page);
  await watch.set(WEAK_3G, CPU_RATE);
  await page.evaluate(NOTE_LOGIN_TAP);
  watch.reset(false);
  await login(page, worker.email, worker.password);
  await page.waitForFunction(`performance.getEntriesByName("${FIRST_SYNC_DONE_MARK}", "mark").length > 0`, { polling: 50, timeout: STEP_TIMEOUT_MS });
  const sync = (await page.evaluate(
    `({ tapped: ${LOGIN_TAPPED}, done: performance.timeOrigin + performance.getEntriesByName("${FIRST_SYNC_DONE_MARK}", "mark")[0].startTime })`,
  )) as { tapped: number; done: number };
  if (!(sync.tapped > 0)) throw new Error("the tap on login was not noted");
  const firstSync = sync.done - sync.tapped;
  const loginRequests = watch.list().filter((r) => r.by === "page");
  const syncRequests = summarize(loginRequests);
  console.error(
    `slow-network: first sync ${ms(firstSync)}; ${syncRequests}; from the first request after the tap:\n${loginRequests.map((r) => `  ${r.start.toFixed(0).padStart(6)} -> ${(r.end === undefined ? "open" : r.end.toFixed(0)).padStart(6)} ms ${kb(r.bytes).padStart(9)} ${r.fromServiceWorker ? "(service worker) " : ""}${shortUrl(r)}`).join("\n")}`,
  );
  watch.reset(false);
  const raw = (await page.evaluate(RAW_FETCH)) as { ms: number; count: number };
  if (raw.count !== RECORDS) throw new Error(`the raw fetch read ${raw.count} records, not ${RECORDS}`);
  const rawBytes = watch.list().find((r) => r.url.endsWith(BASELINE_FILE))?.bytes ?? 0;
  console.error(`slow-network: raw fetch of the same JSON ${ms(raw.ms)}, ${kb(rawBytes)} on the wire (${kb(json.length)} raw)`);

  // A day's changes: 50 clients saved offline through the client drawer (the CPU not slowed while typing them), then the link back.
  await gotoClients(page);
  await watch.set(NO_LINK, 1);
  await page.waitForFunction(() => !navigator.onLine);
  const tag = randomUUID().slice(0, 4);
  for (let i = 1; i <= EDITS; i += 1) await newClientOffline(page, `Day ${tag} client ${i}`, i);
  await watch.set(NO_LINK, CPU_RATE);
  await page.evaluate(NOTE_SYNCED);
  watch.reset(false);
  await page.evaluate("window.__backAt = performance.now()");
  await watch.set(WEAK_3G, CPU_RATE);
  await page.waitForFunction("window.__syncedAt !== undefined", { polling: 50, timeout: STEP_TIMEOUT_MS });
  const back = (await page.evaluate("window.__syncedAt - window.__backAt")) as number;
  const sent = watch.list().filter((r) => r.by === "page");
  const editRequests = summarize(sent);
  console.error(`slow-network: 50 offline edits synced ${ms(back)} after the link came back; ${editRequests}`);
  const onServer = (await listClients(baseUrl, worker.token)).filter((c) => (c as { clientname: string }).clientname.startsWith(`Day ${tag} `)).length;
  if (onServer !== EDITS) throw new Error(`the server holds ${onServer} of the ${EDITS} clients saved offline`);

  // The baseline: the app's Sync entries (new uuids, so they are applied again, not answered as duplicates) in one POST on the same link.
  const syncs = sent.filter((r) => r.operation === "Sync" && r.body);
  if (syncs.length === 0) throw new Error("no Sync request was seen");
  const bodies = syncs.map((r) => JSON.parse(r.body!) as { query: string; variables: { input: { appInstallId: string; entries: Array<{ uuid: string }> } } });
  // Another install of hers, logged in on it: a session acts as its own install only.
  const installId = randomUUID();
  const installToken = await sessionOn(baseUrl, worker, installId);
  let text = JSON.stringify({
    ...bodies[0],
    variables: { input: { ...bodies[0]!.variables.input, appInstallId: installId, entries: bodies.flatMap((b) => b.variables.input.entries) } },
  });
  for (const uuid of new Set(bodies.flatMap((b) => b.variables.input.entries.map((e) => e.uuid)))) text = text.replaceAll(uuid, randomUUID());
  const entries = bodies.reduce((total, b) => total + b.variables.input.entries.length, 0);
  const rawPost = await page.evaluate(
    async (body: string, token: string, install: string) => {
      const started = performance.now();
      const response = await fetch("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}`, "x-app-install-id": install },
        body,
      });
      const answer = (await response.json()) as { data?: { sync: { results: Array<{ status: string }> } } };
      return { ms: performance.now() - started, applied: answer.data?.sync.results.filter((r) => r.status === "APPLIED").length ?? 0 };
    },
    text,
    installToken,
    installId,
  );
  if (rawPost.applied !== entries) throw new Error(`the raw POST applied ${rawPost.applied} of ${entries} entries`);
  await watch.set(FULL_LINK, 1);

  return [
    {
      benchmark: `Weak 3G, CPU 4x: a worker's first sync of ${RECORDS.toLocaleString("en")} records (${CLIENTS} clients), tap on login to the mark ${FIRST_SYNC_DONE_MARK}, fresh profile after the first run (${syncRequests})`,
      figure: ms(firstSync),
      baseline: `the same records' JSON fetched raw and parsed in the same page, same link: ${ms(raw.ms)} (${kb(rawBytes)} on the wire, ${kb(json.length)} raw)`,
      ratio: `${(firstSync / raw.ms).toFixed(1)}x`,
      target: "- (measured)",
      met: true,
    },
    {
      benchmark: `Weak 3G, CPU 4x: ${EDITS} clients saved offline through the client drawer, link back to the outbox empty (sync status 0 pending; all ${EDITS} read back from the server) (${editRequests})`,
      figure: ms(back),
      baseline: `one raw POST of the same ${entries} Sync entries (${kb(text.length)}), same page and link: ${ms(rawPost.ms)}`,
      ratio: `${(back / rawPost.ms).toFixed(1)}x`,
      target: "- (measured)",
      met: true,
    },
  ];
}

/** docs/PERFORMANCE.md, "Weak 3G link": the first visit in every flavour, a first sync and a day's edits on a 400 kbit/s, 400 ms link. */
export async function benchSlowNetwork(): Promise<BenchRow[]> {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-bench-web-"));
  fs.cpSync(path.resolve(import.meta.dirname, "../apps/web/dist"), webDist, { recursive: true });
  const stack = await startStack(1, { WEB_DIST: webDist });
  try {
    const baseUrl = stack.replicas[0]!;
    const rows = await benchFirstVisits(Number(new URL(baseUrl).port));
    // The first visits alone, for measuring a change to them by turns (docs/PERFORMANCE.md, "Weak 3G link").
    if (process.env.BENCH_FIRST_VISITS_ONLY === "1") return rows;
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-bench-slow-phone-"));
    const browser = await launchChromium(profile);
    try {
      rows.push(...(await benchSyncs(browser, baseUrl, webDist)));
    } finally {
      await browser.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
    return rows;
  } finally {
    await stack.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  }
}
