import { randomUUID } from "node:crypto";
import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createWorker } from "./support/api.js";
import { dismissNotices, gotoClients, laneBrowser, leaveBrowser, login, openDevice, waitForClientNamed, waitSynced } from "./support/browser.js";
import { serverDatabase } from "./support/database.js";

const baseUrl = inject("baseUrl");

interface StoredConsent {
  scope: string;
  givenAt: string | null;
  givenBy: string | null;
  givenByName: string | null;
  withdrawnAt: string | null;
  withdrawnBy: string | null;
  withdrawnByName: string | null;
}

/** docs/operating.md, "Consent": a worker gives and withdraws a client's consents on a 360 px phone, and the server keeps them. */
describe("a client's consent on the phone", () => {
  let browser: Browser;
  let page: Page;
  const db = serverDatabase();
  const worker = { email: `consent-${randomUUID().slice(0, 8)}@example.org`, name: "Tiwonge Mbewe", password: "a worker password" };

  beforeAll(async () => {
    await createWorker(baseUrl, worker.email, worker.password, "default", worker.name);
    browser = await laneBrowser();
    page = await openDevice(browser, baseUrl);
    await page.setViewport({ width: 360, height: 780 });
    await login(page, worker.email, worker.password);
    await gotoClients(page);
  });
  afterAll(async () => {
    await leaveBrowser(browser);
  });

  const stored = async (uuid: string) =>
    (await db.query<{ content: { consents: StoredConsent[] } }>("select content from records where table_name = 'clients' and uuid = $1", [uuid])).rows[0]!
      .content.consents;
  const text = (testId: string) => page.$eval(`[data-testid="${testId}"]`, (el) => el.textContent);

  it("records who gave each scope and when, and a withdrawal confirmed by its button", async () => {
    const name = `Consent ${randomUUID().slice(0, 4)}`;
    await dismissNotices(page);
    await page.click('[data-testid="new-client"]');
    await page.waitForSelector('[data-testid="consent-care-box"]', { timeout: 10_000 });
    // At 360 px the scopes' lines fit the drawer: nothing scrolls sideways.
    expect(await page.$eval('[data-testid="client-consents"]', (el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await page.type('[data-testid="client-name"]', name);
    await page.click('[data-testid="consent-care-box"]');
    await page.click('[data-testid="consent-reporting-box"]');
    expect(await text("consent-reporting-status")).toMatch(/^Given on .+ by .+$/);
    await page.click('[data-testid="client-save"]');
    await waitForClientNamed(page, name, 10_000);
    const uuid = await page.$$eval(
      '[data-testid="client-item"]',
      (items, wanted) => items.find((el) => el.querySelector('[data-testid="client-name-text"]')?.textContent === wanted)!.getAttribute("data-uuid")!,
      name,
    );

    await waitSynced(page);
    const given = await stored(uuid);
    expect(given.map((c) => [c.scope, c.withdrawnAt])).toEqual([
      ["care", null],
      ["reporting", null],
    ]);
    const id = String((await db.query<{ id: number }>("select id from users where email = $1", [worker.email])).rows[0]!.id);
    expect(given.map((c) => [c.givenBy, c.givenByName])).toEqual([
      [id, worker.name],
      [id, worker.name],
    ]);
    expect(Date.now() - Date.parse(given[0]!.givenAt!)).toBeLessThan(10 * 60_000);

    await dismissNotices(page);
    await page.click(`[data-testid="client-item"][data-uuid="${uuid}"] button.client-open`);
    await page.waitForSelector('[data-testid="consent-reporting-withdraw"]');
    expect(await page.$eval('[data-testid="consent-reporting-box"]', (el) => (el as HTMLInputElement).disabled)).toBe(true);
    await page.click('[data-testid="consent-reporting-withdraw"]');
    expect(await text("consent-reporting-withdraw-confirm")).toBe("Yes, withdraw the consent to reporting");
    await page.click('[data-testid="consent-reporting-withdraw-confirm"]');
    const status = await text("consent-reporting-status");
    expect([status?.startsWith("Withdrawn on "), status?.endsWith(` by ${worker.name}`)]).toEqual([true, true]);
    await page.click('[data-testid="client-save"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="client-drawer"]') === null);

    await waitSynced(page);
    const withdrawn = await stored(uuid);
    expect(withdrawn.map((c) => [c.scope, c.withdrawnAt !== null, c.withdrawnByName])).toEqual([
      ["care", false, null],
      ["reporting", true, worker.name],
    ]);
    expect(withdrawn[1]!.givenAt).toBe(given[1]!.givenAt);
  });
});
