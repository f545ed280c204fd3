import { randomUUID } from "node:crypto";
import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createWorker } from "./support/api.js";
import { recordGraphQL } from "./support/graphql-sent.js";
import {
  addClient,
  completeFirstRun,
  dismissNotices,
  laneBrowser,
  leaveBrowser,
  login,
  openDevice,
  openFromMenu,
  persistedCacheHolds,
  reloadOffline,
  waitReady,
} from "./support/browser.js";

const baseUrl = inject("baseUrl");
const port = new URL(baseUrl).port;
const email = `visits-${randomUUID().slice(0, 8)}@example.org`;
const password = "correct horse battery";
/** Where the 360 px screenshots go, to be looked at (docs/testing.md). */
const SHOTS = "/tmp/visits-due";

/** A local calendar day `days` from today, as records hold it (day-month-year) and as a date input takes it. */
function dayFromToday(days: number) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, "0");
  return { dmy: `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()}`, iso: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` };
}

/** Saves records as the worker through the REST facade (docs/sync-and-api.md), as another of her phones would. */
async function saveAsWorker(entries: { table: string; record: Record<string, unknown> }[]) {
  const answer = await fetch(`${baseUrl}/api/login`, { method: "POST", body: new URLSearchParams({ email, password }) });
  const { token } = (await answer.json()) as { token: string };
  const payload = JSON.stringify(
    entries.map(({ table, record }) => ({ appIdentifier: "default", user_id: 1, uuid: record.uuid, table, record, queuedAt: new Date().toISOString() })),
  );
  const saved = await fetch(`${baseUrl}/api/saveTables/${randomUUID()}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: new URLSearchParams({ payload }),
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  expect(((await saved.json()) as { rejected?: unknown[] }).rejected ?? []).toEqual([]);
}

function plan(clientUuid: string, visitFrequency: string, diary: string[], scores: string[] = []) {
  return {
    table: "rehabilitations",
    record: {
      uuid: randomUUID(),
      client_uuid: clientUuid,
      archive: false,
      visitFrequency,
      domains: [],
      ladder_of_live: [{ uuid: randomUUID(), label: "Ladder of life", measure: scores.map((date) => ({ uuid: randomUUID(), date, score: 5 })) }],
      diary_items: diary.map((date) => ({ uuid: randomUUID(), date, note: null, satisfactions: [] })),
      synced: 0,
    },
  };
}

const rows = (page: Page) =>
  page.$$eval('[data-testid="visit-due"]', (items) =>
    items.map((li) => ({
      group: li.closest("section")?.getAttribute("data-testid"),
      name: li.querySelector(".visits-name")?.textContent,
      due: li.getAttribute("data-due"),
    })),
  );

async function openVisits(page: Page) {
  await dismissNotices(page);
  await openFromMenu(page, "/visits");
  await page.waitForSelector('[data-testid="visits-due-screen"]');
}

/**
 * Installed before each load of the page (docs/worker-phone.md, "Home"): the places of Home's tiles
 * at the first frame that shows them, and the sum of Chromium's layout shifts since the load.
 */
async function watchHome(page: Page) {
  await page.evaluateOnNewDocument(() => {
    type Place = { href: string | null; x: number; y: number; width: number; height: number };
    const kept = window as unknown as { homeShifts: number; firstTiles: Place[] | null; countAtFirstTiles: boolean };
    kept.homeShifts = 0;
    kept.firstTiles = null;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) kept.homeShifts += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
    const look = () => {
      const tiles = [...document.querySelectorAll("nav.tiles a.tile")];
      if (location.pathname !== "/Home" || tiles.length === 0) return void requestAnimationFrame(look);
      kept.countAtFirstTiles = document.querySelector('[data-testid="home-visits-due"]') !== null;
      kept.firstTiles = tiles.map((tile) => {
        const r = tile.getBoundingClientRect();
        return { href: tile.getAttribute("href"), x: r.x, y: r.y + scrollY, width: r.width, height: r.height };
      });
    };
    requestAnimationFrame(look);
  });
}

/** Once the count has come: every tile is where the first frame showed it, and the layout shifts sum under 0.1. */
async function expectTilesStayed(page: Page) {
  await page.waitForSelector('[data-testid="home-visits-due"]', { timeout: 15_000 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const seen = await page.evaluate(() => {
    type Place = { href: string | null; x: number; y: number; width: number; height: number };
    const kept = window as unknown as { homeShifts: number; firstTiles: Place[] | null; countAtFirstTiles: boolean };
    const now = [...document.querySelectorAll("nav.tiles a.tile")].map((tile) => {
      const r = tile.getBoundingClientRect();
      return { href: tile.getAttribute("href"), x: r.x, y: r.y + scrollY, width: r.width, height: r.height };
    });
    return { first: kept.firstTiles, countAtFirst: kept.countAtFirstTiles, now, shifts: kept.homeShifts };
  });
  // The count came after the tiles were first shown: else this proves nothing.
  expect(seen.countAtFirst).toBe(false);
  expect(seen.first?.length).toBeGreaterThan(2);
  expect(seen.now).toEqual(seen.first);
  expect(seen.shifts).toBeLessThan(0.1);
}

/** Loads Home anew (a start goes through `/` to /Home after 500 ms). */
async function reloadHome(page: Page) {
  await page.reload();
  await waitReady(page);
  await page.waitForFunction(() => location.pathname === "/Home");
}

describe('Visits due (docs/product.md §4 "Visits due")', () => {
  let browser: Browser;

  beforeAll(async () => {
    await createWorker(baseUrl, email, password);
    browser = await laneBrowser();
  });

  afterAll(async () => {
    await leaveBrowser(browser);
  });

  it("lists an overdue client, one due today and one this week offline from the cache, and Home counts the same; in English and Dutch at 360 px", async () => {
    const tag = randomUUID().slice(0, 4);
    const names = ["Amara", "Bongani", "Chisomo", "Dalitso", "Esi"].map((n) => `${n} ${tag}`);
    const clients = names.map((clientname) => ({ table: "clients", record: { uuid: randomUUID(), clientname, synced: 0 } }));
    const [a, b, c, d, e] = clients.map((cl) => cl.record.uuid);
    await saveAsWorker([
      ...clients,
      plan(a!, "weekly", [dayFromToday(-10).dmy, dayFromToday(4).dmy]), // last visit 10 days ago (the later date is planned): due 3 days ago
      plan(b!, "fortnightly", [dayFromToday(-20).dmy], [dayFromToday(-14).dmy]), // the ladder score is later: due today
      plan(c!, "monthly", [dayFromToday(-1).dmy]), // due in a month: not listed
      plan(d!, "Every two weeks", [dayFromToday(-30).dmy]), // old free text: no due date
      plan(e!, "every 3 weeks", [dayFromToday(-18).dmy]), // due in 3 days
    ]);

    const page = await openDevice(browser, baseUrl);
    await page.setViewport({ width: 360, height: 740 });
    await watchHome(page);
    await login(page, email, password);
    await expect.poll(() => persistedCacheHolds(page, names[4]!), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => persistedCacheHolds(page, "every 3 weeks"), { timeout: 30_000 }).toBe(true);

    await page.setOfflineMode(true);
    await reloadOffline(page);
    await page.waitForSelector('[data-testid="home-visits-due"][data-count="3"]', { timeout: 15_000 });
    const home = await page.$eval('[data-testid="home-visits-due"]', (el) => el.textContent);
    expect(home).toBe("Visits due this week: 3 (1 overdue)");
    // The count came into the space kept for it: no tile moved (docs/worker-phone.md, "Home").
    await expectTilesStayed(page);
    await page.screenshot({ path: `${SHOTS}-home-en.png` });

    await openVisits(page);
    await page.waitForSelector('[data-testid="visit-due"]');
    expect(await rows(page)).toEqual([
      { group: "visits-overdue", name: names[0], due: dayFromToday(-3).dmy },
      { group: "visits-today", name: names[1], due: dayFromToday(0).dmy },
      { group: "visits-week", name: names[4], due: dayFromToday(3).dmy },
    ]);
    expect(await page.$eval('[data-testid="visits-due-screen"]', (el) => el.getAttribute("data-count"))).toBe("3");
    expect(await page.$eval('[data-testid="visits-due-screen"] h1', (el) => el.textContent)).toBe("Visits due");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: `${SHOTS}-en.png`, fullPage: true });

    // Her overdue client opens her diary.
    await page.click('[data-testid="visits-overdue"] a');
    await page.waitForFunction(() => location.pathname === "/forms/diary");
    expect(await page.evaluate(() => localStorage.getItem("activeClient"))).toBe(a);

    // In Dutch, the deployment's other language.
    await page.setOfflineMode(false);
    await dismissNotices(page);
    await openFromMenu(page, "/settings");
    await page.waitForSelector('[data-testid="settings-language"]');
    await page.select('[data-testid="settings-language"]', "nl");
    await page.waitForFunction(() => document.documentElement.lang === "nl");
    await openVisits(page);
    await page.waitForSelector('[data-testid="visit-due"]');
    expect(await page.$eval('[data-testid="visits-due-screen"] h1', (el) => el.textContent)).toBe("Bezoeken te doen");
    expect((await rows(page)).map((r) => r.name)).toEqual([names[0], names[1], names[4]]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: `${SHOTS}-nl.png`, fullPage: true });
    await reloadHome(page);
    await expectTilesStayed(page);
    expect(await page.$eval('[data-testid="home-visits-due"]', (el) => el.getBoundingClientRect().bottom)).toBeLessThanOrEqual(740);
    await page.screenshot({ path: `${SHOTS}-home-nl.png` });

    // Home reads the count from the cache: opening the app asks the server for no list of plans or cycle goals (docs/worker-phone.md, "A weak link").
    const sent = recordGraphQL(page);
    await page.reload();
    await waitReady(page);
    await page.waitForSelector('[data-testid="home-visits-due"][data-count="3"]', { timeout: 15_000 });
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 10_000 }).catch(() => undefined);
    expect(sent.map((op) => op.operationName).filter((name) => name === "Rehabilitations" || name === "CycleDescriptions" || name === "ClientList")).toEqual(
      [],
    );
    await page.browserContext().close();
  });

  it("lists a MALA client whose weekly cycle goal began ten days ago as overdue, in Chichewa at 360 px", async () => {
    const page = await (await browser.createBrowserContext()).newPage();
    await page.setViewport({ width: 360, height: 740 });
    await watchHome(page);
    await page.goto(`http://mala.localhost:${port}`);
    await waitReady(page);
    await completeFirstRun(page, { languageCode: "ny" });
    const name = `Chikondi ${randomUUID().slice(0, 4)}`;
    await addClient(page, name);
    const clientUuid = await page.$$eval(
      '[data-testid="client-item"]',
      (items, wanted) => items.find((i) => i.querySelector('[data-testid="client-name-text"]')?.textContent === wanted)!.getAttribute("data-uuid")!,
      name,
    );
    await dismissNotices(page);
    await openFromMenu(page, "/forms/Cycleform");
    await page.waitForSelector('[data-testid="client-picker"]');
    await page.select('[data-testid="client-picker"]', clientUuid);
    await page.click('[data-testid="new-cycle"]');
    await page.waitForSelector('[data-testid="cycle-goal"]');
    await page.type('[data-testid="cycle-goal"]', "Kudya ndi supuni");
    await page.select('[data-testid="cycle-rhythm"]', "weekly");
    await page.$eval(
      '[data-testid="cycle-start"]',
      (el, value) => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(el, value);
        el.dispatchEvent(new Event("input", { bubbles: true }));
      },
      dayFromToday(-10).iso,
    );
    await page.click('[data-testid="cycle-save"]');
    await page.waitForSelector('[data-testid="cycle-item"]');

    await openVisits(page);
    await page.waitForSelector('[data-testid="visit-due"]');
    expect(await rows(page)).toEqual([{ group: "visits-overdue", name, due: dayFromToday(-10).dmy }]);
    expect(await page.$eval('[data-testid="visits-due-screen"] h1', (el) => el.textContent)).toBe("Maulendo oyenera");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: `${SHOTS}-ny.png`, fullPage: true });
    await openFromMenu(page, "/Home");
    await page.waitForSelector('[data-testid="home-visits-due"][data-count="1"]');
    expect(await page.$eval('[data-testid="home-visits-due"]', (el) => el.textContent)).toBe("Maulendo oyenera sabata ino: 1 (1 nthawi yadutsa)");
    // MALA sets a reminder hour: its switch comes below the tiles, and nothing moves them.
    await reloadHome(page);
    await expectTilesStayed(page);
    expect(await page.$eval('[data-testid="home-visits-due"]', (el) => el.getBoundingClientRect().bottom)).toBeLessThanOrEqual(740);
    await page.waitForSelector('[data-testid="reminder-switch"], [data-testid="reminder-unavailable"]');
    expect(
      await page.$eval("nav.tiles", (tiles) => {
        const reminder = document.querySelector('[data-testid="reminder-switch"], [data-testid="reminder-unavailable"]')!;
        return reminder.getBoundingClientRect().top >= tiles.getBoundingClientRect().bottom;
      }),
    ).toBe(true);
    await page.screenshot({ path: `${SHOTS}-home-ny.png` });
    await page.browserContext().close();
  });
});
