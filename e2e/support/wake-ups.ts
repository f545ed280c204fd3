import type { Browser, Page } from "puppeteer-core";
import { completeFirstRun, controlledByServiceWorker, waitReady } from "./browser.js";

/**
 * Counts the page's wake-ups (docs/worker-phone.md "No work while hidden"): every timer callback
 * (setTimeout, setInterval, requestAnimationFrame) that runs, with the page's visibility when it
 * ran and where it was set. Installed before the app's code, around the browser's own timers,
 * which still do the waiting. A string, so the TypeScript loader adds nothing the page lacks.
 */
export const COUNT_WAKE_UPS = `(() => {
  const wakeUps = [];
  window.__wakeUps = wakeUps;
  const origin = () => (new Error().stack || "").split("\\n").slice(3, 5).map((line) => line.trim().slice(0, 120)).join(" < ");
  const wrap = (fn, kind, where) => function (...args) {
    wakeUps.push({ at: performance.now(), kind, hidden: document.visibilityState === "hidden", where });
    return typeof fn === "function" ? fn.apply(this, args) : undefined;
  };
  const setTimeoutOriginal = window.setTimeout;
  const setIntervalOriginal = window.setInterval;
  const rafOriginal = window.requestAnimationFrame;
  window.setTimeout = function (fn, ms, ...args) { return setTimeoutOriginal.call(window, wrap(fn, "timeout", origin()), ms, ...args); };
  window.setInterval = function (fn, ms, ...args) { return setIntervalOriginal.call(window, wrap(fn, "interval", origin()), ms, ...args); };
  window.requestAnimationFrame = function (fn) { return rafOriginal.call(window, wrap(fn, "frame", origin())); };
})();`;

export interface WakeUp {
  at: number;
  kind: string;
  hidden: boolean;
  where: string;
}

/** The wake-ups since `since` (performance.now() of the page). */
export function wakeUpsSince(page: Page, since: number): Promise<WakeUp[]> {
  return page.evaluate((from) => ((window as unknown as { __wakeUps: WakeUp[] }).__wakeUps ?? []).filter((w) => w.at >= from), since);
}

export function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

/**
 * Hides the app as a worker who switches to another app does: another tab of the same browser
 * comes to the front, and the app's document becomes hidden (visibilitychange). Answers a function
 * that brings the app back.
 */
export async function hideApp(page: Page): Promise<() => Promise<void>> {
  const other = await page.browserContext().newPage();
  await other.bringToFront();
  await page.waitForFunction(() => document.visibilityState === "hidden");
  return async () => {
    await page.bringToFront();
    await page.waitForFunction(() => document.visibilityState === "visible");
    await other.close();
  };
}

/** How long a new device's realtime channel may take to be answered (graphql-ws's connection_ack). */
const ACK_WAIT_MS = 15_000;

/**
 * A fresh device of its own whose timers and callbacks are counted, controlled by the service
 * worker, past the first run, with its realtime channel answered. A socket opened just before the
 * test takes the phone offline waits for the server's answer with a timer of graphql-ws's
 * (connectionAckWaitTimeout), which then fires while the app is hidden: the channel's own
 * connection, not the app's work (a CI run failed on it).
 */
export async function startCountedDevice(browser: Browser, baseUrl: string): Promise<Page> {
  const page = await (await browser.createBrowserContext()).newPage();
  const network = await page.createCDPSession();
  await network.send("Network.enable");
  let acked = false;
  let onAck = () => {};
  network.on("Network.webSocketFrameReceived", (frame) => {
    if (!frame.response.payloadData.includes('"connection_ack"')) return;
    acked = true;
    onAck();
  });
  await page.evaluateOnNewDocument(COUNT_WAKE_UPS);
  await page.goto(baseUrl);
  await waitReady(page);
  await controlledByServiceWorker(page);
  await completeFirstRun(page);
  if (!acked) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await new Promise<void>((resolve, reject) => {
      onAck = resolve;
      timer = setTimeout(() => reject(new Error(`the realtime channel was not answered within ${ACK_WAIT_MS} ms of the first run's end`)), ACK_WAIT_MS);
    }).finally(() => clearTimeout(timer));
  }
  await network.detach();
  return page;
}
