import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminGraphQL } from "./support/api.js";
import { seriousViolations } from "./support/axe.js";
import { laneBrowser, leaveBrowser } from "./support/browser.js";
import { operatorConsole } from "./support/console.js";
import { serverDatabase } from "./support/database.js";

const baseUrl = inject("baseUrl");
const PASSWORD = "operator long password";
const screens = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../.test-results/screens");

const text = (page: Page, selector: string) => page.$eval(selector, (el) => (el as HTMLElement).innerText);

/**
 * docs/operating.md, "Backing up", end to end: the suite's server runs without BACKUP_PASSPHRASE, so
 * an operator of every deployment sees the sync health page's backup card red, saying backups are
 * off; after a backup and a later failure in the audit log (as the server writes them) it shows the
 * file and the failure; it reads in Dutch and Chichewa, axe clean at 360 and 1280 px; an operator
 * of one deployment has no card.
 */
describe("the console's backup card", () => {
  const db = serverDatabase();
  let browser: Browser;
  beforeAll(async () => {
    browser = await laneBrowser();
  });
  afterAll(async () => {
    await leaveBrowser(browser);
  });

  it("shows operators of every deployment the last backup, red when backups are off", async () => {
    const email = `backup-${randomUUID().slice(0, 8)}@example.org`;
    await adminGraphQL(baseUrl, "mutation($input: CreateUserInput!) { createUser(input: $input) { id } }", {
      input: { application: "default", email, name: "Chikondi Banda", password: PASSWORD, role: "OPERATOR_OF_ALL" },
    });
    const page = await (await browser.createBrowserContext()).newPage();
    await page.setViewport({ width: 1280, height: 800 });
    await page.goto(`${baseUrl}/admin`);
    await page.waitForSelector('[data-testid="admin-email"]');
    await page.type('[data-testid="admin-email"]', email);
    await page.type('[data-testid="admin-password"]', PASSWORD);
    await page.click('[data-testid="admin-login"]');
    await page.waitForSelector('[data-testid="users-list"]');

    await page.focus('nav a[href="/admin/sync-health"]');
    await page.keyboard.press("Enter");
    await page.waitForSelector('[data-testid="backup-card"]');
    expect(await page.$eval('[data-testid="backup-card"]', (el) => [el.getAttribute("data-state"), el.classList.contains("admin-card-attention")])).toEqual([
      "off",
      true,
    ]);
    expect(await text(page, '[data-testid="backup-line"]')).toBe(
      "Backups are off: BACKUP_PASSPHRASE is not set on the server. docs/operating.md, \u201cBacking up\u201d, says how to turn them on.",
    );

    // A backup and a later failure, as the server records them (backup-events.repository.ts).
    const file = `stepwise-20261206T010000Z-postgres.backup`;
    await db.query(
      `insert into audit_events (actor_kind, actor, action, application, target, detail, at)
       values ('server', 'backup schedule', 'backup.made', null, $1, '123456 bytes', now() - interval '2 hours'),
              ('server', 'backup schedule', 'backup.failed', null, null, 'pg_dump failed (exit 1): disk full', now() - interval '1 hour')`,
      [file],
    );
    await page.reload();
    await page.waitForSelector('[data-testid="backup-failure"]');
    expect(await text(page, '[data-testid="backup-card"] .admin-facts')).toContain(file);
    expect(await text(page, '[data-testid="backup-failure"]')).toMatch(/^Last failure: .+: pg_dump failed \(exit 1\): disk full$/);

    for (const [code, title] of [
      ["nl", "Reservekopie\u00ebn"],
      ["ny", "Makope osungira"],
      ["en", "Backups"],
    ] as const) {
      await page.select('[data-testid="admin-language"]', code);
      await page.waitForFunction((h) => document.querySelector("#backup-card-title")?.textContent === h, {}, title);
      for (const width of [360, 1280]) {
        await page.setViewport({ width, height: 800 });
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${code} at ${width} px`).toBe(true);
        expect(await seriousViolations(page), `${code} at ${width} px`).toEqual([]);
        fs.mkdirSync(screens, { recursive: true });
        await page.screenshot({ path: path.join(screens, `admin-backup-card-${code}-${width}.png`), fullPage: true });
      }
    }
    await page.browserContext().close();

    // An operator of one deployment: the server's backups are not hers to see.
    const own = await operatorConsole(browser, baseUrl, 360);
    await own.focus('nav a[href="/admin/sync-health"]');
    await own.keyboard.press("Enter");
    await own.waitForSelector('[data-testid="health-deployment"]');
    expect(await own.$('[data-testid="backup-card"]')).toBeNull();
    await own.browserContext().close();
  });
});
