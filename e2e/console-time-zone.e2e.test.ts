import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
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

/** Empties a field and types into it, by keyboard. */
async function retype(page: Page, selector: string, value: string): Promise<void> {
  await page.focus(selector);
  await page.keyboard.down("Control");
  await page.keyboard.press("KeyA");
  await page.keyboard.up("Control");
  await page.keyboard.press("Backspace");
  if (value) await page.keyboard.type(value);
}

/** Sets a date input's day as a person's pick does (its typed form depends on the browser's locale). */
async function setDay(page: Page, selector: string, day: string): Promise<void> {
  await page.$eval(
    selector,
    (el, value) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(el, value);
      el.dispatchEvent(new Event("input", { bubbles: true }));
    },
    day,
  );
}

/**
 * docs/operating.md, "The deployment's time zone", end to end: the operator of a deployment of its own
 * (no zone set) opens the content page, is told a name that is no zone (nothing stored), saves
 * africa/blantyre (stored as Africa/Blantyre, audited), and the audit log, in a browser whose own
 * zone is Amsterdam's, shows an event of 22:36 UTC at 00:36 Blantyre time and finds it under
 * Blantyre's day, not the UTC day before; axe clean at 360 px.
 */
describe("the console's time zone of a deployment", () => {
  const db = serverDatabase();
  let browser: Browser;
  beforeAll(async () => {
    browser = await laneBrowser();
  });
  afterAll(async () => {
    await leaveBrowser(browser);
  });

  it("sets the zone, refuses a name that is none, and the audit filter counts days in it", async () => {
    const { identifier, applicationId, email, page } = await ownDeploymentConsole(db, browser, baseUrl, {
      prefix: "TZ",
      title: "Zone test",
      width: 360,
      timezone: "Europe/Amsterdam",
    });
    const zoneOf = async () =>
      (await db.query<{ time_zone: string | null }>("select time_zone from applications where id = $1", [applicationId])).rows[0]!.time_zone;

    await page.goto(`${baseUrl}/admin/content`);
    await page.waitForSelector('[data-testid="time-zone-form"]');
    expect(await text(page, '[data-testid="time-zone-now"]')).toBe("Now: not set (UTC)");

    await retype(page, '[data-testid="time-zone-input"]', "Mars/Olympus");
    await page.keyboard.press("Enter");
    await page.waitForSelector("#time-zone-problem");
    expect(await text(page, "#time-zone-problem")).toBe("Mars/Olympus is not a time zone name. Choose one from the list, e.g. Africa/Blantyre.");
    expect(await zoneOf()).toBeNull();

    await retype(page, '[data-testid="time-zone-input"]', "africa/blantyre");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.querySelector('[data-testid="time-zone-status"]')?.textContent?.startsWith("Saved"));
    expect(await text(page, '[data-testid="time-zone-status"]')).toBe("Saved. Days are now counted in Africa/Blantyre.");
    await page.waitForFunction(() => document.querySelector('[data-testid="time-zone-now"]')?.textContent === "Now: Africa/Blantyre");
    expect(await zoneOf()).toBe("Africa/Blantyre");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    fs.mkdirSync(screens, { recursive: true });
    await page.screenshot({ path: path.join(screens, "admin-time-zone-360.png"), fullPage: true });

    // An event at 22:36 UTC on the 5th: 00:36 on the 6th in Blantyre, 23:36 on the 5th in the browser's Amsterdam.
    const target = `night-${randomUUID().slice(0, 6)}@example.org`;
    await db.query(
      `insert into audit_events (at, actor_kind, actor, action, application, target) values ('2026-12-05T22:36:00Z', 'operator', $1, 'user.created', $2, $3)`,
      [email, identifier, target],
    );
    await page.goto(`${baseUrl}/admin/audit`);
    await page.waitForSelector('[data-testid="audit-target"]');
    await page.type('[data-testid="audit-target"]', target);
    const shown = async (day: string) => {
      await setDay(page, '[data-testid="audit-from"]', day);
      await setDay(page, '[data-testid="audit-to"]', day);
      // The list of this day's answer, once shown. (Not waitForNetworkIdle: puppeteer sometimes counts a
      // finished request as still open and never sees the network idle.)
      const answered = page.waitForResponse((r) => {
        const body = r.request().postData() ?? "";
        return body.includes('"AdminAuditEvents"') && body.includes(`"fromDay":"${day}"`);
      });
      await page.click('[data-testid="audit-apply"]');
      const answer = (await (await answered).json()) as { data: { auditEvents: unknown[] } };
      await page.waitForFunction((count) => document.querySelectorAll('[data-testid="audit-event"]').length === count, {}, answer.data.auditEvents.length);
      return page.$$eval('[data-testid="audit-event"] dd[title]', (dds) => dds.map((dd) => (dd.textContent ?? "").replace(/\s/g, " ")));
    };
    expect(await shown("2026-12-06")).toEqual(["Dec 6, 2026, 12:36 AM (Africa/Blantyre)"]);
    expect(await shown("2026-12-05")).toEqual([]);

    const audit = await adminGraphQL<{ auditEvents: Array<{ actor: string; detail: string }> }>(
      baseUrl,
      "query($f: AuditFilter) { auditEvents(filter: $f) { actor detail } }",
      { f: { kind: "TIMEZONE_SET", application: identifier } },
    );
    expect(audit.auditEvents).toEqual([{ actor: email, detail: "time zone: Africa/Blantyre (was none)" }]);
    await page.browserContext().close();
  });
});
