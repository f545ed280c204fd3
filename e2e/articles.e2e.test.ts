import type { Browser } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { laneBrowser, leaveBrowser, openDevice } from "./support/browser.js";
import { liveContentIsTheRelease, serverDatabase } from "./support/database.js";

const baseUrl = inject("baseUrl");

describe("articles", () => {
  let browser: Browser;
  const db = serverDatabase();

  beforeAll(async () => {
    // An article with markup a server must never pass on to the page as it is.
    const hostile = {
      uuid: "art-hostile",
      parent_id: null,
      default: false,
      page: "Article",
      childpages: [],
      article:
        '<h2>Washing hands</h2><p onclick="window.__pwned = 1">Use soap.</p><img src="/icon.svg" onerror="window.__pwned = 2"><a href="javascript:window.__pwned = 3">more</a><script>window.__pwned = 4</script>',
    };
    await db.query(
      "insert into content_items (application_id, kind, key, language, content) select id, 'articles', $1, 'en', $2 from applications where host is null",
      [hostile.uuid, JSON.stringify(hostile)],
    );
    // Put in the release by hand too, past the server's own sanitiser: the page must not trust the server's HTML either.
    await liveContentIsTheRelease(db, "host is null");
    browser = await laneBrowser();
  });

  afterAll(async () => {
    await leaveBrowser(browser);
  });

  it("lists the deployment's articles on /Home and shows one with its HTML sanitized", async () => {
    const page = await openDevice(browser, baseUrl);
    await page.waitForSelector('[data-testid="article-list"]');
    const titles = await page.$$eval('[data-testid="article-list"] a', (links) => links.map((a) => a.textContent));
    expect(titles).toContain("Working with Stepwise");
    expect(titles).toContain("Washing hands");

    await page.click('[data-testid="article-list"] a[href="/Home/Article/art-hostile"]');
    await page.waitForSelector('[data-testid="article"]');
    const html = await page.$eval('[data-testid="article"]', (el) => el.innerHTML);
    expect(html).toContain("<h2>Washing hands</h2>");
    expect(html).toContain("<p>Use soap.</p>");
    expect(html).not.toMatch(/onclick|onerror|javascript:|<script/i);
    await page.click('[data-testid="article"] p');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});
