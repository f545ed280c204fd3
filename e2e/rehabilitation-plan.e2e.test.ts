import { randomUUID } from "node:crypto";
import type { Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { dismissNotices, gotoClients, reloadOffline, waitForClientNamed, waitSynced } from "./support/browser.js";
import { twoDevicesOfOneWorker, type TwoDevices } from "./support/two-devices.js";
import type { RehabContent, StoredContent } from "./support/stored-records.js";

const baseUrl = inject("baseUrl");
const email = `planner-${randomUUID().slice(0, 8)}@example.org`;
const password = "correct horse battery";

async function addLine(page: Page, scope: string, testId: string, text: string) {
  await dismissNotices(page);
  await page.type(`${scope} [data-testid="${testId}-input"]`, text);
  await page.click(`${scope} [data-testid="${testId}-add"]`);
}

describe("a rehabilitation plan edited offline reaches the second device", () => {
  let devices: TwoDevices;
  let deviceA: Page;
  let deviceB: Page;
  let db: TwoDevices["db"];

  beforeAll(async () => {
    devices = await twoDevicesOfOneWorker(baseUrl, inject("databaseUrl"), email, password);
    ({ deviceA, deviceB, db } = devices);
  });

  afterAll(() => devices?.close());

  it("adds a goal, a step and a ladder score offline, syncs them, and device B sees them", async () => {
    await deviceA.setOfflineMode(true);
    await deviceA.click('[data-testid="new-client"]');
    await deviceA.type('[data-testid="client-name"]', "Mphatso Gondwe");
    await deviceA.select('[data-testid="client-flow"]', "79");
    await deviceA.click('[data-testid="client-save"]');
    await waitForClientNamed(deviceA, "Mphatso Gondwe", 5000);
    const clientUuid = await deviceA.$eval('[data-testid="client-item"]', (el) => el.getAttribute("data-uuid")!);
    const plansOfClient = "select content from records where table_name = 'rehabilitations' and content->>'client_uuid' = $1";

    await deviceA.click('[data-testid="client-plan"]');
    await deviceA.waitForSelector('[data-testid="rehab-domain"]');
    const domains = await deviceA.$$eval('[data-testid="rehab-domain"] h2', (hs) => hs.map((h) => h.textContent));
    expect(domains).toEqual(["Function", "Family", "Fitness", "Fun", "Friends", "Future"]);

    const functionDomain = '[data-testid="rehab-domain"][data-domain-id="1.1"]';
    await addLine(deviceA, functionDomain, "goal", "Walk to the door");
    await deviceA.waitForSelector(`${functionDomain} [data-testid="rehab-goal"]`);
    await addLine(deviceA, `${functionDomain} [data-testid="rehab-goal"]`, "action", "Practise standing at the table");
    await deviceA.waitForSelector('[data-testid="rehab-action"]');
    await dismissNotices(deviceA);
    await deviceA.select('[data-testid="ladder-score"]', "6");
    await deviceA.click('[data-testid="ladder-add"]');
    await deviceA.waitForSelector('[data-testid="ladder-measure"]');

    await reloadOffline(deviceA);
    await gotoClients(deviceA);
    await deviceA.click('[data-testid="client-plan"]');
    await deviceA.waitForSelector('[data-testid="rehab-action"]');
    expect(await deviceA.$('[data-testid="plan-pending"]')).not.toBeNull();

    await deviceA.setOfflineMode(false);
    await waitSynced(deviceA);
    await deviceA.waitForFunction(() => document.querySelector('[data-testid="plan-pending"]') === null);

    const stored = await db.query<StoredContent<RehabContent>>(plansOfClient, [clientUuid]);
    expect(stored.rowCount).toBe(1);
    const plan = stored.rows[0]!.content;
    const goal = plan.domains[0]!.goals[0]!;
    expect(goal).toMatchObject({ goal: "Walk to the door", active: false, finished: false, achieved: false });
    expect(goal.actions.map((a) => a.description)).toEqual(["Practise standing at the table"]);
    expect(plan.ladder_of_live[0]!.measure.map((m) => m.score)).toEqual([6]);

    await waitForClientNamed(deviceB, "Mphatso Gondwe", 5000);
    await deviceB.click('[data-testid="client-plan"]');
    await deviceB.waitForSelector('[data-testid="rehab-action"]', { timeout: 5000 });
    expect(await deviceB.$eval('[data-testid="rehab-goal-text"]', (el) => el.textContent)).toBe("Walk to the door");
    expect(await deviceB.$eval('[data-testid="rehab-action-text"]', (el) => el.textContent)).toBe("Practise standing at the table");
    expect(await deviceB.$eval('[data-testid="ladder-measure"] strong', (el) => el.textContent)).toBe("6");
    expect((await db.query(plansOfClient, [clientUuid])).rowCount).toBe(1);
  });
});
