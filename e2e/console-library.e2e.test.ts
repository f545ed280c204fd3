import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import type { Browser, ElementHandle, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminGraphQL } from "./support/api.js";
import { seriousViolations } from "./support/axe.js";
import { laneBrowser, leaveBrowser } from "./support/browser.js";

const baseUrl = inject("baseUrl");

/** Nothing wider than the page and no serious axe violation, as the console promises (docs/operator-console.md). */
async function checkLayout(page: Page, where: string): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${where}: nothing wider than the page`).toBe(true);
  expect(await seriousViolations(page), where).toEqual([]);
}

/** A deployment of its own for this run (MALA's flavour, English only, milestones): the releases imported into it touch no other test's. */
async function newDeployment(label: string): Promise<number> {
  const { createDeployment } = await adminGraphQL<{ createDeployment: { id: number } }>(
    baseUrl,
    "mutation($input: CreateDeploymentInput!) { createDeployment(input: $input) { id } }",
    {
      input: {
        app_identifier: "MALA",
        host: `library-${label}-${randomUUID().slice(0, 6)}.localhost`,
        app_title: `Library ${label}`,
        version: "2.05.0",
        metadata: { text2speech: false, userLogin: false },
        languages: [{ id: "1", name: "English", languageCode: "en" }],
        regions: [{ id: "1", name: "Zomba", countryID: null }],
        forms: ["MILESTONE"],
      },
    },
  );
  return createDeployment.id;
}

async function deploymentId(appIdentifier: string): Promise<number> {
  const { contentDeployments } = await adminGraphQL<{ contentDeployments: Array<{ id: number; app_identifier: string }> }>(
    baseUrl,
    "{ contentDeployments { id app_identifier } }",
  );
  return contentDeployments.filter((d) => d.app_identifier === appIdentifier).sort((a, b) => a.id - b.id)[0]!.id;
}

/** An operator of every deployment, logged in to the console at `width`, downloads going to `downloads`. */
async function consoleOfEveryDeployment(browser: Browser, width: number, downloads: string): Promise<Page> {
  const email = `all-${randomUUID().slice(0, 8)}@example.org`;
  const password = "operator long password";
  await adminGraphQL(baseUrl, "mutation($input: CreateUserInput!) { createUser(input: $input) { id } }", {
    input: { application: "default", email, name: "Content Officer", password, role: "OPERATOR_OF_ALL" },
  });
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width, height: 800 });
  const cdp = await page.createCDPSession();
  await cdp.send("Browser.setDownloadBehavior", { behavior: "allow", downloadPath: downloads, browserContextId: context.id });
  await page.goto(`${baseUrl}/admin`);
  await page.waitForSelector('[data-testid="admin-email"]');
  await page.type('[data-testid="admin-email"]', email);
  await page.type('[data-testid="admin-password"]', password);
  await page.click('[data-testid="admin-login"]');
  await page.waitForSelector('[data-testid="users-list"]');
  return page;
}

/** The content page on `applicationId`, its tab `tab` open, its section shown. */
async function openSection(page: Page, applicationId: number, tab: string, section: string): Promise<void> {
  if (!(await page.$('[data-testid="content-deployment"]'))) {
    await page.click('nav a[href="/admin/content"]');
    await page.waitForSelector('[data-testid="content-deployment"]');
  }
  await page.select('[data-testid="content-deployment"]', String(applicationId));
  await page.waitForSelector(`[data-testid="content-tab-${tab}"]`);
  await page.click(`[data-testid="content-tab-${tab}"]`);
  await page.waitForSelector(`[data-testid="${section}"]`);
}

/** A release exported from the console's Export tab: the file it saved, read. */
async function exportRelease(page: Page, applicationId: number, downloads: string, appIdentifier: string): Promise<{ name: string; text: string }> {
  await openSection(page, applicationId, "export-import", "library-files");
  const before = new Set(fs.readdirSync(downloads));
  await page.click('[data-testid="export-download"]');
  await page.waitForFunction(() => /Saved as /.test(document.querySelector('[data-testid="export-status"]')?.textContent ?? ""));
  const name = (await page.$eval('[data-testid="export-status"]', (p) => p.textContent ?? "")).replace(/^Saved as (.*)\.$/, "$1");
  expect(name).toMatch(new RegExp(`^${appIdentifier}-release-\\d+\\.json$`));
  await expect
    .poll(() => !before.has(name) && fs.existsSync(path.join(downloads, name)) && fs.statSync(path.join(downloads, name)).size > 0, { timeout: 10_000 })
    .toBe(true);
  return { name, text: fs.readFileSync(path.join(downloads, name), "utf8") };
}

/** The file imported into `applicationId`'s draft from the Export tab, after its summary was shown. */
async function importRelease(page: Page, applicationId: number, file: string, from: string): Promise<void> {
  await openSection(page, applicationId, "export-import", "library-files");
  const input = (await page.$('[data-testid="import-file"]')) as ElementHandle<HTMLInputElement>;
  await input.uploadFile(file);
  await page.waitForSelector('[data-testid="import-summary"]');
  expect(await page.$eval('[data-testid="import-summary"]', (s) => s.textContent ?? "")).toContain(`From ${from}, release `);
  await checkLayout(page, "the import's summary");
  await page.click('[data-testid="import-confirm"]');
  await page.waitForFunction(() => /^Imported/.test(document.querySelector('[data-testid="import-status"]')?.textContent ?? ""), { timeout: 20_000 });
}

/** A 3000 × 2000 px PNG drawn by the browser, written to a file for the file chooser. */
async function bigPng(page: Page, file: string): Promise<void> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 3000;
    canvas.height = 2000;
    const context = canvas.getContext("2d")!;
    const gradient = context.createLinearGradient(0, 0, 3000, 2000);
    gradient.addColorStop(0, "#16b0d5");
    gradient.addColorStop(1, "#d53b16");
    context.fillStyle = gradient;
    context.fillRect(0, 0, 3000, 2000);
    return canvas.toDataURL("image/png").split(",")[1]!;
  });
  fs.writeFileSync(file, Buffer.from(base64, "base64"));
}

/** The content of the draft's item, read back with ADMIN_TOKEN. */
async function draftContent<T>(applicationId: number, kind: string, key: string, language: string): Promise<T> {
  const { contentDraft } = await adminGraphQL<{ contentDraft: { items: Array<{ key: string; content: string }> } }>(
    baseUrl,
    "query($id: Int!, $kind: String, $language: String) { contentDraft(applicationId: $id) { items(kind: $kind, language: $language) { key content } } }",
    { id: applicationId, kind, language },
  );
  const item = contentDraft.items.find((i) => i.key === key);
  if (!item) throw new Error(`no ${kind} ${key} (${language}) in the draft of ${applicationId}`);
  return JSON.parse(item.content) as T;
}

/** Waits for the section's "Saved to the draft." */
const savedIn = (page: Page, status: string) =>
  page.waitForFunction((id) => document.querySelector(`[data-testid="${id}"]`)?.textContent === "Saved to the draft.", { timeout: 20_000 }, status);

/**
 * docs/operator-console.md, "Articles, milestones and the health-issue tree", end to end at a phone's
 * and a desktop's width: MALA's release exported and imported into a new deployment's draft, a
 * Chichewa article there given a photo sized for phones, then HIAPP's release imported over it,
 * bringing the health-issue tree; every section axe clean and no wider than the page.
 */
describe("the console's content library", () => {
  let browser: Browser;
  let root: string;
  beforeAll(async () => {
    browser = await laneBrowser();
    root = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-library-"));
  });
  afterAll(async () => {
    await leaveBrowser(browser);
    fs.rmSync(root, { recursive: true, force: true });
  });

  for (const width of [360, 1280]) {
    it(`edits a Chichewa article with a photo sized for phones, and carries releases between deployments, at ${width} px`, async () => {
      // Downloads of their own: a second MALA-release-1.json would be saved under another name.
      const downloads = fs.mkdtempSync(path.join(root, `${width}-`));
      const page = await consoleOfEveryDeployment(browser, width, downloads);
      const mala = await deploymentId("MALA");
      const hiapp = await deploymentId("HIAPP");
      const target = await newDeployment(String(width));

      // MALA's latest release, exported as one file and imported into the new deployment's draft.
      const malaFile = await exportRelease(page, mala, downloads, "MALA");
      expect(JSON.parse(malaFile.text)).toMatchObject({ format: "stepwise-release", app_identifier: "MALA" });
      await checkLayout(page, `export at ${width} px`);
      await importRelease(page, target, path.join(downloads, malaFile.name), "MALA");

      // A Chichewa article of the imported draft, given a 3000 × 2000 photo.
      await openSection(page, target, "articles", "library-articles");
      await page.select('[data-testid="library-articles-language"]', "ny");
      await page.waitForSelector('[data-testid="article-card"][data-uuid="art-mala-play"]');
      await checkLayout(page, `articles at ${width} px`);
      await page.click('[data-testid="article-card"][data-uuid="art-mala-play"] [data-testid="article-edit"]');
      await page.waitForSelector('[data-testid="article-editor"]');
      const photo = path.join(downloads, `photo-${width}.png`);
      await bigPng(page, photo);
      await page.type('[data-testid="html-image-alt"]', "Mwana akusewera");
      await ((await page.$('[data-testid="html-image"]')) as ElementHandle<HTMLInputElement>).uploadFile(photo);
      await page.waitForFunction(() => /1024 × 683 px/.test(document.querySelector('[data-testid="html-image-note"]')?.textContent ?? ""), { timeout: 20_000 });
      // Words of it linked to another article, chosen from the list.
      await page.evaluate(() => {
        const source = document.querySelector<HTMLTextAreaElement>('[data-testid="html-source"]')!;
        const at = source.value.indexOf("Ana amaphunzira");
        source.focus();
        source.setSelectionRange(at, at + "Ana amaphunzira".length);
      });
      await page.select('[data-testid="html-link-target"]', "/Home/Article/art-mala-food");
      await page.click('[data-testid="html-link"]');
      // The live preview shows it, through the app's sanitiser.
      expect(await page.$eval('[data-testid="html-preview"] img', (img) => img.alt)).toBe("Mwana akusewera");
      await checkLayout(page, `the article editor at ${width} px`);
      await page.click('[data-testid="article-save"]');
      await page.waitForSelector('[data-testid="article-list"]', { timeout: 20_000 });

      const saved = await draftContent<{ article: string }>(target, "articles", "art-mala-play", "ny");
      const source = /<img[^>]*src="(data:image\/jpeg;base64,[^"]+)"/.exec(saved.article)?.[1];
      expect(source, "the stored article holds the photo as a JPEG data: URL").toBeDefined();
      const size = await page.evaluate(async (src) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        return { width: image.naturalWidth, height: image.naturalHeight };
      }, source!);
      expect(size.width).toBeLessThanOrEqual(1024);
      expect(size).toEqual({ width: 1024, height: 683 });
      expect(saved.article).toContain('<a href="/Home/Article/art-mala-food">Ana amaphunzira</a>');

      // Milestones: shown by age, in Chichewa too.
      await openSection(page, target, "milestones", "library-milestones");
      await page.select('[data-testid="library-milestones-language"]', "ny");
      await page.click('[data-testid="milestone-age"] summary');
      const checklist = '[data-testid="milestone-checklist"][data-checklist="2-gross-motor"]';
      await page.waitForSelector(checklist);
      await checkLayout(page, `milestones at ${width} px`);
      // One item's text changed, one item added, saved together.
      await page.$eval(`${checklist} [data-indicator="2-gross-motor-1"]`, (input) => (input as HTMLInputElement).select());
      await page.type(`${checklist} [data-indicator="2-gross-motor-1"]`, "Amakweza mutu");
      await page.type(`${checklist} [data-testid="milestone-new"]`, "Amayang'ana kuwala");
      await page.click(`${checklist} [data-testid="milestone-add"]`);
      await page.click(`${checklist} [data-testid="milestone-save"]`);
      await savedIn(page, "library-milestones-status");
      const milestones = await draftContent<{ indicators: Array<{ id: string; text: string }> }>(target, "milestones", "2-gross-motor", "ny");
      expect(milestones.indicators.map((i) => i.id)).toEqual(["2-gross-motor-1", "2-gross-motor-2", "2-gross-motor-3"]);
      expect(milestones.indicators[0]!.text).toBe("Amakweza mutu");
      expect(milestones.indicators[2]!.text).toBe("Amayang'ana kuwala");

      // MALA offers no health-issue form; HIAPP's release, imported over the draft, brings its tree.
      await openSection(page, target, "health-tree", "library-tree");
      await page.waitForSelector('[data-testid="library-tree-absent"]');
      const hiappFile = await exportRelease(page, hiapp, downloads, "HIAPP");
      await importRelease(page, target, path.join(downloads, hiappFile.name), "HIAPP");
      await openSection(page, target, "health-tree", "library-tree");
      await page.waitForSelector('[data-testid="tree-node"]');
      expect(await page.$$eval('[data-testid="tree-node"][data-path="0"] > details > summary', (s) => s.map((x) => x.textContent))).toEqual([
        "Subject: Water and hygiene",
      ]);
      await checkLayout(page, `the health-issue tree at ${width} px`);
      // A new issue under the first subject, numbered after its last one.
      const firstSubject = '[data-testid="tree-node"][data-path="0"] > details > .library-node > .library-inline';
      await page.type(`${firstSubject} [data-testid="tree-new"]`, "Dirty hands");
      await page.click(`${firstSubject} [data-testid="tree-add"]`);
      await page.click('[data-testid="tree-save"]');
      await savedIn(page, "library-tree-status");
      const tree = await draftContent<{ hiapp_subjects: Array<{ hi_issues: unknown[] }> }>(target, "hiapp_form", "tree", "en");
      expect(tree.hiapp_subjects[0]!.hi_issues.at(-1)).toEqual({ id: "102", label: "Dirty hands", hi_causes: [] });
      await page.browserContext().close();
    });
  }

  it("makes and deletes an article, keeps one another points at, shows the server's problems next to an article, refuses a photo it has no room for naming its size, and says why a file is not imported", async () => {
    const downloads = fs.mkdtempSync(path.join(root, "problems-"));
    const page = await consoleOfEveryDeployment(browser, 1280, downloads);
    const target = await newDeployment("problems");
    const put = (uuid: string, html: string) =>
      adminGraphQL(baseUrl, "mutation($id: Int!, $item: ContentItemInput!) { putDraftItem(applicationId: $id, item: $item) { changed } }", {
        id: target,
        item: {
          kind: "articles",
          key: uuid,
          language: "en",
          content: JSON.stringify({ uuid, article: html, page: "Article", parent_id: null, childpages: [], default: false }),
        },
      });
    // A link typed by hand (through the API) to an article that does not exist.
    await put("art-broken", '<h2>Broken</h2><p><a href="/Home/Article/art-gone">gone</a></p>');
    // An article 2 KB short of the 2 MB an item may hold.
    const filler =
      2 * 1024 * 1024 -
      2048 -
      JSON.stringify({ uuid: "art-full", article: "<h2>Full</h2><p></p>", page: "Article", parent_id: null, childpages: [], default: false }).length;
    await put("art-full", `<h2>Full</h2><p>${"a".repeat(filler)}</p>`);

    await openSection(page, target, "articles", "library-articles");
    const broken = '[data-testid="article-card"][data-uuid="art-broken"] [data-testid="article-problems"]';
    await page.waitForSelector(broken);
    expect(await page.$eval(broken, (list) => list.textContent)).toContain("the link /Home/Article/art-gone leads to nothing");
    expect(await page.$('[data-testid="article-card"][data-uuid="art-full"] [data-testid="article-problems"]')).toBeNull();
    await checkLayout(page, "an article's problems");

    // An article another points at is not deleted; the console names who points at it.
    await page.click('[data-testid="article-card"][data-uuid="art-mala-play"] [data-testid="article-delete"]');
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="library-articles"] [role="alert"]')].some((a) => a.textContent !== ""));
    expect(await page.$$eval('[data-testid="library-articles"] [role="alert"]', (alerts) => alerts.map((a) => a.textContent).join(""))).toBe(
      "“Play every day” cannot be deleted: “Welcome” point to it.",
    );
    // A new article, made and deleted.
    await page.click('[data-testid="article-new"]');
    await page.waitForSelector('[data-testid="article-editor"]');
    await page.$eval('[data-testid="html-source"]', (source) => (source as HTMLTextAreaElement).select());
    await page.type('[data-testid="html-source"]', "<h2>Wash hands</h2><p>With soap.</p>");
    await page.select('[data-testid="article-parent"]', "art-mala-welcome");
    await page.click('[data-testid="article-save"]');
    await page.waitForFunction(
      () => [...document.querySelectorAll('[data-testid="article-card"] strong')].some((title) => title.textContent === "Wash hands"),
      {
        timeout: 20_000,
      },
    );
    const made = await page.$$eval('[data-testid="article-card"]', (cards) =>
      cards.find((c) => c.querySelector("strong")?.textContent === "Wash hands")!.getAttribute("data-uuid")!,
    );
    expect(made).toMatch(/^art-[0-9a-f]{8}$/);
    expect(await draftContent(target, "articles", made, "en")).toEqual({
      uuid: made,
      article: "<h2>Wash hands</h2><p>With soap.</p>",
      page: "Article",
      parent_id: "art-mala-welcome",
      childpages: [],
      default: false,
    });
    await page.click(`[data-testid="article-card"][data-uuid="${made}"] [data-testid="article-delete"]`);
    await page.waitForSelector('[data-testid="admin-confirm"]');
    await page.click('[data-testid="admin-confirm-ok"]');
    await page.waitForFunction((uuid) => !document.querySelector(`[data-testid="article-card"][data-uuid="${uuid}"]`), { timeout: 20_000 }, made);
    await expect(draftContent(target, "articles", made, "en")).rejects.toThrow(`no articles ${made} (en)`);

    await page.click('[data-testid="article-card"][data-uuid="art-full"] [data-testid="article-edit"]');
    await page.waitForSelector('[data-testid="article-editor"]');
    const photo = path.join(downloads, "photo.png");
    await bigPng(page, photo);
    await ((await page.$('[data-testid="html-image"]')) as ElementHandle<HTMLInputElement>).uploadFile(photo);
    await page.waitForFunction(() => (document.querySelector('[data-testid="html-image-note-error"]')?.textContent ?? "") !== "", { timeout: 20_000 });
    expect(await page.$eval('[data-testid="html-image-note-error"]', (p) => p.textContent)).toMatch(
      /^The image is [\d.]+ KB, even at phone size, and the article has room for [\d.]+ (?:KB|B) more \(2 MB in all\)\. Choose a smaller image\.$/,
    );
    expect(await page.$eval('[data-testid="html-source"]', (source) => (source as HTMLTextAreaElement).value.includes("<img"))).toBe(false);
    await checkLayout(page, "a refused photo");

    // A file that is no release is told apart before it is sent; one the server refuses says why.
    const notJson = path.join(downloads, "notes.json");
    fs.writeFileSync(notJson, "these are my notes");
    await openSection(page, target, "export-import", "library-files");
    await ((await page.$('[data-testid="import-file"]')) as ElementHandle<HTMLInputElement>).uploadFile(notJson);
    await page.waitForFunction(() => document.querySelector('[data-testid="import-status-error"]')?.textContent === "This is not a release file: not JSON");
    const bogus = path.join(downloads, "bogus-release-1.json");
    fs.writeFileSync(
      bogus,
      JSON.stringify({
        format: "stepwise-release",
        version: 1,
        app_identifier: "MALA",
        number: 1,
        exportedAt: new Date().toISOString(),
        settings: {
          app_title: "Bogus",
          login: false,
          metadata: { text2speech: false, userLogin: false, introText: null },
          languages: [{ id: "1", name: "English", languageCode: "en" }],
          regions: [],
          forms: [{ formtype: "MILESTONE" }],
        },
        items: [{ kind: "bogus", key: "x", language: "en", content: {} }],
      }),
    );
    await ((await page.$('[data-testid="import-file"]')) as ElementHandle<HTMLInputElement>).uploadFile(bogus);
    await page.waitForSelector('[data-testid="import-summary"]');
    expect(await page.$eval('[data-testid="import-summary"]', (s) => s.textContent)).toContain("bogus: 1");
    await page.click('[data-testid="import-confirm"]');
    await page.waitForFunction(() => /^The server refused the file: /.test(document.querySelector('[data-testid="import-status-error"]')?.textContent ?? ""), {
      timeout: 20_000,
    });
    expect(await page.$eval('[data-testid="import-status-error"]', (p) => p.textContent)).toContain('"bogus" is not a kind of content');
    await checkLayout(page, "a refused import");
    // The draft is as it was.
    expect(await draftContent<{ uuid: string }>(target, "articles", "art-broken", "en")).toMatchObject({ uuid: "art-broken" });
    await page.browserContext().close();
  });
});
