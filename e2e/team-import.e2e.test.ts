import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import type { Browser, ElementHandle, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousViolations } from "./support/axe.js";
import { laneBrowser, leaveBrowser } from "./support/browser.js";
import { operatorConsole } from "./support/console.js";

const baseUrl = inject("baseUrl");

/** At a phone's and a desktop's width: nothing wider than the page and no serious axe violation (docs/operator-console.md). */
async function checkLayout(page: Page, where: string): Promise<void> {
  for (const width of [360, 1280]) {
    await page.setViewport({ width, height: 800 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${where} at ${width} px: nothing wider`).toBe(true);
    expect(await seriousViolations(page), `${where} at ${width} px`).toEqual([]);
  }
}

const activeTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("data-testid") ?? document.activeElement?.id ?? "");

/**
 * docs/operator-console.md, "Importing a team": an operator of the default deployment uploads a CSV
 * with a bad row, sees the dry run, imports by keyboard, gets the login sheet with a QR code per new
 * worker, prints it (cards alone, none split) and exports it as CSV.
 */
describe("importing a team in the console", () => {
  let browser: Browser;
  let downloads: string;
  beforeAll(async () => {
    browser = await laneBrowser();
    downloads = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-team-import-"));
  });
  afterAll(async () => {
    await leaveBrowser(browser);
    fs.rmSync(downloads, { recursive: true, force: true });
  });

  it("checks a file, imports its good rows and hands over a login sheet to print and export", async () => {
    const tag = randomUUID().slice(0, 8);
    const file = path.join(downloads, `team-${tag}.csv`);
    fs.writeFileSync(
      file,
      [
        "Name,Email,Deployment,Role,Region",
        `Grace Banda,grace-${tag}@example.org,default,worker,Noord`,
        `Chikondi Mwale,chikondi-${tag}@example.org,default,worker,`,
        `Lost Worker,lost-${tag}@example.org,default,worker,Atlantis`,
      ].join("\n"),
    );
    const admin = await operatorConsole(browser, baseUrl, 1280);
    const cdp = await admin.createCDPSession();
    await cdp.send("Browser.setDownloadBehavior", { behavior: "allow", downloadPath: downloads, browserContextId: admin.browserContext().id });

    await admin.click('[data-testid="import-team-link"]');
    await admin.waitForFunction(() => document.activeElement?.tagName === "H1" && document.activeElement.textContent === "Import a team", { timeout: 10_000 });
    await checkLayout(admin, "the import page");

    // The dry run, by keyboard: the file chosen, Tab to "Check the file", Enter.
    const input = (await admin.$('[data-testid="team-file"]')) as ElementHandle<HTMLInputElement>;
    await input.uploadFile(file);
    await admin.focus('[data-testid="team-file"]');
    await admin.keyboard.press("Tab");
    expect(await activeTestId(admin)).toBe("team-check");
    await admin.keyboard.press("Enter");
    await admin.waitForSelector('[data-testid="import-rows"]', { timeout: 15_000 });
    expect(await admin.$eval('[data-testid="team-import-summary"]', (e) => e.textContent)).toBe(
      "2 will be created, 0 are already there, 1 have errors and will not be imported.",
    );
    const rows = () => admin.$$eval('[data-testid="import-row"]', (all) => all.map((r) => [r.getAttribute("data-row"), r.getAttribute("data-outcome")]));
    expect(await rows()).toEqual([
      ["2", "CREATE"],
      ["3", "CREATE"],
      ["4", "ERROR"],
    ]);
    const errors = await admin.$$eval('[data-testid="import-error"]', (all) => all.map((e) => [e.getAttribute("data-column"), e.textContent]));
    expect(errors).toEqual([["region", expect.stringMatching(/^region: default has no region "Atlantis"; its regions are Noord, Oost, Zuid/)]]);
    await checkLayout(admin, "the dry run");

    // The import, by keyboard: Tab from "Check the file" reaches "Import 2 new accounts".
    await admin.focus('[data-testid="team-check"]');
    await admin.keyboard.press("Tab");
    expect(await activeTestId(admin)).toBe("team-import");
    expect(await admin.$eval('[data-testid="team-import"]', (e) => e.textContent)).toBe("Import 2 new accounts");
    await admin.keyboard.press("Enter");
    await admin.waitForSelector('[data-testid="login-sheet"]', { timeout: 15_000 });
    await admin.waitForFunction(() => document.activeElement?.id === "team-sheet-title", { timeout: 5_000 });
    expect(await admin.$eval('[data-testid="team-import-summary"]', (e) => e.textContent)).toBe("2 created, 0 already there, 1 with errors not imported.");
    const cards = await admin.$$eval('[data-testid="sheet-card"]', (all) =>
      all.map((card) => ({
        email: card.getAttribute("data-email"),
        qr: card.querySelector('[data-testid="sheet-qr"]')?.getAttribute("aria-label"),
        dark: (card.querySelector('[data-testid="sheet-qr"] path')?.getAttribute("d") ?? "").length > 100,
        code: card.querySelector("code")?.textContent ?? "",
      })),
    );
    expect(cards.map((c) => [c.email, c.qr, c.dark])).toEqual([
      [`grace-${tag}@example.org`, "QR code of the login link of Grace Banda", true],
      [`chikondi-${tag}@example.org`, "QR code of the login link of Chikondi Mwale", true],
    ]);
    for (const card of cards) expect(card.code).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}(-[2-9A-HJKMNP-TV-Z]{4}){3}$/);
    await checkLayout(admin, "the login sheet");

    // On paper: the cards alone, none split across pages.
    await admin.emulateMediaType("print");
    const printed = await admin.evaluate(() => ({
      rows: getComputedStyle(document.querySelector(".team-rows")!).display,
      header: getComputedStyle(document.querySelector(".admin-header")!).display,
      actions: getComputedStyle(document.querySelector(".team-sheet-actions")!).display,
      cards: [...document.querySelectorAll(".team-sheet-card")].map((card) => getComputedStyle(card).breakInside),
    }));
    expect(printed).toEqual({ rows: "none", header: "none", actions: "none", cards: ["avoid", "avoid"] });
    await admin.emulateMediaType("screen");

    // The CSV, by keyboard: Tab from the sheet's heading to "Print the sheet", then "Export CSV".
    await admin.focus("#team-sheet-title");
    await admin.keyboard.press("Tab");
    expect(await activeTestId(admin)).toBe("sheet-print");
    await admin.keyboard.press("Tab");
    expect(await activeTestId(admin)).toBe("sheet-export");
    await admin.keyboard.press("Enter");
    const csvName = `stepwise-logins-${new Date().toISOString().slice(0, 10)}.csv`;
    await expect.poll(() => fs.existsSync(path.join(downloads, csvName)), { timeout: 10_000 }).toBe(true);
    const saved = fs.readFileSync(path.join(downloads, csvName), "utf8");
    expect(saved.charCodeAt(0)).toBe(0xfeff);
    const lines = saved.slice(1).split("\r\n");
    expect(lines[0]).toBe("name,e-mail,login link,expiry");
    expect(lines.slice(1, -1).map((line) => line.split(",").slice(0, 3))).toEqual([
      ["Grace Banda", `grace-${tag}@example.org`, `${baseUrl}/requestforpassword#code=${cards[0]!.code}`],
      ["Chikondi Mwale", `chikondi-${tag}@example.org`, `${baseUrl}/requestforpassword#code=${cards[1]!.code}`],
    ]);
    expect(lines.at(-1)).toBe("");
  });
});
