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

/** A fresh device of its own whose timers and callbacks are counted, controlled by the service worker, past the first run. */
export async function startCountedDevice(browser: Browser, baseUrl: string): Promise<Page> {
  const page = await (await browser.createBrowserContext()).newPage();
  await page.evaluateOnNewDocument(COUNT_WAKE_UPS);
  await page.goto(baseUrl);
  await waitReady(page);
  await controlledByServiceWorker(page);
  await completeFirstRun(page);
  return page;
}
