import type { Browser } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { laneBrowser, leaveBrowser, navigateInApp, openDevice, reloadOffline } from "./support/browser.js";
import { serverDatabase } from "./support/database.js";

const baseUrl = inject("baseUrl");

describe("content pages, favorites and the Malawi area", () => {
  let browser: Browser;
  const db = serverDatabase();

  beforeAll(async () => {
    browser = await laneBrowser();
  });
  afterAll(async () => {
    await leaveBrowser(browser);
  });

  it("opens the Start page from /Home, marks it a favorite offline, keeps it across a reload and syncs it", async () => {
    const page = await openDevice(browser, baseUrl);
    await page.waitForSelector('a.tile[href="/Home/Start/art-rehab-welcome"]');
    // Tapped as soon as the tile shows: Home's count of visits due comes later into a space kept for
    // it, and moves no tile (docs/worker-phone.md, "Home").
    await page.click('a.tile[href="/Home/Start/art-rehab-welcome"]');
    await page.waitForSelector('[data-testid="content-page-start"]');
    expect(await page.$eval('[data-testid="content-page-start"] h2', (h) => h.textContent)).toBe("Working with Stepwise");
    const childLinks = await page.$$eval('[data-testid="content-page-start"] nav a', (links) => links.map((a) => a.getAttribute("href")));
    expect(childLinks).toEqual(["/Home/Article/art-rehab-goals", "/Home/Article/art-rehab-ladder"]);

    await page.setOfflineMode(true);
    await page.click('[data-testid="favorite-toggle"]');
    await page.waitForSelector('[data-testid="favorite-toggle"][aria-pressed="true"]');
    await reloadOffline(page);
    await page.waitForSelector('[data-testid="favorite-list"]');
    expect(await page.$$eval('[data-testid="favorite-list"] a', (links) => links.map((a) => a.textContent))).toEqual(["Working with Stepwise"]);

    await page.setOfflineMode(false);
    await page.waitForSelector('[data-testid="sync-status"][data-pending="0"]', { timeout: 15_000 });
    const stored = await db.query<{ article: string }>(
      "select content->>'article_uuid' as article from records where table_name = 'favorites' and deleted_at is null",
    );
    expect(stored.rows.map((r) => r.article)).toContain("art-rehab-welcome");
  });

  it("has the deployment's content offline right after the first run, before any screen was opened", async () => {
    const page = await openDevice(browser, baseUrl);
    await page.setOfflineMode(true);
    await reloadOffline(page);
    await page.waitForSelector('[data-testid="article-list"]');
    await page.click('a[href="/forms/clients"]');
    await page.waitForSelector('[data-testid="new-client"]');
    await page.click('[data-testid="new-client"]');
    await page.waitForSelector('[data-testid="consent-care-box"]', { timeout: 10_000 });
    expect(await page.$$eval("abbr.mandatory", (marks) => marks.length)).toBe(4);
    await page.setOfflineMode(false);
  });

  it("shows the About page for an unknown pageID, and the Malawi area only in MALA", async () => {
    const page = await openDevice(browser, baseUrl);
    await navigateInApp(page, "/Home/About/1");
    await page.waitForSelector('[data-testid="content-page-about"]');
    expect(await page.$eval('[data-testid="content-page-about"] h2', (h) => h.textContent)).toBe("About Stepwise");
    await navigateInApp(page, "/malawi");
    await page.waitForSelector('[data-testid="malawi-elsewhere"]');

    const port = new URL(baseUrl).port;
    const mala = await openDevice(browser, `http://mala.localhost:${port}`);
    await mala.click('a[href="/malawi"]');
    await mala.waitForSelector('[data-testid="malawi-area"]');
    expect(await mala.$eval('[data-testid="malawi-area"] p', (p) => p.textContent)).toBe("Follow your child's development, step by step");
  });
});
