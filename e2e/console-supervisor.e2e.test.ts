import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminGraphQL, createWorker } from "./support/api.js";
import { seriousViolations } from "./support/axe.js";
import { laneBrowser, leaveBrowser } from "./support/browser.js";
import { serverDatabase } from "./support/database.js";

const baseUrl = inject("baseUrl");
const password = "correct horse battery";
const screens = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../.test-results/screens");

/** Saves records as the worker through the REST facade (docs/sync-and-api.md), as her phone would. */
async function saveAsWorker(email: string, entries: { table: string; record: Record<string, unknown> }[]) {
  const login = await fetch(`${baseUrl}/api/login`, { method: "POST", body: new URLSearchParams({ email, password }) });
  const { token } = (await login.json()) as { token: string };
  const payload = JSON.stringify(
    entries.map(({ table, record }) => ({ appIdentifier: "default", user_id: 1, uuid: record.uuid, table, record, queuedAt: new Date().toISOString() })),
  );
  const saved = await fetch(`${baseUrl}/api/saveTables/${randomUUID()}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: new URLSearchParams({ payload }),
  });
  const text = await saved.text();
  expect(saved.status, text).toBe(200);
  expect((JSON.parse(text) as { rejected?: unknown[] }).rejected ?? []).toEqual([]);
}

const innerText = (page: Page, selector: string) => page.$eval(selector, (el) => (el as HTMLElement).innerText);

/**
 * docs/teams.md, "In the console": a supervisor signs into the console with her own account, sees
 * her team's worker with supervisedWorkers' numbers, opens a client read only (one audited view, the
 * client as a pseudonym), and reaches nothing of another team by a typed address; at 360 px in the
 * console's three languages, axe clean, nothing wider than the screen.
 */
describe("a supervisor in the console", () => {
  const db = serverDatabase();
  let browser: Browser;
  beforeAll(async () => {
    browser = await laneBrowser();
  });
  afterAll(async () => {
    await leaveBrowser(browser);
  });

  const userId = async (email: string) => (await db.query<{ id: number }>("select id from users where email = $1", [email])).rows[0]!.id;

  async function account(name: string): Promise<{ email: string; id: number }> {
    const email = `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@example.org`;
    await createWorker(baseUrl, email, password, "default", name);
    return { email, id: await userId(email) };
  }

  async function team(name: string, members: Array<[number, "worker" | "supervisor"]>): Promise<number> {
    const { rows } = await db.query<{ id: number }>("insert into teams (application, name) values ('default', $1) returning id", [
      `${name} ${randomUUID().slice(0, 6)}`,
    ]);
    for (const [user, role] of members) await db.query("insert into team_members (team_id, user_id, role) values ($1, $2, $3)", [rows[0]!.id, user, role]);
    return rows[0]!.id;
  }

  it("reads her worker's numbers and a client read only, audited once, and nothing of another team", async () => {
    const [sue, ada, bo] = [await account("Sue"), await account("Ada"), await account("Bo")];
    const north = await team("North", [
      [sue.id, "supervisor"],
      [ada.id, "worker"],
    ]);
    await team("South", [[bo.id, "worker"]]);
    const grace = randomUUID();
    await saveAsWorker(ada.email, [
      {
        table: "clients",
        record: {
          uuid: grace,
          clientname: "Grace Banda",
          synced: 0,
          clientFormFields: [
            { uuid: randomUUID(), answer: "Zomba", mandatory: true, clientField: "village", component: "text", categories: [], flowelement: false },
          ],
        },
      },
      {
        table: "rehabilitations",
        record: {
          uuid: randomUUID(),
          client_uuid: grace,
          archive: false,
          visitFrequency: "weekly",
          domains: [
            {
              domain_id: "fwords.1",
              description: "Function",
              goals: [
                { uuid: randomUUID(), goal: "Walks to school", active: true, actions: [{ uuid: randomUUID(), description: "Practise the path", ready: true }] },
              ],
            },
          ],
          ladder_of_live: [{ uuid: randomUUID(), label: "Life ladder", measure: [{ uuid: randomUUID(), date: "20-11-2026", score: 6 }] }],
          diary_items: [{ uuid: randomUUID(), date: "20-11-2026", note: null, satisfactions: [] }],
          synced: 0,
        },
      },
      {
        table: "milestones",
        record: {
          uuid: randomUUID(),
          client_uuid: grace,
          categories: [
            // A checklist of the deployment's content, and a category none of its checklists has (its raw id stays).
            { id: "12-gross-motor", indicators: [{ id: "12-gross-motor-1", status: "yes" }] },
            {
              id: "motor",
              indicators: [
                { id: "1", status: "yes" },
                { id: "2", status: "no" },
              ],
            },
          ],
          synced: 0,
        },
      },
    ]);
    const other = randomUUID();
    await saveAsWorker(bo.email, [{ table: "clients", record: { uuid: other, clientname: "Other Team Client", synced: 0 } }]);
    const { supervisedWorkers: counted } = await adminGraphQL<{
      supervisedWorkers: Array<{ userId: number; activeClients: number; visitsThisMonth: number; overdueVisits: number; waitingEdits: number }>;
    }>(baseUrl, "query($t: Int) { supervisedWorkers(teamId: $t) { userId activeClients visitsThisMonth overdueVisits waitingEdits } }", { t: north });
    expect(counted.map((w) => [w.userId, w.activeClients])).toEqual([[ada.id, 1]]);

    const page = await (await browser.createBrowserContext()).newPage();
    await page.setViewport({ width: 360, height: 800 });
    await page.goto(`${baseUrl}/admin`);
    await page.waitForSelector('[data-testid="admin-email"]');
    await page.type('[data-testid="admin-email"]', sue.email);
    await page.type('[data-testid="admin-password"]', password);
    await page.click('[data-testid="admin-login"]');
    await page.waitForSelector(`[data-testid="my-team-worker"][data-worker="${ada.id}"]`);
    expect(await page.$$eval(".admin-nav a", (links) => links.map((a) => a.getAttribute("href")))).toEqual(["/admin/my-team"]);
    expect(await innerText(page, ".admin-who")).toContain("Supervisor: Sue");
    const row = `[data-testid="my-team-worker"][data-worker="${ada.id}"]`;
    const shown = {
      active: Number(await innerText(page, `${row} [data-testid="my-team-active"]`)),
      visits: Number(await innerText(page, `${row} [data-testid="my-team-visits"]`)),
      overdue: Number(await innerText(page, `${row} [data-testid="my-team-overdue"]`)),
      waiting: Number(await innerText(page, `${row} [data-testid="my-team-waiting"]`)),
    };
    const [ada0] = counted;
    expect(shown).toEqual({ active: 1, visits: ada0!.visitsThisMonth, overdue: ada0!.overdueVisits, waiting: ada0!.waitingEdits });
    expect(await page.$$eval('[data-testid="my-team-worker"]', (rows) => rows.length)).toBe(1);

    await page.click(`${row} a`);
    await page.waitForSelector(`[data-testid="supervisor-client"][data-client="${grace}"]`);
    await page.click(`[data-testid="supervisor-client"][data-client="${grace}"] a`);
    await page.waitForSelector('[data-testid="supervisor-client-page"] [data-testid="supervisor-goal"]');
    // Named as the worker's own screens name them, from her deployment's content (docs/teams.md, "In the console").
    const answers = () =>
      page.$$eval('[data-testid="supervisor-answers"] > div', (rows) =>
        rows.map((r) => [r.querySelector("dt")?.textContent, r.querySelector("dd")?.textContent]),
      );
    const milestoneLines = () => page.$$eval('[data-testid="supervisor-milestones"] li', (items) => items.map((li) => li.textContent));
    await page.waitForFunction(() => document.querySelector('[data-testid="supervisor-answers"] dt')?.textContent === "Village or area");
    expect(await answers()).toEqual([["Village or area", "Zomba"]]);
    expect(await milestoneLines()).toEqual(["Gross motor: By 12 months: 1 indicator scored", "motor: 2 indicators scored"]);
    const client = await innerText(page, '[data-testid="supervisor-client-page"]');
    for (const seen of [
      "Grace Banda",
      "Read only: Ada's client",
      "Function",
      "Walks to school: active",
      "Practise the path: done",
      "Life ladder · 20-11-2026 · 6",
    ]) {
      expect(client).toContain(seen);
    }
    // Read only: no control in the page but its links.
    expect(await page.$$eval("#admin-main input, #admin-main textarea, #admin-main select, #admin-main button", (els) => els.length)).toBe(0);

    // One view of the client, audited with the client as a pseudonym, never her name or uuid.
    const views = async () =>
      (
        await db.query<{ detail: string }>(
          "select detail from audit_events where actor = $1 and action = 'supervisor.viewed' and detail like 'screen client%'",
          [sue.email],
        )
      ).rows;
    for (let i = 0; i < 100 && (await views()).length === 0; i += 1) await new Promise((r) => setTimeout(r, 100));
    const clientViews = await views();
    expect(clientViews).toHaveLength(1);
    expect(clientViews[0]!.detail).toMatch(/^screen client, client [\w-]+, viewed .+, online$/);
    expect(clientViews[0]!.detail).not.toContain(grace);
    expect(clientViews[0]!.detail).not.toContain("Grace");

    const readOnly = { en: "Read only: Ada's client", nl: "Alleen lezen: cliënt van Ada", ny: "Kuwerenga kokha: kasitomala wa Ada" };
    // The default deployment's texts are English and Dutch: in Chichewa the labels are its English ones.
    const labelled = {
      en: ["Village or area", "Gross motor: By 12 months: 1 indicator scored"],
      nl: ["Dorp of wijk", "Grove motoriek: Met 12 maanden: 1 indicator gescoord"],
      ny: ["Village or area", "Gross motor: By 12 months: chizindikiro 1 chalembedwa"],
    };
    for (const [language, line] of Object.entries(readOnly)) {
      await page.select('[data-testid="admin-language"]', language);
      await page.waitForFunction((l) => document.querySelector('[data-testid="supervisor-read-only"]')?.textContent === l, {}, line);
      const [field, milestone] = labelled[language as keyof typeof labelled];
      await page.waitForFunction((f) => document.querySelector('[data-testid="supervisor-answers"] dt')?.textContent === f, {}, field);
      expect((await milestoneLines())[0], language).toBe(milestone);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), language).toBe(true);
      expect(await seriousViolations(page), language).toEqual([]);
      fs.mkdirSync(screens, { recursive: true });
      await page.screenshot({ path: path.join(screens, `console-supervisor-${language}-360.png`), fullPage: true });
    }
    await page.select('[data-testid="admin-language"]', "en");

    // Another team's worker and client, typed: not found or not hers, and none of their data.
    await page.goto(`${baseUrl}/admin/my-team/${bo.id}`);
    await page.waitForSelector('[data-testid="supervisor-not-yours"]');
    await page.goto(`${baseUrl}/admin/my-team/${ada.id}/${other}`);
    await page.waitForSelector('[data-testid="supervisor-not-yours"]');
    await page.goto(`${baseUrl}/admin/my-team/${bo.id}/${other}`);
    await page.waitForSelector('[data-testid="supervisor-not-yours"]');
    expect(await innerText(page, "#admin-main")).not.toContain("Other Team Client");
    // An operator's page typed goes to her team.
    await page.goto(`${baseUrl}/admin/users`);
    await page.waitForSelector('[data-testid="my-team"]');
    expect(await views()).toHaveLength(1);
    await page.click('[data-testid="admin-logout"]');
    await page.waitForSelector('[data-testid="admin-email"]');
    // A worker who supervises nobody is told the console is not for her.
    await page.type('[data-testid="admin-email"]', bo.email);
    await page.type('[data-testid="admin-password"]', password);
    await page.click('[data-testid="admin-login"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="admin-login-error"]')?.textContent !== "");
    expect(await innerText(page, '[data-testid="admin-login-error"]')).toBe(
      "This account supervises no team: only operators and supervisors sign in here. Workers use the app on their phone.",
    );
    await page.close();
  });
});
