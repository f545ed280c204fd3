import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminGraphQL } from "./support/api.js";
import { seriousViolations } from "./support/axe.js";
import { laneBrowser, leaveBrowser } from "./support/browser.js";

const baseUrl = inject("baseUrl");
const PASSWORD = "operator long password";
const screens = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../.test-results/screens");

/** An operator of MALA alone, logged in to the console in a context of her own. */
async function malaOperator(browser: Browser): Promise<{ page: Page; email: string }> {
  const email = `chikondi-${randomUUID().slice(0, 8)}@example.org`;
  await adminGraphQL(baseUrl, "mutation($input: CreateUserInput!) { createUser(input: $input) { id } }", {
    input: { application: "MALA", email, name: "Chikondi Banda", password: PASSWORD, role: "OPERATOR_OF_DEPLOYMENT" },
  });
  const page = await (await browser.createBrowserContext()).newPage();
  await page.setViewport({ width: 1280, height: 800 });
  await page.goto(`${baseUrl}/admin`);
  await page.waitForSelector('[data-testid="admin-email"]');
  await page.type('[data-testid="admin-email"]', email);
  await page.type('[data-testid="admin-password"]', PASSWORD);
  await page.click('[data-testid="admin-login"]');
  await page.waitForSelector('[data-testid="users-list"]');
  return { page, email };
}

const text = (page: Page, selector: string) => page.$eval(selector, (el) => (el as HTMLElement).innerText);

async function openTab(page: Page, tab: string): Promise<void> {
  await page.click(`[data-testid="content-tab-${tab}"]`);
  await page.waitForSelector(`[data-testid="content-panel-${tab}"]`);
}

/** Waits until a part's status says its work is done (not "Working…", not empty) and answers it. */
async function doneStatus(page: Page, part: string): Promise<string> {
  const selector = `[data-testid="${part}-status"]`;
  await page.waitForFunction(
    (s) => {
      const shown = document.querySelector(s)?.textContent ?? "";
      return shown !== "" && !shown.startsWith("Working");
    },
    {},
    selector,
  );
  return text(page, selector);
}

/** Nothing wider than the page, and no serious axe violation, at a phone's and a desktop's width; a screenshot of each in .test-results/screens. */
async function checkWidths(page: Page, name: string): Promise<void> {
  for (const width of [360, 1280]) {
    await page.setViewport({ width, height: 800 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name} at ${width} px`).toBe(true);
    expect(await seriousViolations(page), `${name} at ${width} px`).toEqual([]);
    fs.mkdirSync(screens, { recursive: true });
    await page.screenshot({ path: path.join(screens, `admin-content-${name.replace(/\W+/g, "-")}-${width}.png`), fullPage: true });
  }
  await page.setViewport({ width: 1280, height: 800 });
}

/** Types into an input after selecting what it holds, then Enter (a text cell saves on Enter). */
async function retype(page: Page, selector: string, value: string): Promise<void> {
  await page.click(selector, { count: 3 });
  await page.keyboard.down("Control");
  await page.keyboard.press("KeyA");
  await page.keyboard.up("Control");
  await page.keyboard.press("Backspace");
  await page.type(selector, value);
  await page.keyboard.press("Enter");
}

/**
 * docs/operator-console.md, "The content page", end to end: a MALA operator edits a Chichewa text
 * and adds a mandatory field, sees the problem its missing labels make named and fixes it,
 * publishes with a note, sees her release and the diff naming both changes, rolls back to the
 * release before (a new release equal to it), and finds publish and rollback in the audit log; the
 * page in English, Dutch and Chichewa, axe clean at 360 and 1280 px.
 */
describe("the console's content page", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await laneBrowser();
  });
  afterAll(async () => {
    await leaveBrowser(browser);
  });

  it("edits, checks, publishes, compares and rolls back MALA's content", async () => {
    const { page, email } = await malaOperator(browser);
    await page.click('nav a[href="/admin/content"]');
    // The first draft read of a run brings every text of the deployment: given a minute on a loaded machine.
    await page.waitForSelector('[data-testid="draft-state"]', { timeout: 60_000 });
    // An operator of MALA sees MALA's deployments alone (another test may have made one more); she edits the seeded one.
    const { contentDeployments } = await adminGraphQL<{ contentDeployments: Array<{ id: number; app_identifier: string }> }>(
      baseUrl,
      "{ contentDeployments { id app_identifier } }",
    );
    const mala = contentDeployments.filter((d) => d.app_identifier === "MALA").map((d) => String(d.id));
    // Every deployment offered is MALA's, the seeded one first; one another test makes after the page read its list may be missing.
    const offered = await page.$$eval('[data-testid="content-deployment"] option', (options) => options.map((o) => o.value));
    expect(offered.filter((id) => !mala.includes(id))).toEqual([]);
    expect(offered[0]).toBe(mala[0]);
    expect(await page.$eval('[data-testid="content-deployment"] option', (o) => o.textContent)).toBe("Stepwise Malawi (MALA)");
    await page.select('[data-testid="content-deployment"]', mala[0]!);
    await page.waitForSelector('[data-testid="draft-state"]');
    expect(await page.$eval('[data-testid="draft-state"]', (p) => p.getAttribute("data-changed"))).toBe("false");
    await openTab(page, "releases");
    await page.waitForSelector('[data-testid="release"]');
    const first = Number(await page.$eval('[data-testid="release"]', (li) => li.getAttribute("data-number")));
    expect(await text(page, '[data-testid="draft-state"]')).toBe(`No changes since release ${first}.`);

    // The tabs by keyboard: the arrow keys move between them.
    await page.focus('[data-testid="content-tab-releases"]');
    await page.keyboard.press("Home");
    await page.waitForSelector('[data-testid="content-panel-settings"]');
    await page.keyboard.press("ArrowRight");
    await page.waitForSelector('[data-testid="content-panel-texts"]');
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("content-tab-texts");

    // Every tab, at both widths, before any change.
    for (const tab of ["settings", "texts", "client-form", "preview", "releases"]) {
      await openTab(page, tab);
      await checkWidths(page, tab);
    }

    // A Chichewa text, edited in the texts table. "Missing only" shows the keys some language lacks, each marked.
    await openTab(page, "texts");
    const missingCount = await page.$$eval('[data-testid="texts-missing"] li', (lis) => lis.length);
    await page.click('[data-testid="texts-missing-only"]');
    const marked = await page.$$eval('[data-testid="text-row"]', (rows) => rows.map((row) => row.querySelectorAll(".content-missing").length));
    expect(marked.every((count) => count > 0)).toBe(true);
    expect(marked.length > 0).toBe(missingCount > 0);
    await page.click('[data-testid="texts-missing-only"]');
    await page.type('[data-testid="texts-search"]', "FIELD_VILLAGE");
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="text-row"]').length === 1);
    await retype(page, '[data-testid="text-cell-FIELD_VILLAGE-ny"]', "Mudzi kapena tawuni");
    expect(await doneStatus(page, "texts")).toBe("FIELD_VILLAGE in Chichewa was saved in the draft.");
    await page.waitForFunction(() => document.querySelector('[data-testid="draft-state"]')?.getAttribute("data-changed") === "true");
    expect(await text(page, '[data-testid="draft-state"]')).toMatch(
      new RegExp(`^Changed by ${email.replace(/\./g, "\\.")} at .+, based on release ${first}\\.$`),
    );

    // The changed draft previewed: the app itself in a phone-sized frame at the ticket's address, in its preview mode.
    await openTab(page, "preview");
    await page.select('[data-testid="preview-language"]', "ny");
    await page.click('[data-testid="preview-open"]');
    await page.waitForSelector('[data-testid="preview-frame"]');
    expect(await page.$eval('[data-testid="preview-frame"]', (f) => f.getAttribute("src"))).toMatch(/^\/\?preview=[^&]+&lang=ny$/);
    expect(await page.$eval('[data-testid="preview-frame"]', (f) => [f.clientWidth + 20, f.clientHeight + 20])).toEqual([360, 740]);
    expect(await text(page, '[data-testid="preview-note"]')).toMatch(/^Preview of the draft: phones do not have it yet\./);
    const frame = (await (await page.$('[data-testid="preview-frame"]'))!.contentFrame())!;
    await frame.waitForSelector('[data-testid="preview-band"]', { timeout: 30_000 });
    expect(await frame.$eval('[data-testid="preview-band"]', (band) => band.textContent)).toBe("Preview of a draft");
    expect(await frame.$('[data-testid="preview-ended"]')).toBeNull();

    // A new field, made mandatory: its label has no text in either language, a problem named where it is.
    await openTab(page, "client-form");
    // The flow element is not MALA's; every field it has can be removed.
    expect(await page.$('[data-testid="client-form-flow-note"]')).toBeNull();
    await page.type('[data-testid="client-form-new-name"]', "Phone");
    await page.click('[data-testid="client-form-add"]');
    const phone = '[data-testid="client-form-field"][data-field="phone"]';
    await page.waitForSelector(phone);
    await page.click(`${phone} [data-testid="field-mandatory"]`);
    await page.waitForSelector(`${phone} [data-testid="field-mandatory"]:checked`);
    await page.waitForSelector('[data-testid="draft-problem"][data-where="Client form · phone · label (ny)"]');
    const problems = await page.$$eval('[data-testid="draft-problems"] [data-testid="draft-problem"]', (lis) => lis.map((li) => (li as HTMLElement).innerText));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain("Client form · phone · label (en)");
    expect(problems[1]).toContain("Client form · phone · label (ny)");
    expect(problems[1]).toContain("FIELD_PHONE");

    // Publishing is refused while it has them, naming them.
    await openTab(page, "releases");
    expect(await text(page, '[data-testid="publish-refused"]')).toContain("Client form · phone · label (ny)");
    await page.type('[data-testid="publish-note"]', "Try before the labels");
    await page.click('[data-testid="publish"]');
    await page.waitForSelector('[data-testid="releases-error"]');
    expect(await text(page, '[data-testid="releases-error"]')).toContain("Client form · phone · label (ny)");

    // Show leads to the field; its labels typed, the problems go.
    await page.click('[data-testid="draft-problems"] [data-where="Client form · phone · label (ny)"] button');
    await page.waitForFunction(() => document.activeElement?.id === "content-field-phone");
    await retype(page, `${phone} [data-testid="field-label-en"]`, "Phone number");
    await page.waitForSelector('[data-testid="draft-problem"][data-where="Client form · phone · label (en)"]', { hidden: true });
    await retype(page, `${phone} [data-testid="field-label-ny"]`, "Nambala ya foni");
    await page.waitForSelector('[data-testid="draft-problems-none"]');
    // Moved up one place by its button: before consent, the field that was last.
    const order = () => page.$$eval('[data-testid="client-form-field"]', (lis) => lis.map((li) => li.getAttribute("data-field")));
    expect((await order()).slice(-2)).toEqual(["consent", "phone"]);
    await page.click(`${phone} [data-testid="field-up"]`);
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="client-form-field"]')].at(-1)?.getAttribute("data-field") === "consent");
    expect((await order()).slice(-2)).toEqual(["phone", "consent"]);
    await doneStatus(page, "client-form");

    // Published with a note, listed with her name.
    await openTab(page, "releases");
    await page.click('[data-testid="publish-note"]', { count: 3 });
    await page.keyboard.press("Backspace");
    await page.type('[data-testid="publish-note"]', "Chichewa village text; the phone number is asked");
    await page.click('[data-testid="publish"]');
    expect(await doneStatus(page, "releases")).toBe(`Release ${first + 1} was published. Phones take it at their next contact.`);
    await page.waitForSelector(`[data-testid="release"][data-number="${first + 1}"]`);
    const latest = `[data-testid="release"][data-number="${first + 1}"]`;
    expect(await text(page, `${latest} [data-testid="release-by"]`)).toBe(email);
    expect(await text(page, `${latest} [data-testid="release-note"]`)).toBe("Chichewa village text; the phone number is asked");
    expect(await text(page, '[data-testid="draft-state"]')).toBe(`No changes since release ${first + 1}.`);

    // The diff, latest against the one before by default, names both changes.
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="diff-change"]').length > 0);
    expect(await page.$eval('[data-testid="diff-from"]', (s) => (s as HTMLSelectElement).value)).toBe(String(first));
    expect(await page.$eval('[data-testid="diff-to"]', (s) => (s as HTMLSelectElement).value)).toBe(String(first + 1));
    const changes = await page.$$eval('[data-testid="diff-change"]', (lis) =>
      lis.map((li) => `${li.getAttribute("data-change")} ${li.getAttribute("data-where")}`),
    );
    expect(changes).toEqual(expect.arrayContaining(["changed Text FIELD_VILLAGE (ny)", "added Client form · phone", "added Text FIELD_PHONE (ny)"]));
    expect(await text(page, '[data-testid="diff-change"][data-where="Text FIELD_VILLAGE (ny)"]')).toContain("Mudzi kapena tawuni");
    expect(await text(page, '[data-testid="diff-change"][data-where="Client form · phone"]')).toContain("mandatory");
    expect(await page.$$eval('[data-testid="diff-group"]', (s) => s.map((g) => g.getAttribute("data-group")))).toEqual(["texts", "client-form"]);
    await checkWidths(page, "releases with a diff");

    // Rollback to the release before: confirmed, a new release equal to it.
    await page.click(`[data-testid="release"][data-number="${first}"] [data-testid="release-rollback"]`);
    await page.waitForSelector('[data-testid="admin-confirm"][open]');
    expect(await text(page, '[data-testid="admin-confirm"]')).toContain(`A new release equal to release ${first} is published`);
    await page.click('[data-testid="admin-confirm-ok"]');
    expect(await doneStatus(page, "releases")).toBe(`Release ${first + 2} was published, equal to release ${first}.`);
    const rolled = `[data-testid="release"][data-number="${first + 2}"]`;
    await page.waitForSelector(rolled);
    expect(await text(page, `${rolled} [data-testid="release-rollback-of"]`)).toBe(`Rollback to release ${first}`);
    await page.select('[data-testid="diff-from"]', String(first));
    await page.waitForFunction(() => document.querySelector('[data-testid="diff-count"]')?.textContent === "The two releases hold the same.");
    expect(await page.$$('[data-testid="diff-change"]')).toHaveLength(0);

    // The draft is kept by a rollback: discarded here, MALA is its release again for the tests after.
    if (await page.$('[data-testid="draft-discard"]')) {
      await page.click('[data-testid="draft-discard"]');
      await page.waitForSelector('[data-testid="admin-confirm"][open]');
      await page.click('[data-testid="admin-confirm-ok"]');
      await page.waitForFunction(() => document.querySelector('[data-testid="draft-state"]')?.getAttribute("data-changed") === "false");
    }
    expect(await text(page, '[data-testid="draft-state"]')).toBe(`No changes since release ${first + 2}.`);

    // The audit log lists the publish and the rollback.
    await page.click('nav a[href="/admin/audit"]');
    await page.waitForSelector('[data-testid="audit-event"]');
    await page.waitForSelector(`[data-testid="audit-event"][data-action="content.published"][data-target="release ${first + 1}"]`);
    await page.waitForSelector(`[data-testid="audit-event"][data-action="content.rolledBack"][data-target="release ${first + 2}"]`);

    // The page's words in each of the console's languages.
    const words = {
      en: ["Content", "The draft", "Settings", "Releases"],
      nl: ["Inhoud", "Het concept", "Instellingen", "Versies"],
      ny: ["Zolemba", "Zolembedwa zoyamba", "Makonzedwe", "Zotulutsidwa"],
    };
    await page.click('nav a[href="/admin/content"]');
    await page.waitForSelector('[data-testid="draft-state"]');
    for (const [code, [heading, draftTitle, settings, releases]] of Object.entries(words)) {
      await page.select('[data-testid="admin-language"]', code);
      await page.waitForFunction((h) => document.querySelector("#content-title")?.textContent === h, {}, heading);
      expect(await text(page, "#draft-title")).toBe(draftTitle);
      expect(await text(page, '[data-testid="content-tab-settings"]')).toBe(settings);
      expect(await text(page, '[data-testid="content-tab-releases"]')).toBe(releases);
      await openTab(page, "texts");
      await checkWidths(page, `texts in ${code}`);
    }
    await page.select('[data-testid="admin-language"]', "en");
  });
});
