import { randomUUID } from "node:crypto";
import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminGraphQL } from "./support/api.js";
import { laneBrowser, leaveBrowser, openDevice } from "./support/browser.js";
import { draftItem, malaCopy, putDraftItem } from "./support/release-deployment.js";

const baseUrl = inject("baseUrl");

interface ArticleContent {
  uuid: string;
  article: string;
  [field: string]: unknown;
}

/** Everything the origin keeps where a page could read it: localStorage (keys and values) and the IndexedDB databases (names and versions). */
async function originStorage(page: Page): Promise<{ local: Record<string, string>; databases: string[] }> {
  return page.evaluate(async () => ({
    local: Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key) ?? ""])),
    databases: (await indexedDB.databases()).map((d) => `${d.name ?? ""}@${d.version ?? ""}`).sort(),
  }));
}

/** Opens the article "art-mala-help" from the home screen's list, clicked where it is at that moment (the list may be drawn again meanwhile). */
async function openArticle(page: Page): Promise<void> {
  const link = '[data-testid="article-list"] a[href="/Home/Article/art-mala-help"]';
  await page.waitForSelector(link, { timeout: 20_000 });
  await page.$eval(link, (a) => (a as HTMLElement).click());
  await page.waitForSelector('[data-testid="article"]');
}

/**
 * docs/worker-phone.md, "Preview": the app opened with a preview ticket shows the draft on its own
 * screens, and leaves the origin's storage (here a worker's phone app, first run done) as it was.
 */
describe("the preview of a draft", () => {
  let browser: Browser;
  let deployment: { id: number; host: string };
  let origin: string;
  const draftText = `Draft words ${randomUUID().slice(0, 6)}`;

  beforeAll(async () => {
    browser = await laneBrowser();
    deployment = await malaCopy(baseUrl, "preview");
    origin = `http://${deployment.host}:${new URL(baseUrl).port}`;
    const play = await draftItem<ArticleContent>(baseUrl, deployment.id, "articles", "art-mala-help", "en");
    await putDraftItem(baseUrl, deployment.id, {
      kind: "articles",
      key: "art-mala-help",
      language: "en",
      content: { ...play, article: `<h2>When to ask for help</h2><p>${draftText}</p>` },
    });
  });

  afterAll(() => leaveBrowser(browser));

  it("shows a draft's article text the live app does not, and leaves the origin's localStorage and IndexedDB as they were", async () => {
    const page = await openDevice(browser, origin);
    await page.setViewport({ width: 360, height: 740 });
    // The live app: the published article.
    await openArticle(page);
    await page.waitForSelector('[data-testid="article"]');
    expect(await page.$eval('[data-testid="article"]', (el) => el.textContent)).not.toContain(draftText);

    // What the origin holds, read from a page of the origin that is no app (the live app writes as it runs; the service worker leaves /api/ to the server).
    await page.goto(`${origin}/api/storage-probe`);
    const before = await originStorage(page);
    expect(before.local.application).toBeDefined();
    expect(before.databases.length).toBeGreaterThan(0);

    const { previewDraft } = await adminGraphQL<{ previewDraft: { url: string } }>(
      baseUrl,
      'mutation($id: Int!) { previewDraft(applicationId: $id, language: "en") { url } }',
      { id: deployment.id },
    );
    expect(previewDraft.url).toMatch(/^\/\?preview=[^&]+&lang=en$/);
    await page.goto(`${origin}${previewDraft.url}`);
    await page.waitForSelector('[data-testid="preview-band"]');
    expect(await page.$eval('[data-testid="preview-band"]', (el) => el.textContent)).toBe("Preview of a draft");
    // No first run: the ticket's deployment and language, straight to the home screen.
    await openArticle(page);
    await page.waitForFunction((text) => document.querySelector('[data-testid="article"]')?.textContent?.includes(text), {}, draftText);
    // Its storage is the page's own, in memory: the origin's is not what it reads.
    expect(await page.evaluate(() => localStorage.getItem("initialization"))).toBe("INITIALIZED");
    // A reload in the frame, its address no longer naming the ticket, is still the preview: the real app never starts here.
    await page.reload();
    await page.waitForSelector('[data-testid="preview-band"]');
    await openArticle(page);
    await page.waitForFunction((text) => document.querySelector('[data-testid="article"]')?.textContent?.includes(text), {}, draftText);

    await page.goto(`${origin}/api/storage-probe`);
    expect(await originStorage(page)).toEqual(before);
    await page.browserContext().close();
  });

  it('shows "This preview has ended: open it again from the console" for a ticket that is not good (any more)', async () => {
    const page = await (await browser.createBrowserContext()).newPage();
    await page.setViewport({ width: 360, height: 740 });
    await page.goto(`${origin}/?preview=${"x".repeat(43)}&lang=en`);
    await page.waitForSelector('[data-testid="preview-ended"]');
    expect(await page.$eval('[data-testid="preview-ended"]', (el) => el.textContent)).toBe("This preview has ended: open it again from the console");
    await page.goto(`${origin}/api/storage-probe`);
    expect(await originStorage(page)).toEqual({ local: {}, databases: [] });
    await page.browserContext().close();
  });
});
