import { createRequire } from "node:module";
import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium, navigateInApp, openDevice } from "./support/browser.js";

const baseUrl = inject("baseUrl");
const axeSource = (createRequire(import.meta.url)("axe-core") as { source: string }).source;

/** Every route of spec 2 a worker reaches after the first run (the start and first-run steps are covered by their own tests). */
const ROUTES = [
  "/Home",
  "/Home/Start/1",
  "/Home/About/1",
  "/Home/Article/art-rehab-goals",
  "/Home/Navigation/art-rehab-welcome",
  "/requestforpassword",
  "/forms",
  "/forms/clients",
  "/forms/Cycleform",
  "/forms/goals",
  "/forms/diary",
  "/forms/clientAppointments",
  "/malawi",
  "/milestones",
  "/milestones/milestonesintro",
  "/milestones/milestonechildren",
  "/milestones/milestonedomains",
  "/milestones/milestonecategories",
  "/milestones/milestoneindicators/1",
  "/hiapp",
  "/calendar",
  "/chat",
  "/settings",
  "/no-such-page",
];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/** axe-core run in the page through the debugger, which the page's CSP (no inline script) does not stop. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

describe("every route is accessible and fits a 360 px phone (issue 6)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [flavour, host] of [
    ["default", ""],
    ["HIAPP", "hiapp.localhost"],
    ["MALA", "mala.localhost"],
  ] as const) {
    it(`axe finds no serious or critical violation on any route, and nothing is wider than 360 px (${flavour})`, async () => {
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
      expect(problems).toEqual([]);
    });
  }
});
