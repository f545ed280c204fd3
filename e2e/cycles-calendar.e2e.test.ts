import { randomUUID } from "node:crypto";
import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createWorker } from "./support/api.js";
import {
  dismissNotices,
  laneBrowser,
  leaveBrowser,
  login,
  openDevice,
  openFromMenu,
  persistedCacheHolds,
  reloadOffline,
  waitForClientNamed,
  waitSynced,
} from "./support/browser.js";
import { serverDatabase } from "./support/database.js";
import type { RehabContent, StoredContent } from "./support/stored-records.js";

const baseUrl = inject("baseUrl");
const email = `cycles-${randomUUID().slice(0, 8)}@example.org`;
const password = "correct horse battery";

/** A local calendar day `days` from today, as records hold it (day-month-year) and as a date input takes it. */
function dayFromToday(days: number) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    dmy: `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()}`,
    iso: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    weekday: (d.getDay() + 6) % 7,
  };
}

/** Types a date into an `<input type="date">` the way the browser reports a picked date to React. */
async function pickDate(page: Page, selector: string, iso: string) {
  await page.$eval(
    selector,
    (el, value) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(el, value);
      el.dispatchEvent(new Event("input", { bubbles: true }));
    },
    iso,
  );
}

async function openSection(page: Page, href: string, ready: string) {
  await dismissNotices(page);
  await openFromMenu(page, href);
  await page.waitForSelector(ready);
}

describe("cycle goals, the diary and the week calendar", () => {
  let browser: Browser;
  let page: Page;
  const db = serverDatabase();

  beforeAll(async () => {
    await createWorker(baseUrl, email, password);
    browser = await laneBrowser();
    page = await openDevice(browser, baseUrl);
    await login(page, email, password);
  });

  afterAll(async () => {
    await leaveBrowser(browser);
  });

  it("keeps a cycle goal and its action made offline across a reload, syncs them, shows the start in its week, and adds a diary item", async () => {
    const tag = randomUUID().slice(0, 4);
    const clientName = `Chisomo Banda ${tag}`;
    const goal = `Eat with a spoon ${tag}`;
    const start = dayFromToday(14);
    const end = dayFromToday(42);

    await page.setViewport({ width: 360, height: 740 }); // a phone: the screens must not scroll sideways
    await openSection(page, "/forms/clients", '[data-testid="client-list"]');
    await page.click('[data-testid="new-client"]');
    await page.type('[data-testid="client-name"]', clientName);
    await page.click('[data-testid="client-save"]');
    await waitForClientNamed(page, clientName, 5000);
    const clientUuid = await page.$$eval(
      '[data-testid="client-item"]',
      (items, name) => items.find((i) => i.querySelector('[data-testid="client-name-text"]')?.textContent === name)!.getAttribute("data-uuid")!,
      clientName,
    );
    await waitSynced(page);
    // The synced client lives in the cache, which is saved a second after its last change: a reload
    // before that would start without it (only waiting edits are kept by the outbox itself).
    await expect.poll(() => persistedCacheHolds(page, clientUuid), { timeout: 10_000 }).toBe(true);

    await page.setOfflineMode(true);
    await page.waitForFunction(() => !navigator.onLine);
    await openSection(page, "/forms/Cycleform", '[data-testid="cycle-screen"]');
    await page.waitForSelector('[data-testid="client-picker"]');
    await page.select('[data-testid="client-picker"]', clientUuid);
    await page.click('[data-testid="new-cycle"]');
    await page.waitForSelector('[data-testid="cycle-goal"]');
    await page.type('[data-testid="cycle-goal"]', goal);
    await page.type('[data-testid="cycle-why"]', "To eat with the family");
    await page.select('[data-testid="cycle-rhythm"]', "weekly");
    await pickDate(page, '[data-testid="cycle-start"]', start.iso);
    await pickDate(page, '[data-testid="cycle-end"]', end.iso);
    await page.click('[data-testid="cycle-save"]');
    await page.waitForSelector('[data-testid="cycle-item"]');
    await dismissNotices(page);
    await page.type('[data-testid="cycle-action-input"]', "Hold the spoon");
    await page.click('[data-testid="cycle-action-add"]');
    await page.waitForSelector('[data-testid="cycle-action"]');
    const cycleUuid = await page.$eval('[data-testid="cycle-item"]', (el) => el.getAttribute("data-uuid")!);
    expect(await page.$eval('[data-testid="cycle-item"]', (el) => el.getAttribute("data-saved"))).toBe("F");

    await reloadOffline(page);
    await openSection(page, "/forms/Cycleform", '[data-testid="cycle-screen"]');
    await page.waitForSelector('[data-testid="cycle-action"]');
    expect(await page.$eval('[data-testid="cycle-goal-text"]', (el) => el.textContent)).toBe(goal);
    expect(await page.$eval('[data-testid="cycle-action-text"]', (el) => el.textContent)).toBe("Hold the spoon");
    expect(await page.$eval('[data-testid="cycle-dates"]', (el) => el.textContent)).toContain(`${start.dmy} – ${end.dmy}`);
    expect(await page.$('[data-testid="cycle-pending"]')).not.toBeNull();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.setOfflineMode(false);
    await waitSynced(page);
    await page.waitForFunction(() => document.querySelector('[data-testid="cycle-pending"]') === null, { timeout: 10_000 });
    expect(await page.$eval('[data-testid="cycle-item"]', (el) => el.getAttribute("data-saved"))).toBe("T");
    const description = await db.query<StoredContent<Record<string, unknown>>>(
      "select content, deleted_at from records where table_name = 'cycle_descriptions' and uuid = $1",
      [cycleUuid],
    );
    expect(description.rows[0]?.content).toMatchObject({
      client_uuid: clientUuid,
      goal,
      why: "To eat with the family",
      cycle_rhythm: "weekly",
      cycle_start: start.dmy,
      cycle_end: end.dmy,
      goal_status: "X",
      goal_achievement: 1,
      archived: "F",
      goal_editted: "F",
      active: "R",
    });
    const actions = await db.query<StoredContent<{ uuid: string; action: string; ready: string }>>(
      "select content from records where table_name = 'cycle_actions' and content->>'description_uuid' = $1",
      [cycleUuid],
    );
    expect(actions.rows.map((r) => [r.content.action, r.content.ready])).toEqual([["Hold the spoon", "F"]]);

    // The start is two weeks ahead: not in this week, in the week after next, on its own day.
    await openSection(page, "/calendar", '[data-testid="calendar-day"]');
    const cycleStart = `[data-testid="calendar-day"][data-date="${start.dmy}"] [data-testid="calendar-event"][data-kind="cycle-start"]`;
    expect(await page.$$eval('[data-testid="calendar-day"]', (days) => days.length)).toBe(7);
    expect(await page.$$eval('[data-testid="calendar-day"][aria-current="date"]', (days) => days.length)).toBe(1);
    expect(await page.$(cycleStart)).toBeNull();
    await page.click('[data-testid="calendar-next"]');
    await page.click('[data-testid="calendar-next"]');
    await page.waitForSelector(cycleStart);
    expect(await page.$eval(`${cycleStart} [data-testid="calendar-event-title"]`, (el) => el.textContent)).toBe(goal);
    const days = await page.$$eval('[data-testid="calendar-day"]', (list) => list.map((d) => d.getAttribute("data-date")));
    expect(days.indexOf(start.dmy)).toBe(start.weekday);
    expect(await page.$('[data-testid="calendar-day"][aria-current="date"]')).toBeNull();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The event links to where the cycle goal is edited.
    await page.click(`${cycleStart} a`);
    await page.waitForSelector('[data-testid="cycle-editor"]');
    expect(await page.$eval('[data-testid="cycle-goal"]', (el) => (el as HTMLInputElement).value)).toBe(goal);
    await page.click('[data-testid="cycle-editor"] .icon-button');

    await openSection(page, "/forms/diary", '[data-testid="diary-form"]');
    await pickDate(page, '[data-testid="diary-date"]', start.iso);
    await page.type('[data-testid="diary-note"]', `Home visit ${tag}`);
    await page.click('[data-testid="diary-save"]');
    await page.waitForSelector('[data-testid="diary-item"]');
    expect(await page.$eval('[data-testid="diary-item-date"]', (el) => el.textContent)).toBe(start.dmy);
    await waitSynced(page);
    const plans = await db.query<StoredContent<RehabContent>>(
      "select content from records where table_name = 'rehabilitations' and content->>'client_uuid' = $1",
      [clientUuid],
    );
    expect(plans.rows.map((r) => r.content.diary_items.map((i) => [i.date, i.note]))).toEqual([[[start.dmy, `Home visit ${tag}`]]]);

    await openSection(page, "/calendar", '[data-testid="calendar-day"]');
    await page.click('[data-testid="calendar-next"]');
    await page.click('[data-testid="calendar-next"]');
    const appointment = `[data-testid="calendar-day"][data-date="${start.dmy}"] [data-testid="calendar-event"][data-kind="appointment"]`;
    await page.waitForSelector(appointment);
    expect(await page.$eval(`${appointment} [data-testid="calendar-event-title"]`, (el) => el.textContent)).toBe(`Home visit ${tag}`);

    // Deleting the goal deletes its action too: both become tombstones on the server.
    await openSection(page, "/forms/Cycleform", '[data-testid="cycle-item"]');
    await page.click('[data-testid="cycle-delete"]');
    await page.click('[data-testid="cycle-delete-confirm"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="cycle-item"]') === null);
    await waitSynced(page);
    const removed = await db.query<{ table_name: string }>(
      "select table_name from records where uuid = any($1) and deleted_at is not null order by table_name",
      [[cycleUuid, actions.rows[0]!.content.uuid]],
    );
    expect(removed.rows.map((r) => r.table_name)).toEqual(["cycle_actions", "cycle_descriptions"]);
  });
});
