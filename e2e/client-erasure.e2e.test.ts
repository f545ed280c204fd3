import { randomUUID } from "node:crypto";
import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminGraphQL, createOperator, createWorker } from "./support/api.js";
import { seriousViolations } from "./support/axe.js";
import {
  addClient,
  gotoClients,
  laneBrowser,
  leaveBrowser,
  login,
  openDevice,
  persistedCacheText,
  waitForClientNamed,
  waitReady,
  waitSynced,
} from "./support/browser.js";
import { serverDatabase } from "./support/database.js";

const baseUrl = inject("baseUrl");
const ERASE = 'mutation($u: ID!) { eraseClient(uuid: $u, confirm: "ERASE") }';

/**
 * docs/operating.md, "Erasing a client", end to end on a phone in many hands (docs/shared-phone.md):
 * a client erased while her worker's phone is online leaves its screens and its store with her plan;
 * a client erased while her worker's vault is locked (another worker using the phone) leaves the
 * vault at her worker's next unlock.
 */
describe("an erased client leaves the phones", () => {
  const db = serverDatabase();
  let browser: Browser;
  beforeAll(async () => {
    browser = await laneBrowser();
  });
  afterAll(() => leaveBrowser(browser));

  async function worker(tag: string) {
    const email = `${tag}-${randomUUID().slice(0, 8)}@example.org`;
    const password = `${tag} long password`;
    await createWorker(baseUrl, email, password, "default", `Worker ${tag}`);
    return { email, password };
  }

  const clientUuid = async (name: string) =>
    (await db.query<{ uuid: string }>("select uuid from records where table_name = 'clients' and content->>'clientname' = $1", [name])).rows[0]!.uuid;

  /** Records saved by a worker from another install (the REST facade), so her phone reads them from the feed. */
  async function saveAs(who: { email: string; password: string }, table: string, record: Record<string, unknown> & { uuid: string }): Promise<string> {
    const login = await fetch(`${baseUrl}/api/login`, { method: "POST", body: new URLSearchParams({ email: who.email, password: who.password }) });
    const { token } = (await login.json()) as { token: string };
    const payload = JSON.stringify([{ appIdentifier: "default", uuid: record.uuid, table, record, queuedAt: new Date().toISOString() }]);
    const saved = await fetch(`${baseUrl}/api/saveTables/${randomUUID()}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: new URLSearchParams({ payload }),
    });
    expect(saved.status).toBe(200);
    return record.uuid;
  }

  /** A plan with one goal for the client. */
  const planFor = (who: { email: string; password: string }, client: string, goal: string) =>
    saveAs(who, "rehabilitations", {
      uuid: randomUUID(),
      client_uuid: client,
      domains: [{ domain_id: "1", goals: [{ uuid: randomUUID(), goal, why: null, actions: [] }] }],
      diary_items: [],
    });

  const shownText = (page: Page) => page.evaluate(() => document.body.innerText);
  /** The phone's store, opened with the logged-in worker's key: what it still holds of these texts. */
  const held = async (page: Page, texts: string[]) => {
    const store = await persistedCacheText(page);
    return texts.filter((t) => store.includes(t));
  };

  it("drops her and her plan online, and from a locked vault at its owner's next unlock", async () => {
    const a = await worker("erasing");
    const b = await worker("sharing");
    const page = await openDevice(browser, baseUrl);
    await login(page, a.email, a.password);
    const tag = randomUUID().slice(0, 6);
    const online = { name: `Grace Online ${tag}`, goal: `Walk to the well ${tag}` };
    const locked = { name: `Chikondi Locked ${tag}`, goal: `Hold a cup ${tag}` };
    await addClient(page, online.name);
    await waitSynced(page);
    await saveAs(a, "clients", { uuid: randomUUID(), clientname: locked.name });
    const plans = [await planFor(a, await clientUuid(online.name), online.goal), await planFor(a, await clientUuid(locked.name), locked.goal)];
    // The phone reads both plans from the feed and keeps them in its (sealed) store.
    const all = [online.name, online.goal, locked.name, locked.goal];
    await expect.poll(() => held(page, all), { timeout: 30_000 }).toEqual(all);

    // Online: the operator erases Grace; the phone hears it and drops her and her plan.
    const onlineUuid = await clientUuid(online.name);
    expect(await adminGraphQL<{ eraseClient: number }>(baseUrl, ERASE, { u: onlineUuid })).toEqual({ eraseClient: 2 });
    await gotoClients(page);
    await page.waitForFunction((name) => !document.body.innerText.includes(name), { timeout: 20_000 }, online.name);
    await expect.poll(() => held(page, all), { timeout: 20_000 }).toEqual([locked.name, locked.goal]);
    await waitForClientNamed(page, locked.name, 5_000);

    // A's vault is locked (she logs out); B uses the phone; the operator erases Chikondi meanwhile.
    await page.click('[data-testid="logout"]');
    await page.waitForSelector('[data-testid="open-login"]', { timeout: 20_000 });
    await waitReady(page);
    const lockedUuid = await clientUuid(locked.name);
    expect(await adminGraphQL<{ eraseClient: number }>(baseUrl, ERASE, { u: lockedUuid })).toEqual({ eraseClient: 2 });
    await login(page, b.email, b.password);
    const hers = `Bea Own ${tag}`;
    await addClient(page, hers);
    await waitSynced(page);
    expect(await shownText(page)).not.toContain(locked.name);
    await page.click('[data-testid="logout"]');
    await page.waitForSelector('[data-testid="open-login"]', { timeout: 20_000 });
    await waitReady(page);

    // A unlocks: her vault catches up and drops Chikondi and her plan.
    await login(page, a.email, a.password);
    await gotoClients(page);
    await expect.poll(() => held(page, all), { timeout: 30_000 }).toEqual([]);
    await page.waitForFunction((name) => !document.body.innerText.includes(name), { timeout: 20_000 }, locked.name);
    const rows = await db.query<{ content: unknown }>("select content from records where uuid = any($1)", [[onlineUuid, lockedUuid, ...plans]]);
    expect(JSON.stringify(rows.rows)).not.toContain(tag);
    await page.close();
  });

  it("refuses her edit made offline after the erasure, and the phone drops it and her instead of keeping it as a rejected edit", async () => {
    const a = await worker("offline-edit");
    const page = await openDevice(browser, baseUrl);
    await login(page, a.email, a.password);
    const tag = randomUUID().slice(0, 6);
    const name = `Mphatso Offline ${tag}`;
    const edited = `Mphatso Edited ${tag}`;
    await addClient(page, name);
    await waitSynced(page);
    const uuid = await clientUuid(name);
    await page.setOfflineMode(true);
    await page.waitForFunction(() => !navigator.onLine);
    expect(await adminGraphQL<{ eraseClient: number }>(baseUrl, ERASE, { u: uuid })).toEqual({ eraseClient: 1 });

    // Offline, the phone still holds her, and her worker edits her name.
    await page.click(`[data-testid="client-item"][data-uuid="${uuid}"]`);
    const input = await page.waitForSelector('[data-testid="client-name"]');
    await input!.click({ count: 3 });
    await input!.type(edited);
    await page.click('[data-testid="client-save"]');
    await waitForClientNamed(page, edited, 5000);

    // Online: the edit is refused, and she leaves the screens and the store; no rejected edit is kept to show her.
    await page.setOfflineMode(false);
    await waitSynced(page, 30_000);
    await gotoClients(page);
    await page.waitForFunction((n) => !document.body.innerText.includes(n), { timeout: 20_000 }, "Mphatso");
    expect(await page.$('[data-testid="rejected-edits"]')).toBeNull();
    await expect.poll(() => held(page, [name, edited]), { timeout: 20_000 }).toEqual([]);
    const row = await db.query<{ content: unknown; deleted_at: Date | null }>("select content, deleted_at from records where uuid = $1", [uuid]);
    expect(row.rows[0]!.deleted_at).not.toBeNull();
    expect(JSON.stringify(row.rows[0]!.content)).not.toContain("Mphatso");
    await page.close();
  });

  it("exports and erases a client from the console's page 'A client's data', by keyboard at 360 px", async () => {
    const a = await worker("console");
    const tag = randomUUID().slice(0, 6);
    const name = `Thoko Console ${tag}`;
    const uuid = await saveAs(a, "clients", { uuid: randomUUID(), clientname: name });
    await planFor(a, uuid, `Sit up ${tag}`);
    const operator = { email: `op-${randomUUID().slice(0, 8)}@example.org`, password: "operator long password" };
    await createOperator(baseUrl, operator.email, operator.password);
    const admin = await (await browser.createBrowserContext()).newPage();
    await admin.setViewport({ width: 360, height: 740 });
    await admin.goto(`${baseUrl}/admin`);
    await admin.waitForSelector('[data-testid="admin-email"]');
    await admin.type('[data-testid="admin-email"]', operator.email);
    await admin.type('[data-testid="admin-password"]', operator.password);
    await admin.keyboard.press("Enter");
    await admin.waitForSelector('[data-testid="users-list"]');
    await admin.focus('nav a[href="/admin/clients/lookup"]');
    await admin.keyboard.press("Enter");
    await admin.waitForSelector('[data-testid="clients-form"]');

    // No uuid: the field says what is missing; then Export by the keyboard (Enter in the field).
    await admin.click('[data-testid="clients-export"]');
    await admin.waitForSelector("#clients-uuid-problem");
    expect(await admin.$eval("#clients-uuid-problem", (e) => e.textContent)).toBe("Give the client's identifier first.");
    await admin.focus('[data-testid="clients-uuid"]');
    await admin.keyboard.type(uuid);
    await admin.keyboard.press("Enter");
    await admin.waitForSelector('[data-testid="clients-downloads"]', { timeout: 30_000 });
    expect(await admin.$eval('[data-testid="clients-status"]', (e) => e.textContent)).toBe(
      "Exported 2 records and 0 chat messages that name her. Download both files and give them to her.",
    );
    // The files are offered as downloads named for her (their content: server/src/modules/erasure/client-export.resolver.test.ts).
    const links = await admin.$$eval('[data-testid="clients-downloads"] a', (as) => as.map((a) => [a.download, a.href.slice(0, 5)]));
    expect(links).toEqual([
      [expect.stringMatching(new RegExp(`^client-${uuid}-\\d{4}-\\d{2}-\\d{2}\\.json$`)), "blob:"],
      [expect.stringMatching(new RegExp(`^client-${uuid}-\\d{4}-\\d{2}-\\d{2}\\.pdf$`)), "blob:"],
    ]);
    expect(await seriousViolations(admin)).toEqual([]);
    const wide = await admin.evaluate(() => document.documentElement.scrollWidth);
    expect(wide).toBeLessThanOrEqual(360);

    // Erase: the dialog asks for ERASE before it does anything.
    await admin.focus('[data-testid="clients-erase"]');
    await admin.keyboard.press("Enter");
    await admin.waitForSelector('[data-testid="admin-confirm-word"]');
    expect(await admin.$eval('[data-testid="admin-confirm-ok"]', (b) => (b as HTMLButtonElement).disabled)).toBe(true);
    await admin.type('[data-testid="admin-confirm-word"]', "ERASE");
    await admin.keyboard.press("Enter");
    await admin.waitForFunction(() => document.querySelector('[data-testid="clients-status"]')?.textContent?.startsWith("Erased"), { timeout: 20_000 });
    expect(await admin.$eval('[data-testid="clients-status"]', (e) => e.textContent)).toBe("Erased 2 records. Phones drop her at their next contact.");
    const left = await db.query<{ content: unknown; deleted_at: Date | null }>("select content, deleted_at from records where uuid = $1", [uuid]);
    expect(left.rows[0]!.deleted_at).not.toBeNull();
    expect(JSON.stringify(left.rows[0]!.content)).not.toContain("Thoko");
    // Exporting her now is refused, in words that say why.
    await admin.click('[data-testid="clients-export"]');
    await admin.waitForSelector('[data-testid="clients-error"]', { timeout: 20_000 });
    expect(await admin.$eval('[data-testid="clients-error"]', (e) => e.textContent)).toContain("was erased");
    await admin.close();
  });
});
