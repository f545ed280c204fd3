import type { Browser } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { gotoClients, laneBrowser, leaveBrowser } from "./support/browser.js";
import { hideApp, pageNow, startCountedDevice, wakeUpsSince } from "./support/wake-ups.js";

/**
 * No work while hidden (docs/worker-phone.md): with the app in the background, no timer of its own
 * fires and it asks the server nothing, also offline (where a visible app probes every 3 s) and
 * with a notice shown. The realtime channel's keep-alive (a ping after 120 s) is the one allowed.
 */
const baseUrl = inject("baseUrl");
const HIDDEN_MS = 12_000;

describe("the app in the background (docs/worker-phone.md)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await laneBrowser();
  });
  afterAll(async () => {
    await leaveBrowser(browser);
  });

  const startDevice = () => startCountedDevice(browser, baseUrl);

  it("offline and with a saved notice shown: no timer fires and no request goes out while hidden; back on screen the work goes on", async () => {
    const page = await startDevice();
    const requests: string[] = [];
    page.on("request", (request) => requests.push(`${request.method()} ${new URL(request.url()).pathname}`));
    await page.setOfflineMode(true);
    await gotoClients(page);
    await page.click('[data-testid="new-client"]');
    await page.type('[data-testid="client-name"]', "Saved before leaving the app");
    await page.click('[data-testid="client-save"]');
    await page.waitForSelector('[data-testid="sync-status"][data-state="offline"]', { timeout: 15_000 });
    // The 1 s save wait and the start's timers are over; the offline probe runs every 3 s.
    await new Promise((resolve) => setTimeout(resolve, 2000));

    const show = await hideApp(page);
    const hiddenAt = await pageNow(page);
    requests.length = 0;
    await new Promise((resolve) => setTimeout(resolve, HIDDEN_MS));
    const hidden = (await wakeUpsSince(page, hiddenAt)).filter((w) => w.hidden);
    const sent = [...requests];
    await show();
    expect(hidden.map((w) => `${w.kind} from ${w.where}`)).toEqual([]);
    expect(sent).toEqual([]);
    // Shown again: the notice is still there (its time stood still), and the offline probe and the notice's time go on.
    const shownAt = await pageNow(page);
    expect(await page.$$eval('[data-testid="notice"] span', (spans) => spans.map((s) => s.textContent))).toContain("Saved on this device");
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect((await wakeUpsSince(page, shownAt)).length).toBeGreaterThan(0);
    await page.browserContext().close();
  });
});
