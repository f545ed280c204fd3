import { randomUUID } from "node:crypto";
import http from "node:http";
import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminGraphQL, createWorker } from "./support/api.js";
import { operatorConsole } from "./support/console.js";
import {
  completeFirstRun,
  controlledByServiceWorker,
  dismissNotices,
  laneBrowser,
  leaveBrowser,
  login,
  navigateInApp,
  openDevice,
  openFromMenu,
  persistedCacheHolds,
  reloadOffline,
  waitReady,
} from "./support/browser.js";
import { serverDatabase } from "./support/database.js";

const baseUrl = inject("baseUrl");
const port = new URL(baseUrl).port;
const password = "correct horse battery";
/** Where the 360 px screenshots go, to be looked at (docs/testing.md). */
const SHOTS = "/tmp/supervisor-phone";

/**
 * A supervisor's phone (docs/teams.md, "On the supervisor's phone"): her team's worker and that
 * worker's client, read only, online and offline after a reload, and her views reported when she
 * is back online.
 */
describe("a supervisor's phone (docs/teams.md)", () => {
  const db = serverDatabase();
  let browser: Browser;

  beforeAll(async () => {
    browser = await laneBrowser();
  });

  afterAll(async () => {
    await leaveBrowser(browser);
  });

  const userId = async (email: string) => (await db.query<{ id: number }>("select id from users where email = $1", [email])).rows[0]!.id;

  /** A team of the deployment with the supervisor and the worker in it (rows as the teams' console would make them). */
  async function teamOf(application: string, supervisor: string, worker: string): Promise<number> {
    const { rows } = await db.query<{ id: number }>("insert into teams (application, name) values ($1, $2) returning id", [
      application,
      `North ${randomUUID().slice(0, 6)}`,
    ]);
    const teamId = rows[0]!.id;
    await db.query("insert into team_members (team_id, user_id, role) values ($1, $2, 'supervisor'), ($1, $3, 'worker')", [
      teamId,
      await userId(supervisor),
      await userId(worker),
    ]);
    return teamId;
  }

  /** A form POST to the e2e server as the deployment of `host` (a deployment is chosen by host; Node resolves no *.localhost name). */
  function postAs(host: string, path: string, form: Record<string, string>, token?: string): Promise<{ status: number; text: string }> {
    const body = new URLSearchParams(form).toString();
    return new Promise((resolve, reject) => {
      const request = http.request(
        `${baseUrl}${path}`,
        {
          method: "POST",
          headers: {
            host,
            "content-type": "application/x-www-form-urlencoded",
            "content-length": Buffer.byteLength(body),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        },
        (response) => {
          let text = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (text += chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      request.on("error", reject);
      request.end(body);
    });
  }

  /** Saves records as the worker through the REST facade (docs/sync-and-api.md), as her phone would. */
  async function saveAsWorker(email: string, application: string, entries: { table: string; record: Record<string, unknown> }[]) {
    const host = application === "MALA" ? `mala.localhost:${port}` : `localhost:${port}`;
    const { token } = JSON.parse((await postAs(host, "/api/login", { email, password })).text) as { token: string };
    const payload = JSON.stringify(
      entries.map(({ table, record }) => ({ appIdentifier: application, user_id: 1, uuid: record.uuid, table, record, queuedAt: new Date().toISOString() })),
    );
    const saved = await postAs(host, `/api/saveTables/${randomUUID()}`, { payload }, token);
    expect(saved.status, saved.text).toBe(200);
    expect((JSON.parse(saved.text) as { rejected?: unknown[] }).rejected ?? []).toEqual([]);
  }

  /** A worker with one client, her plan (a goal in a domain, two diary entries) and a milestone checklist. */
  async function workerWithClient(application: string, name: string, clientname: string) {
    const email = `worker-${randomUUID().slice(0, 8)}@example.org`;
    await createWorker(baseUrl, email, password, application, name);
    const clientUuid = randomUUID();
    await saveAsWorker(email, application, [
      { table: "clients", record: { uuid: clientUuid, clientname, synced: 0 } },
      {
        table: "rehabilitations",
        record: {
          uuid: randomUUID(),
          client_uuid: clientUuid,
          archive: false,
          visitFrequency: "weekly",
          domains: [{ domain_id: "fwords.1", description: "Function", goals: [{ uuid: randomUUID(), goal: "Walks to school", active: true }] }],
          ladder_of_live: [],
          diary_items: [
            { uuid: randomUUID(), date: "02-11-2026", note: null, satisfactions: [] },
            { uuid: randomUUID(), date: "20-11-2026", note: null, satisfactions: [] },
          ],
          synced: 0,
        },
      },
      {
        table: "milestones",
        record: {
          uuid: randomUUID(),
          client_uuid: clientUuid,
          categories: [
            {
              // A checklist of the deployment's content: named as the milestone screens head it.
              id: "12-gross-motor",
              indicators: [
                { id: "12-gross-motor-1", status: "yes" },
                { id: "12-gross-motor-2", status: null },
              ],
            },
          ],
          synced: 0,
        },
      },
    ]);
    return { email, clientUuid };
  }

  /** No control that changes anything: no field, and no button but reading aloud. */
  const controls = (page: Page, screen: string) =>
    page.$$eval(
      `[data-testid="${screen}"] input, [data-testid="${screen}"] textarea, [data-testid="${screen}"] select, [data-testid="${screen}"] button:not([data-testid="read-aloud"]), [data-testid="${screen}"] [contenteditable]`,
      (els) => els.length,
    );

  const fits = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  it("syncs her team online, shows the worker and her client read only offline after a reload, and reports the views once back online; English and Dutch at 360 px", async () => {
    const tag = randomUUID().slice(0, 4);
    const supervisor = `supervisor-${randomUUID().slice(0, 8)}@example.org`;
    await createWorker(baseUrl, supervisor, password, "default", "Mercy Supervisor");
    const workerName = `Grace ${tag}`;
    const clientname = `Amara ${tag}`;
    const { email: worker, clientUuid } = await workerWithClient("default", workerName, clientname);
    await teamOf("default", supervisor, worker);
    const workerId = await userId(worker);

    const page = await openDevice(browser, baseUrl);
    await page.setViewport({ width: 360, height: 740 });
    await login(page, supervisor, password);
    await controlledByServiceWorker(page);
    // Home's entry shows once her team is read and kept in her vault.
    await page.waitForSelector('[data-testid="home-team"][data-count="1"]', { timeout: 30_000 });
    expect(await page.$eval('[data-testid="home-team"]', (el) => el.textContent)).toBe("My team: 1 worker");
    // Her worker's client is never put among her own records (the Apollo cache she keeps).
    expect(await persistedCacheHolds(page, clientname)).toBe(false);

    await page.setOfflineMode(true);
    await reloadOffline(page);
    await page.waitForSelector('[data-testid="home-team"][data-count="1"]', { timeout: 15_000 });
    await page.screenshot({ path: `${SHOTS}-home-en.png` });

    await page.click('[data-testid="home-team"]');
    await page.waitForSelector(`[data-testid="team-worker"][data-worker="${workerId}"]`);
    expect(await page.$eval('[data-testid="team-worker"] .team-name', (el) => el.textContent)).toBe(workerName);
    expect(await page.$$eval('[data-testid="team-worker"] [data-stat]', (els) => els.map((el) => el.getAttribute("data-stat")))).toEqual([
      "active",
      "visits",
      "overdue",
      "sync",
      "waiting",
    ]);
    expect(await page.$eval('[data-testid="team-worker"] [data-stat="active"]', (el) => el.textContent)).toBe("Active clients: 1");
    await fits(page);
    await page.screenshot({ path: `${SHOTS}-team-en.png`, fullPage: true });

    await page.click(`[data-testid="team-worker"] a`);
    await page.waitForSelector(`[data-testid="team-client"][data-client="${clientUuid}"]`);
    expect(await page.$eval('[data-testid="team-read-only"]', (el) => el.textContent)).toBe(`Read only: ${workerName}'s clients`);
    expect(await controls(page, "team-worker-screen")).toBe(0);
    await page.click('[data-testid="team-client"] a');
    await page.waitForSelector(`[data-testid="team-client-screen"][data-client="${clientUuid}"]`);
    expect(await page.$eval('[data-testid="team-client-screen"] h1', (el) => el.textContent)).toBe(clientname);
    expect(await page.$eval('[data-testid="team-read-only"]', (el) => el.textContent)).toBe(`Read only: ${workerName}'s client`);
    expect(await page.$$eval('[data-testid="team-goal"]', (els) => els.map((el) => el.textContent))).toEqual(["Walks to school: Active"]);
    expect(await page.$eval('[data-testid="team-milestones"] li', (el) => el.textContent)).toBe("Gross motor: By 12 months: 1 answered");
    expect(await page.$eval('[data-testid="team-plan"]', (el) => el.textContent)).toContain("Diary: 2 entries, the last on 20-11-2026");
    expect(await controls(page, "team-client-screen")).toBe(0);
    await fits(page);
    await page.screenshot({ path: `${SHOTS}-client-en.png`, fullPage: true });

    // Offline, her views wait in her vault: none is audited yet. The audit names the client by a keyed pseudonym, never her uuid or name.
    const views = async () =>
      (
        await db.query<{ detail: string }>(
          "select detail from audit_events where action = 'supervisor.viewed' and target = $1 and detail like 'screen %' order by id",
          [worker],
        )
      ).rows.map((r) => r.detail.replace(/client \S+,/, "client …,").replace(/viewed \S+,/, "viewed …,"));
    expect(await views()).toEqual([]);
    await page.setOfflineMode(false);
    await expect.poll(views, { timeout: 30_000 }).toEqual(["screen worker, viewed …, offline", "screen client, client …, viewed …, offline"]);

    // In Dutch, the deployment's other language.
    await dismissNotices(page);
    await openFromMenu(page, "/settings");
    await page.waitForSelector('[data-testid="settings-language"]');
    await page.select('[data-testid="settings-language"]', "nl");
    await page.waitForFunction(() => document.documentElement.lang === "nl");
    await navigateInApp(page, "/team");
    await page.waitForSelector('[data-testid="team-worker"]');
    expect(await page.$eval('[data-testid="team-screen"] h1', (el) => el.textContent)).toBe("Mijn team");
    await fits(page);
    await page.screenshot({ path: `${SHOTS}-team-nl.png`, fullPage: true });
    await page.click(`[data-testid="team-worker"] a`);
    await page.waitForSelector('[data-testid="team-client"] a');
    await page.click('[data-testid="team-client"] a');
    await page.waitForSelector('[data-testid="team-client-screen"]');
    expect(await page.$eval('[data-testid="team-read-only"]', (el) => el.textContent)).toBe(`Alleen lezen: cliënt van ${workerName}`);
    await page.waitForFunction(
      (line) => document.querySelector('[data-testid="team-milestones"] li')?.textContent === line,
      { timeout: 15_000 },
      "Grove motoriek: Met 12 maanden: 1 beantwoord",
    );
    // Made online, these two views are audited once each, as online; the offline ones stay as they were
    // sent, and her team's list (read at every sync) is no view (docs/teams.md).
    await expect
      .poll(views, { timeout: 30_000 })
      .toEqual([
        "screen worker, viewed …, offline",
        "screen client, client …, viewed …, offline",
        "screen worker, viewed …, online",
        "screen client, client …, viewed …, online",
      ]);
    const teamRows = await db.query("select 1 from audit_events where action = 'supervisor.viewed' and target like 'team:%' and actor = $1", [supervisor]);
    expect(teamRows.rowCount).toBe(0);
    await fits(page);
    await page.screenshot({ path: `${SHOTS}-client-nl.png`, fullPage: true });
    await page.browserContext().close();
  });

  it("shows a MALA supervisor her team in Chichewa at 360 px (logged in by her login link)", async () => {
    const supervisor = `supervisor-${randomUUID().slice(0, 8)}@example.org`;
    await createWorker(baseUrl, supervisor, password, "MALA", "Chikondi Phiri");
    const workerName = `Tiwonge ${randomUUID().slice(0, 4)}`;
    const { email: worker, clientUuid } = await workerWithClient("MALA", workerName, "Mphatso");
    await teamOf("MALA", supervisor, worker);
    const { createLoginToken } = await adminGraphQL<{ createLoginToken: string }>(baseUrl, "mutation($e: String!) { createLoginToken(email: $e) }", {
      e: supervisor,
    });
    const page = await (await browser.createBrowserContext()).newPage();
    await page.setViewport({ width: 360, height: 740 });
    await page.goto(`http://mala.localhost:${port}/requestforpassword#code=${encodeURIComponent(createLoginToken)}`);
    await waitReady(page);
    await completeFirstRun(page, { languageCode: "ny", endsAt: "/requestforpassword" });
    await page.waitForSelector('[data-testid="new-password"]');
    await page.type('[data-testid="new-password"]', "her own long password");
    await page.type('[data-testid="repeat-password"]', "her own long password");
    await page.click('[data-testid="set-password"]');
    await page.waitForSelector('[data-testid="logged-in-as"]', { timeout: 20_000 });
    await navigateInApp(page, "/Home");
    await page.waitForSelector('[data-testid="home-team"][data-count="1"]', { timeout: 30_000 });
    expect(await page.$eval('[data-testid="home-team"]', (el) => el.textContent)).toBe("Gulu langa: wogwira ntchito 1");
    await page.screenshot({ path: `${SHOTS}-home-ny.png` });
    await page.click('[data-testid="home-team"]');
    await page.waitForSelector('[data-testid="team-worker"]');
    await fits(page);
    await page.screenshot({ path: `${SHOTS}-team-ny.png`, fullPage: true });
    await page.click(`[data-testid="team-worker"] a`);
    await page.waitForSelector('[data-testid="team-client"] a');
    await page.click('[data-testid="team-client"] a');
    await page.waitForSelector(`[data-testid="team-client-screen"][data-client="${clientUuid}"]`);
    expect(await page.$eval('[data-testid="team-read-only"]', (el) => el.textContent)).toBe(`Kuwerenga kokha: kasitomala wa ${workerName}`);
    await page.waitForFunction(
      (line) => document.querySelector('[data-testid="team-milestones"] li')?.textContent === line,
      { timeout: 15_000 },
      "Kayendedwe ka thupi lonse: Pofika miyezi 12: 1 chayankhidwa",
    );
    expect(await controls(page, "team-client-screen")).toBe(0);
    await fits(page);
    await page.screenshot({ path: `${SHOTS}-client-ny.png`, fullPage: true });
    await page.browserContext().close();
  });
  it("shows an operator a team's workers and their numbers on the console's team overview, at 360 px", async () => {
    const supervisor = `supervisor-${randomUUID().slice(0, 8)}@example.org`;
    await createWorker(baseUrl, supervisor, password, "default", "Mercy Supervisor");
    const workerName = `Grace ${randomUUID().slice(0, 4)}`;
    const { email: worker } = await workerWithClient("default", workerName, "Amara");
    const teamId = await teamOf("default", supervisor, worker);
    const admin = await operatorConsole(browser, baseUrl, 360);
    await admin.click('nav a[href="/admin/team-overview"]');
    await admin.waitForSelector('[data-testid="team-overview-team"]');
    await admin.select('[data-testid="team-overview-team"]', String(teamId));
    await admin.waitForSelector(`[data-testid="team-overview-worker"][data-worker="${await userId(worker)}"]`);
    expect(await admin.$$eval('[data-testid="team-overview-worker"] > *', (cells) => cells.map((c) => c.textContent))).toEqual([
      workerName,
      "1",
      "0",
      "1",
      expect.any(String),
      "0",
    ]);
    expect(await admin.evaluate(() => location.pathname)).toBe(`/admin/teams/${teamId}/overview`);
    await admin.screenshot({ path: `${SHOTS}-console-overview-en.png`, fullPage: true });
    await admin.browserContext().close();
  });
});
