import { randomUUID } from "node:crypto";
import { UI_TEXTS_EN, UI_TEXTS_NL } from "@stepwise/domain/texts";
import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createWorker } from "./support/api.js";
import {
  completeFirstRun,
  controlledByServiceWorker,
  gotoClients,
  laneBrowser,
  leaveBrowser,
  login,
  noticeTexts,
  waitReady,
  waitSynced,
} from "./support/browser.js";
import { outboxCount } from "./support/queued-edits.js";

/**
 * The worker's phone when its storage fills (docs/worker-phone.md "Storage"): the warnings of docs/product.md §5 at
 * 85% and 90% of the quota, a write that finds no room told in her language with nothing kept lost,
 * and persistent storage asked for at the first login.
 *
 * The quota is the test's own. Chromium 156 takes DevTools' Storage.overrideQuotaForOrigin
 * (getUsageAndQuota then says overrideActive) but neither navigator.storage.estimate() nor an
 * IndexedDB write heeds it (tried: a 1 MB write under a 1,000-byte quota commits), so the page's
 * own estimate() reports the browser's real usage with the quota the test sets, and while the test
 * says the storage is full, IndexedDB's add and put refuse with the QuotaExceededError a full disk
 * gives. Everything else (the database, the app's code) is as on a phone.
 */
const baseUrl = inject("baseUrl");

const TEST_STORAGE = `(() => {
  const estimate = StorageManager.prototype.estimate;
  StorageManager.prototype.estimate = async function () {
    const real = await estimate.call(this);
    return window.__testQuota ? { ...real, quota: window.__testQuota } : real;
  };
  for (const method of ["add", "put"]) {
    const write = IDBObjectStore.prototype[method];
    IDBObjectStore.prototype[method] = function (...args) {
      if (window.__storageFull) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      return write.apply(this, args);
    };
  }
})();`;

async function usage(page: Page): Promise<number> {
  return page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
}

/** The quota the page's estimate() reports from now on (the browser's own without one). */
async function setQuota(page: Page, quota?: number): Promise<void> {
  await page.evaluate((q) => void ((window as unknown as { __testQuota?: number }).__testQuota = q), quota);
}

async function setStorageFull(page: Page, full: boolean): Promise<void> {
  await page.evaluate((f) => void ((window as unknown as { __storageFull?: boolean }).__storageFull = f), full);
}

/** A device through its first run (in a language), with the test's storage knobs. */
async function startDevice(browser: Browser, languageCode?: string): Promise<Page> {
  const page = await (await browser.createBrowserContext()).newPage();
  await page.evaluateOnNewDocument(TEST_STORAGE);
  await page.setViewport({ width: 360, height: 740 });
  await page.goto(baseUrl);
  await waitReady(page);
  await controlledByServiceWorker(page);
  await completeFirstRun(page, languageCode ? { languageCode } : {});
  return page;
}

/**
 * The storage check runs at start and when the app shows again (at most every 2 hours): the test
 * forgets the last check and tells the app it shows again, as a worker coming back to it would.
 */
async function checkStorageNow(page: Page): Promise<void> {
  await page.evaluate(() => {
    localStorage.removeItem("storageCheckedAt");
    document.dispatchEvent(new Event("visibilitychange"));
  });
}

describe("a phone whose storage fills (docs/product.md §5, docs/worker-phone.md)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await laneBrowser();
  });
  afterAll(async () => {
    await leaveBrowser(browser);
  });

  it("warns above 85% of the quota and warns critically at 90% and more, each in its own words", async () => {
    const page = await startDevice(browser);
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 15_000 }).catch(() => undefined);
    await checkStorageNow(page);
    await page.waitForFunction(() => localStorage.getItem("storageCheckedAt") !== null);
    expect(await noticeTexts(page)).not.toContain(UI_TEXTS_EN.TRESHOLD);

    await setQuota(page, Math.round((await usage(page)) / 0.875));
    await checkStorageNow(page);
    await page.waitForFunction(
      (text) => [...document.querySelectorAll('[data-testid="notice"] span')].some((s) => s.textContent === text),
      {},
      UI_TEXTS_EN.TRESHOLD,
    );
    expect(await page.$eval('[data-testid="notice"]', (n) => n.className)).toContain("notice-negative");

    await setQuota(page, Math.round((await usage(page)) / 0.95));
    await checkStorageNow(page);
    await page.waitForFunction(
      (text) => [...document.querySelectorAll('[data-testid="notice"] span')].some((s) => s.textContent === text),
      {},
      UI_TEXTS_EN.CRITICALSTORAGE,
    );
    // One storage notice at a time (docs/product.md §5, a group), now the critical one.
    const texts = await noticeTexts(page);
    expect(texts.filter((t) => t === UI_TEXTS_EN.TRESHOLD || t === UI_TEXTS_EN.CRITICALSTORAGE)).toEqual([UI_TEXTS_EN.CRITICALSTORAGE]);
    await page.browserContext().close();
  });

  it("a client saved while the storage is full is told in Dutch that it was not saved, stays in the drawer, and the outbox keeps its entries", async () => {
    const page = await startDevice(browser, "nl");
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push((error as Error).message));
    await page.setOfflineMode(true);

    // A client saved while there is room: kept in the outbox, offline.
    await gotoClients(page);
    await page.click('[data-testid="new-client"]');
    await page.type('[data-testid="client-name"]', "Kept before the storage filled");
    await page.click('[data-testid="client-save"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="client-drawer"]') === null);
    expect(await outboxCount(page)).toBe(1);

    // The storage fills: every write is refused.
    await setStorageFull(page, true);
    await page.click('[data-testid="new-client"]');
    await page.type('[data-testid="client-name"]', "Saved while full");
    await page.click('[data-testid="client-save"]');
    await page.waitForFunction(
      (text) => [...document.querySelectorAll('[data-testid="notice"] span')].some((s) => s.textContent === text),
      {},
      UI_TEXTS_NL.STORAGE_FULL,
    );
    expect(await page.$eval('[data-testid="client-name"]', (input) => (input as HTMLInputElement).value)).toBe("Saved while full");
    expect(await noticeTexts(page)).not.toContain(UI_TEXTS_NL.SAVED_ON_DEVICE);
    expect(await outboxCount(page)).toBe(1);

    // Room again: the same save goes through, and both reach the server once online.
    await setStorageFull(page, false);
    await page.click('[data-testid="client-save"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="client-drawer"]') === null);
    expect(await outboxCount(page)).toBe(2);
    await page.setOfflineMode(false);
    await waitSynced(page, 30_000);
    expect(await outboxCount(page)).toBe(0);
    const names = await page.$$eval('[data-testid="client-name-text"]', (els) => els.map((el) => el.textContent));
    expect(names).toEqual(expect.arrayContaining(["Kept before the storage filled", "Saved while full"]));
    expect(errors.filter((e) => !e.includes("QuotaExceededError"))).toEqual([]);
    await page.browserContext().close();
  });

  it("asks for persistent storage at the first login, not before", async () => {
    // No permission granted: headless Chromium refuses persistence, as a phone's browser may.
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    // Counts the app's calls of the browser's own persist(), which stays what it is.
    await page.evaluateOnNewDocument(() => {
      const persist = navigator.storage.persist.bind(navigator.storage);
      (window as unknown as { persistCalls: number }).persistCalls = 0;
      navigator.storage.persist = () => {
        (window as unknown as { persistCalls: number }).persistCalls += 1;
        return persist();
      };
    });
    await page.goto(baseUrl);
    await waitReady(page);
    await completeFirstRun(page);
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 15_000 }).catch(() => undefined);
    expect(await page.evaluate(() => (window as unknown as { persistCalls: number }).persistCalls)).toBe(0);
    const email = `persist-${randomUUID().slice(0, 8)}@example.org`;
    await createWorker(baseUrl, email, "a long password");
    await login(page, email, "a long password");
    await page.waitForFunction(() => (window as unknown as { persistCalls: number }).persistCalls === 1);
    expect(await page.evaluate(() => navigator.storage.persisted())).toBe(false);
    await context.close();
  });
});
