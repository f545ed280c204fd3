import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, HTTPRequest, Page } from "puppeteer-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import { adminGraphQL, createWorker } from "./support/api.js";
import {
  addClient,
  completeFirstRun,
  controlledByServiceWorker,
  gotoClients,
  launchChromium,
  login,
  openLogin,
  reloadOffline,
  waitForClientNamed,
  waitReady,
  waitSynced,
} from "./support/browser.js";
import { serverDatabase } from "./support/database.js";
import { candidateKeys, filesUnder, keyFound, openBlob, sealedBlobsIn, textFound } from "./support/profile-scan.js";

const baseUrl = inject("baseUrl");

/**
 * A copy of the phone's browser profile, taken after her session ended, opens none of her records
 * (docs/SECURITY.md, "A phone in many hands: the phone's side"; docs/shared-phone.md, "The phone's side"):
 * the key lives in the page's memory and, for a reload, a few seconds in the service worker's; a
 * start with neither asks her password. Chromium keeps its profile on disk here (its default context),
 * as a phone does.
 */
describe("a copied phone profile", () => {
  const db = serverDatabase();
  const profiles: string[] = [];
  afterAll(() => {
    for (const dir of profiles) fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  });

  const tempDir = (name: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `stepwise-${name}-`));
    profiles.push(dir);
    return dir;
  };

  async function worker(tag: string) {
    const email = `${tag}-${randomUUID().slice(0, 8)}@example.org`;
    const password = `${tag} long password`;
    await createWorker(baseUrl, email, password, "default", `Worker ${tag}`);
    const { rows } = await db.query<{ id: number }>("select id from users where email = $1", [email]);
    return { email, password, id: rows[0]!.id };
  }

  /** Her key as the server keeps it (users.vault_key, base64url), made at her first login. */
  async function vaultKeyOf(id: number): Promise<Buffer> {
    const { rows } = await db.query<{ vault_key: string }>("select vault_key from users where id = $1", [id]);
    return Buffer.from(rows[0]!.vault_key, "base64url");
  }

  /** The device's first page on the profile's own (default) context, through the first run. */
  async function firstPage(browser: Browser): Promise<Page> {
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    await page.goto(baseUrl);
    await waitReady(page);
    await controlledByServiceWorker(page);
    await completeFirstRun(page);
    return page;
  }

  /** Her screens after a start: logged in, her clients listed, no password asked. */
  async function herScreens(page: Page, names: string[]): Promise<void> {
    await page.waitForSelector('[data-testid="logged-in-as"]', { timeout: 20_000 });
    expect(await page.$('[data-testid="reopen-records"]')).toBeNull();
    await gotoClients(page);
    for (const name of names) await waitForClientNamed(page, name, 10_000);
  }

  /** The operator's End session on her one device (docs/operator-console.md). */
  async function endSession(workerId: number): Promise<void> {
    const { devices } = await adminGraphQL<{ devices: Array<{ installId: string }> }>(
      baseUrl,
      "query($f: DeviceFilter) { devices(filter: $f) { installId } }",
      {
        f: { workerId },
      },
    );
    expect(devices).toHaveLength(1);
    await adminGraphQL(baseUrl, "mutation($id: ID!) { endDeviceSession(installId: $id) { installId } }", { id: devices[0]!.installId });
  }

  const asksKey = (request: HTTPRequest) => request.url().endsWith("/graphql") && (request.postData() ?? "").includes('"operationName":"MyVaultKey"');

  /** The browser closed, its process gone: every file of the profile is written. */
  async function closed(browser: Browser): Promise<void> {
    const exited = new Promise((resolve) => browser.process()!.once("exit", resolve));
    await browser.close();
    await exited;
  }

  it("holds no key after her session ended: no form of it in any file, and no candidate key opens a sealed blob; her real key does", async () => {
    const a = await worker("copied");
    const profile = tempDir("copied-profile");
    const browser = await launchChromium(profile);
    const page = await firstPage(browser);
    await login(page, a.email, a.password);
    const names = ["Chisomo", "Tawonga", "Madalitso", "Thokozani"].map((name) => `${name} Copied ${randomUUID().slice(0, 6)}`);
    for (const name of names) await addClient(page, name);
    await waitSynced(page);

    // Reloads, online and offline: the key goes from page to page through the service worker, never asked again.
    const keyAsked: string[] = [];
    page.on("request", (request) => void (asksKey(request) && keyAsked.push(request.url())));
    for (let i = 0; i < 2; i += 1) {
      await page.reload();
      await waitReady(page);
      await herScreens(page, names);
    }
    await page.setOfflineMode(true);
    for (let i = 0; i < 2; i += 1) {
      await reloadOffline(page);
      await herScreens(page, names);
    }
    expect(keyAsked).toEqual([]);

    // Offline, she logs out keeping a waiting edit locked, and her password unlocks her records again.
    const waiting = `Waiting Copied ${randomUUID().slice(0, 6)}`;
    await addClient(page, waiting);
    names.push(waiting);
    await page.click('[data-testid="logout"]');
    await page.waitForSelector('[data-testid="logout-waiting"]');
    await page.click('[data-testid="logout-keep-locked"]');
    await page.waitForSelector('[data-testid="open-login"]', { timeout: 20_000 });
    await waitReady(page);
    await login(page, a.email, a.password);
    await herScreens(page, names);
    // Online again, she logs in with the server and her waiting edit goes out.
    await page.setOfflineMode(false);
    await openLogin(page, "login-again");
    await page.type('[data-testid="login-password"]', a.password);
    await page.click('[data-testid="login-submit"]');
    await herScreens(page, names);
    await waitSynced(page);

    // The operator ends her session: the phone locks.
    await endSession(a.id);
    await page.waitForSelector('[data-testid="open-login"]', { timeout: 10_000 });
    await waitReady(page);
    await closed(browser);

    // The copy: every file of the profile, as taken from the phone.
    const copy = tempDir("profile-copy");
    fs.cpSync(profile, copy, { recursive: true });
    const files = filesUnder(copy);
    const key = await vaultKeyOf(a.id);
    expect(keyFound(files, key)).toEqual([]);
    for (const name of names) expect(textFound(files, name)).toEqual([]);

    const candidates = candidateKeys(files);
    const blobs = await sealedBlobsIn(copy, baseUrl);
    const opened = candidates.flatMap((candidate) => blobs.filter((blob) => openBlob(candidate, blob) !== null).map((blob) => blob.where));
    expect({ candidates: candidates.length > 100, opened }).toEqual({ candidates: true, opened: [] });

    // The positive control: her real key opens the sealed blobs (the persisted cache's parts among them), and her clients are in them.
    const texts = blobs.flatMap((blob) => openBlob(key, blob)?.toString("utf8") ?? []);
    expect(texts.length).toBeGreaterThanOrEqual(3);
    for (const name of names) expect(texts.some((text) => text.includes(name))).toBe(true);
  }, 240_000);

  it("asks her password at a start offline that no page or tab handed the key to, the server's key at one online, and takes an open tab's", async () => {
    const a = await worker("cold");
    const browser = await launchChromium(tempDir("cold-profile"));
    try {
      const page = await firstPage(browser);
      await login(page, a.email, a.password);
      const name = `Cold Start ${randomUUID().slice(0, 6)}`;
      await addClient(page, name);
      await waitSynced(page);
      await page.close();
      // A page hands its key over as it goes, for 10 s at most: these starts come later.
      await new Promise((resolve) => setTimeout(resolve, 11_000));

      const offline = await browser.newPage();
      await offline.setOfflineMode(true);
      await offline.goto(baseUrl);
      await offline.waitForSelector('[data-testid="reopen-records"]', { timeout: 20_000 });
      expect(await offline.$eval('[data-testid="reopen-records"] p', (p) => p.textContent)).toBe("Enter your password to open your records again");
      expect(await offline.$('[data-testid="client-list"]')).toBeNull();
      await offline.type('[data-testid="login-password"]', "not her password");
      await offline.click('[data-testid="login-submit"]');
      await offline.waitForSelector('[data-testid="login-error"]');
      expect(await offline.$eval('[data-testid="login-error"]', (e) => e.textContent)).toBe("This password does not open your records on this phone");
      await offline.click('[data-testid="login-password"]', { count: 3 });
      await offline.keyboard.press("Backspace");
      await offline.type('[data-testid="login-password"]', a.password);
      await offline.click('[data-testid="login-submit"]');
      await herScreens(offline, [name]);
      // Her session lives on: a reload hands the key over, and no password is asked.
      await reloadOffline(offline);
      await herScreens(offline, [name]);
      await offline.setOfflineMode(false);
      await offline.close();
      await new Promise((resolve) => setTimeout(resolve, 11_000));

      const online = await browser.newPage();
      const asked = new Promise<void>((resolve) => online.on("request", (request) => void (asksKey(request) && resolve())));
      await online.goto(baseUrl);
      await asked;
      await herScreens(online, [name]);
      // A tab of hers that is open gives the key to a new one, offline too: no password.
      const tab = await browser.newPage();
      await tab.setOfflineMode(true);
      await tab.goto(baseUrl);
      await herScreens(tab, [name]);
      await tab.close();
      // Her session ended meanwhile: the server releases nothing, and the phone locks at its start.
      await online.close();
      await new Promise((resolve) => setTimeout(resolve, 11_000));
      await endSession(a.id);
      const later = await browser.newPage();
      await later.goto(baseUrl);
      await later.waitForSelector('[data-testid="open-login"]', { timeout: 20_000 });
      await waitReady(later);
      expect(await later.$('[data-testid="reopen-records"]')).toBeNull();
      expect(await later.evaluate(() => localStorage.getItem("auth_token"))).toBeNull();
    } finally {
      await closed(browser);
    }
  }, 180_000);
});
