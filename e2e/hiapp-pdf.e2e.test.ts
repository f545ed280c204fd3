import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { Browser, CDPSession, Page } from "puppeteer-core";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createWorker } from "./support/api.js";
import {
  completeFirstRun,
  controlledByServiceWorker,
  dismissNotices,
  laneBrowser,
  leaveBrowser,
  navigateInApp,
  noticeTexts,
  reloadOffline,
  waitReady,
  waitSynced,
} from "./support/browser.js";

const baseUrl = inject("baseUrl");
/** Chromium resolves *.localhost to loopback: the host chooses the HIAPP deployment (appLogin). */
const hiappUrl = `http://hiapp.localhost:${new URL(baseUrl).port}`;
const CHICHEWA = "Wiritsani madzi akumwa ŵa m’chitsime";

interface Download {
  fileName: string;
  file: string;
}

/** Lets the context download into a folder of its own and reports each finished download (CDP Browser domain). */
async function watchDownloads(browser: Browser, contextId: string | undefined, folder: string): Promise<{ next(): Promise<Download>; session: CDPSession }> {
  const session = await browser.target().createCDPSession();
  await session.send("Browser.setDownloadBehavior", { behavior: "allowAndName", downloadPath: folder, browserContextId: contextId, eventsEnabled: true });
  const names = new Map<string, string>();
  const finished: Download[] = [];
  session.on("Browser.downloadWillBegin", (event) => names.set(event.guid, event.suggestedFilename));
  session.on("Browser.downloadProgress", (event) => {
    if (event.state === "completed") finished.push({ fileName: names.get(event.guid) ?? "", file: path.join(folder, event.guid) });
  });
  return {
    session,
    async next() {
      await expect.poll(() => finished.length, { timeout: 20_000 }).toBeGreaterThan(0);
      return finished.shift()!;
    },
  };
}

const pdfText = async (file: string) =>
  (await extractText(await getDocumentProxy(new Uint8Array(fs.readFileSync(file))), { mergePages: true })).text.replace(/\s+/g, " ");

describe("health-issue form to PDF on the HIAPP deployment", () => {
  let browser: Browser;
  let page: Page;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-downloads-"));
  beforeAll(async () => {
    browser = await laneBrowser();
  });
  afterAll(async () => {
    await leaveBrowser(browser);
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("fills the form, asks for the PDF offline, keeps the request across a reload, and downloads it with a notice once online", async () => {
    const email = `hiapp-${randomUUID().slice(0, 8)}@example.org`;
    await createWorker(baseUrl, email, "a first password", "HIAPP");
    const context = await browser.createBrowserContext();
    const downloads = await watchDownloads(browser, context.id, folder);
    page = await context.newPage();
    page.on("pageerror", (error) => console.error(`[page error] ${(error as Error).stack ?? String(error)}`));
    await page.goto(hiappUrl);
    await waitReady(page);
    await controlledByServiceWorker(page);
    await completeFirstRun(page);
    // appLogin: the login drawer is already open over every screen.
    await page.waitForSelector('[data-testid="login-required"] [data-testid="login-email"]');
    await page.type('[data-testid="login-email"]', email);
    await page.type('[data-testid="login-password"]', "a first password");
    await page.click('[data-testid="login-submit"]');
    await page.waitForSelector('[data-testid="logged-in-as"]');

    await navigateInApp(page, "/hiapp");
    await page.waitForSelector('[data-testid="hiapp-reference"]');
    // Subjects in their order, each issue a checkbox; causes appear under a chosen issue, solutions under a chosen cause.
    expect(await page.$$eval("fieldset.hiapp-subject legend", (ls) => ls.map((l) => l.textContent))).toEqual(["Water and hygiene", "Nutrition", "Mobility"]);
    expect(await page.$('[data-testid="hiapp-item-1011"]')).toBeNull();
    const reference = `Ŵ-${randomUUID().slice(0, 6)}`;
    await page.type('[data-testid="hiapp-reference"]', reference);
    for (const id of ["101", "1011", "10111", "301", "3012"]) await page.click(`[data-testid="hiapp-item-${id}"]`);
    // The tree suggests a prescription; the worker replaces it with their own.
    await page.focus('[data-testid="hiapp-prescription-10111"]');
    await page.keyboard.down("Control");
    await page.keyboard.press("KeyA");
    await page.keyboard.up("Control");
    await page.keyboard.press("Backspace");
    await page.type('[data-testid="hiapp-prescription-10111"]', CHICHEWA);
    await page.click('[data-testid="hiapp-save"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="hiapp-status"]')?.textContent?.includes("Saved on this device"));
    await waitSynced(page, 15_000);

    await page.setOfflineMode(true);
    await page.waitForFunction(() => !navigator.onLine);
    await expect.poll(() => noticeTexts(page)).toContain("You are offline");
    await dismissNotices(page);
    // An edit made offline goes to the outbox first; the PDF asked for now must carry it.
    await page.click('[data-testid="hiapp-item-3012"]');
    await page.click('[data-testid="hiapp-item-3011"]');
    await page.click('[data-testid="hiapp-pdf"]');
    await expect.poll(() => noticeTexts(page)).toContain("You are offline: the PDF will be made as soon as you are back online");
    await page.waitForFunction(() => document.querySelector('[data-testid="hiapp-status"]')?.textContent?.includes("PDF waiting for the connection"));

    await reloadOffline(page);
    // A logged-in worker's requests are kept in her vault's own database (docs/shared-phone.md),
    // none in the phone's own.
    const kept = await page.evaluate(async () => {
      const names = (await indexedDB.databases()).map((d) => d.name ?? "").filter((n) => n.startsWith("stepwise-pdf-requests"));
      const count = (name: string) =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open(name);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains("requests")) return resolve(0);
            const counting = db.transaction("requests").objectStore("requests").count();
            counting.onsuccess = () => resolve(counting.result);
            counting.onerror = () => reject(counting.error ?? new Error("IndexedDB failed"));
          };
          open.onerror = () => reject(open.error ?? new Error("IndexedDB failed"));
        });
      const counted: Record<string, number> = {};
      for (const name of names) counted[name === "stepwise-pdf-requests" ? "phone" : "vault"] = await count(name);
      return counted;
    });
    expect(kept).toEqual({ vault: 1, ...(kept.phone === undefined ? {} : { phone: 0 }) });
    await navigateInApp(page, "/hiapp");
    await page.waitForFunction(() => document.querySelector('[data-testid="hiapp-status"]')?.textContent?.includes("PDF waiting for the connection"));

    await page.setOfflineMode(false);
    const download = await downloads.next();
    const fileName = `hiapp-W-${reference.slice(2)}-${new Date().toISOString().slice(0, 10)}.pdf`;
    expect(download.fileName).toBe(fileName);
    await expect.poll(() => noticeTexts(page), { timeout: 10_000 }).toContain(`The PDF ${fileName} is ready`);
    expect(fs.readFileSync(download.file).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = await pdfText(download.file);
    for (const expected of [
      `Client reference: ${reference}`,
      "Issue: Diarrhoea in the family",
      "Solution: Treat drinking water",
      `Prescription: ${CHICHEWA}`,
      "Issue: Cannot reach the toilet alone",
      "Cause: Path too rough",
    ]) {
      expect(text).toContain(expected);
    }
    for (const unchosen of ["No support to sit", "Child not gaining weight", "No hand washing"]) expect(text).not.toContain(unchosen);
    await page.waitForFunction(() => !document.querySelector('[data-testid="hiapp-status"]')?.textContent?.includes("PDF waiting"));

    // The form itself synced like every record once online: the server holds the offline edit.
    await waitSynced(page, 15_000);
    const db = new pg.Client({ connectionString: inject("databaseUrl") });
    await db.connect();
    type HiappContent = { hiapp_subjects: Array<{ hi_issues: Array<{ id: string; hi_causes: Array<{ id: string; chosen: boolean }> }> }> };
    const rows = await db.query<{ content: HiappContent }>(
      "select content from records where table_name = 'hiapp_client_forms' and content->>'client_reference' = $1",
      [reference],
    );
    await db.end();
    expect(rows.rowCount).toBe(1);
    const causes = rows.rows[0]!.content.hiapp_subjects.flatMap((s) => s.hi_issues).find((i) => i.id === "301")!.hi_causes;
    expect(causes.map((c) => [c.id, c.chosen])).toEqual([
      ["3011", true],
      ["3012", false],
    ]);
  });
});
