import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import type { Browser, HTTPRequest, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { completeFirstRun, gotoClients, laneBrowser, leaveBrowser, waitForClientNamed, waitReady, waitSynced } from "./support/browser.js";
import { createOperator } from "./support/api.js";
import { seriousViolations } from "./support/axe.js";

const baseUrl = inject("baseUrl");
const screens = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../.test-results/screens");
/** The domain's MAX_SYNC_BATCH: one entry past it makes the server refuse a batch whole. */
const PAST_BATCH_LIMIT = 501;

/**
 * Screenshots of a console page at a phone's and a desktop's width, each checked by axe and for
 * nothing wider than the page (docs/operator-console.md: usable at 360 px, by keyboard and screen reader).
 */
async function screenshots(page: Page, name: string): Promise<void> {
  fs.mkdirSync(screens, { recursive: true });
  for (const width of [360, 1280]) {
    await page.setViewport({ width, height: 800 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    // Nothing may be wider than the page at 360 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name} at ${width} px`).toBe(true);
    expect(await seriousViolations(page), `${name} at ${width} px`).toEqual([]);
    await page.screenshot({ path: path.join(screens, `admin-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewport({ width: 1280, height: 800 });
}

async function openConsolePage(page: Page, link: string, heading: string): Promise<void> {
  await page.click(`nav a[href="/admin/${link}"]`);
  await page.waitForFunction((text) => document.activeElement?.tagName === "H1" && document.activeElement.textContent === text, { timeout: 10_000 }, heading);
}

/** The text of the device card of this install, "" while it is not shown. */
const deviceCardText = (page: Page, installId: string) =>
  page.evaluate((id) => document.querySelector<HTMLElement>(`[data-testid="device-card"][data-install="${id}"]`)?.innerText ?? "", installId);

/**
 * docs/operator-console.md, end to end: the first operator is made with ADMIN_TOKEN, logs in at
 * /admin, makes a worker and issues her a login token; her phone logs in with it and syncs; the
 * device shows with its app version and last contact; a sync failure on the phone shows with its
 * reason; the operator marks the phone lost; it wipes, and the audit log and its CSV hold both events.
 */
describe("the operator's console", () => {
  let browser: Browser;
  let downloads: string;
  beforeAll(async () => {
    browser = await laneBrowser();
    downloads = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-admin-csv-"));
  });
  afterAll(async () => {
    await leaveBrowser(browser);
    fs.rmSync(downloads, { recursive: true, force: true });
  });

  it("takes a worker from her account to a lost phone's wipe, and audits it", async () => {
    const operator = { email: `op-${randomUUID().slice(0, 8)}@example.org`, password: "operator long password" };
    await createOperator(baseUrl, operator.email, operator.password);

    const consoleContext = await browser.createBrowserContext();
    const admin = await consoleContext.newPage();
    await admin.setViewport({ width: 1280, height: 800 });
    await admin.goto(`${baseUrl}/admin`);
    await admin.waitForSelector('[data-testid="admin-email"]');
    await screenshots(admin, "login");
    await admin.type('[data-testid="admin-email"]', operator.email);
    await admin.type('[data-testid="admin-password"]', operator.password);
    await admin.click('[data-testid="admin-login"]');
    await admin.waitForSelector('[data-testid="users-list"]');
    expect(await admin.evaluate(() => location.pathname)).toBe("/admin/users");
    // The PWA's service worker never answers the console's page (docs/operator-console.md).
    expect(await admin.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

    // She makes a worker and issues her a login token, shown once.
    const worker = { email: `amina-${randomUUID().slice(0, 6)}@example.org`, password: "amina long password" };
    await admin.type('[data-testid="new-user-name"]', "Amina Phiri");
    await admin.type('[data-testid="new-user-email"]', worker.email);
    await admin.click('[data-testid="new-user-create"]');
    const card = `[data-testid="user-card"][data-email="${worker.email}"]`;
    await admin.waitForSelector(card);
    await admin.click(`${card} [data-testid="issue-token"]`);
    await admin.waitForSelector('[data-testid="issued-token"]');
    const token = await admin.$eval('[data-testid="issued-token"]', (el) => el.textContent ?? "");
    expect(token.length).toBeGreaterThan(0);
    // The code comes with its link, which carries it in the fragment (no request sends it), and the link's QR code.
    const link = await admin.$eval('[data-testid="login-link"]', (a) => (a as HTMLAnchorElement).href);
    expect(link).toBe(`${baseUrl}/requestforpassword#code=${encodeURIComponent(token)}`);
    expect(await admin.$eval('[data-testid="login-code-qr"] path', (p) => (p.getAttribute("d") ?? "").length)).toBeGreaterThan(100);
    await screenshots(admin, "users-token");
    // Escape does not close it: the code is shown once.
    await admin.keyboard.press("Escape");
    expect(await admin.$('[data-testid="admin-shown-once"][open]')).not.toBeNull();
    await admin.click('[data-testid="admin-shown-once-close"]');
    await screenshots(admin, "users");

    // A new phone opens the link (as a scan of the QR code would): after the first run's choices, "set your password" with the code filled in.
    const phone = await (await browser.createBrowserContext()).newPage();
    await phone.goto(link);
    await waitReady(phone);
    await completeFirstRun(phone, { endsAt: "/requestforpassword" });
    await phone.waitForSelector('[data-testid="request-password"]', { timeout: 15_000 });
    expect(await phone.$eval('[data-testid="token-input"]', (input) => (input as HTMLInputElement).value)).toBe(token);
    await phone.type('[data-testid="new-password"]', worker.password);
    await phone.type('[data-testid="repeat-password"]', worker.password);
    await phone.click('[data-testid="set-password"]');
    await phone.waitForSelector('[data-testid="logged-in-as"]', { timeout: 20_000 });
    const client = `Chisomo ${randomUUID().slice(0, 6)}`;
    await gotoClients(phone);
    await phone.click('[data-testid="new-client"]');
    await phone.type('[data-testid="client-name"]', client);
    await phone.click('[data-testid="client-save"]');
    await waitForClientNamed(phone, client, 10_000);
    await waitSynced(phone);
    const appVersion = await phone.evaluate(() => localStorage.getItem("version"));
    expect(appVersion).toBeTruthy();

    // The device appears with her name, its app version and its last contact.
    await openConsolePage(admin, "devices", "Devices");
    const installId = await admin
      .waitForFunction(
        (email) => [...document.querySelectorAll<HTMLElement>('[data-testid="device-card"]')].find((c) => c.innerText.includes(email))?.dataset.install,
        { timeout: 30_000, polling: 500 },
        worker.email,
      )
      .then((handle) => handle.jsonValue() as Promise<string>);
    await admin.waitForFunction(
      (id, version) => {
        const shown = document.querySelector(`[data-testid="device-card"][data-install="${id}"]`);
        return (
          shown?.querySelector('[data-testid="device-app-version"]')?.textContent === version &&
          shown.querySelector('[data-testid="device-last-contact"]')?.textContent !== "never"
        );
      },
      { timeout: 30_000, polling: 500 },
      installId,
      appVersion,
    );

    // A sync failure on the phone: its batches are sent past the server's limit, which refuses them whole.
    await phone.setRequestInterception(true);
    const pastLimit = (request: HTTPRequest) => {
      const body = request.method() === "POST" && request.url().endsWith("/graphql") ? request.postData() : undefined;
      if (!body?.includes('"operationName":"Sync"')) return void request.continue();
      const sent = JSON.parse(body) as { variables: { input: { entries: unknown[] } } };
      sent.variables.input.entries = Array.from({ length: PAST_BATCH_LIMIT }, () => sent.variables.input.entries[0]);
      void request.continue({ postData: JSON.stringify(sent) });
    };
    phone.on("request", pastLimit);
    const failing = `Failing ${randomUUID().slice(0, 6)}`;
    await phone.click('[data-testid="new-client"]');
    await phone.type('[data-testid="client-name"]', failing);
    await phone.click('[data-testid="client-save"]');
    const shownAt = Date.now();
    await admin.waitForFunction(
      (id) => document.querySelector(`[data-testid="device-card"][data-install="${id}"]`)?.getAttribute("data-attention") === "SYNC_FAILING",
      { timeout: 60_000, polling: 500 },
      installId,
    );
    expect(Date.now() - shownAt).toBeLessThan(60_000);
    // The reason in the console's words, the server's own text only as the element's title.
    expect(await deviceCardText(admin, installId)).toContain("The server refused an edit as invalid (BAD_USER_INPUT)");
    expect(await deviceCardText(admin, installId)).not.toContain("at most 500 per batch");
    expect(
      await admin.$eval(`[data-testid="device-card"][data-install="${installId}"] [data-testid="device-last-failure"]`, (e) => e.getAttribute("title")),
    ).toBe(`BAD_USER_INPUT: input.entries: ${PAST_BATCH_LIMIT} entries, at most 500 per batch`);
    await screenshots(admin, "devices");
    phone.off("request", pastLimit);
    await phone.setRequestInterception(false);

    // On the phone, whose service worker controls the origin, /admin is still the console, never the worker's app.
    const consoleOnPhone = await phone.browserContext().newPage();
    await consoleOnPhone.goto(`${baseUrl}/admin`);
    await consoleOnPhone.waitForSelector('[data-testid="admin-email"]');
    expect(await consoleOnPhone.evaluate(() => navigator.serviceWorker.controller !== null && document.getElementById("root") === null)).toBe(true);
    await consoleOnPhone.close();

    // She marks the phone lost, confirming with the word; the phone wipes itself. The card, and its actions, are the phone's (docs/shared-phone.md, "Phones, as the operator sees them").
    const phoneId = await admin.$eval(
      `[data-testid="device-card"][data-install="${installId}"]`,
      (c) => c.closest<HTMLElement>('[data-testid="phone-card"]')!.dataset.phone!,
    );
    await admin.click(`[data-testid="phone-card"][data-phone="${phoneId}"] [data-testid="device-lost"]`);
    await admin.waitForSelector('[data-testid="admin-confirm"][open]');
    expect(await admin.$eval('[data-testid="admin-confirm-ok"]', (b) => (b as HTMLButtonElement).disabled)).toBe(true);
    await admin.type('[data-testid="admin-confirm-word"]', "LOST");
    await screenshots(admin, "devices-confirm-lost");
    await admin.click('[data-testid="admin-confirm-ok"]');
    await admin.waitForFunction(
      (id) => document.querySelector(`[data-testid="phone-card"][data-phone="${id}"] [data-testid="device-order"]`)?.textContent?.startsWith("lost"),
      { timeout: 10_000 },
      phoneId,
    );
    await phone.waitForSelector('[data-testid="init-welcome"]', { timeout: 30_000 });

    // The audit log shows both events, and so does its CSV.
    await openConsolePage(admin, "audit", "Audit log");
    await admin.type('[data-testid="audit-target"]', phoneId);
    const bothShown = async () => {
      await admin.click('[data-testid="audit-apply"]');
      await admin.waitForSelector('[data-testid="audit-list"]');
      await new Promise((resolve) => setTimeout(resolve, 300));
      return admin.$$eval('[data-testid="audit-event"]', (events) => events.map((e) => e.getAttribute("data-action")));
    };
    await expect.poll(bothShown, { timeout: 20_000, interval: 1000 }).toEqual(["device.wipe-acknowledged", "device.lost"]);
    await screenshots(admin, "audit");
    const cdp = await admin.createCDPSession();
    await cdp.send("Browser.setDownloadBehavior", { behavior: "allow", downloadPath: downloads, browserContextId: consoleContext.id });
    await admin.click('[data-testid="audit-export"]');
    const csvName = `stepwise-audit-${new Date().toISOString().slice(0, 10)}.csv`;
    await expect.poll(() => fs.existsSync(path.join(downloads, csvName)), { timeout: 10_000 }).toBe(true);
    const saved = fs.readFileSync(path.join(downloads, csvName), "utf8");
    // A byte order mark first, so a spreadsheet reads the file as UTF-8.
    expect(saved.charCodeAt(0)).toBe(0xfeff);
    const lines = saved.slice(1).split("\r\n");
    expect(lines[0]).toBe("id,at,actor_kind,actor,action,deployment,target,detail,address");
    expect(await admin.$eval('[data-testid="audit-export-status"]', (e) => e.textContent)).toBe("Exported 2 events");
    expect(lines.slice(1, -1).map((line) => line.split(",").slice(2, 7))).toEqual([
      ["device", phoneId, "device.wipe-acknowledged", "default", phoneId],
      ["operator", operator.email, "device.lost", "default", phoneId],
    ]);
    // The filter offers the schema's kinds by their names (docs/operator-console.md, "The audit log"): one kind, one event.
    expect(await admin.$eval('[data-testid="audit-action"] option[value="DEVICE_LOST"]', (o) => o.textContent)).toBe("Phone marked lost");
    await admin.select('[data-testid="audit-action"]', "DEVICE_LOST");
    const lostShown = async () => {
      await admin.click('[data-testid="audit-apply"]');
      await new Promise((resolve) => setTimeout(resolve, 300));
      return admin.$$eval('[data-testid="audit-event"]', (events) => events.map((e) => [e.getAttribute("data-kind"), e.getAttribute("data-action")]));
    };
    await expect.poll(lostShown, { timeout: 20_000, interval: 1000 }).toEqual([["DEVICE_LOST", "device.lost"]]);

    // She disables the worker's account, then enables it again; focus stays on the card, never on the page's body.
    await openConsolePage(admin, "users", "Users");
    await admin.click(`${card} [data-testid="disable-user"]`);
    await admin.waitForSelector('[data-testid="admin-confirm"][open]');
    await admin.click('[data-testid="admin-confirm-ok"]');
    await admin.waitForFunction((c) => document.querySelector(`${c} [data-testid="user-status"]`)?.textContent?.startsWith("Disabled since"), {}, card);
    await admin.waitForFunction(() => document.activeElement?.getAttribute("data-testid") === "enable-user");
    await admin.keyboard.press("Enter");
    await admin.waitForSelector('[data-testid="admin-confirm"][open]');
    await admin.click('[data-testid="admin-confirm-ok"]');
    await admin.waitForFunction((c) => document.querySelector(`${c} [data-testid="user-status"]`)?.textContent === "Active", {}, card);
    await admin.waitForFunction(() => document.activeElement?.getAttribute("data-testid") === "issue-token");
    expect(await admin.$eval('[data-testid="admin-status"]', (e) => e.textContent)).toBe(`${worker.email} is enabled`);

    await openConsolePage(admin, "sync-health", "Sync health");
    await admin.waitForSelector('[data-testid="sync-chart"] path[data-series="devices"]');
    await screenshots(admin, "sync-health");
    await admin.select('[data-testid="admin-language"]', "ny");
    await admin.waitForFunction(() => document.documentElement.lang === "ny" && document.querySelector("h1")?.textContent === "Kulumikizana");
    await screenshots(admin, "sync-health-ny");
    await admin.select('[data-testid="admin-language"]', "nl");
    await openConsolePage(admin, "devices", "Apparaten");
    await screenshots(admin, "devices-nl");
    await consoleContext.close();
  });
});
