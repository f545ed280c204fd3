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
const POLICY = "query($a: Int!) { retentionPolicy(applicationId: $a) { historyDays tombstoneDays } }";

const text = (page: Page, selector: string) => page.$eval(selector, (el) => (el as HTMLElement).innerText);

/** Waits until the save's status says something other than "Working…" and answers it. */
async function savedStatus(page: Page): Promise<string> {
  await page.waitForFunction(() => {
    const shown = document.querySelector('[data-testid="retention-status"]')?.textContent ?? "";
    return shown !== "" && !shown.startsWith("Working");
  });
  return text(page, '[data-testid="retention-status"]');
}

/** Empties a field and types into it, by keyboard. */
async function retype(page: Page, selector: string, value: string): Promise<void> {
  await page.focus(selector);
  await page.keyboard.down("Control");
  await page.keyboard.press("KeyA");
  await page.keyboard.up("Control");
  await page.keyboard.press("Backspace");
  if (value) await page.keyboard.type(value);
}

/**
 * docs/operating.md, "Retention", end to end: the operator of a deployment of its own (so no other
 * test's deployment changes) opens "Keeping records" by keyboard, sees "keep forever" and no purge,
 * is told in her words that 100 days of tombstones are too few (nothing stored), saves 365 and 400
 * days, sees the policy in force and the last purge from the audit log, finds retention.set in the
 * log, reads the page in Dutch and Chichewa, axe clean at 360 and 1280 px, and sets keep forever again.
 */
describe("the console's page 'Keeping records'", () => {
  const db = serverDatabase();
  let browser: Browser;
  beforeAll(async () => {
    browser = await laneBrowser();
  });
  afterAll(async () => {
    await leaveBrowser(browser);
  });

  it("sets a deployment's retention, refuses too few days, and shows the last purge", async () => {
    const { identifier, applicationId, email, page } = await ownDeploymentConsole(db, browser, baseUrl, {
      prefix: "RET",
      title: "Retention test",
      width: 1280,
    });

    // By keyboard: the nav link takes Enter.
    await page.focus('nav a[href="/admin/retention"]');
    await page.keyboard.press("Enter");
    await page.waitForSelector('[data-testid="retention-form"]');
    expect(await page.$('[data-testid="retention-deployment"]')).toBeNull();
    expect(await text(page, '[data-testid="retention-now"]')).toBe("Now: earlier versions kept forever; deleted records kept forever.");
    expect(await text(page, '[data-testid="retention-last-purge"]')).toBe("No purge has removed anything yet.");
    expect(await text(page, "label:has(#retention-tombstoneDays-hint)")).toContain("At least 180 days");

    await retype(page, '[data-testid="retention-historyDays"]', "365");
    await retype(page, '[data-testid="retention-tombstoneDays"]', "100");
    await page.keyboard.press("Enter");
    await page.waitForSelector("#retention-tombstoneDays-problem");
    expect(await text(page, "#retention-tombstoneDays-problem")).toBe(
      "Keep deleted records (days): give a whole number of days, at least 180, or leave it empty to keep forever.",
    );
    expect(await page.$eval('[data-testid="retention-tombstoneDays"]', (i) => i.getAttribute("aria-invalid"))).toBe("true");
    expect(await adminGraphQL(baseUrl, POLICY, { a: applicationId })).toEqual({ retentionPolicy: { historyDays: null, tombstoneDays: null } });

    await retype(page, '[data-testid="retention-tombstoneDays"]', "400");
    await page.keyboard.press("Enter");
    expect(await savedStatus(page)).toBe("Saved. The server applies it at its next daily purge.");
    await page.waitForFunction(() => document.querySelector('[data-testid="retention-now"]')?.textContent?.includes("365"));
    expect(await text(page, '[data-testid="retention-now"]')).toBe("Now: earlier versions kept 365 days; deleted records kept 400 days.");
    expect(await page.$("#retention-tombstoneDays-problem")).toBeNull();
    expect(await adminGraphQL(baseUrl, POLICY, { a: applicationId })).toEqual({ retentionPolicy: { historyDays: 365, tombstoneDays: 400 } });
    const audit = await adminGraphQL<{ auditEvents: Array<{ actor: string; detail: string }> }>(
      baseUrl,
      "query($f: AuditFilter) { auditEvents(filter: $f) { actor detail } }",
      { f: { kind: "RETENTION_SET", application: identifier } },
    );
    expect(audit.auditEvents).toEqual([{ actor: email, detail: "history: 365 days (was forever); tombstones: 400 days (was forever)" }]);

    // A purge as the server's schedule writes it (retention-job.repository.ts), shown after a reload.
    await db.query(
      `insert into audit_events (actor_kind, actor, action, application, detail) values ('server', 'retention schedule', 'retention.purged', $1, '12 history versions, 3 tombstones')`,
      [identifier],
    );
    await page.reload();
    await page.waitForSelector('[data-testid="retention-form"]');
    expect(await text(page, '[data-testid="retention-last-purge"]')).toMatch(/^Last purge: .+, removed 12 earlier versions and 3 deleted records\.$/);

    for (const [code, heading] of [
      ["nl", "Gegevens bewaren"],
      ["ny", "Kusunga zolemba"],
    ] as const) {
      await page.select('[data-testid="admin-language"]', code);
      await page.waitForFunction((h) => document.querySelector("#retention-title")?.textContent === h, {}, heading);
      for (const width of [360, 1280]) {
        await page.setViewport({ width, height: 800 });
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${code} at ${width} px`).toBe(true);
        expect(await seriousViolations(page), `${code} at ${width} px`).toEqual([]);
        fs.mkdirSync(screens, { recursive: true });
        await page.screenshot({ path: path.join(screens, `admin-retention-${code}-${width}.png`), fullPage: true });
      }
    }
    await page.select('[data-testid="admin-language"]', "en");
    await page.setViewport({ width: 360, height: 800 });

    await retype(page, '[data-testid="retention-historyDays"]', "");
    await retype(page, '[data-testid="retention-tombstoneDays"]', "");
    await page.keyboard.press("Enter");
    expect(await savedStatus(page)).toBe("Saved. The server applies it at its next daily purge.");
    await page.waitForFunction(() => document.querySelector('[data-testid="retention-now"]')?.textContent?.includes("forever; deleted records kept forever"));
    expect(await adminGraphQL(baseUrl, POLICY, { a: applicationId })).toEqual({ retentionPolicy: { historyDays: null, tombstoneDays: null } });
    await page.browserContext().close();
  });
});
