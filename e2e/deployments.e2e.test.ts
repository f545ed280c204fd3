import { FIRST_RUN_ANSWERS_ID } from "@stepwise/domain";
import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { completeFirstRun, controlledByServiceWorker, laneBrowser, leaveBrowser, waitReady } from "./support/browser.js";
import { liveContentIsTheRelease, serverDatabase } from "./support/database.js";
import { E2E_ADMIN_TOKEN } from "./support/global-setup.js";

const port = new URL(inject("baseUrl")).port;
/** Chromium resolves *.localhost to loopback: the host chooses the MALA deployment. */
const malaUrl = `http://mala.localhost:${port}`;

const cssVariable = (page: Page, name: string) => page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);
const text = (page: Page, selector: string) => page.$eval(selector, (el) => el.textContent?.trim() ?? "");

/** The phone offline, the app started again: it must reach /Home from what it kept. */
async function startOffline(page: Page): Promise<void> {
  await page.setOfflineMode(true);
  await page.reload();
  await waitReady(page);
  await page.waitForFunction(() => location.pathname === "/Home");
}

describe("the MALA deployment on mala.localhost", () => {
  let browser: Browser;
  let page: Page;
  const db = serverDatabase();

  beforeAll(async () => {
    // A text the deployment lacks in Chichewa: the app must show NB for it (docs/product.md §8).
    await db.query(
      "delete from content_items where kind = 'translations' and key = 'SETTINGS' and language = 'ny' and application_id = (select id from applications where host = 'mala.localhost')",
    );
    await liveContentIsTheRelease(db, "host = 'mala.localhost'");
    browser = await laneBrowser();
    page = await (await browser.createBrowserContext()).newPage();
  });

  afterAll(async () => {
    await leaveBrowser(browser);
  });

  it("runs the first run in MALA colours, switches to Chichewa, shows NB for a missing text, and works offline afterwards", async () => {
    // The GraphQL operations the phone sends: MALA has no health-issue form, so never its tree (docs/worker-phone.md, "A weak link").
    const operations: string[] = [];
    page.on("request", (request) => {
      if (request.method() !== "POST" || !request.url().endsWith("/graphql")) return;
      operations.push((JSON.parse(request.postData() ?? "{}") as { operationName?: string }).operationName ?? "");
    });
    await page.goto(malaUrl);
    await waitReady(page);
    await controlledByServiceWorker(page);

    await page.waitForSelector('[data-testid="init-welcome"]');
    expect(await text(page, '[data-testid="init-welcome"] h1')).toBe("Welcome · Stepwise Malawi");
    expect(await cssVariable(page, "--primary")).toBe("#AC3B61");
    expect(await cssVariable(page, "--secondary")).toBe("#EDC7B7");
    expect(await cssVariable(page, "--accent")).toBe("#123C69");
    expect(await page.$eval(".app-header", (el) => getComputedStyle(el).backgroundColor)).toBe("rgb(172, 59, 97)");

    await page.click('[data-testid="init-next"]');
    await page.waitForSelector('[data-testid="init-language"]');
    expect(await text(page, '[data-testid="init-language"] h1')).toBe("Choose your language");
    await page.click('[data-testid="language-option"][data-code="ny"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="init-language"] h1')?.textContent === "Sankhani chilankhulo chanu");
    expect(await text(page, '[data-testid="init-next"]')).toBe("Pitirizani");

    await page.click('[data-testid="init-next"]');
    await page.waitForSelector('[data-testid="init-region"]');
    await page.click('[data-testid="region-option"][data-id="13"]');
    await page.click('[data-testid="init-next"]');
    await page.waitForSelector('[data-testid="init-recap"]');
    expect(await text(page, '[data-testid="recap-language"]')).toBe("Chichewa");
    expect(await text(page, '[data-testid="recap-region"]')).toBe("Chigawo cha Kummwera");
    // A first run with nothing to send asks for no orders, registers nothing and reads no feed until it ends:
    // on a weak link the configuration and its texts go alone (docs/worker-phone.md, "A weak link").
    const contacts = ["DeviceOrders", "DeviceAccounts", "RegisterAppInstall", "ReportDeviceStatus", "ChangesSince"];
    expect(operations.filter((name) => contacts.includes(name))).toEqual([]);
    await page.click('[data-testid="init-finish"]');
    await page.waitForFunction(() => location.pathname === "/Home");
    // Its end begins them: the install is registered and the phone's orders are asked.
    await expect
      .poll(() => operations.filter((name) => name === "RegisterAppInstall" || name === "DeviceOrders").sort(), { timeout: 15_000 })
      .toEqual(["DeviceOrders", "RegisterAppInstall"]);
    expect(operations).toContain("Articles");
    expect(operations).toContain("ClientFormTemplate");
    expect(operations).not.toContain("HiappTree");

    expect(await text(page, 'a[href="/forms/clients"]')).toBe("Makasitomala");
    expect(await text(page, 'a[href="/settings"]')).toBe("NB");
    // The header names the deployment, not the default app (docs/decisions/0002-menus-follow-the-deployment.md).
    expect(await text(page, ".app-title")).toBe("Stepwise Malawi");

    await startOffline(page);
    expect(await text(page, 'a[href="/forms/clients"]')).toBe("Makasitomala");
    expect(await cssVariable(page, "--primary")).toBe("#AC3B61");
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("settings") ?? "{}") as unknown)).toMatchObject({ languageCode: "ny", regionID: "13" });
  });

  it("takes a new host's configuration and English texts from the page: neither is asked before the welcome, both are kept for an offline start", async () => {
    // A deployment of its own, so its English texts can differ from every other's (docs/worker-phone.md, "A weak link").
    const host = "answers.localhost";
    const created = await fetch(`${inject("baseUrl")}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
      body: JSON.stringify({
        query: "mutation($input: CreateDeploymentInput!) { createDeployment(input: $input) { id } }",
        variables: {
          input: {
            app_identifier: "MALA",
            host,
            app_title: "Stepwise Zomba",
            version: "2.05.0",
            metadata: { text2speech: true, userLogin: false },
            languages: [{ id: "1", name: "English", languageCode: "en" }],
            regions: [{ id: "7", name: "Zomba", countryID: null }],
            forms: ["MILESTONE"],
          },
        },
      }),
    });
    const { data } = (await created.json()) as { data: { createDeployment: { id: number } } };
    for (const [key, translation] of [
      ["WELCOME", "Takulandirani, welcome"],
      ["CLIENTS", "Zomba clients"],
    ])
      await db.query(
        "update content_items set content = jsonb_set(content, '{translation}', to_jsonb($3::text)) where application_id = $1 and kind = 'translations' and key = $2 and language = 'en'",
        [data.createDeployment.id, key, translation],
      );
    await liveContentIsTheRelease(db, `id = ${data.createDeployment.id}`);

    const phone = await (await browser.createBrowserContext()).newPage();
    const operations: string[] = [];
    phone.on("request", (request) => {
      if (request.method() !== "POST" || !request.url().endsWith("/graphql")) return;
      operations.push((JSON.parse(request.postData() ?? "{}") as { operationName?: string }).operationName ?? "");
    });
    await phone.goto(`http://${host}:${port}`);
    await phone.waitForSelector('[data-testid="init-welcome"]');
    expect(await text(phone, '[data-testid="init-welcome"] h1')).toBe("Takulandirani, welcome · Stepwise Zomba");
    expect(operations).not.toContain("CurrentApplication");
    // The page's answers are taken out of it once read.
    expect(await phone.$(`#${FIRST_RUN_ANSWERS_ID}`)).toBeNull();

    // No reload on the way (it would start from the service worker's page, which asks the server).
    await phone.waitForFunction(() => navigator.serviceWorker.controller !== null, { timeout: 30_000 });
    await completeFirstRun(phone);
    expect(await text(phone, 'a[href="/forms/clients"]')).toBe("Zomba clients");
    // The texts were never asked for: what shows offline below is what the page brought.
    expect(operations).not.toContain("Translations");

    // Offline, the service worker's page carries no answers: the texts come from the kept cache.
    await startOffline(phone);
    expect(await text(phone, 'a[href="/forms/clients"]')).toBe("Zomba clients");
    expect(await text(phone, ".app-title")).toBe("Stepwise Zomba");
    await phone.close();
  });
});
