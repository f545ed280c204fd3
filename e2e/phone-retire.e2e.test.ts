import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminGraphQL, createWorker } from "./support/api.js";
import { addClient, gotoClients, laneBrowser, leaveBrowser, login, openDevice, openLogin, reloadOffline, waitReady, waitSynced } from "./support/browser.js";
import { operatorConsole } from "./support/console.js";
import { serverDatabase } from "./support/database.js";
import { databaseNames } from "./support/origin-storage.js";

const baseUrl = inject("baseUrl");
/** docs/shared-phone.md, "Retiring a phone": the console's phone view at 360 px, in each language, committed for review. */
/** Where each run writes its screenshots; docs/screenshots keeps the copies a reviewer looked at. */
const screens = path.resolve(import.meta.dirname, "../.test-results/screens");

/**
 * docs/shared-phone.md, "Retiring a phone", end to end on one phone: B logs out keeping an edit
 * locked, C logs in on the same phone and edits offline, the operator retires the phone. C's edits
 * arrive; B's locked edit is never wiped silently: the console names B and her 1 edit and asks.
 * Waiting, the phone is not wiped until B logs in and her edit goes out; wiping now is audited.
 */
describe("retiring a phone that holds another worker's locked edits", () => {
  const db = serverDatabase();
  let browser: Browser;
  beforeAll(async () => {
    browser = await laneBrowser();
  });
  afterAll(() => leaveBrowser(browser));

  async function worker(tag: string, name: string) {
    const email = `${tag}-${randomUUID().slice(0, 8)}@example.org`;
    await createWorker(baseUrl, email, `${tag} long password`, "default", name);
    return { email, password: `${tag} long password`, name };
  }

  const storedOwner = async (name: string) =>
    (
      await db.query<{ email: string }>("select u.email from records r join users u on u.id = r.owner_user_id where r.content->>'clientname' = $1", [name])
    ).rows.map((r) => r.email);

  /** The phone holding this worker's install, as the server groups it. */
  async function phoneOf(email: string) {
    const { phones } = await adminGraphQL<{ phones: { id: string; wipedAt: string | null; installs: { workerEmail: string | null }[] }[] }>(
      baseUrl,
      "{ phones { id wipedAt installs { workerEmail } } }",
    );
    return phones.find((p) => p.installs.some((i) => i.workerEmail === email));
  }

  /** B logs out keeping her offline edit locked; C logs in on the same phone and edits offline. */
  async function sharedPhone() {
    const b = await worker("bea", "Bea Phiri");
    const c = await worker("chi", "Chi Banda");
    const page = await openDevice(browser, baseUrl);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push((error as Error).stack ?? String(error)));
    await login(page, b.email, b.password);
    await gotoClients(page);
    await page.setOfflineMode(true);
    await reloadOffline(page);
    const locked = `Bea Locked ${randomUUID().slice(0, 6)}`;
    await addClient(page, locked);
    await page.click('[data-testid="logout"]');
    await page.waitForSelector('[data-testid="logout-waiting"]');
    await page.click('[data-testid="logout-keep-locked"]');
    await page.waitForSelector('[data-testid="open-login"]', { timeout: 20_000 });
    await waitReady(page);
    await page.setOfflineMode(false);
    await login(page, c.email, c.password);
    await waitSynced(page);
    // The phone reported holding both vaults (at C's realtime connect): one phone on the server, not B's own.
    // Polled until both are known: neither reported yet is not one phone.
    const onePhone = async () => {
      const [ofB, ofC] = [(await phoneOf(b.email))?.id, (await phoneOf(c.email))?.id];
      return ofB !== undefined && ofB === ofC ? ofB : null;
    };
    await expect.poll(onePhone, { timeout: 20_000 }).not.toBeNull();
    const phoneId = await onePhone();
    await page.setOfflineMode(true);
    await reloadOffline(page);
    const hers = [`Chi Offline ${randomUUID().slice(0, 6)}`, `Chi Offline ${randomUUID().slice(0, 6)}`];
    for (const name of hers) await addClient(page, name);
    return { b, c, page, errors, locked, hers, phoneId: phoneId! };
  }

  /** The operator's console, logged in, on its devices page. */
  async function console360(): Promise<Page> {
    const admin = await operatorConsole(browser, baseUrl, 360);
    await admin.goto(`${baseUrl}/admin/devices`);
    await admin.waitForSelector('[data-testid="devices-list"]');
    return admin;
  }

  const card = (phoneId: string) => `[data-testid="phone-card"][data-phone="${phoneId}"]`;

  /** The operator retires the phone (confirmed by the word); the phone, online again, sends C's edits and asks about B's. */
  async function retire(admin: Page, phoneId: string, page: Page, hers: string[], c: { email: string }) {
    await admin.waitForSelector(`${card(phoneId)} [data-testid="device-retire"]`, { timeout: 20_000 });
    await admin.click(`${card(phoneId)} [data-testid="device-retire"]`);
    await admin.waitForSelector('[data-testid="admin-confirm"][open]');
    await admin.type('[data-testid="admin-confirm-word"]', "RETIRE");
    await admin.click('[data-testid="admin-confirm-ok"]');
    await page.setOfflineMode(false);
    for (const name of hers) await expect.poll(() => storedOwner(name), { timeout: 30_000 }).toEqual([c.email]);
    await admin.waitForSelector(`${card(phoneId)} [data-testid="phone-retire-waits"]`, { timeout: 30_000 });
    const question = await admin.$$eval(`${card(phoneId)} [data-testid="phone-locked-edits"] li`, (items) =>
      items.map((li) => ({ worker: li.getAttribute("data-worker"), edits: li.getAttribute("data-edits"), text: li.textContent })),
    );
    return question;
  }

  it("asks, and waiting keeps the phone until B logs in: her edit goes out, then the phone wipes itself", async () => {
    const { b, c, page, errors, locked, hers, phoneId } = await sharedPhone();
    const admin = await console360();
    const question = await retire(admin, phoneId, page, hers, c);
    expect(question).toEqual([{ worker: b.email, edits: "1", text: `Bea Phiri (${b.email}): 1 edit` }]);

    // The console's phone view at 360 px, in each language, for review.
    fs.mkdirSync(screens, { recursive: true });
    for (const code of ["en", "nl", "ny"]) {
      await admin.select('[data-testid="admin-language"]', code);
      await admin.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
      expect(await admin.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `phone view in ${code}`).toBe(true);
      const shot = await admin.$(card(phoneId));
      await shot!.screenshot({ path: path.join(screens, `console-phone-${code}.png`) });
    }
    await admin.select('[data-testid="admin-language"]', "en");

    await admin.click(`${card(phoneId)} [data-testid="phone-wait"]`);
    await admin.waitForSelector(`${card(phoneId)} [data-testid="phone-wait-chosen"]`);
    // Waiting: the phone is not wiped, B's locked edit is still on it, C works on.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await page.$('[data-testid="logged-in-as"]')).not.toBeNull();
    expect((await databaseNames(page)).filter((n) => n.startsWith("stepwise-vault-"))).toHaveLength(2);
    expect((await phoneOf(b.email))!.wipedAt).toBeNull();
    expect(await storedOwner(locked)).toEqual([]);

    // C logs out (nothing of hers waits); B logs in: her edit goes out as hers, then the phone wipes itself.
    await page.click('[data-testid="logout"]');
    await page.waitForSelector('[data-testid="open-login"]', { timeout: 20_000 });
    await waitReady(page);
    expect((await phoneOf(b.email))!.wipedAt).toBeNull();
    // Not login(): the phone may wipe itself before her name shows.
    await openLogin(page);
    await page.type('[data-testid="login-email"]', b.email);
    await page.type('[data-testid="login-password"]', b.password);
    await page.click('[data-testid="login-submit"]');
    await expect.poll(() => storedOwner(locked), { timeout: 30_000 }).toEqual([b.email]);
    await page.waitForSelector('[data-testid="init-welcome"]', { timeout: 30_000 });
    // Every worker's vault is gone (the app, started again, opens its own stores anew).
    expect((await databaseNames(page)).filter((n) => n.startsWith("stepwise-vault-") || /^stepwise-pdf-requests-./.test(n))).toEqual([]);
    await expect.poll(async () => (await phoneOf(b.email))?.wipedAt ?? null, { timeout: 15_000 }).not.toBeNull();
    const wipeNow = await adminGraphQL<{ auditEvents: unknown[] }>(baseUrl, "query($f: AuditFilter) { auditEvents(filter: $f) { id } }", {
      f: { action: "device.wipe-now", target: phoneId },
    });
    expect(wipeNow.auditEvents).toEqual([]);
    // The wipe threw nothing in the page (it threw InvalidStateError on a database it had closed).
    expect(errors).toEqual([]);
    await admin.close();
    await page.close();
  });

  it("wipes now only when the operator chooses it, confirmed by the word, and the audit log records B and her 1 edit", async () => {
    const { b, c, page, errors, locked, hers, phoneId } = await sharedPhone();
    const admin = await console360();
    expect(await retire(admin, phoneId, page, hers, c)).toEqual([{ worker: b.email, edits: "1", text: `Bea Phiri (${b.email}): 1 edit` }]);
    await admin.click(`${card(phoneId)} [data-testid="phone-wipe-now"]`);
    await admin.waitForSelector('[data-testid="admin-confirm"][open]');
    expect(await admin.$eval('[data-testid="admin-confirm"]', (d) => (d as HTMLElement).innerText)).toContain(`Bea Phiri (${b.email}): 1 edit`);
    await admin.type('[data-testid="admin-confirm-word"]', "WIPE");
    await admin.click('[data-testid="admin-confirm-ok"]');
    // The retire closed the phone's socket: it asks whether to wipe every ASK_WIPE_DECISION_MS (15 s).
    await page.waitForSelector('[data-testid="init-welcome"]', { timeout: 45_000 });
    // Every worker's vault is gone (the app, started again, opens its own stores anew).
    expect((await databaseNames(page)).filter((n) => n.startsWith("stepwise-vault-") || /^stepwise-pdf-requests-./.test(n))).toEqual([]);
    expect(await storedOwner(locked)).toEqual([]);
    const { auditEvents } = await adminGraphQL<{ auditEvents: { detail: string }[] }>(
      baseUrl,
      "query($f: AuditFilter) { auditEvents(filter: $f) { detail } }",
      {
        f: { action: "device.wipe-now", target: phoneId },
      },
    );
    expect(auditEvents).toEqual([{ detail: `worker ${b.email}; worker ${c.email}; ${b.email} loses 1 edit` }]);
    expect(errors).toEqual([]);
    await admin.close();
    await page.close();
  });
});
