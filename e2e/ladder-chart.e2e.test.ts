import { randomUUID } from "node:crypto";
import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { dismissNotices, gotoClients, laneBrowser, leaveBrowser, openDevice, waitForClientNamed, waitSynced } from "./support/browser.js";
import { serverDatabase } from "./support/database.js";
import type { RehabContent, StoredContent } from "./support/stored-records.js";

const baseUrl = inject("baseUrl");

const dayMonthYear = (date: Date) => `${String(date.getDate()).padStart(2, "0")}-${String(date.getMonth() + 1).padStart(2, "0")}-${date.getFullYear()}`;

async function addScore(page: Page, date: string, score: number): Promise<void> {
  await dismissNotices(page);
  await page.click('[data-testid="ladder-date"]', { count: 3 });
  await page.type('[data-testid="ladder-date"]', date);
  await page.select('[data-testid="ladder-score"]', String(score));
  await page.click('[data-testid="ladder-add"]');
}

const points = (page: Page) =>
  page.$$eval('[data-testid="ladder-point"]', (circles) =>
    circles.map((c) => ({
      date: c.getAttribute("data-date"),
      score: Number(c.getAttribute("data-score")),
      x: Number(c.getAttribute("cx")),
      y: Number(c.getAttribute("cy")),
    })),
  );

describe("the ladder chart and the plan's details", () => {
  let browser: Browser;
  let page: Page;
  const db = serverDatabase();
  let clientUuid: string;
  const planOfClient = "select content from records where table_name = 'rehabilitations' and content->>'client_uuid' = $1";

  beforeAll(async () => {
    browser = await laneBrowser();
    page = await openDevice(browser, baseUrl);
    await page.setViewport({ width: 360, height: 780 });
    await gotoClients(page);
    const name = `Kondwani Gondwe ${randomUUID().slice(0, 4)}`;
    await page.click('[data-testid="new-client"]');
    await page.type('[data-testid="client-name"]', name);
    await page.select('[data-testid="client-flow"]', "79");
    await page.click('[data-testid="client-save"]');
    await waitForClientNamed(page, name, 5000);
    clientUuid = await page.$$eval(
      '[data-testid="client-item"]',
      (items, wanted) => items.find((el) => el.querySelector('[data-testid="client-name-text"]')?.textContent === wanted)!.getAttribute("data-uuid")!,
      name,
    );
    await dismissNotices(page);
    await page.click(`[data-testid="client-item"][data-uuid="${clientUuid}"] [data-testid="client-plan"]`);
    await page.waitForSelector('[data-testid="ladder"]');
  });

  afterAll(async () => {
    await leaveBrowser(browser);
  });

  it("charts two points after three scores: the same-date score replaces, the later date appends", async () => {
    const today = new Date();
    const later = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 9);
    const [first, second] = [dayMonthYear(today), dayMonthYear(later)];

    await addScore(page, first, 4);
    await page.waitForSelector('[data-testid="ladder-point"]');
    expect(await points(page)).toMatchObject([{ date: first, score: 4 }]);
    await addScore(page, first, 6);
    await page.waitForFunction(() => document.querySelector('[data-testid="ladder-point"]')?.getAttribute("data-score") === "6");
    await addScore(page, second, 7);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="ladder-point"]').length === 2);

    const drawn = await points(page);
    expect(drawn.map((p) => [p.date, p.score])).toEqual([
      [first, 6],
      [second, 7],
    ]);
    expect(drawn[1]!.x).toBeGreaterThan(drawn[0]!.x);
    expect(drawn[1]!.y).toBeLessThan(drawn[0]!.y);
    expect(await page.$$eval('[data-testid="ladder-measure"] strong', (els) => els.map((el) => el.textContent))).toEqual(["6", "7"]);
    expect(await page.$eval('[data-testid="ladder-chart"]', (el) => el.getAttribute("aria-label"))).toBe(`Scores over time: 2 scores, the last 7 on ${second}`);

    await waitSynced(page);
    const { rows } = await db.query<StoredContent<RehabContent>>(planOfClient, [clientUuid]);
    expect(rows[0]!.content.ladder_of_live[0]!.measure.map((m) => [m.date, m.score])).toEqual([
      [first, 6],
      [second, 7],
    ]);
  });

  it("keeps a domain's abilities, a goal's details and the visit frequency, and they reach the server", async () => {
    const fun = '[data-testid="rehab-domain"][data-domain-id="1.4"]';
    await dismissNotices(page);
    // A slow phone: the sync's answer to the new goal lands while the why is being typed, which must
    // not wipe it (docs/worker-phone.md, "Texts being written").
    await page.emulateCPUThrottling(6);
    await page.type(`${fun} [data-testid="domain-abilities"]`, "Laughs at peekaboo");
    await page.type(`${fun} [data-testid="goal-input"]`, "Play ball with his brother");
    await page.click(`${fun} [data-testid="goal-add"]`);
    await page.waitForSelector(`${fun} [data-testid="rehab-goal"]`);
    await page.click(`${fun} [data-testid="goal-details"] summary`);
    // At 360 px every field and checkbox is a finger's target: 44 px tall fields and rows, 22 px boxes (they were 37 px and 13 x 22).
    const sizes = await page.$$eval(`${fun} [data-testid="goal-details"] input, ${fun} [data-testid="goal-details"] select`, (fields) =>
      fields.map((field) => {
        const box = field.getBoundingClientRect();
        const row = (field.closest("label") ?? field).getBoundingClientRect();
        return { kind: (field as HTMLInputElement).type, width: Math.round(box.width), height: Math.round(box.height), rowHeight: Math.round(row.height) };
      }),
    );
    expect(sizes.length).toBeGreaterThan(3);
    for (const size of sizes) {
      if (size.kind === "checkbox") expect([size.width >= 22, size.height >= 22, size.rowHeight >= 44], JSON.stringify(size)).toEqual([true, true, true]);
      else expect(size.height, JSON.stringify(size)).toBeGreaterThanOrEqual(44);
    }
    await page.type(`${fun} [data-testid="goal-why"]`, "He wants to play with others");
    await page.click(`${fun} [data-testid="goal-active"]`);
    await page.waitForFunction((sel) => document.querySelector<HTMLInputElement>(sel)?.checked === true, {}, `${fun} [data-testid="goal-active"]`);
    await page.select(`${fun} [data-testid="goal-satisfaction"]`, "8");
    await page.click(`${fun} [data-testid="goal-achieved"]`);
    await page.waitForSelector(`${fun} [data-testid="goal-achieved-badge"]`);
    await page.select('[data-testid="plan-visit-frequency"]', "fortnightly");
    await page.emulateCPUThrottling(1);

    // The last edit is kept on leaving the field; the plan is checked once it reached the server.
    const stored = async () => (await db.query<StoredContent<RehabContent>>(planOfClient, [clientUuid])).rows[0]?.content;
    await expect.poll(async () => (await stored())?.visitFrequency, { timeout: 20_000 }).toBe("fortnightly");
    await waitSynced(page);
    await page.waitForFunction(() => document.querySelector('[data-testid="plan-pending"]') === null);
    const plan = (await stored())!;
    const domain = plan.domains.find((d) => d.domain_id === "1.4");
    expect(domain?.abilities).toBe("Laughs at peekaboo");
    expect(domain?.goals[0]).toMatchObject({
      goal: "Play ball with his brother",
      why: "He wants to play with others",
      active: true,
      satisfaction: 8,
      achieved: true,
      finished: false,
    });
    expect(plan.visitFrequency).toBe("fortnightly");
    expect(plan.ladder_of_live[0]?.measure).toHaveLength(2);
  });
});
