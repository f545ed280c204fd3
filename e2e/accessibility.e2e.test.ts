import { randomUUID } from "node:crypto";
import { WORKER_SCREEN_PATHS } from "@stepwise/domain";
import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createWorker } from "./support/api.js";
import { seriousViolations } from "./support/axe.js";
import { laneBrowser, leaveBrowser, navigateInApp, openDevice } from "./support/browser.js";

const baseUrl = inject("baseUrl");

/** Every route of docs/product.md §2 a worker reaches after the first run (the start and first-run steps are covered by their own tests), and a path that is none. */
const ROUTES = [...WORKER_SCREEN_PATHS, "/no-such-page"];

/** Every drawer and modal a worker opens, where its deployment has it (docs/decisions/0005-phone-layout-and-dialogs.md: axe with them open). */
const DRAWERS = [
  { name: "menu", route: "/Home", opener: '[data-testid="menu-button"]', shown: "#app-menu.open" },
  { name: "login drawer", route: "/Home", opener: '[data-testid="open-login"]', shown: '[data-testid="login-drawer"]' },
  { name: "new-client drawer", route: "/forms/clients", opener: '[data-testid="new-client"]', shown: '[role="dialog"]' },
  { name: "new cycle goal editor", route: "/forms/Cycleform", opener: '[data-testid="new-cycle"]', shown: '[role="dialog"]' },
  { name: "new child drawer", route: "/milestones/milestonechildren", opener: '[data-testid="add-child"]', shown: '[role="dialog"]' },
] as const;

/** Opens each drawer its deployment offers, runs axe with it open, and closes it with Escape; returns the names opened. */
async function drawerProblems(page: Page, problems: string[]): Promise<string[]> {
  const opened: string[] = [];
  for (const { name, route, opener, shown } of DRAWERS) {
    await navigateInApp(page, route);
    await page.waitForSelector("main > *", { timeout: 10_000 });
    if (!(await page.$(opener))) continue;
    await page.click(opener);
    await page.waitForSelector(shown, { timeout: 10_000 });
    opened.push(name);
    for (const violation of await seriousViolations(page)) problems.push(`${route} with the ${name} open: ${violation}`);
    await page.keyboard.press("Escape");
    await page.waitForFunction((s) => document.querySelector(s) === null, { timeout: 10_000 }, shown);
  }
  return opened;
}

describe("every route is accessible and fits a 360 px phone", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await laneBrowser();
  });
  afterAll(async () => {
    await leaveBrowser(browser);
  });

  for (const [flavour, host] of [
    ["default", ""],
    ["HIAPP", "hiapp.localhost"],
    ["MALA", "mala.localhost"],
  ] as const) {
    it(`axe finds no serious or critical violation on any route or with any drawer open, and nothing is wider than 360 px (${flavour})`, async () => {
      const url = host ? `http://${host}:${new URL(baseUrl).port}` : baseUrl;
      const page = await openDevice(browser, url);
      await page.setViewport({ width: 360, height: 740 });
      const problems: string[] = [];
      for (const route of ROUTES) {
        await navigateInApp(page, route);
        const shown = await page.waitForSelector("main > *", { timeout: 10_000 }).catch(() => null);
        if (!shown) {
          problems.push(`${route}: nothing shown in main`);
          continue;
        }
        for (const violation of await seriousViolations(page)) problems.push(`${route}: ${violation}`);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 360) problems.push(`${route}: the page is ${width} px wide at a 360 px viewport`);
      }
      if (flavour === "HIAPP") {
        // HIAPP asks for a login first: its login drawer was open on every route above, under axe.
        // The other drawers are a logged-in worker's.
        const email = `axe-${randomUUID().slice(0, 8)}@example.org`;
        await createWorker(baseUrl, email, "an accessible password", "HIAPP");
        await navigateInApp(page, "/Home");
        await page.waitForSelector('[data-testid="login-drawer"]');
        await page.type('[data-testid="login-email"]', email);
        await page.type('[data-testid="login-password"]', "an accessible password");
        await page.click('[data-testid="login-submit"]');
        await page.waitForSelector('[data-testid="logged-in-as"]', { timeout: 15_000 });
      }
      const opened = await drawerProblems(page, problems);
      expect(problems).toEqual([]);
      // Every flavour has the menu and the new-client drawer at least.
      expect(opened).toEqual(expect.arrayContaining(["menu", "new-client drawer"]));
      console.info(`${flavour}: axe ran with ${opened.join(", ")} open`);
    });
  }
});
