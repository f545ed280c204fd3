import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createWorker } from "./support/api.js";
import { completeFirstRun, laneBrowser, leaveBrowser, navigateInApp, noticeTexts, openDevice, waitReady } from "./support/browser.js";
import { serverDatabase } from "./support/database.js";

const baseUrl = inject("baseUrl");
const port = new URL(baseUrl).port;
const CRITICAL = "This device's storage is full: new changes may not be kept. Sync now and free some space.";

/**
 * Throws from a timer in a script of the page's own origin: an uncaught error, as a bug in the app
 * would. (A script Puppeteer evaluates is not of the page's origin, so Chromium would mute its
 * error to "Script error.", which the app rightly does not log; the page's CSP is bypassed to add
 * the script.)
 */
const throwUncaught = (page: Page, message: string) => page.addScriptTag({ content: `setTimeout(() => { throw new Error(${JSON.stringify(message)}); });` });

/** Errors waiting on the device, read from its IndexedDB. */
const waitingErrors = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open("stepwise-usage");
        open.onerror = () => reject(open.error ?? new Error("IndexedDB failed"));
        open.onsuccess = () => {
          const all = open.result.transaction("errors").objectStore("errors").getAll();
          all.onsuccess = () => resolve((all.result as Array<{ error: { message: string } }>).map((e) => e.error.message));
        };
      }),
  );

describe("error log, app usage, storage check and read-aloud in Chromium", () => {
  let browser: Browser;
  const db = serverDatabase();
  const loggedMessages = async (installId: string) =>
    (await db.query<{ message: string }>("select error->>'message' as message from error_logs where app_id = $1 order by id", [installId])).rows.map(
      (r) => r.message,
    );

  beforeAll(async () => {
    browser = await laneBrowser();
  });

  afterAll(async () => {
    await leaveBrowser(browser);
  });

  it("sends uncaught errors to logError, skips HTTP-client failures, keeps errors while offline and sends them on coming online", async () => {
    const page = await openDevice(browser, baseUrl);
    await page.setBypassCSP(true);
    await page.reload();
    await waitReady(page);
    // docs/product.md §4: the start goes on to /Home after 500 ms; that visit is counted for app_usage below.
    await page.waitForFunction(() => location.pathname === "/Home", { timeout: 10_000 });
    const installId = await page.evaluate(() => localStorage.getItem("APP-ID")!);

    // The HTTP client's network failure is not logged (docs/product.md §5); the app's own error is.
    await page.addScriptTag({ content: 'Promise.reject(new TypeError("Failed to fetch"));' });
    await throwUncaught(page, "e2e: the app broke");
    await expect.poll(() => loggedMessages(installId), { timeout: 15_000 }).toEqual(["e2e: the app broke"]);
    const [row] = (
      await db.query<{ app_id: string; date: string; error: unknown; install_id: string }>(
        "select app_id, date, error, install_id from error_logs where app_id = $1",
        [installId],
      )
    ).rows;
    expect(row).toMatchObject({ app_id: installId, install_id: installId, error: { name: "Error", message: "e2e: the app broke" } });
    expect(Number.isNaN(Date.parse(row!.date))).toBe(false);
    // The device forgets the error once the server's answer is in, which can come a moment after the row.
    await expect.poll(() => waitingErrors(page), { timeout: 10_000 }).toEqual([]);

    await page.setOfflineMode(true);
    await page.waitForSelector('[data-testid="sync-status"][data-state="offline"]', { timeout: 10_000 });
    await throwUncaught(page, "e2e: broke while offline");
    await expect.poll(() => waitingErrors(page), { timeout: 10_000 }).toEqual(["e2e: broke while offline"]);
    expect(await loggedMessages(installId)).toEqual(["e2e: the app broke"]);

    await page.setOfflineMode(false);
    await expect.poll(() => loggedMessages(installId), { timeout: 20_000 }).toEqual(["e2e: the app broke", "e2e: broke while offline"]);
    await expect.poll(() => waitingErrors(page), { timeout: 10_000 }).toEqual([]);

    // Coming online also sends the screens visited today (docs/product.md §3 app_usage), /Home of this start
    // included; that report and the waiting errors go out independently, in either order.
    const usage = async () =>
      (await db.query<{ screen: string; visits: number }>("select screen, visits from app_usage where install_id = $1", [installId])).rows;
    await expect.poll(async () => (await usage()).map((r) => r.screen), { timeout: 20_000 }).toContain("/Home");
    expect((await usage()).every((r) => r.visits >= 1)).toBe(true);
  });

  it("warns with CRITICALSTORAGE, negative-coloured, when storage is 90% used", async () => {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    // Chromium's real estimate reports this machine's disk: the estimate is replaced to say 90% used.
    await page.evaluateOnNewDocument(() => {
      const counted = window as unknown as { estimates?: number };
      Object.defineProperty(navigator.storage, "estimate", {
        value: async () => {
          counted.estimates = (counted.estimates ?? 0) + 1;
          return { usage: 90, quota: 100 };
        },
      });
    });
    await page.goto(baseUrl);
    await page.waitForSelector('[data-testid="notice"].notice-negative', { timeout: 15_000 });
    expect(await noticeTexts(page)).toContain(CRITICAL);
    // The first run wipes local storage, the check's memory with it; from then on a reload within
    // 2 hours checks no more.
    await completeFirstRun(page);
    await page.reload();
    await waitReady(page);
    const checkedAt = () => page.evaluate(() => localStorage.getItem("storageCheckedAt"));
    const firstCheck = await checkedAt();
    expect(firstCheck).not.toBeNull();
    await page.reload();
    await waitReady(page);
    // The check runs before the first render: by now it has checked again, or decided not to. (The
    // device report asks for an estimate at every start too, docs/shared-phone.md: not a check.)
    expect(await checkedAt()).toBe(firstCheck);
    expect(await noticeTexts(page)).not.toContain(CRITICAL);
    await context.close();
  });

  it("offers read-aloud on an article where the deployment has text2speech, and not where it is off", async () => {
    const page = await openDevice(browser, baseUrl);
    await navigateInApp(page, "/Home/Article/art-rehab-welcome");
    await page.waitForSelector('[data-testid="article"]');
    const button = await page.waitForSelector('[data-testid="read-aloud"]');
    expect(
      await button!.evaluate((b) => [b.tagName, b.textContent, b.getAttribute("aria-pressed"), b.querySelector("svg")?.getAttribute("aria-hidden")]),
    ).toEqual(["BUTTON", "Read aloud", "false", "true"]);

    // HIAPP (text2speech off) asks for a login first, its login drawer already open.
    const email = `hiapp-${crypto.randomUUID()}@example.org`;
    await createWorker(baseUrl, email, "a long password", "HIAPP");
    const hiapp = await openDevice(browser, `http://hiapp.localhost:${port}`);
    await hiapp.waitForSelector('[data-testid="login-required"] [data-testid="login-email"]');
    await hiapp.type('[data-testid="login-required"] [data-testid="login-email"]', email);
    await hiapp.type('[data-testid="login-required"] [data-testid="login-password"]', "a long password");
    await hiapp.click('[data-testid="login-required"] [data-testid="login-submit"]');
    await hiapp.waitForSelector('[data-testid="logged-in-as"]');
    await navigateInApp(hiapp, "/Home/Article/art-hi-about");
    await hiapp.waitForSelector('[data-testid="article"]');
    expect(await hiapp.$('[data-testid="read-aloud"]')).toBeNull();
  });
});
