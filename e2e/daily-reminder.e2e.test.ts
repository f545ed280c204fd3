import { randomUUID } from "node:crypto";
import { request } from "node:http";
import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminGraphQL } from "./support/api.js";
import { completeFirstRun, dismissNotices, laneBrowser, leaveBrowser, login, openDevice, openFromMenu, waitReady } from "./support/browser.js";
import { serverDatabase } from "./support/database.js";

const baseUrl = inject("baseUrl");
const port = new URL(baseUrl).port;
const password = "correct horse battery";
const SHOTS = "/tmp/daily-reminder";

/** A local calendar day `days` from today, as records hold it (day-month-year). */
function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()}`;
}

/** A weekly plan whose last visit was `daysAgo` days ago. */
function weeklyPlan(clientUuid: string, daysAgo: number) {
  return {
    table: "rehabilitations",
    record: {
      uuid: randomUUID(),
      client_uuid: clientUuid,
      archive: false,
      visitFrequency: "weekly",
      domains: [],
      ladder_of_live: [],
      diary_items: [{ uuid: randomUUID(), date: dayFromToday(-daysAgo), note: null, satisfactions: [] }],
      synced: 0,
    },
  };
}

/** The notifications the phone's service worker shows now: their titles and tags. */
const notifications = (page: Page) =>
  page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, tag: n.tag, body: n.body })));

/** What the visible app asks the service worker when it opens: show the day's reminder if due and not shown (apps/web/src/modules/visits-due/daily-reminder.ts). */
const askServiceWorker = (page: Page) =>
  page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active!;
    return new Promise<boolean>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (answer: MessageEvent<{ shown: boolean }>) => resolve(answer.data.shown);
      worker.postMessage({ type: "stepwise-reminder-check" }, [channel.port2]);
    });
  });

/**
 * docs/product.md §4, "One reminder a day", and Home's count kept live. A deployment of this test's own
 * (the default deployment's content under a new identifier and host), its zone Africa/Blantyre and its reminder hour
 * 00:00, so the hour has always come when the test runs.
 */
describe('One reminder a day (docs/product.md §4, "One reminder a day")', () => {
  const db = serverDatabase();
  let browser: Browser;
  const identifier = `REM${randomUUID().slice(0, 6)}`;
  const host = `${identifier.toLowerCase()}.localhost`;
  const email = `reminder-${randomUUID().slice(0, 8)}@example.org`;

  /** A POST to the e2e server as a phone of this deployment sends it: its Host names the deployment (fetch may not set it). */
  function postAs(path: string, body: string, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
    return new Promise((resolve, reject) => {
      const all = {
        host: `${host}:${port}`,
        "content-type": "application/x-www-form-urlencoded",
        "content-length": String(Buffer.byteLength(body)),
        ...headers,
      };
      const req = request(new URL(path, baseUrl), { method: "POST", headers: all }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
      });
      req.on("error", reject);
      req.end(body);
    });
  }

  /** Saves records as the worker through the REST facade, as another of her phones would. */
  async function saveAsWorker(entries: { table: string; record: Record<string, unknown> }[]) {
    const answer = await postAs("/api/login", new URLSearchParams({ email, password }).toString());
    expect(answer.status, answer.text).toBe(200);
    const { token } = JSON.parse(answer.text) as { token: string };
    const payload = JSON.stringify(
      entries.map(({ table, record }) => ({ appIdentifier: identifier, uuid: record.uuid, table, record, queuedAt: new Date().toISOString() })),
    );
    const saved = await postAs(`/api/saveTables/${randomUUID()}`, new URLSearchParams({ payload }).toString(), { authorization: `Bearer ${token}` });
    expect(saved.status, saved.text).toBe(200);
    expect((JSON.parse(saved.text) as { rejected?: unknown[] }).rejected ?? []).toEqual([]);
  }

  beforeAll(async () => {
    const source = `(select id from applications where app_identifier = 'default' order by id limit 1)`;
    const { rows } = await db.query<{ id: number }>(
      `insert into applications (app_identifier, host, app_title, login, version, metadata, languages, regions, forms, time_zone, reminder_hour)
       select $1::text, $2::text, app_title, login, version, metadata, languages, regions, forms, 'Africa/Blantyre', 0 from applications where id = ${source}
       returning id`,
      [identifier, host],
    );
    const id = rows[0]!.id;
    await db.query(
      `insert into content_items (application_id, kind, key, language, content) select $1, kind, key, language, content from content_items where application_id = ${source}`,
      [id],
    );
    const release = await db.query<{ id: number }>(
      `insert into content_releases (application_id, number, note, published_by, rolled_back_to, settings)
       select $1, number, note, published_by, null, settings from content_releases where application_id = ${source} order by number desc limit 1
       returning id`,
      [id],
    );
    await db.query(
      `insert into content_release_items (release_id, kind, key, language, content)
       select $1, kind, key, language, content from content_release_items
       where release_id = (select id from content_releases where application_id = ${source} order by number desc limit 1)`,
      [release.rows[0]!.id],
    );
    await adminGraphQL(baseUrl, "mutation($input: CreateUserInput!) { createUser(input: $input) { id } }", {
      input: { application: identifier, email, name: "Chikondi Banda", password },
    });
    browser = await laneBrowser();
  });

  afterAll(async () => {
    await leaveBrowser(browser);
  });

  it("shows one notification with the day's count, no names, once a day, after her tap on the switch; Home's count follows another phone's change", async () => {
    const tag = randomUUID().slice(0, 4);
    const clients = ["Amara", "Bongani", "Chisomo"].map((n) => ({ table: "clients", record: { uuid: randomUUID(), clientname: `${n} ${tag}`, synced: 0 } }));
    const [a, b, c] = clients.map((cl) => cl.record.uuid);
    // Amara overdue (last visit 10 days ago), Bongani due today (7 days ago), Chisomo in 4 days.
    await saveAsWorker([...clients, weeklyPlan(a!, 10), weeklyPlan(b!, 7), weeklyPlan(c!, 3)]);

    const origin = `http://${host}:${port}`;
    const page = await openDevice(browser, origin);
    await page.setViewport({ width: 360, height: 740 });
    await page.browserContext().overridePermissions(origin, ["notifications"]);
    await login(page, email, password);
    await page.goto(`${origin}/Home`);
    await page.waitForSelector('[data-testid="home-visits-due"][data-count="3"]', { timeout: 30_000 });
    // The switch shows once the phone has read the deployment's hour at a contact.
    await page.waitForSelector('[data-testid="reminder-switch"]', { timeout: 15_000 });
    expect(await page.$eval(".reminder-switch", (el) => (el as HTMLElement).innerText)).toBe(
      "Remind me each morning at 00:00\nOne notification a day with the number of clients due, no names.",
    );
    expect(await notifications(page)).toEqual([]);

    await page.click('[data-testid="reminder-switch"]');
    await expect
      .poll(() => notifications(page), { timeout: 15_000 })
      .toEqual([{ title: "2 clients due for a visit today", tag: "stepwise-daily-reminder", body: "" }]);
    expect(await page.$eval('[data-testid="reminder-switch"]', (el) => (el as HTMLInputElement).checked)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: `${SHOTS}-home-en.png` });

    // Once a day: the app opened again, and asked again, shows nothing more.
    await page.reload();
    await page.waitForSelector('[data-testid="home-visits-due"][data-count="3"]', { timeout: 30_000 });
    expect(await askServiceWorker(page)).toBe(false);
    expect((await notifications(page)).length).toBe(1);

    // Another phone of hers makes a client overdue: Home, left open, counts her without a reload.
    const dalitso = { table: "clients", record: { uuid: randomUUID(), clientname: `Dalitso ${tag}`, synced: 0 } };
    await saveAsWorker([dalitso, weeklyPlan(dalitso.record.uuid, 9)]);
    await page.waitForSelector('[data-testid="home-visits-due"][data-count="4"]', { timeout: 30_000 });
    expect(await page.$eval('[data-testid="home-visits-due"]', (el) => el.textContent)).toBe("Visits due this week: 4 (2 overdue)");

    // In Dutch, the deployment's other language, at 360 px.
    await dismissNotices(page);
    await openFromMenu(page, "/settings");
    await page.waitForSelector('[data-testid="settings-language"]');
    await page.select('[data-testid="settings-language"]', "nl");
    await page.waitForFunction(() => document.documentElement.lang === "nl");
    await page.goto(`${origin}/Home`);
    await page.waitForSelector('[data-testid="reminder-switch"]', { timeout: 15_000 });
    expect(await page.$eval(".reminder-switch", (el) => (el as HTMLElement).innerText)).toBe(
      "Herinner me elke ochtend om 00:00\nEén melding per dag met het aantal cliënten, zonder namen.",
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: `${SHOTS}-home-nl.png` });
    await page.browserContext().close();
  });

  it("offers the switch on a MALA phone, a deployment without logins (07:00, its seeded hour), in Chichewa at 360 px", async () => {
    const page = await (await browser.createBrowserContext()).newPage();
    await page.setViewport({ width: 360, height: 740 });
    await page.goto(`http://mala.localhost:${port}`);
    await waitReady(page);
    await completeFirstRun(page, { languageCode: "ny" });
    await page.goto(`http://mala.localhost:${port}/Home`);
    await page.waitForSelector('[data-testid="reminder-switch"]', { timeout: 30_000 });
    expect(await page.$eval(".reminder-switch", (el) => (el as HTMLElement).innerText)).toBe(
      "Ndikumbutseni m'mawa uliwonse nthawi 07:00\nChidziwitso chimodzi pa tsiku ndi chiwerengero cha makasitomala, popanda mayina.",
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: `${SHOTS}-home-ny.png` });
    await page.browserContext().close();
  });
});
