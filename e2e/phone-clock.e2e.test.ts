import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { dismissNotices, gotoClients, laneBrowser, leaveBrowser, noticeTexts, openDevice, waitReady, waitSynced } from "./support/browser.js";
import { serverDatabase } from "./support/database.js";
import type { ClientContent, StoredContent } from "./support/stored-records.js";

const baseUrl = inject("baseUrl");
const DAY = 24 * 60 * 60 * 1000;

/**
 * The phone's clock set wrong in the page (Date replaced before the app's code runs, as a phone's
 * own clock is: Chromium has no switch for the wall clock). The server's clock is right.
 */
async function setPhoneClock(page: Page, shiftMs: number): Promise<void> {
  await page.evaluateOnNewDocument((shift: number) => {
    const RealDate = Date;
    class PhoneDate extends RealDate {
      constructor(...args: ConstructorParameters<typeof Date> | []) {
        if (args.length === 0) super(RealDate.now() + shift);
        else super(...args);
      }
      static override now(): number {
        return RealDate.now() + shift;
      }
    }
    globalThis.Date = PhoneDate as DateConstructor;
  }, shiftMs);
  await page.reload();
  await waitReady(page);
}

/** docs/product.md §10: a phone's clock off in each way the field sets it, the server's right. */
describe("a phone with a wrong clock", () => {
  const db = serverDatabase();
  let browser: Browser;
  beforeAll(async () => {
    browser = await laneBrowser();
  });
  afterAll(() => leaveBrowser(browser));

  const cases = [
    {
      name: "reset to 2000-01-01 by a dead clock battery",
      shift: () => Date.parse("2000-01-01T08:00:00Z") - Date.now(),
      warning: /^Your phone's clock is 2\d years behind\. /,
    },
    { name: "a year ahead", shift: () => 365 * DAY, warning: /^Your phone's clock is 1 year ahead\. / },
    { name: "3 days behind", shift: () => -3 * DAY, warning: /^Your phone's clock is 3 days behind\. / },
  ];

  it.each(cases)("$name: the worker is told how to set it, and the client's age is stored by the server's time", async ({ name, shift, warning }) => {
    const page = await openDevice(browser, baseUrl);
    try {
      await setPhoneClock(page, shift());
      // The app's first contact after the start brings the server's Date header.
      await page.waitForFunction(
        (source) => [...document.querySelectorAll('[data-testid="notice"] span')].some((s) => new RegExp(source).test(s.textContent ?? "")),
        { timeout: 30_000 },
        warning.source,
      );
      expect((await noticeTexts(page)).filter((text) => warning.test(text))).toHaveLength(1);
      expect((await noticeTexts(page)).find((text) => warning.test(text))).toMatch(/Set the date and time in the phone's settings/);

      // Born on the first of the month 22 months ago by the real date: 22 whole months today.
      const born = new Date();
      born.setDate(1);
      born.setMonth(born.getMonth() - 22);
      const birthdate = `01-${String(born.getMonth() + 1).padStart(2, "0")}-${born.getFullYear()}`;
      const clientName = `Clock ${name}`;
      await gotoClients(page);
      await dismissNotices(page);
      await page.click('[data-testid="new-client"]');
      await page.type('[data-testid="client-name"]', clientName);
      await page.type('[data-testid="client-birthdate"]', birthdate);
      expect(await page.$eval('[data-testid="client-age"]', (el) => el.textContent)).toBe("22 months");
      await page.click('[data-testid="client-save"]');
      await page.waitForFunction(() => document.querySelector('[data-testid="client-drawer"]') === null);
      await waitSynced(page, 30_000);
      const { rows } = await db.query<StoredContent<ClientContent>>(
        "select content from records where table_name = 'clients' and content->>'clientname' = $1",
        [clientName],
      );
      expect(rows.map((r) => r.content.age)).toEqual([22]);
    } finally {
      await page.browserContext().close();
    }
  });
});
