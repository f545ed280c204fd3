import { randomUUID } from "node:crypto";
import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createWorker } from "./support/api.js";
import { dismissNotices, gotoClients, laneBrowser, leaveBrowser, login, openDevice } from "./support/browser.js";

const baseUrl = inject("baseUrl");
const CLIENTS = 300;
const nameOf = (i: number) => `Window Client ${String(i).padStart(3, "0")}`;

/** The worker's clients, saved as an older device would (REST saveTables, one batch). */
async function saveClients(email: string, password: string): Promise<void> {
  const login = await fetch(`${baseUrl}/api/login`, { method: "POST", body: new URLSearchParams({ email, password }) });
  const { token } = (await login.json()) as { token: string };
  const payload = Array.from({ length: CLIENTS }, (_, i) => {
    const uuid = randomUUID();
    return {
      appIdentifier: "default",
      user_id: 1,
      uuid,
      table: "clients",
      record: { uuid, clientname: nameOf(i), archived: false, synced: 0 },
      queuedAt: new Date().toISOString(),
    };
  });
  const saved = await fetch(`${baseUrl}/api/saveTables/${randomUUID()}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: new URLSearchParams({ payload: JSON.stringify(payload) }),
  });
  expect(saved.status).toBe(200);
}

/** Each drawn row: its place in the list (aria-posinset), the list's size (aria-setsize) and its name. */
const drawnRows = (page: Page) =>
  page.$$eval('[data-testid="client-item"]', (items) =>
    items.map((item) => ({
      at: Number(item.getAttribute("aria-posinset")),
      of: item.getAttribute("aria-setsize"),
      name: item.querySelector('[data-testid="client-name-text"]')?.textContent,
    })),
  );

/** The place in the list of the row holding keyboard focus, or 0 when focus is outside the list. */
const focusedPlace = (page: Page) => page.evaluate(() => Number(document.activeElement?.closest("li[aria-posinset]")?.getAttribute("aria-posinset") ?? 0));

describe("the windowed client list", () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    const email = `window-${randomUUID().slice(0, 8)}@example.org`;
    const password = "a long window password";
    await createWorker(baseUrl, email, password);
    await saveClients(email, password);
    browser = await laneBrowser();
    page = await openDevice(browser, baseUrl);
    await page.setViewport({ width: 360, height: 780 });
    await login(page, email, password);
    await gotoClients(page);
    await page.waitForFunction(
      (n) => document.querySelector('[data-testid="client-count"]')?.getAttribute("data-count") === String(n),
      { timeout: 20_000 },
      CLIENTS,
    );
  });

  afterAll(async () => {
    await leaveBrowser(browser);
  });

  it("draws the first rows of 300, each telling its place in the whole list, and announces the count", async () => {
    expect(await page.$eval('[data-testid="client-count"]', (el) => [el.getAttribute("role"), el.textContent])).toEqual(["status", "300 clients"]);
    const rows = await drawnRows(page);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(CLIENTS);
    expect(rows).toEqual(rows.map((_, i) => ({ at: i + 1, of: "300", name: nameOf(i) })));
  });

  it("lets the keyboard walk down past the first drawn rows, drawing the next ones as focus moves", async () => {
    await dismissNotices(page);
    const firstDrawn = (await drawnRows(page)).length;
    const target = firstDrawn + 20;
    await page.focus('[data-testid="client-item"][aria-posinset="1"] button.client-open');
    // As a worker pressing Tab, four buttons to a row: each press waits until the focus has moved on.
    for (let press = 0; press < target * 4 && (await focusedPlace(page)) < target; press += 1) {
      const before = await page.evaluateHandle(() => document.activeElement);
      await page.keyboard.press("Tab");
      await page.waitForFunction((previous) => document.activeElement !== previous, { timeout: 5_000 }, before);
      await before.dispose();
    }
    expect(await focusedPlace(page)).toBe(target);
    expect(await page.evaluate(() => document.activeElement?.closest("li")?.querySelector('[data-testid="client-name-text"]')?.textContent)).toBe(
      nameOf(target - 1),
    );
    expect((await drawnRows(page)).some((row) => row.at === 1)).toBe(false);
  });

  it("finds a client far down the list by name, and counts what it shows", async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.type('[data-testid="client-search"]', nameOf(CLIENTS - 1));
    await page.waitForFunction(() => document.querySelector('[data-testid="client-count"]')?.getAttribute("data-count") === "1");
    expect(await drawnRows(page)).toEqual([{ at: 1, of: "1", name: nameOf(CLIENTS - 1) }]);
    expect(await page.$eval('[data-testid="client-count"]', (el) => el.textContent)).toBe("1 client");
  });
});
