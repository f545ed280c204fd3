import { randomUUID } from "node:crypto";
import type { Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { dismissNotices, noticeTexts, waitForClientNamed, waitSynced } from "./support/browser.js";
import { twoDevicesOfOneWorker, type TwoDevices } from "./support/two-devices.js";
import type { RehabContent, StoredContent } from "./support/stored-records.js";

const baseUrl = inject("baseUrl");
const email = `merger-${randomUUID().slice(0, 8)}@example.org`;
const password = "correct horse battery";
const functionDomain = '[data-testid="rehab-domain"][data-domain-id="1.1"]';
const goalTexts = (page: Page) => page.$$eval(`${functionDomain} [data-testid="rehab-goal-text"]`, (els) => els.map((el) => el.textContent ?? ""));

async function addGoal(page: Page, text: string) {
  await dismissNotices(page);
  await page.type(`${functionDomain} [data-testid="goal-input"]`, text);
  await page.click(`${functionDomain} [data-testid="goal-add"]`);
  await page.waitForFunction(
    (scope, wanted) => [...document.querySelectorAll(`${scope} [data-testid="rehab-goal-text"]`)].some((el) => el.textContent === wanted),
    {},
    functionDomain,
    text,
  );
}

/** Writes the first goal's "Why" and leaves the field, as a worker does (the edit is kept on blur). */
async function writeWhy(page: Page, text: string) {
  await dismissNotices(page);
  const details = `${functionDomain} [data-testid="rehab-goal"] [data-testid="goal-details"]`;
  await page.$eval(details, (el) => ((el as HTMLDetailsElement).open = true));
  const field = `${details} [data-testid="goal-why"]`;
  await page.click(field, { clickCount: 3 });
  await page.type(field, text);
  await page.$eval(field, (el) => (el as HTMLTextAreaElement).blur());
}

/** docs/sync-and-api.md, "Merging concurrent edits": concurrent edits of one plan on two devices are merged, never overwritten whole. */
describe("two workers' devices editing one rehabilitation plan", () => {
  let devices: TwoDevices;
  let deviceA: Page;
  let deviceB: Page;
  let db: TwoDevices["db"];
  let clientUuid = "";
  const storedGoals = async () => {
    const { rows } = await db.query<StoredContent<RehabContent>>(
      "select content from records where table_name = 'rehabilitations' and content->>'client_uuid' = $1",
      [clientUuid],
    );
    expect(rows).toHaveLength(1);
    return rows[0]!.content.domains[0]!.goals;
  };

  beforeAll(async () => {
    devices = await twoDevicesOfOneWorker(baseUrl, inject("databaseUrl"), email, password);
    ({ deviceA, deviceB, db } = devices);
    await deviceA.click('[data-testid="new-client"]');
    await deviceA.type('[data-testid="client-name"]', "Tiyamike Phiri");
    await deviceA.select('[data-testid="client-flow"]', "79");
    await deviceA.click('[data-testid="client-save"]');
    await waitForClientNamed(deviceA, "Tiyamike Phiri", 5000);
    clientUuid = await deviceA.$eval('[data-testid="client-item"]', (el) => el.getAttribute("data-uuid")!);
    await deviceA.click('[data-testid="client-plan"]');
    await deviceA.waitForSelector(functionDomain);
    await addGoal(deviceA, "Walk to the door");
    await waitSynced(deviceA);
    await waitForClientNamed(deviceB, "Tiyamike Phiri", 10_000);
    await deviceB.click('[data-testid="client-plan"]');
    await deviceB.waitForFunction(
      (scope) => document.querySelector(`${scope} [data-testid="rehab-goal-text"]`)?.textContent === "Walk to the door",
      { timeout: 10_000 },
      functionDomain,
    );
  });

  afterAll(() => devices?.close());

  it("keeps both goals when device A adds one offline and device B adds another online", async () => {
    await deviceA.setOfflineMode(true);
    await addGoal(deviceA, "Dress alone");
    await addGoal(deviceB, "Eat with a spoon");
    await waitSynced(deviceB);

    await deviceA.setOfflineMode(false);
    await waitSynced(deviceA);

    expect((await storedGoals()).map((g) => g.goal).sort()).toEqual(["Dress alone", "Eat with a spoon", "Walk to the door"]);
    await deviceA.waitForFunction(
      (scope) => document.querySelectorAll(`${scope} [data-testid="rehab-goal-text"]`).length === 3,
      { timeout: 10_000 },
      functionDomain,
    );
    expect((await goalTexts(deviceA)).sort()).toEqual(["Dress alone", "Eat with a spoon", "Walk to the door"]);
    expect(await noticeTexts(deviceA)).toContain("Merged with changes from another device");
    expect(await noticeTexts(deviceA)).not.toContain("Your version was saved");
    await deviceB.waitForFunction(
      (scope) => document.querySelectorAll(`${scope} [data-testid="rehab-goal-text"]`).length === 3,
      { timeout: 10_000 },
      functionDomain,
    );
    expect((await goalTexts(deviceB)).sort()).toEqual(["Dress alone", "Eat with a spoon", "Walk to the door"]);
  });

  it("shows a same-field conflict in words and lets the worker keep the other device's value", async () => {
    await deviceA.setOfflineMode(true);
    await writeWhy(deviceA, "to fetch water");
    await writeWhy(deviceB, "to go to school");
    // The blur queues B's edit in IndexedDB a moment later: wait for the server to hold it, so that
    // "pending 0" read before the queueing cannot let A go online first.
    await expect.poll(async () => (await storedGoals())[0]!.why, { timeout: 10_000 }).toBe("to go to school");
    await waitSynced(deviceB);
    await deviceA.setOfflineMode(false);
    await waitSynced(deviceA);

    await deviceA.waitForSelector('[data-testid="conflicts-bar"]', { timeout: 10_000 });
    expect(await deviceA.$eval('[data-testid="conflicts-bar"] span', (el) => el.textContent)).toBe("1 conflict to resolve");
    expect(await noticeTexts(deviceA)).toContain("1 conflict to resolve");
    expect((await storedGoals())[0]!.why).toBe("to fetch water");

    await dismissNotices(deviceA);
    await deviceA.click('[data-testid="conflicts-open"]');
    await deviceA.waitForSelector('[data-testid="conflicts-drawer"] [data-testid="conflict"]');
    const sentence = await deviceA.$eval('[data-testid="conflict-sentence"]', (el) => el.textContent ?? "");
    const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long" }).format(new Date());
    expect(sentence).toBe(`Field Worker also changed Domain 1, Goal 1's ‘Why this goal’ on ${day}:`);
    expect(await deviceA.$eval('[data-testid="conflict-keep-theirs"]', (el) => el.textContent)).toBe("Theirs to go to school");
    expect(await deviceA.$eval('[data-testid="conflict-keep-yours"]', (el) => el.textContent)).toBe("Yours to fetch water");
    const drawerText = await deviceA.$eval('[data-testid="conflicts-drawer"]', (el) => el.textContent ?? "");
    expect(drawerText).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);

    await deviceA.click('[data-testid="conflict-keep-theirs"]');
    await deviceA.waitForFunction(() => document.querySelector('[data-testid="conflicts-bar"]') === null);
    await waitSynced(deviceA);
    expect((await storedGoals())[0]!.why).toBe("to go to school");
    await deviceB.waitForFunction(
      (scope) => document.querySelector<HTMLTextAreaElement>(`${scope} [data-testid="goal-why"]`)?.value === "to go to school",
      { timeout: 10_000 },
      functionDomain,
    );
  });
});
