import path from "node:path";
import { randomUUID } from "node:crypto";
import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createWorker } from "./support/api.js";
import pg from "pg";
import {
  completeFirstRun,
  controlledByServiceWorker,
  gotoClients,
  laneBrowser,
  leaveBrowser,
  login,
  openDevice,
  openLogin,
  reloadOffline,
  waitForClientNamed,
  waitReady,
} from "./support/browser.js";
import { E2E_ADMIN_TOKEN } from "./support/global-setup.js";
import { layoutFaults } from "./support/phone-checks.js";

const baseUrl = inject("baseUrl");

async function adminGraphQL(query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data: Record<string, unknown> };
}

const screens = path.resolve(import.meta.dirname, "../.test-results/screens");

describe("accounts in the app", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await laneBrowser();
  });
  afterAll(() => leaveBrowser(browser));

  it("logs in with a one-time token at /requestforpassword, setting a password", async () => {
    const email = `token-${randomUUID().slice(0, 8)}@example.org`;
    await createWorker(baseUrl, email, "a first password");
    const { data } = await adminGraphQL("mutation($e: String!) { createLoginToken(email: $e) }", { e: email });
    const page: Page = await openDevice(browser, baseUrl);
    await openLogin(page);
    await page.click('[data-testid="forgot-password"]');
    await page.waitForSelector('[data-testid="request-password"]');
    await page.type('[data-testid="token-input"]', data.createLoginToken as string);
    await page.type('[data-testid="new-password"]', "my own password");
    await page.type('[data-testid="repeat-password"]', "my own password");
    await page.click('[data-testid="set-password"]');
    await page.waitForSelector('[data-testid="logged-in-as"]');
    // The header shows the login as soon as it is stored; the screen moves to /Home once the configuration is read again.
    await page.waitForFunction(() => location.pathname === "/Home");
    const login = await fetch(`${baseUrl}/api/login`, { method: "POST", body: new URLSearchParams({ email, password: "my own password" }) });
    expect(login.status).toBe(200);
  });

  it("keeps the header's words whole at 360 px in Dutch and Chichewa, with a long name logged in ('Uitlogge|n' broke mid-word)", async () => {
    const port = new URL(baseUrl).port;
    // MALA offers no login in its header: its worker logs in as a new phone would, by her login link.
    for (const [host, application, languageCode] of [
      ["127.0.0.1", "default", "nl"],
      ["mala.localhost", "MALA", "ny"],
    ] as const) {
      const email = `header-${languageCode}-${randomUUID().slice(0, 8)}@example.org`;
      await createWorker(baseUrl, email, "a long first password", application, `chikondi.mwale-banda.phiri.${languageCode}@example.org`);
      const { data } = await adminGraphQL("mutation($e: String!) { createLoginToken(email: $e) }", { e: email });
      const page = await (await browser.createBrowserContext()).newPage();
      await page.goto(`http://${host}:${port}/requestforpassword#code=${encodeURIComponent(data.createLoginToken as string)}`);
      await waitReady(page);
      await completeFirstRun(page, { languageCode, endsAt: "/requestforpassword" });
      await page.waitForSelector('[data-testid="new-password"]');
      await page.type('[data-testid="new-password"]', "her own long password");
      await page.type('[data-testid="repeat-password"]', "her own long password");
      await page.click('[data-testid="set-password"]');
      await page.waitForSelector('[data-testid="logged-in-as"]', { timeout: 20_000 });
      await page.waitForFunction(() => location.pathname === "/Home");
      await page.setViewport({ width: 360, height: 740 });
      expect(await layoutFaults(page), `${application} in ${languageCode}`).toEqual([]);
      await page.screenshot({ path: path.join(screens, `${application}-${languageCode}-header-logged-in-360.png`) });
      // With the phone's text at 22 px, and with the "Log in" button an offline unlock adds beside her name.
      await page.evaluate(() => (document.documentElement.style.fontSize = "22px"));
      expect(await layoutFaults(page), `${application} in ${languageCode} at 22 px`).toEqual([]);
      await page.screenshot({ path: path.join(screens, `${application}-${languageCode}-header-logged-in-360-22px.png`) });
      await page.browserContext().close();
    }
  });

  it("keeps the chosen language's texts offline after a login (the login's cache reset reloads them)", async () => {
    const email = `dutch-${randomUUID().slice(0, 8)}@example.org`;
    await createWorker(baseUrl, email, "a first password");
    const page = await (await browser.createBrowserContext()).newPage();
    await page.goto(baseUrl);
    await waitReady(page);
    await controlledByServiceWorker(page);
    await completeFirstRun(page, { languageCode: "nl" });
    await page.waitForFunction(() => document.querySelector('.app-nav a[href="/forms/clients"]')?.textContent === "Cliënten");
    await login(page, email, "a first password");
    await page.setOfflineMode(true);
    await reloadOffline(page);
    expect(await page.$eval('.app-nav a[href="/forms/clients"]', (a) => a.textContent)).toBe("Cliënten");
  });

  async function loggedInDevice() {
    const email = `worker-${randomUUID().slice(0, 8)}@example.org`;
    await createWorker(baseUrl, email, "a first password");
    const page = await openDevice(browser, baseUrl);
    await login(page, email, "a first password");
    await gotoClients(page);
    const token = (await page.evaluate(() => localStorage.getItem("auth_token")))!;
    return { page, token };
  }
  const tokenWorks = async (token: string) =>
    (
      await fetch(`${baseUrl}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: "{ me { email } }" }),
      })
    ).status !== 401;

  it("logs the user out on a 401: an authentication error is logged, the token is removed, loggedIn is false and her records are out of sight", async () => {
    const { page, token } = await loggedInDevice();
    const installId = await page.evaluate(() => localStorage.getItem("APP-ID"));
    // The edit is made offline while still logged in, so it is the user's whatever request meets the 401 first.
    await page.setOfflineMode(true);
    const name = `Made before the token was revoked ${randomUUID().slice(0, 4)}`;
    await page.click('[data-testid="new-client"]');
    await page.type('[data-testid="client-name"]', name);
    await page.click('[data-testid="client-save"]');
    await waitForClientNamed(page, name, 10_000);
    await fetch(`${baseUrl}/api/logout`, { method: "POST", headers: { authorization: `Bearer ${token}` } });
    await page.setOfflineMode(false);
    await page.waitForSelector('[data-testid="open-login"]', { timeout: 15_000 });
    expect(await page.evaluate(() => [localStorage.getItem("auth_token"), localStorage.getItem("loggedIn")])).toEqual([null, "false"]);
    // The user's edit waits for that user's next login: it is never sent as the phone's own install.
    // An edit the phone makes after it goes out, and the user's would have gone out with it or before.
    const db = new pg.Client({ connectionString: inject("databaseUrl") });
    await db.connect();
    const marker = `Made by the bare device after the 401 ${randomUUID().slice(0, 4)}`;
    // The page started again as the phone's own install (docs/shared-phone.md), at /Home.
    await gotoClients(page);
    await page.click('[data-testid="new-client"]');
    await page.type('[data-testid="client-name"]', marker);
    await page.click('[data-testid="client-save"]');
    await expect.poll(async () => (await db.query("select 1 from records where content->>'clientname' = $1", [marker])).rowCount, { timeout: 15_000 }).toBe(1);
    await page.waitForFunction(
      (shown) =>
        [...document.querySelectorAll('[data-testid="client-item"]')].some(
          (row) => row.querySelector('[data-testid="client-name-text"]')?.textContent === shown && !row.querySelector('[data-testid="client-pending"]'),
        ),
      { timeout: 10_000 },
      marker,
    );
    // The user's own edit waits locked in her vault (docs/shared-phone.md): the phone shows nothing of hers.
    expect(await page.$$eval('[data-testid="client-name-text"]', (texts) => texts.map((t) => t.textContent))).not.toContain(name);
    expect((await db.query("select 1 from records where content->>'clientname' = $1", [name])).rowCount).toBe(0);
    const logged = async () =>
      (await db.query<{ name: string }>("select error->>'name' as name from error_logs where app_id = $1", [installId])).rows.map((r) => r.name);
    await expect.poll(logged, { timeout: 10_000 }).toContain("AuthenticationError");
    await db.end();
  });

  it("logs out in the order of docs/product.md §4: the waiting edit is synced first, then the server revokes the token and the device forgets it", async () => {
    const { page, token } = await loggedInDevice();
    const db = new pg.Client({ connectionString: inject("databaseUrl") });
    await db.connect();
    const name = `Synced before logout ${randomUUID().slice(0, 4)}`;
    await page.click('[data-testid="new-client"]');
    await page.type('[data-testid="client-name"]', name);
    await page.click('[data-testid="client-save"]');
    await waitForClientNamed(page, name, 5000);
    await page.click('[data-testid="logout"]');
    // The reload starts through / and lands on /Home, logged out.
    await page.waitForFunction(() => location.pathname === "/Home" && document.querySelector('[data-testid="open-login"]') !== null, { timeout: 15_000 });
    const stored = await db.query("select 1 from records where content->>'clientname' = $1", [name]);
    await db.end();
    expect(stored.rowCount).toBe(1);
    expect(await tokenWorks(token)).toBe(false);
    expect(await page.evaluate(() => [localStorage.getItem("auth_token"), localStorage.getItem("user"), localStorage.getItem("loggedIn")])).toEqual([
      null,
      null,
      "false",
    ]);
  });

  it("asks for a login first in a deployment with appLogin (HIAPP on hiapp.localhost)", async () => {
    const page = await (await browser.createBrowserContext()).newPage();
    await page.goto(`http://hiapp.localhost:${new URL(baseUrl).port}`);
    await waitReady(page);
    await controlledByServiceWorker(page);
    await completeFirstRun(page);
    await page.waitForSelector('[data-testid="login-required"]');
    await page.click('a[href="/forms/clients"]');
    expect(await page.$('[data-testid="login-required"]')).not.toBeNull();
    expect(await page.$('[data-testid="client-list"]')).toBeNull();
  });
});
