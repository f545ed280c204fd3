import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { UI_TEXTS_EN } from "@stepwise/domain";
import pg from "pg";
import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { freePort, startServerProcess } from "../server/src/test-support/server-process.js";
import { E2E_ADMIN_TOKEN } from "./support/global-setup.js";
import { gotoClients, laneBrowser, leaveBrowser, noticeTexts, openDevice, waitReady, waitSynced } from "./support/browser.js";
import { outboxCount } from "./support/queued-edits.js";

/**
 * docs/product.md §4: a waiting service-worker update is told to skip waiting, at a moment that loses nothing
 * (docs/worker-phone.md "Updates"). Two builds of the app, differing only in their version marker
 * (STEPWISE_BUILD), are served one after the other by a server on one address, as a deployment
 * replaces the app under a phone that has it open.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const firstBuild = path.join(root, "apps/web/dist");
const NEXT = "e2e-next-version";
const OLDER = "e2e-older-release";
const work = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-update-"));
const nextBuild = path.join(work, "dist");
const olderBuild = path.join(work, "dist-older");
/** Releases (apps/web/vite-release.ts): the first build's is its commit's time; the next's is later, the older's earlier. */
const NEXT_RELEASE = String(Math.floor(Date.now() / 1000) + 365 * 24 * 60 * 60);
const OLDER_RELEASE = "1";
const databaseUrl = inject("databaseUrl");
const READY = UI_TEXTS_EN.UPDATE_READY!;
const UPDATE = UI_TEXTS_EN.UPDATE_NOW!;

/** Every server the tests started, for the lines a failure shows. */
const started: Served[] = [];

/** The server on a fixed port, serving one build of the app, on the suite's database. */
function serve(port: number, webDist: string): Served {
  const server = startServerProcess(
    {
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      WEB_DIST: webDist,
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      LOG_LEVEL: "warn",
      ANONYMOUS_RECORDS_PER_INSTALL: "100000000",
      ANONYMOUS_RECORDS_PER_ADDRESS: "100000000",
    },
    { built: true },
  );
  started.push(server);
  return server;
}
type Served = ReturnType<typeof startServerProcess>;

async function stop(server: Served): Promise<void> {
  server.child.kill("SIGTERM");
  await server.exited;
}

const buildOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.build);

async function waitForNotice(page: Page, text: string): Promise<void> {
  await page.waitForFunction((t) => [...document.querySelectorAll('[data-testid="notice"] span')].some((s) => s.textContent === t), { timeout: 60_000 }, text);
}

/** Taps the notice's button of that label. */
async function tapNoticeButton(page: Page, label: string): Promise<void> {
  const button = await page.waitForSelector(`::-p-xpath(//div[@data-testid="notice"]//button[text()="${label}"])`);
  await button!.click();
}

/** The browser looks for a new service worker (as at a navigation, or when the app shows again online). */
async function lookForUpdate(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
}

/**
 * Where a test is, told when it fails: a test that times out says which step stalled, with the
 * servers' last lines (both tests once timed out at 120 s in a full run, with no other clue).
 */
function stepsOf(onTestFailed: (handler: () => void) => void, servers: () => Served[]): (name: string) => void {
  let current = "start";
  onTestFailed(() => {
    console.error(
      `app-update: stalled or failed at "${current}"; the servers' last lines:\n${servers()
        .map((s) => s.output().slice(-3000))
        .join("\n---\n")}`,
    );
  });
  return (name) => void (current = name);
}

describe("updates arrive and never lose waiting edits (docs/product.md §4, docs/worker-phone.md)", () => {
  let browser: Browser;
  let port: number;
  let server: Served;
  let db: pg.Client;

  beforeAll(async () => {
    // The second build: the same sources, another version marker and a later release; the third, an earlier release.
    await promisify(execFile)("npx", ["vite", "build", "--outDir", nextBuild, "--emptyOutDir", "--logLevel", "warn"], {
      cwd: path.join(root, "apps/web"),
      env: { ...process.env, STEPWISE_BUILD: NEXT, STEPWISE_RELEASE: NEXT_RELEASE },
    });
    await promisify(execFile)("npx", ["vite", "build", "--outDir", olderBuild, "--emptyOutDir", "--logLevel", "warn"], {
      cwd: path.join(root, "apps/web"),
      env: { ...process.env, STEPWISE_BUILD: OLDER, STEPWISE_RELEASE: OLDER_RELEASE },
    });
    port = await freePort();
    browser = await laneBrowser();
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
  }, 300_000);
  afterAll(async () => {
    await leaveBrowser(browser);
    await db?.end();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it("a new version deployed while the app is open is offered quietly, takes over only when the worker taps Update, and nothing half typed is lost", async ({
    onTestFailed,
  }) => {
    const step = stepsOf(onTestFailed, () => started);
    server = serve(port, firstBuild);
    try {
      step("open a device on the first build");
      const page = await openDevice(browser, await server.baseUrl);
      const first = await buildOf(page);
      expect(first).not.toBe(NEXT);
      await gotoClients(page);
      await page.click('[data-testid="new-client"]');
      await page.type('[data-testid="client-name"]', "Half typed during the update");

      step("replace the first build's server with the next's");
      await stop(server);
      server = serve(port, nextBuild);
      await server.baseUrl;
      step("the notice of a new version");
      // The worker leaves the app and comes back: the app asks for a new version (app-update.ts).
      await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
      await waitForNotice(page, READY);
      const waiting = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null);
      expect(waiting).toBe("installed");
      // Nothing reloaded by itself: the form is as she left it, in the old version.
      expect(await page.$eval('[data-testid="client-name"]', (input) => (input as HTMLInputElement).value)).toBe("Half typed during the update");
      expect(await buildOf(page)).toBe(first);

      step("save the form, then tap Update");
      await page.click('[data-testid="client-save"]');
      await page.waitForFunction(() => document.querySelector('[data-testid="client-drawer"]') === null);
      await tapNoticeButton(page, UPDATE);
      step("the next build takes over");
      await page.waitForFunction((next) => document.documentElement.dataset.build === next, { timeout: 60_000 }, NEXT);
      await waitReady(page);
      expect(await noticeTexts(page)).not.toContain(READY);
      step("the saved client syncs");
      await waitSynced(page, 30_000);
      const stored = await db.query("select 1 from records where table_name = 'clients' and content->>'clientname' = $1", ["Half typed during the update"]);
      expect(stored.rowCount).toBe(1);
      await page.browserContext().close();
    } finally {
      await stop(server);
    }
  });

  it("edits waiting offline in the old version are read from its outbox and sent by the new one", async ({ onTestFailed }) => {
    const step = stepsOf(onTestFailed, () => started);
    server = serve(port, firstBuild);
    try {
      step("open a device on the first build");
      const page = await openDevice(browser, await server.baseUrl);
      const first = await buildOf(page);
      await page.setOfflineMode(true);
      await gotoClients(page);
      for (const name of ["Waiting offline one", "Waiting offline two"]) {
        await page.click('[data-testid="new-client"]');
        await page.type('[data-testid="client-name"]', name);
        await page.click('[data-testid="client-save"]');
        await page.waitForFunction(() => document.querySelector('[data-testid="client-drawer"]') === null);
      }
      expect(await outboxCount(page)).toBe(2);

      step("replace the first build's server with the next's");
      await stop(server);
      server = serve(port, nextBuild);
      await server.baseUrl;
      step("the notice of a new version");
      // The page stays offline; the browser's own update check (its service worker is not offline) finds the new version.
      await lookForUpdate(page);
      await waitForNotice(page, READY);
      expect(await buildOf(page)).toBe(first);
      expect(await outboxCount(page)).toBe(2);
      await tapNoticeButton(page, UPDATE);
      step("the next build takes over");
      await page.waitForFunction((next) => document.documentElement.dataset.build === next, { timeout: 60_000 }, NEXT);
      await waitReady(page);
      step("the next build sends the old outbox");
      // The new version read the old one's outbox: its status counts the two waiting edits.
      await page.waitForSelector('[data-testid="sync-status"][data-pending="2"]', { timeout: 15_000 });
      await page.setOfflineMode(false);
      await waitSynced(page, 30_000);
      expect(await outboxCount(page)).toBe(0);
      const stored = await db.query<{ name: string }>(
        "select content->>'clientname' as name from records where table_name = 'clients' and content->>'clientname' like 'Waiting offline %' order by 1",
      );
      expect(stored.rows.map((r) => r.name)).toEqual(["Waiting offline one", "Waiting offline two"]);
      await page.browserContext().close();
    } finally {
      await stop(server);
    }
  });

  it("an older release served after a newer one (a rolling upgrade's old replica) is never installed nor offered, and the edits go on", async ({
    onTestFailed,
  }) => {
    const step = stepsOf(onTestFailed, () => started);
    server = serve(port, firstBuild);
    try {
      step("open a device on the first build");
      const page = await openDevice(browser, await server.baseUrl);
      const first = await buildOf(page);
      expect(first).not.toBe(OLDER);
      await page.setOfflineMode(true);
      await gotoClients(page);
      await page.click('[data-testid="new-client"]');
      await page.type('[data-testid="client-name"]', "Kept while the old replica serves");
      await page.click('[data-testid="client-save"]');
      await page.waitForFunction(() => document.querySelector('[data-testid="client-drawer"]') === null);
      expect(await outboxCount(page)).toBe(1);

      step("the older release's server takes the address");
      await stop(server);
      server = serve(port, olderBuild);
      await server.baseUrl;
      await page.setOfflineMode(false);
      step("the browser looks for a new version and finds the older one");
      // The older worker is fetched and its install refused by apps/web/public/release-guard.js: update() may reject for it.
      await lookForUpdate(page).catch(() => undefined);
      await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.installing == null, { timeout: 30_000 });
      // The app's own checks run too (it shows again); nothing is offered, now or a while after.
      await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      const workers = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: registration?.waiting?.state ?? null, installing: registration?.installing?.state ?? null };
      });
      expect(workers).toEqual({ waiting: null, installing: null });
      expect(await noticeTexts(page)).not.toContain(READY);
      expect(await buildOf(page)).toBe(first);

      step("the edit waiting offline is sent through the old replica");
      await waitSynced(page, 30_000);
      expect(await outboxCount(page)).toBe(0);
      const stored = await db.query("select 1 from records where table_name = 'clients' and content->>'clientname' = $1", [
        "Kept while the old replica serves",
      ]);
      expect(stored.rowCount).toBe(1);

      step("a reload keeps the newer app");
      await page.reload();
      await waitReady(page);
      expect(await buildOf(page)).toBe(first);
      await page.browserContext().close();
    } finally {
      await stop(server);
    }
  });
});
