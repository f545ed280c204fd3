import { randomUUID } from "node:crypto";
import type { HTTPResponse, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { legacySave } from "./support/api.js";
import { gotoClients, noticeTexts, reloadOffline, waitForClientNamed, waitSynced } from "./support/browser.js";
import { recordGraphQL } from "./support/graphql-sent.js";
import { twoDevicesOfOneWorker, type TwoDevices } from "./support/two-devices.js";

const baseUrl = inject("baseUrl");
const email = `worker-${randomUUID().slice(0, 8)}@example.org`;
const password = "correct horse battery";

type SyncResult = { uuid: string; dataversion: number; status: "APPLIED" | "DUPLICATE" | "CONFLICT" };

/** The per-record answers of the Sync mutations a page sent, as the server gave them. */
function recordSyncAnswers(page: Page) {
  const results: SyncResult[] = [];
  const keep = async (response: HTTPResponse) => {
    const request = response.request();
    if (!response.url().endsWith("/graphql") || request.method() !== "POST" || !request.postData()?.includes('"operationName":"Sync"')) return;
    const body = (await response.json().catch(() => null)) as { data?: { sync?: { results: SyncResult[] } } } | null;
    results.push(...(body?.data?.sync?.results ?? []));
  };
  // An unreadable body is caught above, so keep() never rejects.
  page.on("response", (response) => void keep(response));
  return results;
}

describe("offline edits reach PostgreSQL once and the user's other device live", () => {
  let devices: TwoDevices;
  let deviceA: Page;
  let deviceB: Page;
  let db: TwoDevices["db"];

  beforeAll(async () => {
    devices = await twoDevicesOfOneWorker(baseUrl, inject("databaseUrl"), email, password);
    ({ deviceA, deviceB, db } = devices);
  });

  afterAll(() => devices?.close());

  it("keeps an offline create and edit across a reload, syncs it once, and shows it live on device B", async () => {
    await deviceA.setOfflineMode(true);
    await deviceA.waitForFunction(() => !navigator.onLine);
    await expect.poll(() => noticeTexts(deviceA)).toContain("You are offline");
    // Names of this test alone, so a client another test made on this server is never found.
    const tag = randomUUID().slice(0, 4);
    const created = `Thoko Mwale ${tag}`;
    const edited = `Thoko Mwale Banda ${tag}`;

    await deviceA.click('[data-testid="new-client"]');
    await deviceA.type('[data-testid="client-name"]', created);
    await deviceA.click('[data-testid="client-save"]');
    await waitForClientNamed(deviceA, created, 5000);
    const uuid = await deviceA.$$eval(
      '[data-testid="client-item"]',
      (items, name) => items.find((el) => el.querySelector('[data-testid="client-name-text"]')?.textContent === name)!.getAttribute("data-uuid")!,
      created,
    );

    await deviceA.click(`[data-testid="client-item"][data-uuid="${uuid}"]`);
    const input = await deviceA.waitForSelector('[data-testid="client-name"]');
    await input!.click({ count: 3 });
    await input!.type(edited);
    await deviceA.click('[data-testid="client-save"]');
    await waitForClientNamed(deviceA, edited, 5000);

    await reloadOffline(deviceA);
    await gotoClients(deviceA);
    await waitForClientNamed(deviceA, edited, 10_000);
    expect(await deviceA.$(`[data-testid="client-item"][data-uuid="${uuid}"] [data-testid="client-pending"]`)).not.toBeNull();
    expect(Number(await deviceA.$eval('[data-testid="sync-status"]', (el) => el.getAttribute("data-pending")))).toBeGreaterThan(0);
    expect((await db.query("select 1 from records where uuid = $1", [uuid])).rowCount).toBe(0);

    const sentByA = recordGraphQL(deviceA);
    const answersToA = recordSyncAnswers(deviceA);
    await deviceA.setOfflineMode(false);
    // navigator.onLine never went false after the reload, so the app finds the network again by probing every 3 s.
    await expect.poll(() => noticeTexts(deviceA), { timeout: 8000 }).toContain("You are back online");
    await waitSynced(deviceA, 15_000);
    const syncedAt = Date.now();

    await waitForClientNamed(deviceB, edited, 2000);
    expect(Date.now() - syncedAt).toBeLessThan(2000);

    const rows = await db.query<{ name: string; dataversion: number; content: string }>(
      "select content->>'clientname' as name, dataversion::int as dataversion, content::text as content from records where table_name = 'clients' and uuid = $1",
      [uuid],
    );
    expect(rows.rows.map((r) => r.name)).toEqual([edited]);
    // The create and the edit may travel as one write or two; each accepted write but the last is
    // one history row, and no write is made twice.
    const accepted = answersToA.filter((r) => r.uuid === uuid && r.status !== "DUPLICATE");
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    expect(accepted.length).toBeLessThanOrEqual(2);
    expect(accepted.at(-1)!.dataversion).toBe(rows.rows[0]?.dataversion);
    const history = await db.query<{ name: string; dataversion: number; content: string }>(
      "select content->>'clientname' as name, dataversion::int as dataversion, content::text as content from record_history where table_name = 'clients' and uuid = $1 order by dataversion",
      [uuid],
    );
    expect(history.rows.map((r) => r.dataversion)).toEqual(accepted.slice(0, -1).map((r) => r.dataversion));
    expect(history.rows.every((r) => r.name === created)).toBe(true);
    const versions = [...history.rows, rows.rows[0]!].map((r) => r.content);
    expect(new Set(versions).size).toBe(versions.length);
    expect(await deviceA.$(`[data-testid="client-item"][data-uuid="${uuid}"] [data-testid="client-pending"]`)).toBeNull();

    // The engine settles a batch (where a read-back would be sent) before the outbox lets go of it,
    // so by the time the status said synced, any read-back had been sent and recorded.
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
