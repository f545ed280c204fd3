import type { Page } from "puppeteer-core";
import { gotoClients, launchChromium } from "../e2e/support/browser.js";
import { hideApp, pageNow, startCountedDevice, wakeUpsSince, type WakeUp } from "../e2e/support/wake-ups.js";
import { startStack } from "./support/stack.js";
import type { BenchRow } from "./support/stats.js";

/** How long each phase is watched (BENCH_HIDDEN_S, default 60 s). */
const PHASE_MS = Number(process.env.BENCH_HIDDEN_S ?? 60) * 1000;
/**
 * The realtime channel's keep-alive (a ping after 120 s of silence, its pong watch) is all that may
 * run while hidden: at most one wake-up a minute (docs/worker-phone.md "No work while hidden").
 */
const TARGET_PER_MINUTE = 1;

const perMinute = (count: number) => (count * 60_000) / PHASE_MS;

/**
 * Wake-ups per minute while the app is hidden (docs/worker-phone.md "No work while hidden"). A device (Chromium, a new profile)
 * is started through its first run with the page's timers counted (e2e/support/wake-ups.ts), in two
 * states: online on /Home, and offline on the client list with a client just saved (the offline
 * probe and a notice's timer would run). In each, the wake-ups of PHASE_MS on screen are the
 * baseline and those of PHASE_MS hidden (another tab in front) the figure.
 */
export async function benchHiddenWakeUps(): Promise<BenchRow[]> {
  const stack = await startStack(1);
  const browser = await launchChromium();
  const rows: BenchRow[] = [];
  try {
    const baseUrl = stack.replicas[0]!;
    for (const offline of [false, true]) {
      const page = await startCountedDevice(browser, baseUrl);
      if (offline) await goOfflineWithASave(page);
      await page.waitForNetworkIdle({ idleTime: 1000, timeout: 30_000 }).catch(() => undefined);
      const requests: string[] = [];
      page.on("request", (request) => requests.push(new URL(request.url()).pathname));

      const visibleAt = await pageNow(page);
      await new Promise((resolve) => setTimeout(resolve, PHASE_MS));
      const visible = await wakeUpsSince(page, visibleAt);
      const visibleRequests = requests.length;

      const show = await hideApp(page);
      const hiddenAt = await pageNow(page);
      await new Promise((resolve) => setTimeout(resolve, PHASE_MS));
      const hidden = (await wakeUpsSince(page, hiddenAt)).filter((w) => w.hidden);
      const hiddenRequests = requests.length - visibleRequests;
      await show();
      console.error(
        `hidden-wake-ups (${offline ? "offline" : "online"}): hidden ${describe(hidden)}; ${hiddenRequests} requests hidden, ${visibleRequests} on screen`,
      );
      const figure = perMinute(hidden.length);
      const baseline = perMinute(visible.length);
      rows.push({
        benchmark: `hidden wake-ups per minute, ${offline ? "offline with a notice" : "online on /Home"} (${PHASE_MS / 1000} s each)`,
        figure: `${figure.toFixed(1)}/min hidden, ${perMinute(hiddenRequests).toFixed(1)} requests/min`,
        baseline: `${baseline.toFixed(1)}/min on screen`,
        ratio: baseline > 0 ? `${(figure / baseline).toFixed(3)}x` : "-",
        target: `<= ${TARGET_PER_MINUTE}/min hidden`,
        met: figure <= TARGET_PER_MINUTE,
      });
      await page.browserContext().close();
    }
  } finally {
    await browser.close();
    await stack.close();
  }
  return rows;
}

async function goOfflineWithASave(page: Page): Promise<void> {
  await page.setOfflineMode(true);
  await gotoClients(page);
  await page.click('[data-testid="new-client"]');
  await page.type('[data-testid="client-name"]', "Saved before leaving the app");
  await page.click('[data-testid="client-save"]');
  await page.waitForSelector('[data-testid="sync-status"][data-state="offline"]', { timeout: 15_000 });
}

/** The wake-ups by where they were set, most first. */
function describe(wakeUps: WakeUp[]): string {
  if (wakeUps.length === 0) return "none";
  const counts = new Map<string, number>();
  for (const w of wakeUps) counts.set(`${w.kind} ${w.where}`, (counts.get(`${w.kind} ${w.where}`) ?? 0) + 1);
  return [...counts].map(([where, n]) => `${n}x ${where}`).join("; ");
}
