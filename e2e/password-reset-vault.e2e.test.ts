import { randomUUID } from "node:crypto";
import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminGraphQL, createWorker } from "./support/api.js";
import { gotoClients, laneBrowser, leaveBrowser, login, openDevice, openLogin, reloadOffline, waitForClientNamed } from "./support/browser.js";

const baseUrl = inject("baseUrl");

/** The offline login form sent with this password (the form open, her e-mail typed). */
async function sendPassword(page: Page, password: string): Promise<void> {
  await page.click('[data-testid="login-password"]', { count: 3 });
  await page.keyboard.press("Backspace");
  await page.type('[data-testid="login-password"]', password);
  await page.click('[data-testid="login-submit"]');
}

/** When the phone's vault of this install was told its password was set (vault-store.ts `heardPassword`), read from IndexedDB. */
function heardAt(page: Page): Promise<(string | null)[]> {
  return page.evaluate(
    () =>
      new Promise<(string | null)[]>((resolve, reject) => {
        const request = indexedDB.open("stepwise-vaults");
        request.onerror = () => reject(new Error(`IndexedDB: ${String(request.error)}`));
        request.onsuccess = () => {
          const all = request.result.transaction("vaults").objectStore("vaults").getAll();
          all.onsuccess = () => {
            resolve((all.result as { passwordSetAt?: string }[]).map((v) => v.passwordSetAt ?? null));
            request.result.close();
          };
        };
      }),
  );
}

/**
 * docs/shared-phone.md, "The worker's key (vault key)": after a password reset, the password she set
 * elsewhere opens her records on a phone offline once that phone has been online (no login there),
 * and the old one no longer does.
 */
describe("a password reset reaches a phone's locked vault", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await laneBrowser();
  });
  afterAll(() => leaveBrowser(browser));

  it("opens her vault offline with the new password once the phone was online, and refuses the old one", async () => {
    const email = `reset-${randomUUID().slice(0, 8)}@example.org`;
    const OLD = "her first long password";
    const NEW = "the one she set elsewhere";
    await createWorker(baseUrl, email, OLD);
    const phone = await openDevice(browser, baseUrl);
    await login(phone, email, OLD);
    await gotoClients(phone);
    // Offline she adds a client and logs out keeping it locked in her vault.
    await phone.setOfflineMode(true);
    await reloadOffline(phone);
    const waiting = `Kept Through Reset ${randomUUID().slice(0, 6)}`;
    await gotoClients(phone);
    await phone.click('[data-testid="new-client"]');
    await phone.type('[data-testid="client-name"]', waiting);
    await phone.click('[data-testid="client-save"]');
    await waitForClientNamed(phone, waiting, 10_000);
    await phone.click('[data-testid="logout"]');
    await phone.waitForSelector('[data-testid="logout-waiting"]');
    await phone.click('[data-testid="logout-keep-locked"]');
    await phone.waitForSelector('[data-testid="open-login"]', { timeout: 20_000 });
    expect(await heardAt(phone)).toEqual([null]);

    // The operator's login code; she sets a new password with it on another phone.
    const { createLoginToken } = await adminGraphQL<{ createLoginToken: string }>(baseUrl, "mutation($e: String!) { createLoginToken(email: $e) }", {
      e: email,
    });
    const other = await openDevice(browser, baseUrl);
    await openLogin(other);
    await other.click('[data-testid="forgot-password"]');
    await other.waitForSelector('[data-testid="request-password"]');
    await other.type('[data-testid="token-input"]', createLoginToken);
    await other.type('[data-testid="new-password"]', NEW);
    await other.type('[data-testid="repeat-password"]', NEW);
    await other.click('[data-testid="set-password"]');
    await other.waitForSelector('[data-testid="logged-in-as"]', { timeout: 20_000 });
    await other.close();

    // The phone comes online, nobody logging in, and goes offline again.
    const heard = phone.waitForResponse((r) => r.url().endsWith("/graphql") && (r.request().postData() ?? "").includes('"operationName":"PasswordWraps"'), {
      timeout: 20_000,
    });
    await phone.setOfflineMode(false);
    expect(((await (await heard).json()) as { data: { passwordWraps: unknown[] } }).data.passwordWraps).toHaveLength(1);
    await expect.poll(() => heardAt(phone), { timeout: 10_000 }).toEqual([expect.stringMatching(/^\d{4}-\d\d-\d\dT/)]);
    await phone.setOfflineMode(true);

    await openLogin(phone);
    await phone.type('[data-testid="login-email"]', email);
    await sendPassword(phone, OLD);
    await phone.waitForSelector('[data-testid="login-error"]', { timeout: 20_000 });
    expect(await phone.$eval('[data-testid="login-error"]', (e) => e.textContent)).toBe("This password does not open your records on this phone");
    await sendPassword(phone, NEW);
    await phone.waitForSelector('[data-testid="logged-in-as"]', { timeout: 20_000 });
    await gotoClients(phone);
    await waitForClientNamed(phone, waiting, 10_000);
    await phone.close();
  });
});
