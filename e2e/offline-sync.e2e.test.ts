import { randomUUID } from "node:crypto";
import pg from "pg";
import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createWorker, legacySave } from "./support/api.js";
import { gotoClients, launchChromium, login, noticeTexts, openDevice, reloadOffline, waitForClientNamed } from "./support/browser.js";

const baseUrl = inject("baseUrl");
const email = `worker-${randomUUID().slice(0, 8)}@example.org`;
const password = "correct horse battery";

/** GraphQL operations a page sent, with their variables. */
function recordGraphQL(page: Page) {
  const sent: Array<{ operationName?: string; variables?: Record<string, unknown> }> = [];
  page.on("request", (request) => {
    if (!request.url().endsWith("/graphql") || request.method() !== "POST") return;
    try {
      sent.push(JSON.parse(request.postData() ?? "{}"));
    } catch {
      // not a JSON body: not an operation of ours
    }
  });
  return sent;
}

describe("offline edits reach PostgreSQL once and the user's other device live (issue 3)", () => {
  let browser: Browser;
  let deviceA: Page;
  let deviceB: Page;
  const db = new pg.Client({ connectionString: inject("databaseUrl") });

  beforeAll(async () => {
    await createWorker(baseUrl, email, password);
    await db.connect();
    browser = await launchChromium();
    deviceA = await openDevice(browser, baseUrl);
    deviceB = await openDevice(browser, baseUrl);
    await login(deviceA, email, password);
    await login(deviceB, email, password);
    await gotoClients(deviceA);
    await gotoClients(deviceB);
  });

  afterAll(async () => {
    await browser?.close();
    await db.end();
  });

  it("keeps an offline create and edit across a reload, syncs it once, and shows it live on device B", async () => {
    await deviceA.setOfflineMode(true);
    await deviceA.waitForFunction(() => !navigator.onLine);
    await expect.poll(() => noticeTexts(deviceA)).toContain("You are offline");

    await deviceA.click('[data-testid="new-client"]');
    await deviceA.type('[data-testid="client-name"]', "Thoko Mwale");
    await deviceA.click('[data-testid="client-save"]');
    await waitForClientNamed(deviceA, "Thoko Mwale", 5000);
    const uuid = await deviceA.$eval('[data-testid="client-item"]', (el) => el.getAttribute("data-uuid")!);

    await deviceA.click(`[data-testid="client-item"][data-uuid="${uuid}"]`);
    const input = await deviceA.waitForSelector('[data-testid="client-name"]');
    await input!.click({ count: 3 });
    await input!.type("Thoko Mwale Banda");
    await deviceA.click('[data-testid="client-save"]');
    await waitForClientNamed(deviceA, "Thoko Mwale Banda", 5000);

    await reloadOffline(deviceA);
    await gotoClients(deviceA);
    await waitForClientNamed(deviceA, "Thoko Mwale Banda", 10_000);
    expect(await deviceA.$(`[data-testid="client-item"][data-uuid="${uuid}"] [data-testid="client-pending"]`)).not.toBeNull();
    expect(Number(await deviceA.$eval('[data-testid="sync-status"]', (el) => el.getAttribute("data-pending")))).toBeGreaterThan(0);
    expect((await db.query("select 1 from records where uuid = $1", [uuid])).rowCount).toBe(0);

    const sentByA = recordGraphQL(deviceA);
    await deviceA.setOfflineMode(false);
    // navigator.onLine never went false after the reload, so the app finds the network again by probing every 3 s.
    await expect.poll(() => noticeTexts(deviceA), { timeout: 8000 }).toContain("You are back online");
    await deviceA.waitForFunction(() => document.querySelector('[data-testid="sync-status"]')?.getAttribute("data-pending") === "0", { timeout: 15_000 });
    const syncedAt = Date.now();

    await waitForClientNamed(deviceB, "Thoko Mwale Banda", 2000);
    expect(Date.now() - syncedAt).toBeLessThan(2000);

    const rows = await db.query("select content->>'clientname' as name from records where table_name = 'clients' and uuid = $1", [uuid]);
    expect(rows.rows).toEqual([{ name: "Thoko Mwale Banda" }]);
    const history = await db.query("select content->>'clientname' as name from record_history where uuid = $1", [uuid]);
    expect(history.rows).toEqual([{ name: "Thoko Mwale" }]);
    expect(await deviceA.$(`[data-testid="client-item"][data-uuid="${uuid}"] [data-testid="client-pending"]`)).toBeNull();

    await new Promise((r) => setTimeout(r, 1000));
    const ownFetches = sentByA.filter((op) => op.operationName === "Client" && op.variables?.uuid === uuid);
    expect(ownFetches).toEqual([]);
    expect(sentByA.some((op) => op.operationName === "Sync")).toBe(true);
  });

  it("shows a legacy REST client's save for the same user live on device B", async () => {
    const uuid = randomUUID();
    const saved = await legacySave(baseUrl, email, password, { uuid, clientname: "Chisomo Legacy" });
    expect(saved).toEqual({ status: 200, body: { status: 200, dataversions: [{ table: "clients", dataversion: expect.any(Number), uuid }] } });
    const start = Date.now();
    await waitForClientNamed(deviceB, "Chisomo Legacy", 2000);
    expect(Date.now() - start).toBeLessThan(2000);
  });
});
