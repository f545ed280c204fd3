import { randomUUID } from "node:crypto";
import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createWorker, legacySave } from "./support/api.js";
import { gotoClients, laneBrowser, leaveBrowser, login, openDevice, openLogin, waitForClientNamed, waitReady, waitSynced } from "./support/browser.js";
import { serverDatabase } from "./support/database.js";

const baseUrl = inject("baseUrl");
const password = "a login transition password";

async function newClient(page: Page, name: string) {
  await page.click('[data-testid="new-client"]');
  await page.type('[data-testid="client-name"]', name);
  await page.click('[data-testid="client-save"]');
  await waitForClientNamed(page, name, 10_000);
}

async function submitLogin(page: Page, email: string) {
  await openLogin(page);
  await page.type('[data-testid="login-email"]', email);
  await page.type('[data-testid="login-password"]', password);
  await page.click('[data-testid="login-submit"]');
}

/** docs/sync-and-api.md, "Login transitions": logging in keeps everything a worker made, and shows it. */
describe("login transitions keep every record", () => {
  let browser: Browser;
  const db = serverDatabase();
  const ownerOf = async (name: string) =>
    (await db.query<{ owner_user_id: number }>("select owner_user_id from records where content->>'clientname' = $1", [name])).rows.map((r) => r.owner_user_id);

  beforeAll(async () => {
    browser = await laneBrowser();
  });

  afterAll(async () => {
    await leaveBrowser(browser);
  });

  it("offers the clients made on this phone before the login to the account; yes makes them the worker's, seen on a second device", async () => {
    const email = `adopt-${randomUUID().slice(0, 8)}@example.org`;
    await createWorker(baseUrl, email, password);
    const phone = await openDevice(browser, baseUrl);
    await gotoClients(phone);
    const names = ["Made on the phone 1", "Made on the phone 2", "Made on the phone 3"];
    for (const name of names) await newClient(phone, name);
    await waitSynced(phone);
    expect(await ownerOf(names[0]!)).toEqual([null]);

    await submitLogin(phone, email);
    await phone.waitForSelector('[data-testid="adopt-question"]', { timeout: 10_000 });
    expect(await phone.$eval('[data-testid="adopt-question"] p', (el) => el.textContent)).toBe("Keep the 3 clients made on this phone in your account?");
    await phone.click('[data-testid="adopt-yes"]');
    await phone.waitForSelector('[data-testid="logged-in-as"]');
    const { rows } = await db.query<{ id: number }>("select id from users where email = $1", [email]);
    for (const name of names) expect(await ownerOf(name)).toEqual([rows[0]!.id]);

    const second = await openDevice(browser, baseUrl);
    await login(second, email, password);
    await gotoClients(second);
    for (const name of names) await waitForClientNamed(second, name, 10_000);
    await gotoClients(phone);
    for (const name of names) await waitForClientNamed(phone, name, 10_000);
    await Promise.all([phone.browserContext().close(), second.browserContext().close()]);
  });

  it("no leaves the clients made before the login with this phone: the install's on the server, shown on the phone with nobody logged in, not in the worker's records", async () => {
    const email = `keep-${randomUUID().slice(0, 8)}@example.org`;
    await createWorker(baseUrl, email, password);
    const phone = await openDevice(browser, baseUrl);
    await gotoClients(phone);
    const names = [`Stays on the phone ${randomUUID().slice(0, 4)}`, `Stays on the phone ${randomUUID().slice(0, 4)}`];
    for (const name of names) await newClient(phone, name);
    await waitSynced(phone);

    await submitLogin(phone, email);
    await phone.waitForSelector('[data-testid="adopt-question"]', { timeout: 10_000 });
    expect(await phone.$eval('[data-testid="adopt-question"] p', (el) => el.textContent)).toBe("Keep the 2 clients made on this phone in your account?");
    await phone.click('[data-testid="adopt-no"]');
    await phone.waitForSelector('[data-testid="logged-in-as"]');
    for (const name of names) expect(await ownerOf(name)).toEqual([null]);

    // They stay the phone's own (docs/shared-phone.md): shown again once she logs out.
    await phone.click('[data-testid="logout"]');
    await phone.waitForSelector('[data-testid="open-login"]', { timeout: 15_000 });
    await waitReady(phone);
    await gotoClients(phone);
    for (const name of names) await waitForClientNamed(phone, name, 10_000);

    // The worker's other phone has none of them: its list, once loaded, is empty.
    const second = await openDevice(browser, baseUrl);
    await login(second, email, password);
    await gotoClients(second);
    await second.waitForSelector('[data-testid="no-clients"]', { timeout: 15_000 });
    expect(await second.$('[data-testid="download-progress"]')).toBeNull();
    // Both phones go, so their sync and live channel do not run on under the next test.
    await Promise.all([phone.browserContext().close(), second.browserContext().close()]);
  });

  it("shows the worker's clients on the client list once they log in, never 'No clients yet'", async () => {
    const email = `relogin-${randomUUID().slice(0, 8)}@example.org`;
    await createWorker(baseUrl, email, password);
    for (let i = 1; i <= 6; i++) expect((await legacySave(baseUrl, email, password, { uuid: randomUUID(), clientname: `Client ${i} of 6` })).status).toBe(200);
    const page = await openDevice(browser, baseUrl);
    await gotoClients(page);
    await page.waitForSelector('[data-testid="no-clients"]');
    // Once the login is stored, the list may say it is loading, never that there are no clients: the
    // app starts again in her vault after the login (docs/shared-phone.md), watched from its first moment.
    await page.evaluateOnNewDocument(() => {
      const seen = { empty: false };
      (window as unknown as { seenWhileLoggingIn: typeof seen }).seenWhileLoggingIn = seen;
      const look = () => {
        if (localStorage.getItem("loggedIn") !== "true") return;
        if (document.querySelector('[data-testid="no-clients"]')) seen.empty = true;
      };
      addEventListener("DOMContentLoaded", () => new MutationObserver(look).observe(document.body, { childList: true, subtree: true, characterData: true }));
      setInterval(look, 10);
    });
    await submitLogin(page, email);
    await page.waitForSelector('[data-testid="logged-in-as"]');
    await gotoClients(page);
    await page.waitForFunction(() => document.querySelector('[data-testid="client-count"]')?.getAttribute("data-count") === "6", { timeout: 10_000 });
    // The download may have ended before the list opens: loading is seen or not, "No clients yet" never.
    expect(await page.evaluate(() => (window as unknown as { seenWhileLoggingIn: { empty: boolean } }).seenWhileLoggingIn.empty)).toBe(false);
  });

  it("sends an edit waiting for its worker as soon as that worker logs in again after a 401, and the logged-out install can report errors", async () => {
    const email = `waiting-${randomUUID().slice(0, 8)}@example.org`;
    await createWorker(baseUrl, email, password);
    const page = await openDevice(browser, baseUrl);
    await login(page, email, password);
    await gotoClients(page);
    const token = (await page.evaluate(() => localStorage.getItem("auth_token")))!;
    await page.setOfflineMode(true);
    const name = `Waiting for the next login ${randomUUID().slice(0, 4)}`;
    await newClient(page, name);
    await fetch(`${baseUrl}/api/logout`, { method: "POST", headers: { authorization: `Bearer ${token}` } });
    await page.setOfflineMode(false);
    await page.waitForSelector('[data-testid="open-login"]', { timeout: 15_000 });
    expect(await ownerOf(name)).toEqual([]);

    const reported = await page.evaluate(async () => {
      const formData = JSON.stringify({
        app_id: "default",
        date: "23-11-2026 22:00",
        error: { name: "Error", message: "reported after a 401", fileName: "e2e", lineNumber: 1 },
      });
      const answer = await fetch("/api/logging/logError", {
        method: "POST",
        headers: { "X-App-Install-Id": localStorage.getItem("APP-ID")! },
        body: new URLSearchParams({ formData }),
      });
      return answer.status;
    });
    expect(reported).toBe(200);

    await submitLogin(page, email);
    await page.waitForSelector('[data-testid="logged-in-as"]');
    await waitSynced(page, 8000);
    const { rows } = await db.query<{ id: number }>("select id from users where email = $1", [email]);
    expect(await ownerOf(name)).toEqual([rows[0]!.id]);
  });
});
