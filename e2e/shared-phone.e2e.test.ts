import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Browser, HTTPResponse, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminGraphQL, createWorker } from "./support/api.js";
import {
  addClient,
  gotoClients,
  laneBrowser,
  leaveBrowser,
  login,
  navigateInApp,
  openDevice,
  openLogin,
  reloadOffline,
  waitForClientNamed,
  waitReady,
  waitSynced,
} from "./support/browser.js";
import { serverDatabase } from "./support/database.js";
import { databaseNames, localStorageKeys, storageHolding } from "./support/origin-storage.js";

const baseUrl = inject("baseUrl");
const screens = path.resolve(import.meta.dirname, "../.test-results/screens");

/** What the worker sees now, at 360 px wide, for a reviewer (.test-results/screens/default-en-<name>.png). */
async function screenAt360(page: Page, name: string): Promise<void> {
  const before = page.viewport();
  fs.mkdirSync(screens, { recursive: true });
  await page.setViewport({ width: 360, height: 740 });
  await page.screenshot({ path: path.join(screens, `default-en-${name}.png`), fullPage: true });
  if (before) await page.setViewport(before);
}

/**
 * A phone in many hands (docs/shared-phone.md), on one browser profile: a worker's records
 * never lie in the clear in the origin's storage, her session's end locks them, another worker sees
 * none of them and is never blocked by them, her waiting edit goes out as hers when she returns, and
 * an operator's "lost" wipes the phone at its next contact.
 */
describe("a phone in many hands", () => {
  const db = serverDatabase();
  let browser: Browser;
  beforeAll(async () => {
    browser = await laneBrowser();
  });
  afterAll(() => leaveBrowser(browser));

  async function worker(tag: string) {
    const email = `${tag}-${randomUUID().slice(0, 8)}@example.org`;
    await createWorker(baseUrl, email, `${tag} long password`, "default", `Worker ${tag}`);
    const { rows } = await db.query<{ id: number }>("select id from users where email = $1", [email]);
    return { email, password: `${tag} long password`, id: rows[0]!.id };
  }

  const storedOwner = async (name: string) =>
    (await db.query<{ owner_user_id: number | null }>("select owner_user_id from records where content->>'clientname' = $1", [name])).rows.map(
      (r) => r.owner_user_id,
    );

  /** The persisted cache is saved a second after its last change: what is checked has been written. */
  const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1500)));

  const shownText = (page: Page) => page.evaluate(() => document.body.innerText);

  it("keeps A's records sealed, locks them at her session's end, shows B none of them, and sends A's waiting edit as hers when she returns", async () => {
    const a = await worker("amina");
    const b = await worker("bea");
    const page = await openDevice(browser, baseUrl);
    await login(page, a.email, a.password);
    const synced = `Chisomo Synced ${randomUUID().slice(0, 6)}`;
    await addClient(page, synced);
    await waitSynced(page);
    // Her waiting edit: made offline, it stays in her outbox.
    await page.setOfflineMode(true);
    const waiting = `Tawonga Waiting ${randomUUID().slice(0, 6)}`;
    await addClient(page, waiting);
    await settle(page);
    expect(await storageHolding(page, synced)).toEqual([]);
    expect(await storageHolding(page, waiting)).toEqual([]);
    expect(await storageHolding(page, "Chisomo")).toEqual([]);
    expect(await storedOwner(synced)).toEqual([a.id]);

    // Her session ends on the server (an operator, a logout elsewhere): the phone's next request meets a 401.
    const token = (await page.evaluate(() => localStorage.getItem("auth_token")))!;
    await fetch(`${baseUrl}/api/logout`, { method: "POST", headers: { authorization: `Bearer ${token}` } });
    await page.setOfflineMode(false);
    await page.waitForSelector('[data-testid="open-login"]', { timeout: 20_000 });
    await waitReady(page);
    expect(await storageHolding(page, synced)).toEqual([]);
    expect(await storageHolding(page, waiting)).toEqual([]);
    expect((await localStorageKeys(page)).filter((k) => ["user", "auth_token", "cacheOwner", "activeClient"].includes(k))).toEqual([]);
    await gotoClients(page);
    expect(await shownText(page)).not.toContain("Tawonga");
    expect(await shownText(page)).not.toContain("Chisomo");
    await navigateInApp(page, "/forms/diary");
    expect(await shownText(page)).not.toContain("Tawonga");

    // B logs in on the same phone: none of A's records, and her own work syncs.
    await login(page, b.email, b.password);
    await gotoClients(page);
    const hers = `Bea Client ${randomUUID().slice(0, 6)}`;
    await addClient(page, hers);
    await waitSynced(page);
    expect(await storedOwner(hers)).toEqual([b.id]);
    expect(await shownText(page)).not.toContain("Tawonga");
    expect(await shownText(page)).not.toContain("Chisomo");
    // B's clean logout leaves no user id or client id in localStorage.
    await page.click('[data-testid="logout"]');
    await page.waitForSelector('[data-testid="open-login"]', { timeout: 20_000 });
    await waitReady(page);
    const keys = await localStorageKeys(page);
    expect(keys.filter((k) => ["cacheOwner", "activeClient", "user", "auth_token"].includes(k) || k.startsWith("planCreated:"))).toEqual([]);
    expect(await storageHolding(page, b.email)).toEqual([]);

    // A returns: her waiting edit goes out as hers.
    expect(await storedOwner(waiting)).toEqual([]);
    await login(page, a.email, a.password);
    await expect.poll(() => storedOwner(waiting), { timeout: 20_000 }).toEqual([a.id]);
    await gotoClients(page);
    await waitForClientNamed(page, synced, 10_000);
    await waitForClientNamed(page, waiting, 10_000);
    await page.close();
  });

  it("locks an open, idle phone within 5 s of an operator's End session, and again when its socket was down meanwhile", async () => {
    const a = await worker("idle");
    const page = await openDevice(browser, baseUrl);
    await login(page, a.email, a.password);
    const hers = `Idle Client ${randomUUID().slice(0, 6)}`;
    await addClient(page, hers);
    await waitSynced(page);
    await settle(page);
    const installs = async () => (await db.query<{ uuid: string }>("select uuid from app_installs where user_id = $1", [a.id])).rows.map((r) => r.uuid);
    await expect.poll(installs, { timeout: 10_000 }).toHaveLength(1);
    const [installId] = await installs();
    // Nothing is asked of the page: only its realtime socket hears the end.
    await adminGraphQL(baseUrl, "mutation($id: ID!) { endDeviceSession(installId: $id) { installId } }", { id: installId });
    await page.waitForSelector('[data-testid="open-login"]', { timeout: 5_000 });
    await waitReady(page);
    expect(await shownText(page)).not.toContain(hers);
    expect((await localStorageKeys(page)).filter((k) => ["user", "auth_token"].includes(k))).toEqual([]);

    // Her session ends while the phone is offline (its socket down): the first reconnect hears it and locks.
    await login(page, a.email, a.password);
    await gotoClients(page);
    await waitForClientNamed(page, hers, 10_000);
    await page.setOfflineMode(true);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    const token = (await page.evaluate(() => localStorage.getItem("auth_token")))!;
    await fetch(`${baseUrl}/api/logout`, { method: "POST", headers: { authorization: `Bearer ${token}` } });
    await page.setOfflineMode(false);
    await page.waitForSelector('[data-testid="open-login"]', { timeout: 5_000 });
    expect(await shownText(page)).not.toContain(hers);
    await page.close();
  });

  it("unlocks offline with her password, refuses a wrong one, and logs out offline keeping her waiting edit locked", async () => {
    const a = await worker("offline");
    const page = await openDevice(browser, baseUrl);
    await login(page, a.email, a.password);
    await gotoClients(page);
    await page.setOfflineMode(true);
    await reloadOffline(page);
    const waiting = `Kept Locked ${randomUUID().slice(0, 6)}`;
    await addClient(page, waiting);
    await page.click('[data-testid="logout"]');
    await page.waitForSelector('[data-testid="logout-waiting"]');
    await screenAt360(page, "logout-keep-locked-offer");
    await page.click('[data-testid="logout-keep-locked"]');
    await page.waitForSelector('[data-testid="open-login"]', { timeout: 20_000 });
    await waitReady(page);
    expect(await storageHolding(page, waiting)).toEqual([]);
    await gotoClients(page);
    expect(await shownText(page)).not.toContain("Kept Locked");

    await openLogin(page);
    await page.type('[data-testid="login-email"]', a.email);
    await page.type('[data-testid="login-password"]', "not her password");
    await page.click('[data-testid="login-submit"]');
    await page.waitForSelector('[data-testid="login-error"]');
    expect(await page.$eval('[data-testid="login-error"]', (e) => e.textContent)).toBe("This password does not open your records on this phone");
    await screenAt360(page, "unlock-wrong-password");

    await page.$eval('[data-testid="login-password"]', (input) => ((input as HTMLInputElement).value = ""));
    await page.click('[data-testid="login-password"]', { count: 3 });
    await page.keyboard.press("Backspace");
    await page.type('[data-testid="login-password"]', a.password);
    await page.click('[data-testid="login-submit"]');
    await page.waitForSelector('[data-testid="logged-in-as"]', { timeout: 20_000 });
    await gotoClients(page);
    await waitForClientNamed(page, waiting, 10_000);
    expect(await storedOwner(waiting)).toEqual([]);

    await screenAt360(page, "unlocked-offline");
    // Online again, she logs in with the server to send it.
    await page.setOfflineMode(false);
    await openLogin(page, "login-again");
    await page.type('[data-testid="login-password"]', a.password);
    await page.click('[data-testid="login-submit"]');
    await expect.poll(() => storedOwner(waiting), { timeout: 20_000 }).toEqual([a.id]);
    await page.close();
  });

  it("refuses to unlock a disabled worker's records offline once the phone has heard of it, whatever the password", async () => {
    const a = await worker("disabled");
    const page = await openDevice(browser, baseUrl);
    await login(page, a.email, a.password);
    await gotoClients(page);
    // She logs out keeping her vault; the operator disables her account; the phone, online, hears of it.
    await page.setOfflineMode(true);
    await reloadOffline(page);
    await addClient(page, `Locked Away ${randomUUID().slice(0, 6)}`);
    await page.click('[data-testid="logout"]');
    await page.waitForSelector('[data-testid="logout-waiting"]');
    await page.click('[data-testid="logout-keep-locked"]');
    await page.waitForSelector('[data-testid="open-login"]', { timeout: 20_000 });
    await adminGraphQL(baseUrl, "mutation($id: ID!) { disableUser(id: $id) { id } }", { id: String(a.id) });
    const heard = page.waitForResponse((r) => r.url().endsWith("/graphql") && (r.request().postData() ?? "").includes('"operationName":"DeviceAccounts"'), {
      timeout: 20_000,
    });
    await page.setOfflineMode(false);
    await heard;
    await page.setOfflineMode(true);
    await openLogin(page);
    await page.type('[data-testid="login-email"]', a.email);
    await page.type('[data-testid="login-password"]', a.password);
    await page.click('[data-testid="login-submit"]');
    await page.waitForSelector('[data-testid="login-error"]', { timeout: 10_000 }).catch(async () => {
      throw new Error(`no login error; the page shows ${await page.evaluate(() => `${location.pathname} ${document.body.innerText.slice(0, 400)}`)}`);
    });
    expect(await page.$eval('[data-testid="login-error"]', (e) => e.textContent)).toBe("This account is disabled: ask your operator");
    expect(await page.$('[data-testid="logged-in-as"]')).toBeNull();
    await page.close();
  });

  it("logs out cleanly with no uncaught error and no request answered 401", async () => {
    const a = await worker("logout");
    const page = await openDevice(browser, baseUrl);
    await login(page, a.email, a.password);
    await addClient(page, `Logout Client ${randomUUID().slice(0, 6)}`);
    await waitSynced(page);
    const errors: string[] = [];
    const refused: string[] = [];
    page.on("pageerror", (error) => errors.push((error as Error).stack ?? String(error)));
    page.on("response", (response: HTTPResponse) => {
      if (response.status() === 401) refused.push(response.url());
    });
    await page.click('[data-testid="logout"]');
    await page.waitForSelector('[data-testid="open-login"]', { timeout: 20_000 });
    await waitReady(page);
    await settle(page);
    expect(errors).toEqual([]);
    expect(refused).toEqual([]);
    await page.close();
  });

  /** A worker's phone, synced, that an operator marks lost; answers its install. */
  async function markedLost(page: Page, a: { email: string; password: string; id: number }, name: string): Promise<string> {
    await login(page, a.email, a.password);
    await addClient(page, name);
    await waitSynced(page);
    const { devices } = await adminGraphQL<{ devices: Array<{ installId: string; workerId: number | null }> }>(
      baseUrl,
      "query($f: DeviceFilter) { devices(filter: $f) { installId workerId } }",
      { f: { workerId: a.id } },
    );
    expect(devices).toHaveLength(1);
    const installId = devices[0]!.installId;
    await adminGraphQL(baseUrl, "mutation($id: ID!) { markDeviceLost(installId: $id) { installId } }", { id: installId });
    return installId;
  }

  /** When the server recorded the phone's acknowledgement of the wipe, polled for 15 s. */
  async function acknowledgedWithin15s(a: { id: number }, installId: string): Promise<void> {
    await expect
      .poll(
        async () =>
          (
            await adminGraphQL<{ devices: Array<{ installId: string; wipeAcknowledgedAt: string | null }> }>(
              baseUrl,
              "query($f: DeviceFilter) { devices(filter: $f) { installId wipeAcknowledgedAt } }",
              { f: { workerId: a.id } },
            )
          ).devices.find((d) => d.installId === installId)?.wipeAcknowledgedAt ?? null,
        { timeout: 15_000 },
      )
      .not.toBeNull();
  }

  it("wipes the phone at its next contact once an operator marks it lost, keeps the app starting, and the server records the acknowledgement", async () => {
    const a = await worker("lost");
    const page = await openDevice(browser, baseUrl);
    const name = `Lost Phone Client ${randomUUID().slice(0, 6)}`;
    const installId = await markedLost(page, a, name);

    // Its next contact: the realtime socket is closed with 4410, or the next request carries the order.
    await page.waitForSelector('[data-testid="init-welcome"]', { timeout: 30_000 });
    expect(await databaseNames(page)).not.toContain(`stepwise-vault-${installId}`);
    expect(await storageHolding(page, name)).toEqual([]);
    expect(await storageHolding(page, a.email)).toEqual([]);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state)).toBe("activated");
    await acknowledgedWithin15s(a, installId);
    await page.close();
  });

  it("sends an acknowledgement the wiping page could not send at the next start, while the welcome still shows", async () => {
    const a = await worker("lost-ack");
    const page = await openDevice(browser, baseUrl);
    // The wiping page's acknowledgement is lost on the way; the started app's goes through.
    let refused = 0;
    await page.setRequestInterception(true);
    page.on("request", (request) => {
      if (request.isInterceptResolutionHandled()) return;
      if (refused === 0 && (request.postData() ?? "").includes("AcknowledgeWipe")) {
        refused += 1;
        void request.abort("connectionreset");
      } else void request.continue();
    });
    const installId = await markedLost(page, a, `Lost Ack Client ${randomUUID().slice(0, 6)}`);
    await page.waitForSelector('[data-testid="init-welcome"]', { timeout: 30_000 });
    expect(refused).toBe(1);
    // Nobody finishes the first run: the welcome stays, and the acknowledgement does not wait for it.
    await acknowledgedWithin15s(a, installId);
    expect(await page.$('[data-testid="init-welcome"]')).not.toBeNull();
    await page.setRequestInterception(false);
    await page.close();
  });
});
