import type { Page } from "puppeteer-core";
import { addClient, dismissNotices, gotoClients, openFromMenu, outboxDatabase, waitForClientNamed } from "../../e2e/support/browser.js";

/**
 * What the worker does on the phone in the upgrade benchmark (bench/upgrade.ts), through the app's
 * screens as the end-to-end tests do (their test ids), and reads back after the update.
 */

/** The names and texts of one run's edits, tagged so a run's records are its own. */
export function upgradeEdits(tag: string) {
  return {
    synced: `Upgrade synced ${tag}`,
    renamed: `Upgrade synced ${tag} renamed`,
    planned: `Upgrade offline plan ${tag}`,
    plain: `Upgrade offline ${tag}`,
    goal: `Walk to the door ${tag}`,
    action: `Practise standing ${tag}`,
    ladderScore: "6",
    cycleGoal: `Eat with a spoon ${tag}`,
    cycleAction: `Hold the spoon ${tag}`,
    diaryNote: `Home visit ${tag}`,
  };
}
export type UpgradeEdits = ReturnType<typeof upgradeEdits>;

const item = (uuid: string) => `[data-testid="client-item"][data-uuid="${uuid}"]`;

/** The uuid of the client item of that name on the clients screen. */
export async function clientUuid(page: Page, name: string): Promise<string> {
  await gotoClients(page);
  await waitForClientNamed(page, name, 30_000);
  return page.$$eval(
    '[data-testid="client-item"]',
    (items, wanted) => items.find((i) => i.querySelector('[data-testid="client-name-text"]')?.textContent === wanted)!.getAttribute("data-uuid")!,
    name,
  );
}

/** A local calendar day `days` from today, as a date input takes it (yyyy-mm-dd). */
function isoDayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Types a date into an `<input type="date">` the way the browser reports a picked date to React. */
async function pickDate(page: Page, selector: string, iso: string): Promise<void> {
  await page.$eval(
    selector,
    (el, value) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(el, value);
      el.dispatchEvent(new Event("input", { bubbles: true }));
    },
    iso,
  );
}

async function addLine(page: Page, scope: string, testId: string, text: string): Promise<void> {
  await dismissNotices(page);
  await page.type(`${scope} [data-testid="${testId}-input"]`, text);
  await page.click(`${scope} [data-testid="${testId}-add"]`);
}

/** Picks the client on a screen that works on one client (cycle goals, diary), when it offers a picker. */
async function pickClient(page: Page, uuid: string): Promise<void> {
  // A render may replace the picker between finding it and choosing in it (seen on the diary screen
  // while its records came into the cache): look for it again then.
  for (let attempt = 1; ; attempt++) {
    const picker = await page.waitForSelector('[data-testid="client-picker"]', { timeout: 5_000 }).catch(() => null);
    if (!picker) return;
    try {
      await page.select('[data-testid="client-picker"]', uuid);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/**
 * The offline edits, of every kind a worker makes: a synced client renamed, two new clients, a plan
 * (goal, step, ladder score), a cycle goal and its action, a diary visit. Answers the planned client's uuid.
 */
export async function editOffline(page: Page, edits: UpgradeEdits, syncedUuid: string): Promise<string> {
  await gotoClients(page);
  await dismissNotices(page);
  await page.click(`${item(syncedUuid)} button.client-open`);
  await page.waitForSelector('[data-testid="client-name"]');
  await page.click('[data-testid="client-name"]', { count: 3 });
  await page.keyboard.press("Backspace");
  await page.type('[data-testid="client-name"]', edits.renamed);
  await page.click('[data-testid="client-save"]');
  await waitForClientNamed(page, edits.renamed, 10_000);

  await page.click('[data-testid="new-client"]');
  await page.type('[data-testid="client-name"]', edits.planned);
  await page.select('[data-testid="client-flow"]', "79");
  await page.click('[data-testid="client-save"]');
  await waitForClientNamed(page, edits.planned, 10_000);
  await addClient(page, edits.plain);
  const planned = await clientUuid(page, edits.planned);

  await dismissNotices(page);
  await page.click(`${item(planned)} [data-testid="client-plan"]`);
  await page.waitForSelector('[data-testid="rehab-domain"]');
  const functionDomain = '[data-testid="rehab-domain"][data-domain-id="1.1"]';
  await addLine(page, functionDomain, "goal", edits.goal);
  await page.waitForSelector(`${functionDomain} [data-testid="rehab-goal"]`);
  await addLine(page, `${functionDomain} [data-testid="rehab-goal"]`, "action", edits.action);
  await page.waitForSelector('[data-testid="rehab-action"]');
  await dismissNotices(page);
  await page.select('[data-testid="ladder-score"]', edits.ladderScore);
  await page.click('[data-testid="ladder-add"]');
  await page.waitForSelector('[data-testid="ladder-measure"]');

  await dismissNotices(page);
  await openFromMenu(page, "/forms/Cycleform");
  await page.waitForSelector('[data-testid="cycle-screen"]');
  await pickClient(page, planned);
  await page.click('[data-testid="new-cycle"]');
  await page.waitForSelector('[data-testid="cycle-goal"]');
  await page.type('[data-testid="cycle-goal"]', edits.cycleGoal);
  await page.type('[data-testid="cycle-why"]', "To eat with the family");
  await page.select('[data-testid="cycle-rhythm"]', "weekly");
  await pickDate(page, '[data-testid="cycle-start"]', isoDayFromToday(7));
  await pickDate(page, '[data-testid="cycle-end"]', isoDayFromToday(35));
  await page.click('[data-testid="cycle-save"]');
  await page.waitForSelector('[data-testid="cycle-item"]');
  await dismissNotices(page);
  await page.type('[data-testid="cycle-action-input"]', edits.cycleAction);
  await page.click('[data-testid="cycle-action-add"]');
  await page.waitForSelector('[data-testid="cycle-action"]');

  await dismissNotices(page);
  await openFromMenu(page, "/forms/diary");
  await page.waitForSelector('[data-testid="diary-screen"]');
  await pickClient(page, planned);
  await page.waitForSelector('[data-testid="diary-note"]');
  await page.type('[data-testid="diary-note"]', edits.diaryNote);
  await page.click('[data-testid="diary-save"]');
  await page.waitForFunction(
    (note) => [...document.querySelectorAll('[data-testid="diary-item"]')].some((el) => el.textContent?.includes(note)),
    {},
    edits.diaryNote,
  );
  return planned;
}

/** One edit waiting in the phone's outbox: its bookkeeping, which a worker's sealed outbox keeps in the clear. */
export interface WaitingEdit {
  clientMutationId: number;
  table: string;
  uuid: string;
  op: string;
}

/** The edits waiting in the page's outbox (the logged-in worker's, in her vault) and the install they are sent as. */
export async function waitingEdits(page: Page): Promise<{ installId: string; edits: WaitingEdit[] }> {
  const database = await outboxDatabase(page);
  const edits = await page.evaluate(async (name) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error("IndexedDB failed"));
    });
    const all = await new Promise<Array<{ clientMutationId: number; table: string; uuid: string; op: string }>>((resolve, reject) => {
      const request = db.transaction("outbox").objectStore("outbox").getAll();
      request.onsuccess = () => resolve(request.result as Array<{ clientMutationId: number; table: string; uuid: string; op: string }>);
      request.onerror = () => reject(request.error ?? new Error("IndexedDB failed"));
    });
    db.close();
    return all.map(({ clientMutationId, table, uuid, op }) => ({ clientMutationId, table, uuid, op }));
  }, database);
  const installId = database.startsWith("stepwise-vault-")
    ? database.slice("stepwise-vault-".length)
    : await page.evaluate(() => localStorage.getItem("APP-ID") ?? "");
  return { installId, edits };
}

/** What the app shows after the update, screen by screen: each check's name and whether it held. */
export async function shownAfterUpdate(page: Page, edits: UpgradeEdits, planned: string, otherDevice: string): Promise<Array<[string, boolean]>> {
  const shown = async (what: () => Promise<unknown>) =>
    what().then(
      () => true,
      () => false,
    );
  const checks: Array<[string, boolean]> = [];
  await gotoClients(page);
  for (const name of [edits.renamed, edits.planned, edits.plain, otherDevice])
    checks.push([`client "${name}"`, await shown(() => waitForClientNamed(page, name, 30_000))]);
  await dismissNotices(page);
  await page.click(`${item(planned)} [data-testid="client-plan"]`);
  const textIn = (selector: string, text: string) =>
    shown(() =>
      page.waitForFunction((s, t) => [...document.querySelectorAll(s)].some((el) => el.textContent?.includes(t)), { timeout: 15_000 }, selector, text),
    );
  checks.push(["plan goal", await textIn('[data-testid="rehab-goal-text"]', edits.goal)]);
  // A check that fails names what the screen showed instead.
  if (!checks.at(-1)![1])
    checks[checks.length - 1]![0] +=
      ` (the screen: ${await page.evaluate(() => `${location.pathname}: ${document.querySelector("main, #root")?.textContent?.slice(0, 300)}`)})`;
  checks.push(["plan step", await textIn('[data-testid="rehab-action-text"]', edits.action)]);
  checks.push(["ladder score", await textIn('[data-testid="ladder-measure"] strong', edits.ladderScore)]);
  await dismissNotices(page);
  await openFromMenu(page, "/forms/Cycleform");
  await pickClient(page, planned);
  checks.push(["cycle goal", await textIn('[data-testid="cycle-goal-text"]', edits.cycleGoal)]);
  if (!checks.at(-1)![1])
    checks[checks.length - 1]![0] +=
      ` (the screen: ${await page.evaluate(() => `${location.pathname}: ${document.querySelector("main, #root")?.textContent?.slice(0, 300)}`)})`;
  checks.push(["cycle action", await textIn('[data-testid="cycle-action-text"]', edits.cycleAction)]);
  await dismissNotices(page);
  await openFromMenu(page, "/forms/diary");
  await pickClient(page, planned);
  checks.push(["diary visit", await textIn('[data-testid="diary-item"]', edits.diaryNote)]);
  return checks;
}
