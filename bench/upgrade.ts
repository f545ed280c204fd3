import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { Page } from "puppeteer-core";
import { UI_TEXTS_EN } from "@stepwise/domain";
import { E2E_ADMIN_TOKEN } from "../e2e/support/global-setup.js";
import { addClient, gotoClients, launchChromium, login, openDevice, waitForClientNamed, waitReady, waitSynced } from "../e2e/support/browser.js";
import { freePort } from "../server/src/test-support/server-process.js";
import { startPostgresCluster } from "../server/src/test-support/postgres-cluster.js";
import { createPostgresDatabase } from "../server/src/test-support/postgres-database.js";
import { clientRecord, newWorker, sessionOn, type Worker } from "./support/api.js";
import { acceptTsxFunctions } from "./support/page-functions.js";
import { builtRelease, previousRelease, releaseBuildMarker, startBuiltServer } from "./support/release-worktree.js";
import type { BenchRow } from "./support/stats.js";
import { clientUuid, editOffline, shownAfterUpdate, upgradeEdits, waitingEdits } from "./support/upgrade-phone.js";
import { saveRecords } from "./support/worker-records.js";

const root = path.resolve(import.meta.dirname, "..");
const STEP_TIMEOUT_MS = 90_000;
/** How long the old app is given to offer the update once the browser found it. */
const OFFER_TIMEOUT_MS = 30_000;
const READY = UI_TEXTS_EN.UPDATE_READY!;
const UPDATE = UI_TEXTS_EN.UPDATE_NOW!;
/** The sync line's words for an app the server no longer answers (docs/sync-and-api.md), up to its colon. */
const UPDATE_REQUIRED = UI_TEXTS_EN.SYNC_UPDATE_REQUIRED!.split(":")[0]!;

const say = (line: string) => console.error(`upgrade: ${line}`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The server side of the upgrade: STEPWISE_UPGRADE_TO (a commit, built from git as the previous
 * release is: a planted break is tried this way, on a commit of its own) or this checkout's build
 * (`npm run build` first), which is what a deployment would start next.
 */
function currentRelease(log: (line: string) => void) {
  const to = process.env.STEPWISE_UPGRADE_TO;
  if (to) {
    const built = builtRelease(to, log);
    return { label: `${to} (${built.commit.slice(0, 7)}), built from git`, serverDir: built.serverDir, webDist: built.webDist };
  }
  for (const built of ["server/dist/main.js", "apps/web/dist/index.html"]) {
    if (!fs.existsSync(path.join(root, built))) throw new Error(`${built} is missing: run npm run build first`);
  }
  return { label: "this checkout's build", serverDir: path.join(root, "server"), webDist: path.join(root, "apps/web/dist") };
}

/** A client saved by the worker's other phone (a session of its own, through the REST facade). */
async function otherDeviceSaves(baseUrl: string, worker: Worker, name: string): Promise<void> {
  const install = randomUUID();
  const token = await sessionOn(baseUrl, worker, install);
  const client = clientRecord(0);
  const record = { ...client, clientname: name, clientFormFields: client.clientFormFields.map((f) => (f.clientField === "name" ? { ...f, answer: name } : f)) };
  await saveRecords(baseUrl, token, install, [{ table: "clients", record }]);
}

async function waitForNotice(page: Page, text: string, timeout: number): Promise<void> {
  await page.waitForFunction((t) => [...document.querySelectorAll('[data-testid="notice"] span')].some((s) => s.textContent === t), { timeout }, text);
}

/**
 * docs/sync-and-api.md, "Released builds and their operations" (the upgrade test): a phone on the
 * previous release (the newest kept in schema/released/, or STEPWISE_UPGRADE_FROM), built from git,
 * with edits of every kind waiting offline; its server stopped and the current one started on the same
 * PostgreSQL database (it migrates); the phone online: every waiting edit must be stored, the old app
 * must catch up with another device's change or say "Update to keep syncing"; then it takes the
 * current app, which must show every record and send a new edit. Each count is printed; an unmet
 * one sets a failing exit code. A release kept as `supported` must have its edits applied by the old app
 * itself; one kept as `update-required` may leave them to the new app.
 */
export async function benchUpgrade(): Promise<BenchRow[]> {
  const previous = previousRelease();
  const status = (() => {
    const file = path.join(root, "schema/released", previous.name, "release.json");
    return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as { status: string }).status : "supported";
  })();
  say(`from ${previous.name} (${previous.commit.slice(0, 7)}, ${status})`);
  let t0 = performance.now();
  const old = builtRelease(previous.commit, say);
  say(`the previous release is built in ${old.tree} (dependencies ${old.dependencies}), ${seconds(performance.now() - t0)}`);
  const current = currentRelease(say);
  say(`to ${current.label}`);

  const cluster = await startPostgresCluster();
  const database = await createPostgresDatabase(cluster.url);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-upgrade-"));
  const port = String(await freePort());
  const env = { PORT: port, DATABASE_URL: database.url, DATA_DIR: dataDir, ADMIN_TOKEN: E2E_ADMIN_TOKEN };
  const db = new pg.Client({ connectionString: database.url });
  const browser = await launchChromium();
  let server = startBuiltServer(old.serverDir, { ...env, WEB_DIST: old.webDist });
  const rows: BenchRow[] = [];
  const row = (benchmark: string, figure: string, target: string, met: boolean) => {
    rows.push({ benchmark: `upgrade: ${benchmark}`, figure, baseline: "-", ratio: "-", target, met });
    say(`${benchmark}: ${figure} (${met ? "met" : "NOT met"})`);
    if (!met) process.exitCode = 1;
  };
  /** A row of named checks, all of which must hold: how many did, and the names of those that did not. */
  const checkedRow = (benchmark: string, checks: ReadonlyArray<readonly [string, boolean]>) => {
    const missing = checks.filter(([, ok]) => !ok).map(([name]) => name);
    const passed = checks.length - missing.length;
    row(benchmark, `${passed} of ${checks.length}${missing.length > 0 ? ` (missing: ${missing.join("; ")})` : ""}`, "all", missing.length === 0);
  };
  let step = "start the previous release's server";
  let phoneState = (): Promise<string> => Promise.resolve("no phone yet");
  try {
    const baseUrl = await server.ready;
    await db.connect();
    const migrations = async () => Number((await db.query<{ n: string }>("select count(*) as n from kysely_migration")).rows[0]!.n);
    const oldMigrations = await migrations();
    const worker = await newWorker(baseUrl);
    const tag = randomUUID().slice(0, 6);
    const edits = upgradeEdits(tag);

    step = "the phone on the previous release: first run, login, a client synced";
    let page = await openDevice(browser, baseUrl);
    phoneState = () =>
      page
        .evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          const worker = { installing: registration?.installing?.state, waiting: registration?.waiting?.state, active: registration?.active?.state };
          const status = document.querySelector('[data-testid="sync-status"]');
          return JSON.stringify({
            path: location.pathname,
            build: document.documentElement.dataset.build,
            worker,
            sync: status?.textContent,
            notices: [...document.querySelectorAll('[data-testid="notice"] span')].map((n) => n.textContent),
          });
        })
        .catch((error: Error) => `unreadable (${error.message})`);
    await acceptTsxFunctions(page);
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    const oldBuild = await page.evaluate(() => document.documentElement.dataset.build);
    // Releases before the marker (dataset.build, apps/web/src/main.tsx) show none: the update is then told by the new one's.
    if (oldBuild !== undefined && oldBuild !== releaseBuildMarker(previous.commit))
      throw new Error(`the phone runs build ${oldBuild}, not the previous release's`);
    await login(page, worker.email, worker.password);
    await addClient(page, edits.synced);
    await waitSynced(page, STEP_TIMEOUT_MS);
    const synced = await clientUuid(page, edits.synced);

    step = "offline edits on the previous release";
    await page.setOfflineMode(true);
    await page.waitForFunction(() => !navigator.onLine);
    const planned = await editOffline(page, edits, synced);
    const waiting = await waitingEdits(page);
    const kinds = [...new Set(waiting.edits.map((e) => e.table))].sort().join(", ");
    say(`${waiting.edits.length} edits wait offline (${kinds}) on install ${waiting.installId}`);
    if (waiting.edits.length === 0) throw new Error("no edit waits in the phone's outbox");

    step = "the server upgraded on the same database";
    await server.stop();
    t0 = performance.now();
    server = startBuiltServer(current.serverDir, { ...env, WEB_DIST: current.webDist });
    await server.ready;
    const upgradedIn = performance.now() - t0;
    row(
      "the current server on the previous one's database",
      `${(await migrations()) - oldMigrations} migrations run, healthy in ${seconds(upgradedIn)}`,
      "starts",
      true,
    );

    // The worker's other phone saves a client while this one is offline: no live notice can bring it, only a catch-up.
    step = "another device saves a client on the upgraded server";
    const otherName = `Other device ${tag}`;
    await otherDeviceSaves(baseUrl, worker, otherName);

    step = "the old phone online: its waiting edits sent";
    await page.setOfflineMode(false);
    t0 = performance.now();
    const online = t0;
    const sentByOld = await waitSynced(page, STEP_TIMEOUT_MS).then(
      () => true,
      () => false,
    );
    const applied = async () =>
      Number(
        (
          await db.query<{ n: string }>("select count(*) as n from sync_mutations where install_id = $1 and client_mutation_id = any($2::bigint[])", [
            waiting.installId,
            waiting.edits.map((e) => e.clientMutationId),
          ])
        ).rows[0]!.n,
      );
    const appliedByOld = await applied();
    row(
      "edits waiting offline, applied when the old app came online",
      `${appliedByOld} of ${waiting.edits.length} (${kinds})${sentByOld ? `, outbox empty in ${seconds(performance.now() - t0)}` : ", outbox not emptied"}`,
      status === "supported" ? "all" : "all, or kept for the new app",
      status === "supported" ? appliedByOld === waiting.edits.length && sentByOld : true,
    );

    step = "the old app catches up with another device's change, or says to update";
    await gotoClients(page);
    const outcome = await page
      .waitForFunction(
        (name, updateRequired) => {
          if ([...document.querySelectorAll('[data-testid="client-name-text"]')].some((el) => el.textContent === name)) return "caught up";
          if (document.querySelector('[data-testid="sync-status"]')?.textContent?.includes(updateRequired)) return "update shown";
          return false;
        },
        { timeout: STEP_TIMEOUT_MS, polling: 250 },
        otherName,
        UPDATE_REQUIRED,
      )
      .then(
        async (handle) => (await handle.jsonValue()) as string,
        () => "neither",
      );
    row(
      "old app after the upgrade",
      outcome === "neither"
        ? `neither caught up nor told to update in ${seconds(STEP_TIMEOUT_MS)}`
        : `${outcome} ${seconds(performance.now() - online)} after coming online`,
      "caught up with a change made while offline, or update shown",
      outcome !== "neither",
    );

    step = "the phone takes the current app";
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    // The notice's Update (docs/worker-phone.md, "Updates"); a release from before the notice (625bc7f) took its
    // update by itself, and the next start of the app runs it: the worker closes and opens the app.
    const offered = await waitForNotice(page, READY, OFFER_TIMEOUT_MS).then(
      () => true,
      () => false,
    );
    if (offered) {
      const button = await page.waitForSelector(`::-p-xpath(//div[@data-testid="notice"]//button[text()="${UPDATE}"])`);
      await button!.click();
    } else {
      // Its new service worker waits until the app's last page closes: the worker closes the app and opens it again.
      const context = page.browserContext();
      await page.close();
      page = await context.newPage();
      await acceptTsxFunctions(page);
      page.setDefaultTimeout(STEP_TIMEOUT_MS);
      await page.goto(baseUrl);
      await waitReady(page);
      // The waiting worker may take over just after that start: the next one runs it.
      if ((await page.evaluate(() => document.documentElement.dataset.build)) === oldBuild) {
        await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.waiting == null, { polling: 250 });
        await page.reload();
      }
    }
    await page.waitForFunction((before) => document.documentElement.dataset.build !== before, { timeout: STEP_TIMEOUT_MS }, oldBuild);
    await waitReady(page);
    const newBuild = await page.evaluate(() => document.documentElement.dataset.build);
    row("update taken", offered ? "from the notice's Update" : "at the next start (the release offers no update notice)", "the current app runs", true);
    say(`the phone runs build ${newBuild}`);
    // A store from before the vault (docs/shared-phone.md, "Login, online") starts logged out: the worker logs in
    // again, and her older build's edits move into her vault. Counted, as a login the worker is asked for.
    const loggedOut = await page
      .waitForSelector('[data-testid="logged-in-as"], [data-testid="open-login"]', { timeout: 15_000 })
      .then(async (found) => (await found!.evaluate((el) => el.getAttribute("data-testid"))) === "open-login");
    if (loggedOut) {
      step = "after the update: the worker logs in again";
      await login(page, worker.email, worker.password);
      await waitReady(page);
    }
    row("login after the update", loggedOut ? "asked again (the current app started logged out)" : "not asked", "-", true);

    step = "after the update: every record read, the waiting edits sent";
    t0 = performance.now();
    const sentAfter = await waitSynced(page, STEP_TIMEOUT_MS).then(
      () => true,
      () => false,
    );
    const appliedInAll = await applied();
    row(
      "edits waiting offline, stored after the update",
      `${appliedInAll} of ${waiting.edits.length}${sentAfter ? "" : ", outbox not emptied"}`,
      "all",
      appliedInAll === waiting.edits.length && sentAfter,
    );
    checkedRow("edits' content on the server", await storedContent(db, edits, synced, planned));
    checkedRow("records shown by the current app", await shownAfterUpdate(page, edits, planned, otherName));

    step = "after the update: a new edit sent, another device's change read";
    const after = `After the update ${tag}`;
    await addClient(page, after);
    t0 = performance.now();
    const newSent = await waitSynced(page, STEP_TIMEOUT_MS).then(
      () => true,
      () => false,
    );
    const newStored = (await db.query("select 1 from records where table_name = 'clients' and content->>'clientname' = $1", [after])).rowCount === 1;
    const laterName = `Other device later ${tag}`;
    await otherDeviceSaves(baseUrl, worker, laterName);
    const caughtUp = await waitForClientNamed(page, laterName, STEP_TIMEOUT_MS).then(
      () => true,
      () => false,
    );
    row(
      "current app: a new edit sent and another device's change read",
      `edit ${newStored ? "stored" : "NOT stored"}${newSent ? ` in ${seconds(performance.now() - t0)}` : ""}, change ${caughtUp ? "read" : "NOT read"}`,
      "both",
      newSent && newStored && caughtUp,
    );
    await page.browserContext().close();
    return rows;
  } catch (error) {
    throw new Error(
      `upgrade: failed at "${step}": ${(error as Error).message}\nthe phone: ${await phoneState()}\nthe server's last lines:\n${server.output().slice(-4000)}`,
      { cause: error },
    );
  } finally {
    await browser.close().catch(() => undefined);
    await server.stop();
    await db.end().catch(() => undefined);
    await database.drop();
    await cluster.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The edits' content as the server stores it: each check's name and whether it holds. */
async function storedContent(db: pg.Client, edits: ReturnType<typeof upgradeEdits>, synced: string, planned: string): Promise<Array<[string, boolean]>> {
  const contentOf = async (table: string, where: string, values: unknown[]) =>
    (
      await db.query<{ content: string }>(`select content::text as content from records where table_name = $1 and deleted_at is null and ${where}`, [
        table,
        ...values,
      ])
    ).rows.map((r) => r.content);
  const clientNamed = async (name: string) => (await contentOf("clients", "content->>'clientname' = $2", [name])).length === 1;
  const plan = (await contentOf("rehabilitations", "content->>'client_uuid' = $2", [planned])).join("\n");
  const cycle = (await contentOf("cycle_descriptions", "content->>'client_uuid' = $2", [planned])).join("\n");
  const actions = (await contentOf("cycle_actions", "content->>'action' = $2", [edits.cycleAction])).length;
  const renamed = (await contentOf("clients", "uuid = $2", [synced])).some((c) => c.includes(edits.renamed));
  return [
    ["synced client renamed", renamed],
    ["new client with a plan", await clientNamed(edits.planned)],
    ["new client", await clientNamed(edits.plain)],
    ["plan goal", plan.includes(edits.goal)],
    ["plan step", plan.includes(edits.action)],
    ["ladder score", /"score":\s*6/.test(plan)],
    ["diary visit", plan.includes(edits.diaryNote)],
    ["cycle goal", cycle.includes(edits.cycleGoal)],
    ["cycle action", actions === 1],
  ];
}
