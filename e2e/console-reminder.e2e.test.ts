import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminGraphQL } from "./support/api.js";
import { seriousViolations } from "./support/axe.js";
import { laneBrowser, leaveBrowser } from "./support/browser.js";
import { ownDeploymentConsole } from "./support/console.js";
import { serverDatabase } from "./support/database.js";

const baseUrl = inject("baseUrl");
const screens = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../.test-results/screens");

const text = (page: Page, selector: string) => page.$eval(selector, (el) => (el as HTMLElement).innerText);

/**
 * docs/product.md §4, "One reminder a day", in the console: the operator of a deployment of its own
 * (no hour) sees the card beside the time zone, sets 06:00 (stored, audited), turns it off again;
 * axe clean at 360 px.
 */
describe("the console's daily reminder of a deployment", () => {
  const db = serverDatabase();
  let browser: Browser;
  beforeAll(async () => {
    browser = await laneBrowser();
  });
  afterAll(async () => {
    await leaveBrowser(browser);
  });

  it("sets the hour and turns it off, each stored at once and audited", async () => {
    const { identifier, applicationId, email, page } = await ownDeploymentConsole(db, browser, baseUrl, { prefix: "RH", title: "Reminder test", width: 360 });
    const hourOf = async () =>
      (await db.query<{ reminder_hour: number | null }>("select reminder_hour from applications where id = $1", [applicationId])).rows[0]!.reminder_hour;

    await page.goto(`${baseUrl}/admin/content`);
    await page.waitForSelector('[data-testid="reminder-form"]');
    expect(await text(page, '[data-testid="reminder-now"]')).toBe("Now: Off");

    await page.select('[data-testid="reminder-hour"]', "6");
    await page.click('[data-testid="reminder-save"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="reminder-now"]')?.textContent === "Now: 06:00");
    expect(await text(page, '[data-testid="reminder-status"]')).toBe("Saved. Phones remind at 06:00, from their next contact.");
    expect(await hourOf()).toBe(6);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    fs.mkdirSync(screens, { recursive: true });
    await page.screenshot({ path: path.join(screens, "admin-reminder-360.png"), fullPage: true });

    await page.select('[data-testid="reminder-hour"]', "");
    await page.click('[data-testid="reminder-save"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="reminder-now"]')?.textContent === "Now: Off");
    expect(await text(page, '[data-testid="reminder-status"]')).toBe("Saved. Phones send no reminder, from their next contact.");
    expect(await hourOf()).toBeNull();

    const audit = await adminGraphQL<{ auditEvents: Array<{ actor: string; detail: string }> }>(
      baseUrl,
      "query($f: AuditFilter) { auditEvents(filter: $f) { actor detail } }",
      { f: { kind: "REMINDER_SET", application: identifier } },
    );
    expect(audit.auditEvents).toEqual([
      { actor: email, detail: "reminder hour: none (was 06:00)" },
      { actor: email, detail: "reminder hour: 06:00 (was none)" },
    ]);
    await page.browserContext().close();
  });
});
