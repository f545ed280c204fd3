import { randomUUID } from "node:crypto";
import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createWorker } from "./support/api.js";
import {
  dismissNotices,
  laneBrowser,
  leaveBrowser,
  login,
  navigateInApp,
  noticeTexts,
  openDevice,
  recordSyncEngine,
  waitForSyncEngine,
} from "./support/browser.js";
import { serverDatabase } from "./support/database.js";
import type { StoredContent } from "./support/stored-records.js";

const baseUrl = inject("baseUrl");
const password = "correct horse battery";
const amina = { email: `amina-${randomUUID().slice(0, 8)}@example.org`, name: "Amina Phiri" };
const banda = { email: `banda-${randomUUID().slice(0, 8)}@example.org`, name: "Banda Mwale" };

/** The messages a page shows, as "sender: text", in order. */
function shownMessages(page: Page): Promise<string[]> {
  return page.$$eval('[data-testid="chat-message"]', (items) =>
    items.map((li) => `${li.querySelector('[data-testid="chat-sender"]')?.textContent}: ${li.querySelector('[data-testid="chat-text"]')?.textContent}`),
  );
}

/** Waits until the page shows a message with that text (without a reload). */
function waitForMessage(page: Page, text: string, timeout = 15_000) {
  return page.waitForFunction(
    (wanted) => [...document.querySelectorAll('[data-testid="chat-text"]')].some((el) => el.textContent === wanted),
    { timeout },
    text,
  );
}

async function send(page: Page, text: string): Promise<void> {
  await page.type('[data-testid="chat-input"]', text);
  await page.click('[data-testid="chat-send"]');
  await waitForMessage(page, text, 5000);
}

/** docs/sync-and-api.md, "Chat (read by the whole deployment)": two users of one deployment chat live; a message written offline is sent on reconnect. */
describe("chat between two users of a deployment", () => {
  let browser: Browser;
  let pageA: Page;
  let pageB: Page;
  const db = serverDatabase();
  // Texts of this run alone: the database outlives a run when TEST_DATABASE_URL names one.
  const tag = randomUUID().slice(0, 4);

  beforeAll(async () => {
    await createWorker(baseUrl, amina.email, password, "default", amina.name);
    await createWorker(baseUrl, banda.email, password, "default", banda.name);
    browser = await laneBrowser();
    pageA = await openDevice(browser, baseUrl);
    pageB = await openDevice(browser, baseUrl);
  });

  afterAll(async () => {
    await leaveBrowser(browser);
  });

  it("explains that chat needs a login and offers the login drawer, then shows the conversation", async () => {
    await navigateInApp(pageA, "/chat");
    const explanation = await pageA.waitForSelector('[data-testid="chat-needs-login"] p');
    expect(await explanation!.evaluate((p) => p.textContent)).toBe("Chat is for the logged-in users of this app. Log in to read and send messages.");
    expect(await pageA.$('[data-testid="chat-input"]')).toBeNull();
    await pageA.click('[data-testid="chat-open-login"]');
    await pageA.type('[data-testid="login-email"]', amina.email);
    await pageA.type('[data-testid="login-password"]', password);
    await pageA.click('[data-testid="login-submit"]');
    await pageA.waitForSelector('[data-testid="chat-screen"] [data-testid="chat-input"]');
    expect(await pageA.$eval('label[for="chat-text"]', (l) => l.textContent)).toBe("Message");

    await login(pageB, banda.email, password);
    await navigateInApp(pageB, "/chat");
    await pageB.waitForSelector('[data-testid="chat-input"]');
  });

  it("delivers A's message to B live, named after A's login, and B's reply to A live", async () => {
    const hello = `Muli bwanji, Banda? ${tag}`;
    await send(pageA, hello);
    await waitForMessage(pageB, hello);
    expect(await shownMessages(pageB)).toContain(`${amina.name}: ${hello}`);
    const stored = await db.query<StoredContent<{ sender_name: string }>>(
      "select content from records where table_name = 'chat_messages' and content->>'text' = $1",
      [hello],
    );
    expect(stored.rows.map((r) => r.content.sender_name)).toEqual([amina.name]);

    const reply = `Ndili bwino, zikomo! ${tag}`;
    await send(pageB, reply);
    await waitForMessage(pageA, reply);
    expect((await shownMessages(pageA)).slice(-2)).toEqual([`${amina.name}: ${hello}`, `${banda.name}: ${reply}`]);
  });

  it("fits a 360 px wide screen: no sideways scrolling, the text box and Send button in view", async () => {
    await pageB.setViewport({ width: 360, height: 740 });
    await send(pageB, `${"A long word without spaces ".repeat(3).replaceAll(" ", "")} and a line that wraps on a small phone ${tag}`);
    expect(await pageB.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    for (const selector of ['[data-testid="chat-input"]', '[data-testid="chat-send"]']) {
      const box = await (await pageB.$(selector))!.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    }
  });

  it("lets A delete her own message (a second press confirms) and it leaves B's screen live; B is offered no delete for it", async () => {
    const gone = `A message to take back ${tag}`;
    await send(pageA, gone);
    await waitForMessage(pageB, gone);
    const onB = await pageB.$$eval(
      '[data-testid="chat-message"]',
      (items, text) => {
        const item = items.find((li) => li.querySelector('[data-testid="chat-text"]')?.textContent === text)!;
        return item.querySelector('[data-testid="chat-delete"]') !== null;
      },
      gone,
    );
    expect(onB).toBe(false);
    const uuid = await pageA.$$eval(
      '[data-testid="chat-message"]',
      (items, text) => items.find((li) => li.querySelector('[data-testid="chat-text"]')?.textContent === text)!.getAttribute("data-uuid")!,
      gone,
    );
    // Once synced, its "Waiting to send" badge and the sync status line change and the buttons move: click after that.
    await pageA.waitForSelector(`[data-testid="chat-message"][data-uuid="${uuid}"][data-waiting="false"]`, { timeout: 10_000 });
    await pageA.waitForSelector('[data-testid="sync-status"][data-pending="0"][data-state="idle"]', { timeout: 10_000 });
    // As a user would, the message is scrolled up from under the sticky text box before it is pressed.
    await pageA.$eval(`[data-testid="chat-message"][data-uuid="${uuid}"]`, (el) => el.scrollIntoView({ block: "center" }));
    await pageA.click(`[data-testid="chat-message"][data-uuid="${uuid}"] [data-testid="chat-delete"]`);
    await pageA.click(`[data-testid="chat-message"][data-uuid="${uuid}"] [data-testid="chat-delete-confirm"]`);
    await pageB.waitForFunction((u) => !document.querySelector(`[data-testid="chat-message"][data-uuid="${u}"]`), { timeout: 15_000 }, uuid);
    expect(await pageA.$(`[data-testid="chat-message"][data-uuid="${uuid}"]`)).toBeNull();
    await expect
      .poll(async () => (await db.query<{ deleted_at: Date | null }>("select deleted_at from records where uuid = $1", [uuid])).rows[0]?.deleted_at)
      .not.toBeNull();
  });

  it("keeps a message written offline waiting on A, then sends it on reconnect and B sees it live", async () => {
    await pageA.setOfflineMode(true);
    await pageA.waitForFunction(() => !navigator.onLine);
    await expect.poll(() => noticeTexts(pageA)).toContain("You are offline");
    await dismissNotices(pageA);
    const offline = `Written without a connection ${tag}`;
    await recordSyncEngine(pageA);
    await send(pageA, offline);
    const waiting = `[data-testid="chat-message"][data-waiting="true"] [data-testid="chat-waiting"]`;
    expect(await pageA.$eval(waiting, (el) => el.textContent)).toBe("Waiting to send");
    // The save's debounced sync has run and, offline, sent nothing: the engine went from waiting back to idle.
    await waitForSyncEngine(pageA, ["waiting", "idle"]);
    expect((await db.query("select 1 from records where table_name = 'chat_messages' and content->>'text' = $1", [offline])).rowCount).toBe(0);
    expect(await shownMessages(pageB)).not.toContain(`${amina.name}: ${offline}`);

    await pageA.setOfflineMode(false);
    await waitForMessage(pageB, offline, 20_000);
    await pageA.waitForFunction(() => document.querySelector('[data-testid="chat-waiting"]') === null, { timeout: 10_000 });
    expect((await shownMessages(pageB)).at(-1)).toBe(`${amina.name}: ${offline}`);
    expect((await db.query("select 1 from records where table_name = 'chat_messages' and content->>'text' = $1", [offline])).rowCount).toBe(1);
  });
});
