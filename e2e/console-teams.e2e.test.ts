import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminGraphQL } from "./support/api.js";
import { seriousViolations } from "./support/axe.js";
import { laneBrowser, leaveBrowser } from "./support/browser.js";
import { ownDeploymentConsole } from "./support/console.js";
import { serverDatabase } from "./support/database.js";

const baseUrl = inject("baseUrl");
const screens = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../.test-results/screens");

/**
 * Chooses an option of a select by its value, as a person's pick does: once the option is there (the
 * deployment's regions and accounts arrive after the page; picking before selected nothing, and the
 * fresh-clone run of 354301a waited 30 s for an area never set).
 */
async function choose(page: Page, selector: string, value: string): Promise<void> {
  await page.waitForSelector(`${selector} option[value="${value}"]`);
  expect(await page.select(selector, value)).toEqual([value]);
}

/** Waits until the team card named `name` shows `text` somewhere. */
async function cardShows(page: Page, name: string, text: string): Promise<void> {
  await page.waitForFunction(
    (n, t) => [...document.querySelectorAll<HTMLElement>('[data-testid="team"]')].some((card) => card.dataset.name === n && card.innerText.includes(t)),
    {},
    name,
    text,
  );
}

/**
 * docs/teams.md, "Teams and areas", end to end at 360 px: the operator of a deployment of her own
 * makes a team, sets its area from the deployment's regions, puts a worker and a supervisor in it,
 * and the audit page lists each change; axe clean, nothing wider than the screen.
 */
describe("the console's Teams page", () => {
  const db = serverDatabase();
  let browser: Browser;
  beforeAll(async () => {
    browser = await laneBrowser();
  });
  afterAll(async () => {
    await leaveBrowser(browser);
  });

  it("creates a team, sets its area, adds a worker and a supervisor, and the audit page lists it", async () => {
    const { identifier, page } = await ownDeploymentConsole(db, browser, baseUrl, { prefix: "TM", title: "Teams test", width: 360 });
    const account = async (name: string) => {
      const email = `${name.toLowerCase()}-${randomUUID().slice(0, 6)}@example.org`;
      const made = await adminGraphQL<{ createUser: { id: string } }>(baseUrl, "mutation($input: CreateUserInput!) { createUser(input: $input) { id } }", {
        input: { application: identifier, email, name, password: "worker long password", role: "WORKER" },
      });
      return { id: made.createUser.id, email };
    };
    const ada = await account("Ada");
    const sue = await account("Sue");

    await page.goto(`${baseUrl}/admin/teams`);
    await page.waitForSelector('[data-testid="teams-none"]');
    await page.type('[data-testid="team-new-name"]', "North");
    await page.click('[data-testid="team-create"]');
    await page.waitForSelector('[data-testid="team"][data-name="North"]');
    // The same name in other letters is refused, naming it.
    await page.type('[data-testid="team-new-name"]', "north");
    await page.click('[data-testid="team-create"]');
    await page.waitForSelector('[data-testid="team-new-error"]');
    expect(await page.$eval('[data-testid="team-new-error"]', (el) => (el as HTMLElement).innerText)).toContain(`${identifier} already has a team "North"`);

    // A region of the deployment as it was copied (tests before this one may have changed MALA's).
    const { rows: regions } = await db.query<{ id: string; name: string }>(
      `select r->>'id' as id, r->>'name' as name from applications, jsonb_array_elements(regions) as r where app_identifier = $1 limit 1`,
      [identifier],
    );
    const region = regions[0]!;
    await choose(page, '[data-testid="team-area-select"]', region.id);
    await cardShows(page, "North", `Area: ${region.name}`);
    await choose(page, '[data-testid="team-add-user"]', ada.id);
    await page.click('[data-testid="team-add"]');
    await cardShows(page, "North", ada.email);
    await choose(page, '[data-testid="team-add-user"]', sue.id);
    await choose(page, '[data-testid="team-add-role"]', "SUPERVISOR");
    await page.click('[data-testid="team-add"]');
    await page.waitForSelector(`[data-testid="team-supervisors"] [data-email="${sue.email}"]`);
    expect(await page.$$eval('[data-testid="team-workers"] [data-testid="team-member"]', (els) => els.map((el) => (el as HTMLElement).dataset.email))).toEqual([
      ada.email,
    ]);
    const stored = await db.query<{ email: string; role: string; area: string }>(
      `select u.email, m.role, t.area from team_members m join users u on u.id = m.user_id join teams t on t.id = m.team_id
       where t.application = $1 order by m.role desc`,
      [identifier],
    );
    expect(stored.rows).toEqual([
      { email: ada.email, role: "worker", area: region.id },
      { email: sue.email, role: "supervisor", area: region.id },
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    fs.mkdirSync(screens, { recursive: true });
    await page.screenshot({ path: path.join(screens, "admin-teams-360.png"), fullPage: true });

    await page.goto(`${baseUrl}/admin/audit`);
    await page.waitForSelector('[data-testid="audit-event"]');
    const kinds = await page.$$eval('[data-testid="audit-event"]', (els) =>
      els
        .filter((el) => (el as HTMLElement).dataset.action!.startsWith("team."))
        .map((el) => [(el as HTMLElement).dataset.action, el.querySelector("h2")!.textContent]),
    );
    expect(kinds).toEqual([
      ["team.member-set", "Put in a team"],
      ["team.member-set", "Put in a team"],
      ["team.area-set", "Team's area set"],
      ["team.created", "Team created"],
    ]);
    await page.browserContext().close();
  });
});
