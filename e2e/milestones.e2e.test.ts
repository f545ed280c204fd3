import { randomUUID } from "node:crypto";
import type { Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { dismissNotices, reloadOffline, waitSynced } from "./support/browser.js";
import { twoDevicesOfOneWorker, type TwoDevices } from "./support/two-devices.js";
import type { StoredContent } from "./support/stored-records.js";

const baseUrl = inject("baseUrl");
const email = `carer-${randomUUID().slice(0, 8)}@example.org`;
const password = "correct horse battery";
const CATEGORY = "12-gross-motor";
const INDICATOR = "12-gross-motor-1";

/** A birthdate 13 months before today, as day-month-year text: the 12-month checklists fit that child. */
function birthdateThirteenMonthsAgo(): string {
  const date = new Date();
  date.setDate(1);
  date.setMonth(date.getMonth() - 13);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()}`;
}

/**
 * The milestone screens load as their own chunk: wait for what is clicked next. A locator clicks
 * once the element is shown and still, and finds it again when a render replaced it in between
 * (a live change arriving re-renders the menu), as a second tap would.
 */
async function clickShown(page: Page, selector: string) {
  await page.locator(selector).setTimeout(10_000).click();
}

async function gotoChildren(page: Page) {
  await dismissNotices(page);
  await clickShown(page, '.app-nav a[href="/milestones"]');
  await clickShown(page, 'a[href="/milestones/milestonechildren"]');
  await page.waitForSelector('[data-testid="milestone-children"]');
}

/** Children -> the child's checklists -> gross motor -> by 12 months, as a carer would go. */
async function openChecklist(page: Page, childUuid: string) {
  await gotoChildren(page);
  await clickShown(page, `[data-testid="child-item"][data-uuid="${childUuid}"] [data-testid="child-checklists"]`);
  await page.waitForSelector('[data-testid="milestone-domain"]');
  expect(await page.$$eval('[data-testid="milestone-domain"] strong', (names) => names.map((n) => n.textContent))).toEqual([
    "Gross motor",
    "Fine motor",
    "Language",
    "Cognitive",
    "Social and emotional",
  ]);
  await clickShown(page, '[data-testid="milestone-domain"][data-domain="gross-motor"]');
  await page.waitForSelector(`[data-testid="milestone-category"][data-category="${CATEGORY}"]`);
  expect(await page.$$eval('[data-testid="age-band"] .band-mark', (marks) => marks.map((m) => m.closest("section")!.getAttribute("data-age")))).toEqual(["12"]);
  await page.click(`[data-testid="milestone-category"][data-category="${CATEGORY}"]`);
  await page.waitForSelector(`[data-testid="indicator"][data-indicator="${INDICATOR}"]`);
}

const statusYes = `[data-testid="indicator"][data-indicator="${INDICATOR}"] [data-testid="status-2"]`;
const isChecked = (page: Page) => page.$eval(statusYes, (input) => (input as HTMLInputElement).checked);

describe("a milestone indicator changed offline reaches the second device", () => {
  let devices: TwoDevices;
  let deviceA: Page;
  let deviceB: Page;
  let db: TwoDevices["db"];
  let childUuid: string;

  beforeAll(async () => {
    devices = await twoDevicesOfOneWorker(baseUrl, inject("databaseUrl"), email, password);
    ({ deviceA, deviceB, db } = devices);
  });

  afterAll(() => devices?.close());

  it("adds a child with a birthdate and shows the age in months", async () => {
    await gotoChildren(deviceA);
    await clickShown(deviceA, '[data-testid="add-child"]');
    await deviceA.type('[data-testid="child-birthdate"]', "31-02-2025");
    await deviceA.click('[data-testid="child-save"]');
    expect(await deviceA.$eval('[data-testid="child-error"]', (p) => p.textContent)).toBe(
      "Please give the birthdate as day-month-year, for example 15-03-2024",
    );

    const birthdate = birthdateThirteenMonthsAgo();
    await deviceA.click('[data-testid="child-birthdate"]', { count: 3 });
    await deviceA.type('[data-testid="child-birthdate"]', birthdate);
    await deviceA.click('[data-testid="child-save"]');
    await deviceA.waitForSelector('[data-testid="child-item"]');
    expect(await deviceA.$eval('[data-testid="child-label"]', (s) => s.textContent)).toBe(`Born ${birthdate} · 13 months`);
    childUuid = await deviceA.$eval('[data-testid="child-item"]', (li) => li.getAttribute("data-uuid")!);
    await waitSynced(deviceA);
    const stored = await db.query<StoredContent<Record<string, unknown>>>("select content from records where table_name = 'my_children' and uuid = $1", [
      childUuid,
    ]);
    expect(stored.rows[0]?.content).toMatchObject({ uuid: childUuid, birthdate });
  });

  it("marks an indicator offline, keeps it waiting over an offline reload, syncs it, and device B sees it", async () => {
    await openChecklist(deviceA, childUuid);
    await deviceA.setOfflineMode(true);
    await deviceA.click(statusYes);
    await deviceA.waitForSelector('[data-testid="milestone-pending"]');
    expect(await deviceA.$eval('[data-testid="indicators-achieved"]', (s) => s.textContent)).toBe("1 of 2 achieved");

    await reloadOffline(deviceA);
    await openChecklist(deviceA, childUuid);
    expect(await isChecked(deviceA)).toBe(true);
    expect(await deviceA.$('[data-testid="milestone-pending"]')).not.toBeNull();

    await deviceA.setOfflineMode(false);
    await waitSynced(deviceA);
    await deviceA.waitForFunction(() => document.querySelector('[data-testid="milestone-pending"]') === null);
    expect(await isChecked(deviceA)).toBe(true);

    const stored = await db.query<StoredContent<{ categories: unknown }>>(
      "select content from records where table_name = 'milestones' and content->>'client_uuid' = $1 and deleted_at is null",
      [childUuid],
    );
    expect(stored.rowCount).toBe(1);
    expect(stored.rows[0]?.content.categories).toEqual([
      {
        id: CATEGORY,
        indicators: [
          { id: INDICATOR, status: 2 },
          { id: "12-gross-motor-2", status: null },
        ],
      },
    ]);

    await openChecklist(deviceB, childUuid);
    await deviceB.waitForFunction((selector) => document.querySelector<HTMLInputElement>(selector)?.checked === true, { timeout: 10_000 }, statusYes);
    expect(await deviceB.$eval('[data-testid="indicators-achieved"]', (s) => s.textContent)).toBe("1 of 2 achieved");
    expect(await deviceB.$('[data-testid="milestone-pending"]')).toBeNull();

    await gotoChildren(deviceB);
    await clickShown(deviceB, `[data-testid="child-item"][data-uuid="${childUuid}"] [data-testid="child-progress"]`);
    await deviceB.waitForSelector('[data-testid="progress-chart"]');
    expect(await deviceB.$eval('[data-testid="progress-chart"]', (f) => f.getAttribute("data-achieved"))).toBe("1");
    expect(await deviceB.$eval('[data-testid="progress-table"] tr[data-age="12"] td[data-domain="gross-motor"]', (td) => td.textContent)).toBe("1/2");
  });

  it("deleting the child on device B also deletes its milestone form on the server and on device A", async () => {
    await clickShown(deviceB, `[data-testid="child-item"][data-uuid="${childUuid}"] [data-testid="child-edit"]`);
    await deviceB.click('[data-testid="child-delete"]');
    await deviceB.click('[data-testid="child-delete-confirm"]');
    await deviceB.waitForFunction(() => document.querySelector('[data-testid="child-item"]') === null);
    await waitSynced(deviceB);
    const rows = await db.query(
      "select table_name, deleted_at is not null as deleted from records where (table_name = 'my_children' and uuid = $1) or (table_name = 'milestones' and content->>'client_uuid' = $1) order by table_name",
      [childUuid],
    );
    expect(rows.rows).toEqual([
      { table_name: "milestones", deleted: true },
      { table_name: "my_children", deleted: true },
    ]);
    await gotoChildren(deviceA);
    await deviceA.waitForFunction(() => document.querySelector('[data-testid="child-item"]') === null, { timeout: 10_000 });
  });
});
