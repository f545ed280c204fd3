import path from "node:path";
import { randomUUID } from "node:crypto";
import { UI_TEXTS } from "@stepwise/domain/texts";
import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminGraphQL, createWorker } from "./support/api.js";
import { seriousViolations } from "./support/axe.js";
import {
  addClient,
  completeFirstRun,
  controlledByServiceWorker,
  laneBrowser,
  leaveBrowser,
  login,
  noticeTexts,
  openDevice,
  reloadOffline,
  waitReady,
  waitSynced,
} from "./support/browser.js";
import { serverDatabase } from "./support/database.js";
import { layoutFaults } from "./support/phone-checks.js";

const baseUrl = inject("baseUrl");
const port = new URL(baseUrl).port;
const screens = path.resolve(import.meta.dirname, "../.test-results/screens");

/** The text of a kept notice: exactly this, in the worker's language (its words from the seeded texts). */
async function waitForNotice(page: Page, text: string): Promise<void> {
  await page
    .waitForFunction((wanted) => [...document.querySelectorAll('[data-testid="notice"] span')].some((s) => s.textContent === wanted), { timeout: 60_000 }, text)
    .catch(async (error: Error) => {
      throw new Error(`${error.message}; the notices: ${JSON.stringify(await noticeTexts(page))}`);
    });
}

const statusText = (page: Page) => page.$eval('[data-testid="sync-status"]', (e) => e.textContent);

/** The words of these keys in a language, as the seeded deployment holds them (packages/domain/src/texts). */
function words(language: "en" | "nl" | "ny", key: string, values: Record<string, string | number> = {}): string {
  return UI_TEXTS[language][key]!.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}

/** Her clients, by name, as the server holds them. */
async function storedClients(db: ReturnType<typeof serverDatabase>, names: string[]): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    "select content->>'clientname' as name from records where table_name = 'clients' and content->>'clientname' = any($1) order by 1",
    [names],
  );
  return rows.map((r) => r.name);
}

/** At 360 px: nothing wider than the page, no word broken, axe clean; a screenshot for the eye. */
async function checkScreen(page: Page, name: string): Promise<void> {
  expect(await layoutFaults(page), name).toEqual([]);
  expect(await seriousViolations(page), name).toEqual([]);
  await page.screenshot({ path: path.join(screens, `${name}.png`) });
}

/**
 * docs/worker-phone.md, "Refusals and what they ask of her": a worker's session ended elsewhere while
 * her edits waited offline. Back online, the phone locks her vault (docs/shared-phone.md, "Locked")
 * and says why, what to do and how many of her edits wait; they are kept and go out at her login.
 */
describe("a refused session says what to do, with her waiting edits", () => {
  const db = serverDatabase();
  let browser: Browser;
  beforeAll(async () => {
    browser = await laneBrowser();
  });
  afterAll(() => leaveBrowser(browser));

  it("a password changed on another phone with 3 edits waiting offline: the notice names the count and her login; logged in, every edit is sent", async () => {
    const email = `refused-${randomUUID().slice(0, 8)}@example.org`;
    const OLD = "her first long password";
    const NEW = "the one she set elsewhere";
    await createWorker(baseUrl, email, OLD, "default", "Grace Banda");
    const phone = await openDevice(browser, baseUrl);
    try {
      await phone.setViewport({ width: 360, height: 740 });
      await login(phone, email, OLD);
      // Offline as a phone is: no socket left open either (Chromium's offline mode keeps an open one), so the page reloads offline.
      await phone.setOfflineMode(true);
      await reloadOffline(phone);
      const tag = randomUUID().slice(0, 6);
      const names = [1, 2, 3].map((n) => `Refused ${tag} ${n}`);
      for (const name of names) await addClient(phone, name);
      await phone.waitForFunction(() => document.querySelector('[data-testid="sync-status"]')?.getAttribute("data-pending") === "3");

      // She sets a new password with a login code on another phone: every session of hers ends.
      const { createLoginToken } = await adminGraphQL<{ createLoginToken: string }>(baseUrl, "mutation($e: String!) { createLoginToken(email: $e) }", {
        e: email,
      });
      const set = await fetch(`${baseUrl}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          query: "mutation($t: String!, $p: String!) { setPassword(token: $t, password: $p) { token } }",
          variables: { t: createLoginToken, p: NEW },
        }),
      });
      expect(((await set.json()) as { errors?: unknown }).errors).toBeUndefined();

      await phone.setOfflineMode(false);
      await waitForNotice(phone, `${words("en", "REFUSAL_PASSWORD_CHANGED")} ${words("en", "REFUSAL_LOGIN_AS", { name: "Grace Banda", count: 3 })}`);
      await phone.waitForSelector('[data-testid="open-login"]');
      expect(await statusText(phone)).toBe(`${words("en", "SYNC_LOGIN_NEEDED")} · ${words("en", "SYNC_WAITING_MANY", { count: 3 })}`);
      expect(await storedClients(db, names)).toEqual([]);
      await checkScreen(phone, "refusal-password-changed-en-360");

      await login(phone, email, NEW);
      await waitSynced(phone, 60_000);
      expect(await storedClients(db, names)).toEqual(names);
      // The login cleared what was said before it (docs/worker-phone.md, "Notices").
      expect((await noticeTexts(phone)).filter((text) => text.startsWith(words("en", "REFUSAL_PASSWORD_CHANGED")))).toEqual([]);
    } finally {
      await phone.browserContext().close();
    }
  });

  it("a disabled account, in Dutch: the notice says to ask her operator, and that her 2 edits are kept", async () => {
    const email = `disabled-${randomUUID().slice(0, 8)}@example.org`;
    await createWorker(baseUrl, email, "her first long password", "default", "Anouk de Vries");
    const context = await browser.createBrowserContext();
    const phone = await context.newPage();
    try {
      await phone.setViewport({ width: 360, height: 740 });
      await phone.goto(baseUrl);
      await waitReady(phone);
      await completeFirstRun(phone, { languageCode: "nl" });
      await login(phone, email, "her first long password");
      // Controlled by the service worker before going offline, as openDevice makes its pages: the offline reload needs it.
      await controlledByServiceWorker(phone);
      // Offline as a phone is: no socket left open either (Chromium's offline mode keeps an open one), so the page reloads offline.
      await phone.setOfflineMode(true);
      await reloadOffline(phone);
      const tag = randomUUID().slice(0, 6);
      for (const n of [1, 2]) await addClient(phone, `Uitgeschakeld ${tag} ${n}`);
      const { users } = await adminGraphQL<{ users: { id: string; email: string }[] }>(baseUrl, "{ users { id email } }");
      const id = users.find((u) => u.email === email)!.id;
      await adminGraphQL(baseUrl, "mutation($id: ID!) { disableUser(id: $id) { disabledAt } }", { id });
      await phone.setOfflineMode(false);
      await waitForNotice(phone, `${words("nl", "REFUSAL_ACCOUNT_DISABLED")} ${words("nl", "REFUSAL_KEPT", { count: 2 })}`);
      expect(await statusText(phone)).toBe(`${words("nl", "SYNC_LOGIN_NEEDED")} · ${words("nl", "SYNC_WAITING_MANY", { count: 2 })}`);
      await checkScreen(phone, "refusal-account-disabled-nl-360");
    } finally {
      await context.close();
    }
  });

  it("a session an operator ended, in Chichewa (MALA, logged in by her login link): the notice names her login and her 2 waiting edits", async () => {
    const email = `ended-${randomUUID().slice(0, 8)}@example.org`;
    await createWorker(baseUrl, email, "her first long password", "MALA", "Chikondi Phiri");
    const { createLoginToken } = await adminGraphQL<{ createLoginToken: string }>(baseUrl, "mutation($e: String!) { createLoginToken(email: $e) }", {
      e: email,
    });
    const context = await browser.createBrowserContext();
    const phone = await context.newPage();
    try {
      await phone.setViewport({ width: 360, height: 740 });
      await phone.goto(`http://mala.localhost:${port}/requestforpassword#code=${encodeURIComponent(createLoginToken)}`);
      await waitReady(phone);
      await completeFirstRun(phone, { languageCode: "ny", endsAt: "/requestforpassword" });
      await phone.waitForSelector('[data-testid="new-password"]');
      await phone.type('[data-testid="new-password"]', "her own long password");
      await phone.type('[data-testid="repeat-password"]', "her own long password");
      await phone.click('[data-testid="set-password"]');
      await phone.waitForSelector('[data-testid="logged-in-as"]', { timeout: 20_000 });
      await controlledByServiceWorker(phone);
      // Her session is bound to her worker install at its first request: the install the operator ends.
      const boundInstall = async () =>
        (
          await db.query<{ install_id: string | null }>(
            "select install_id from auth_tokens t join users u on u.id = t.user_id where u.email = $1 and t.revoked_at is null",
            [email],
          )
        ).rows[0]?.install_id ?? null;
      await expect.poll(boundInstall, { timeout: 20_000 }).toEqual(expect.any(String));
      const installId = (await boundInstall())!;
      // Offline as a phone is: no socket left open either (Chromium's offline mode keeps an open one), so the page reloads offline.
      await phone.setOfflineMode(true);
      await reloadOffline(phone);
      const tag = randomUUID().slice(0, 6);
      for (const n of [1, 2]) await addClient(phone, `Chatha ${tag} ${n}`);
      await adminGraphQL(baseUrl, "mutation($id: ID!) { endDeviceSession(installId: $id) { installId } }", { id: installId });
      await phone.setOfflineMode(false);
      await waitForNotice(phone, `${words("ny", "REFUSAL_SESSION_ENDED")} ${words("ny", "REFUSAL_LOGIN_AS", { name: "Chikondi Phiri", count: 2 })}`);
      expect(await statusText(phone)).toBe(`${words("ny", "SYNC_LOGIN_NEEDED")} · ${words("ny", "SYNC_WAITING_MANY", { count: 2 })}`);
      await checkScreen(phone, "refusal-session-ended-ny-360");
    } finally {
      await context.close();
    }
  });
});
