import { randomUUID } from "node:crypto";
import pg from "pg";
import type { HTTPRequest, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { saveRecords, workerRecords, type TableRecord } from "../bench/support/worker-records.js";
import { createWorker } from "./support/api.js";
import { gotoClients, laneBrowser, leaveBrowser, login, openDevice, outboxDatabase, persistedCacheText, reloadOffline } from "./support/browser.js";

const baseUrl = inject("baseUrl");
/** 240 clients with their plan, checklist, cycle goal and action: 1,200 records, three pages of 500 (docs/sync-and-api.md, "A new device's first sync"). */
const CLIENTS = 240;

interface DownloadAsked {
  after: string | null;
  counts: boolean;
}

/** The first sync's page requests a page sent, as they left it. */
function recordDownloads(page: Page): DownloadAsked[] {
  const asked: DownloadAsked[] = [];
  page.on("request", (request) => {
    const body = downloadBody(request);
    if (body) asked.push({ after: body.variables.after, counts: body.variables.counts });
  });
  return asked;
}

function downloadBody(request: HTTPRequest): { variables: { after: string | null; counts: boolean } } | null {
  if (!request.url().endsWith("/graphql") || request.method() !== "POST" || !request.postData()?.includes('"operationName":"DownloadDocuments"')) return null;
  return JSON.parse(request.postData()!) as { variables: { after: string | null; counts: boolean } };
}

const progress = (page: Page) =>
  page.$eval('[data-testid="download-progress"]', (el) => ({
    text: el.textContent,
    value: el.querySelector("progress")!.value,
    max: el.querySelector("progress")!.max,
  }));

/** The uuids the persisted Apollo cache (IndexedDB) lacks among these. */
async function missingFromPersistedCache(page: Page, uuids: string[]): Promise<string[]> {
  const stored = await persistedCacheText(page);
  return uuids.filter((uuid) => !stored.includes(uuid));
}

/** The download left off, as the outbox database keeps it. */
async function keptDownload(page: Page): Promise<{ after: string | null } | null> {
  const name = await outboxDatabase(page);
  return page.evaluate(
    (database) =>
      new Promise<{ after: string | null } | null>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onerror = () => reject(new Error(`the outbox database did not open: ${String(open.error)}`));
        open.onsuccess = () => {
          const read = open.result.transaction("meta").objectStore("meta").get("firstSync");
          read.onsuccess = () => resolve((read.result as { after: string | null } | null) ?? null);
        };
      }),
    name,
  );
}

async function clientCount(page: Page): Promise<number> {
  await gotoClients(page);
  return Number(await page.$eval('[data-testid="client-count"]', (el) => el.getAttribute("data-count")));
}

describe("a new phone's first sync pages her records, shows its progress, and resumes where it stopped", () => {
  const password = "correct horse battery";
  let browser: Awaited<ReturnType<typeof laneBrowser>>;

  beforeAll(async () => {
    browser = await laneBrowser();
  });

  afterAll(() => leaveBrowser(browser));

  /** A worker of her own (no other test's records counted) with her records. */
  async function workerWithRecords(): Promise<{ email: string; records: TableRecord[] }> {
    const email = `new-phone-${randomUUID().slice(0, 8)}@example.org`;
    await createWorker(baseUrl, email, password);
    const logged = await fetch(`${baseUrl}/api/login`, { method: "POST", body: new URLSearchParams({ email, password }) });
    const { token } = (await logged.json()) as { token: string };
    const records = workerRecords(CLIENTS);
    await saveRecords(baseUrl, token, randomUUID(), records);
    return { email, records };
  }

  /**
   * The deployment's chat messages other tests left: every worker of the deployment reads them, so
   * they are hers to download too, first, being older than her records.
   */
  async function sharedChatMessages(): Promise<number> {
    const db = new pg.Client({ connectionString: inject("databaseUrl") });
    await db.connect();
    try {
      const { rows } = await db.query<{ count: string }>(
        "select count(*) from records where table_name = 'chat_messages' and application = 'default' and deleted_at is null",
      );
      return Number(rows[0]!.count);
    } finally {
      await db.end();
    }
  }

  it("shows 'Downloading your records: 1,000 of 1,200' (and the deployment's chat), keeps the pages stored when the network drops, and goes on after them", async () => {
    const { email, records } = await workerWithRecords();
    const shared = await sharedChatMessages();
    const total = records.length + shared;
    // The first two pages (1,000 records) hold the shared messages and the first of her records.
    const firstTwoPages = records.slice(0, 1000 - shared);
    const shown = { text: `Downloading your records: 1,000 of ${total.toLocaleString("en")}`, value: 1000, max: total };
    const phone = await openDevice(browser, baseUrl);
    const asked = recordDownloads(phone);
    // The third page is held on its way, then lost with the network.
    await phone.setRequestInterception(true);
    let third: HTTPRequest | null = null;
    let thirdAsked: () => void = () => {};
    const held = new Promise<void>((resolve) => (thirdAsked = resolve));
    const hold = (request: HTTPRequest) => {
      if (request.isInterceptResolutionHandled()) return;
      if (downloadBody(request) && third === null && asked.length === 3) {
        third = request;
        thirdAsked();
        return;
      }
      void request.continue();
    };
    phone.on("request", hold);

    await login(phone, email, password);
    await held;
    await phone.waitForFunction(() => document.querySelector('[data-testid="download-progress"]')?.getAttribute("data-done") === "1000");
    expect(await progress(phone)).toEqual(shown);
    expect(asked.map((a) => a.counts)).toEqual([true, false, false]);
    const stoppedAfter = asked[2]!.after;

    await phone.setOfflineMode(true);
    await third!.abort("internetdisconnected");
    // Stopped short, the two pages it has are stored, and the cursor moves past them only then.
    await expect.poll(async () => (await keptDownload(phone))?.after, { timeout: 10_000 }).toBe(stoppedAfter);
    expect(
      await missingFromPersistedCache(
        phone,
        firstTwoPages.map((r) => r.record.uuid),
      ),
    ).toEqual([]);

    // Offline, the app starts again: what was stored is shown, and so is how far the download got.
    phone.off("request", hold);
    await phone.setRequestInterception(false);
    await reloadOffline(phone);
    expect(await progress(phone)).toEqual(shown);
    expect(await clientCount(phone)).toBe(firstTwoPages.filter((r) => r.table === "clients").length);

    // Back online: the download goes on from its cursor, counts again, and stores the rest.
    const resumed = asked.length;
    await phone.setOfflineMode(false);
    await phone.waitForFunction(() => document.querySelector('[data-testid="download-progress"]') === null, { timeout: 15_000 });
    expect(asked.slice(resumed)).toEqual([{ after: stoppedAfter, counts: true }]);
    expect(await keptDownload(phone)).toBeNull();
    await phone.waitForFunction((n) => document.querySelector('[data-testid="client-count"]')?.getAttribute("data-count") === String(n), {}, CLIENTS);
    expect(
      await missingFromPersistedCache(
        phone,
        records.map((r) => r.record.uuid),
      ),
    ).toEqual([]);

    await phone.setOfflineMode(true);
    await reloadOffline(phone);
    expect(await clientCount(phone)).toBe(CLIENTS);
    expect(await phone.$('[data-testid="download-progress"]')).toBeNull();
  });
});
