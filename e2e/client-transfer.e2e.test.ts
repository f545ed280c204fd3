import { randomUUID } from "node:crypto";
import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminGraphQL, createOperator, createWorker } from "./support/api.js";
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
const TRANSFER = "mutation($input: TransferClientsInput!) { transferClients(input: $input) { clients records } }";

/**
 * docs/teams.md, "Moving a caseload", end to end: with both workers' phones online, the operator
 * moves a worker's caseload on the console's users page; the client appears on the new worker's
 * phone and leaves the old one's (a locked vault's at its next unlock). An edit the old phone made offline before it learned of a later
 * move is refused, and the old phone says so in the worker's words, keeping the edit to show.
 */
describe("a caseload moved to another worker", () => {
  const db = serverDatabase();
  let browser: Browser;
  beforeAll(async () => {
    browser = await laneBrowser();
  });
  afterAll(() => leaveBrowser(browser));

  const tag = randomUUID().slice(0, 6);
  async function worker(role: string) {
    const email = `${role}-${tag}@example.org`;
    const password = `${role} long password`;
    await createWorker(baseUrl, email, password, "default", `Worker ${role}`);
    const id = (await db.query<{ id: number }>("select id from users where email = $1", [email])).rows[0]!.id;
    return { email, password, id };
  }
  const clientUuid = async (name: string) =>
    (await db.query<{ uuid: string }>("select uuid from records where table_name = 'clients' and content->>'clientname' = $1", [name])).rows[0]!.uuid;
  const ownerOf = async (uuid: string) =>
    (await db.query<{ owner_user_id: number }>("select owner_user_id from records where uuid = $1", [uuid])).rows[0]!.owner_user_id;
  const listed = (page: Page) => page.$$eval('[data-testid="client-name-text"]', (els) => els.map((el) => el.textContent));

  it("moves her client from the console to the new worker's phone and off the old one; a later offline edit of the old phone is refused and shown", async () => {
    const from = await worker("leaving");
    const to = await worker("taking");
    const oldPhone = await openDevice(browser, baseUrl);
    await login(oldPhone, from.email, from.password);
    const ana = `Ana Moved ${tag}`;
    await addClient(oldPhone, ana);
    await waitSynced(oldPhone);
    const newPhone = await openDevice(browser, baseUrl);
    await login(newPhone, to.email, to.password);
    await gotoClients(newPhone);
    expect(await listed(newPhone)).not.toContain(ana);

    // The operator moves her caseload on the users page, after the confirmation, and reads the counts.
    const operator = { email: `op-${tag}@example.org`, password: "operator long password" };
    await createOperator(baseUrl, operator.email, operator.password);
    const admin = await (await browser.createBrowserContext()).newPage();
    await admin.goto(`${baseUrl}/admin`);
    await admin.waitForSelector('[data-testid="admin-email"]');
    await admin.type('[data-testid="admin-email"]', operator.email);
    await admin.type('[data-testid="admin-password"]', operator.password);
    await admin.keyboard.press("Enter");
    await admin.waitForSelector('[data-testid="users-list"]');
    await admin.type('[data-testid="users-search"]', tag);
    await admin.keyboard.press("Enter");
    const card = `[data-testid="user-card"][data-email="${from.email}"]`;
    await admin.waitForFunction(
      (c) => document.querySelectorAll('[data-testid="user-card"]').length === 3 && document.querySelector(c),
      { timeout: 20_000 },
      card,
    );
    await admin.click(`${card} [data-testid="move-caseload"]`);
    await admin.select(`${card} [data-testid="move-caseload-target"]`, String(to.id));
    await admin.click(`${card} [data-testid="move-caseload-go"]`);
    await admin.waitForSelector('[data-testid="admin-confirm"]');
    expect(await admin.$eval('[data-testid="admin-confirm"] p', (p) => p.textContent)).toContain(`Move every client of ${from.email}`);
    await admin.click('[data-testid="admin-confirm-ok"]');
    await admin.waitForFunction(() => document.querySelector('[data-testid="admin-status"]')?.textContent?.startsWith("Moved"), { timeout: 20_000 });
    expect(await admin.$eval('[data-testid="admin-status"]', (e) => e.textContent)).toBe(`Moved 1 clients and 1 records from ${from.email} to ${to.email}.`);
    const anaUuid = await clientUuid(ana);
    expect(await ownerOf(anaUuid)).toBe(to.id);

    // Both phones online: she appears on the new worker's phone and leaves the old one's, without a reload.
    await waitForClientNamed(newPhone, ana, 20_000);
    await gotoClients(oldPhone);
    await oldPhone.waitForFunction((name) => !document.body.innerText.includes(name), { timeout: 20_000 }, ana);

    // Another client of hers; the old phone goes offline, edits her, and she is moved meanwhile (by the API).
    const dede = `Dede Kept ${tag}`;
    const edited = `Dede Edited ${tag}`;
    await addClient(oldPhone, dede);
    await waitSynced(oldPhone);
    const dedeUuid = await clientUuid(dede);
    await oldPhone.setOfflineMode(true);
    await oldPhone.waitForFunction(() => !navigator.onLine);
    await oldPhone.click(`[data-testid="client-item"][data-uuid="${dedeUuid}"]`);
    const input = await oldPhone.waitForSelector('[data-testid="client-name"]');
    await input!.click({ count: 3 });
    await input!.type(edited);
    await oldPhone.click('[data-testid="client-save"]');
    await waitForClientNamed(oldPhone, edited, 5000);
    expect(
      await adminGraphQL<{ transferClients: { clients: number; records: number } }>(baseUrl, TRANSFER, { input: { fromUserId: from.id, toUserId: to.id } }),
    ).toEqual({
      transferClients: { clients: 1, records: 1 },
    });

    // Online again: the edit is refused and shown in her words, kept to show; Dede leaves her list; the new worker has her as she was.
    await oldPhone.setOfflineMode(false);
    await oldPhone.waitForSelector('[data-testid="rejected-edits"]', { timeout: 30_000 });
    expect(await oldPhone.$eval('[data-testid="rejected-edits"] li', (li) => li.textContent)).toContain(
      `${edited} could not be saved: this client was moved to another worker, so your change was not saved.`,
    );
    await gotoClients(oldPhone);
    await expect.poll(() => listed(oldPhone), { timeout: 20_000 }).not.toContain(edited);
    expect(await listed(oldPhone)).not.toContain(dede);
    const stored = await db.query<{ clientname: string; owner_user_id: number }>(
      "select content->>'clientname' as clientname, owner_user_id from records where uuid = $1",
      [dedeUuid],
    );
    expect(stored.rows[0]).toEqual({ clientname: dede, owner_user_id: to.id });
    await waitForClientNamed(newPhone, dede, 20_000);
    await Promise.all([oldPhone.close(), newPhone.close(), admin.close()]);
  });

  it("drops a client moved while her worker's vault was locked, at its next unlock", async () => {
    const from = await worker("locked");
    const to = await worker("after");
    const phone = await openDevice(browser, baseUrl);
    await login(phone, from.email, from.password);
    const esi = `Esi Locked ${tag}`;
    await addClient(phone, esi);
    await waitSynced(phone);
    await expect.poll(async () => (await persistedCacheText(phone)).includes(esi), { timeout: 20_000 }).toBe(true);
    await phone.click('[data-testid="logout"]');
    await phone.waitForSelector('[data-testid="open-login"]', { timeout: 20_000 });
    await waitReady(phone);
    expect(await adminGraphQL<{ transferClients: { clients: number } }>(baseUrl, TRANSFER, { input: { fromUserId: from.id, toUserId: to.id } })).toEqual({
      transferClients: { clients: 1, records: 1 },
    });
    await login(phone, from.email, from.password);
    await gotoClients(phone);
    await phone.waitForFunction((name) => !document.body.innerText.includes(name), { timeout: 30_000 }, esi);
    await expect.poll(async () => (await persistedCacheText(phone)).includes(esi), { timeout: 20_000 }).toBe(false);
    expect(await ownerOf(await clientUuid(esi))).toBe(to.id);
    await phone.close();
  });
});
