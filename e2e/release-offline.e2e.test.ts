import { randomUUID } from "node:crypto";
import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminGraphQL } from "./support/api.js";
import {
  completeFirstRun,
  controlledByServiceWorker,
  gotoClients,
  laneBrowser,
  leaveBrowser,
  noticeTexts,
  openFromMenu,
  waitForClientNamed,
  waitReady,
  waitSynced,
} from "./support/browser.js";
import { serverDatabase } from "./support/database.js";
import { draftItem, malaCopy, publish, putDraftItem } from "./support/release-deployment.js";

const baseUrl = inject("baseUrl");

interface ArticleContent {
  article: string;
  [field: string]: unknown;
}
interface ClientTemplate {
  clientFormFields: Array<{ clientField: string; mandatory: boolean; [field: string]: unknown }>;
  [field: string]: unknown;
}

/** The content release the phone holds (its stored configuration's contentVersion). */
const heldRelease = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem("application") ?? "{}") as { contentVersion?: number }).contentVersion ?? null);

/** The Chichewa article "art-mala-help" as the phone shows it. */
async function articleText(page: Page): Promise<string> {
  await openFromMenu(page, "/Home");
  const link = '[data-testid="article-list"] a[href="/Home/Article/art-mala-help"]';
  await page.waitForSelector(link);
  // Clicked where it is at that moment: the list may be drawn again meanwhile.
  await page.$eval(link, (a) => (a as HTMLElement).click());
  await page.waitForSelector('[data-testid="article"]');
  return page.$eval('[data-testid="article"]', (el) => el.textContent ?? "");
}

/** A new client's drawer with every field the seed's form makes mandatory answered, and the village left empty. */
async function fillNewClient(page: Page, name: string): Promise<void> {
  await gotoClients(page);
  await page.click('[data-testid="new-client"]');
  await page.type('[data-testid="client-name"]', name);
  await page.type('[data-testid="client-birthdate"]', "15-01-2025");
  await page.click('[data-testid="client-field-gender"] input[value="1"]');
  await page.click('[data-testid="consent-care-box"]');
}

const validity = (page: Page) => page.$eval('[data-testid="client-validity"]', (el) => el.getAttribute("data-valid"));
const mandatoryMarks = (page: Page) => page.$$eval("abbr.mandatory", (marks) => marks.length);

/**
 * docs/worker-phone.md, "Content releases on the phone", end to end at 360 and 1280 px: a MALA phone offline
 * while an operator publishes keeps its release, makes a client under it, and at its next contact
 * sends the edit and takes the new release whole; a rollback reaches it the same way.
 */
describe.each([
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
])("a content release reaches a phone that was offline, at $width px", (viewport) => {
  let browser: Browser;
  const db = serverDatabase();
  let deployment: { id: number; host: string };
  const tag = randomUUID().slice(0, 6);
  const newText = `Funsani thandizo msanga ${tag}`;

  beforeAll(async () => {
    browser = await laneBrowser();
    deployment = await malaCopy(baseUrl, `release${viewport.width}`);
  });

  afterAll(async () => {
    await leaveBrowser(browser);
  });

  it("keeps the old release offline, takes the published one whole at its next contact with the offline edit sent, and a rollback brings the old text back", async () => {
    // A phone of the deployment, its first run in Chichewa, controlled by its service worker (offline screens load from it).
    const page = await (await browser.createBrowserContext()).newPage();
    await page.setViewport(viewport);
    await page.goto(`http://${deployment.host}:${new URL(baseUrl).port}`);
    await waitReady(page);
    await controlledByServiceWorker(page);
    await completeFirstRun(page, { languageCode: "ny" });
    const first = await heldRelease(page);
    expect(first).toEqual(expect.any(Number));
    const oldText = await articleText(page);
    expect(oldText).not.toContain(tag);
    // The client form's code and content are in before the link goes.
    await gotoClients(page);

    await page.setOfflineMode(true);
    await page.waitForFunction(() => !navigator.onLine);
    await expect.poll(() => noticeTexts(page)).not.toEqual([]);

    // The operator publishes a changed Chichewa article and a client form whose village is mandatory.
    const play = await draftItem<ArticleContent>(baseUrl, deployment.id, "articles", "art-mala-help", "ny");
    await putDraftItem(baseUrl, deployment.id, { kind: "articles", key: "art-mala-help", language: "ny", content: { ...play, article: `<p>${newText}</p>` } });
    const form = await draftItem<ClientTemplate>(baseUrl, deployment.id, "generic_clients", "carer-client", "");
    const villageMandatory = { ...form, clientFormFields: form.clientFormFields.map((f) => (f.clientField === "village" ? { ...f, mandatory: true } : f)) };
    await putDraftItem(baseUrl, deployment.id, { kind: "generic_clients", key: "carer-client", language: "", content: villageMandatory });
    const second = await publish(baseUrl, deployment.id, `village mandatory ${tag}`);
    expect(second).toBeGreaterThan(first!);

    // Offline, under the old release: a client without a village is complete.
    const name = `Chisomo Phiri ${tag}`;
    await fillNewClient(page, name);
    expect(await mandatoryMarks(page)).toBe(4);
    expect(await validity(page)).toBe("true");
    await page.click('[data-testid="client-save"]');
    await waitForClientNamed(page, name, 10_000);
    const uuid = await page.$eval('[data-testid="client-item"]', (item) => item.getAttribute("data-uuid")!);
    expect(await heldRelease(page)).toBe(first);

    // Its next contact: the edit reaches the server, and the new release comes whole.
    await page.setOfflineMode(false);
    await waitSynced(page, 30_000);
    const stored = await db.query<{ content: { clientname: string; valid: boolean } }>("select content from records where uuid = $1", [uuid]);
    expect(stored.rows[0]?.content.clientname).toBe(name);
    await page.waitForFunction(
      (wanted) => (JSON.parse(localStorage.getItem("application") ?? "{}") as { contentVersion?: number }).contentVersion === wanted,
      { timeout: 30_000 },
      second,
    );
    expect(await articleText(page)).toContain(newText);
    await fillNewClient(page, `Another ${tag}`);
    expect(await mandatoryMarks(page)).toBe(5);
    expect(await validity(page)).toBe("false");
    await page.type('[data-testid="client-field-village"]', "Chileka");
    expect(await validity(page)).toBe("true");
    await page.click('[data-testid="client-save"]');
    await waitForClientNamed(page, `Another ${tag}`, 10_000);
    // The device list shows the release the phone holds (its own install: no worker logged in).
    const installId = await page.evaluate(() => localStorage.getItem("APP-ID"));
    await expect
      .poll(
        async () => {
          const { devices } = await adminGraphQL<{ devices: Array<{ installId: string; contentRelease: number | null }> }>(
            baseUrl,
            "query($filter: DeviceFilter) { devices(filter: $filter) { installId contentRelease } }",
            { filter: { first: 500 } },
          );
          return devices.find((d) => d.installId === installId)?.contentRelease;
        },
        { timeout: 30_000 },
      )
      .toBe(second);

    // A rollback to the first release reaches the phone at its next contact.
    await adminGraphQL(baseUrl, 'mutation($id: Int!, $to: Int!) { rollbackRelease(applicationId: $id, to: $to, note: "back") { number } }', {
      id: deployment.id,
      to: first,
    });
    await page.setOfflineMode(true);
    await page.waitForFunction(() => !navigator.onLine);
    await page.setOfflineMode(false);
    await page.waitForFunction(
      (before) => ((JSON.parse(localStorage.getItem("application") ?? "{}") as { contentVersion?: number }).contentVersion ?? 0) > before,
      { timeout: 30_000 },
      second,
    );
    expect(await articleText(page)).toBe(oldText);
    await page.browserContext().close();
  });
});
