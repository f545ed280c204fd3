import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";
import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { dismissNotices, gotoClients, laneBrowser, leaveBrowser, openDevice, reloadOffline, waitForClientNamed, waitSynced } from "./support/browser.js";
import { serverDatabase } from "./support/database.js";
import type { ClientContent, StoredContent } from "./support/stored-records.js";

const baseUrl = inject("baseUrl");

/** A plain RGB PNG of the given size, as a phone camera would hand over a (large) photo. */
function writePng(file: string, width: number, height: number): void {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set([(x * 255) / width, 120, 200], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  fs.writeFileSync(
    file,
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", deflateSync(pixels)),
      chunk("IEND", Buffer.alloc(0)),
    ]),
  );
}

const item = (uuid: string) => `[data-testid="client-item"][data-uuid="${uuid}"]`;

async function uuidOf(page: Page, name: string): Promise<string> {
  await waitForClientNamed(page, name, 10_000);
  return page.$$eval(
    '[data-testid="client-item"]',
    (items, wanted) => items.find((el) => el.querySelector('[data-testid="client-name-text"]')?.textContent === wanted)!.getAttribute("data-uuid")!,
    name,
  );
}

async function createClient(page: Page, name: string): Promise<string> {
  await dismissNotices(page);
  await page.click('[data-testid="new-client"]');
  await page.type('[data-testid="client-name"]', name);
  await page.click('[data-testid="client-save"]');
  return uuidOf(page, name);
}

const shownNames = (page: Page) => page.$$eval('[data-testid="client-name-text"]', (els) => els.map((el) => el.textContent));
const validity = (page: Page) => page.$eval('[data-testid="client-validity"]', (el) => el.getAttribute("data-valid"));

describe("the clients screen", () => {
  let browser: Browser;
  let page: Page;
  const db = serverDatabase();

  beforeAll(async () => {
    browser = await laneBrowser();
    page = await openDevice(browser, baseUrl);
    await page.setViewport({ width: 360, height: 780 });
    await gotoClients(page);
  });

  afterAll(async () => {
    await leaveBrowser(browser);
  });

  it("keeps a client invalid until its mandatory fields are answered, then valid with its age in months", async () => {
    const name = `Amina Banda ${randomUUID().slice(0, 4)}`;
    await page.click('[data-testid="new-client"]');
    await page.waitForSelector('[data-testid="consent-care-box"]', { timeout: 10_000 });
    const mandatory = await page.$$eval("abbr.mandatory", (marks) =>
      marks.map(
        (m) => m.closest("label, fieldset")!.querySelector("[data-testid]")?.getAttribute("data-testid") ?? m.closest("fieldset")?.getAttribute("data-testid"),
      ),
    );
    expect(mandatory).toEqual(["client-name", "client-birthdate", "client-field-gender", "consent-care-box"]);
    expect(await validity(page)).toBe("false");
    await page.type('[data-testid="client-name"]', name);
    await page.click('[data-testid="client-save"]');
    const uuid = await uuidOf(page, name);
    expect(await page.$(`${item(uuid)} [data-testid="client-incomplete"]`)).not.toBeNull();

    // A birthdate on the first of the month 22 months ago: 22 whole months today, whatever today is.
    const born = new Date();
    born.setDate(1);
    born.setMonth(born.getMonth() - 22);
    const birthdate = `01-${String(born.getMonth() + 1).padStart(2, "0")}-${born.getFullYear()}`;

    await dismissNotices(page);
    await page.click(`${item(uuid)} button.client-open`);
    await page.waitForSelector('[data-testid="client-birthdate"]');
    await page.type('[data-testid="client-birthdate"]', birthdate);
    await page.click('[data-testid="client-field-gender"] input[value="1"]');
    expect(await validity(page)).toBe("false");
    expect(await page.$eval('[data-testid="client-age"]', (el) => el.textContent)).toBe("22 months");
    await page.click('[data-testid="consent-care-box"]');
    expect(await validity(page)).toBe("true");
    await page.type('[data-testid="client-field-siblings"]', "3");
    await page.select('[data-testid="client-field-school"]', "2");
    await page.click('[data-testid="client-field-conditions"] input[value="2"]');
    await page.type('[data-testid="client-field-conditions-note-2"]', "since birth");
    await page.type('[data-testid="client-field-notes"]', "Lives with her grandmother");
    await page.select('[data-testid="client-flow"]', "80");
    await page.click('[data-testid="client-save"]');
    await page.waitForFunction((sel) => document.querySelector(sel) === null, {}, `${item(uuid)} [data-testid="client-incomplete"]`);
    expect(await page.$eval(`${item(uuid)} .client-badges`, (el) => el.textContent)).toContain("22 months");

    await waitSynced(page);
    const { rows } = await db.query<StoredContent<ClientContent>>("select content from records where table_name = 'clients' and uuid = $1", [uuid]);
    const client = rows[0]!.content;
    expect([client.valid, client.age]).toEqual([true, 22]);
    const answers = Object.fromEntries(client.clientFormFields.map((f): [string, unknown] => [f.clientField, f.answer]));
    expect(answers).toEqual({
      name,
      birthdate,
      gender: 1,
      village: null,
      siblings: 3,
      school: 2,
      conditions: "2",
      notes: "Lives with her grandmother",
      consent: 1,
      approach: 80,
    });
    const conditions = client.clientFormFields.find((f) => f.clientField === "conditions");
    expect(conditions?.categories?.find((c) => c.id === "2")?.text_input).toBe("since birth");

    // The client info drawer: a read-only look, toggled from the list.
    await dismissNotices(page);
    await page.click(`${item(uuid)} [data-testid="client-info-toggle"]`);
    await page.waitForSelector('[data-testid="client-info-answers"]');
    const info = await page.$$eval('[data-testid="client-info-answers"] div', (lines) =>
      lines.map((l) => `${l.querySelector("dt")!.textContent}: ${l.querySelector("dd")!.textContent}`),
    );
    expect(info).toEqual(
      expect.arrayContaining(["Gender: Girl", "School: Primary school", "Conditions: Epilepsy (since birth)", "Rehabilitation approach: ICF"]),
    );
    await page.click('[data-testid="client-info"] .icon-button');
    await page.waitForFunction(() => document.querySelector('[data-testid="client-info"]') === null);
  });

  it("finds clients by name and hides archived ones unless asked for", async () => {
    // Names of this test alone, so clients other tests made on this server are never counted.
    const own = randomUUID().slice(0, 4);
    const names = [`Chikondi Phiri ${own}`, `Thoko Banda ${own}`, `Zoë Banda ${own}`];
    const uuids: string[] = [];
    for (const name of names) uuids.push(await createClient(page, name));
    const [chikondi, thoko] = uuids as [string, string, string];
    const search = async (text: string, count: number) => {
      await page.click('[data-testid="client-search"]', { count: 3 });
      await page.keyboard.press("Backspace");
      await page.type('[data-testid="client-search"]', text);
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="client-item"]').length === n, { timeout: 5000 }, count);
    };

    await search(`banda ${own}`, 2);
    expect(await shownNames(page)).toEqual([names[1], names[2]]);
    await search(`ZOE ${own}`, 1);
    expect(await shownNames(page)).toEqual([names[2]]);

    await search(own, 3);
    await page.click(`${item(thoko)} [data-testid="client-archive"]`);
    await page.waitForFunction((sel) => document.querySelector(sel) === null, {}, item(thoko));
    expect(await shownNames(page)).toEqual([names[0], names[2]]);

    await page.click('[data-testid="client-archived-filter"]');
    await page.waitForSelector(`${item(thoko)} [data-testid="client-archived-badge"]`);
    expect(await shownNames(page)).toEqual(names);
    await search(`phiri ${own}`, 1);
    expect(await page.$(item(chikondi))).not.toBeNull();

    await waitSynced(page);
    const { rows } = await db.query<{ archived: string }>("select content->>'archived' as archived from records where table_name = 'clients' and uuid = $1", [
      thoko,
    ]);
    expect(rows[0]?.archived).toBe("true");

    await page.click('[data-testid="client-archived-filter"]');
    await search("nobody by this name", 0);
    expect(await page.$eval('[data-testid="no-clients-found"]', (el) => el.textContent)).toBe("No clients match “nobody by this name”.");
    await search(`banda ${own}`, 1);
    expect(await shownNames(page)).toEqual([names[2]]);
  });

  it("keeps a photo from a file, resized in the browser, as the client's client_images record", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-photo-")), "photo.png");
    writePng(file, 2000, 1000);
    await page.click('[data-testid="client-search"]', { count: 3 });
    await page.keyboard.press("Backspace");
    const name = `Photo Client ${randomUUID().slice(0, 4)}`;
    const uuid = await createClient(page, name);
    await dismissNotices(page);
    await page.click(`${item(uuid)} button.client-open`);
    const input = await page.waitForSelector('[data-testid="client-photo-input"]');
    expect(await input!.evaluate((el) => [el.getAttribute("accept"), el.getAttribute("capture")])).toEqual(["image/*", "environment"]);
    await (input as unknown as { uploadFile(path: string): Promise<void> }).uploadFile(file);
    await page.waitForSelector('[data-testid="client-photo-preview"]', { timeout: 10_000 });
    await page.click('[data-testid="client-save"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="client-drawer"]') === null);
    await waitSynced(page);

    const { rows } = await db.query<StoredContent<{ image: string }>>(
      "select content from records where table_name = 'client_images' and content->>'client_uuid' = $1",
      [uuid],
    );
    expect(rows).toHaveLength(1);
    const image = rows[0]!.content.image;
    expect(image.startsWith("data:image/jpeg;base64,")).toBe(true);
    const size = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    }, image);
    expect(size).toEqual([1024, 512]);

    await page.click(`${item(uuid)} button.client-open`);
    await page.waitForSelector('[data-testid="client-photo-preview"]');
    expect(await page.$eval('[data-testid="client-photo-preview"]', (el) => el.getAttribute("alt"))).toBe(`Photo of ${name}`);
  });

  it("offers the deployment's whole client form offline after a reload, so an offline client is judged by it too", async () => {
    // Once the form has been shown online (the clients screen loads it), it is kept for offline use.
    await dismissNotices(page);
    await page.click('[data-testid="new-client"]');
    await page.waitForSelector('[data-testid="consent-care-box"]', { timeout: 10_000 });
    await page.click('[data-testid="client-close"]');
    await page.setOfflineMode(true);
    try {
      await reloadOffline(page);
      await gotoClients(page);
      await page.click('[data-testid="new-client"]');
      await page.waitForSelector('[data-testid="consent-care-box"]', { timeout: 10_000 });
      expect(await page.$$eval("abbr.mandatory", (marks) => marks.length)).toBe(4);
      const name = `Offline Client ${randomUUID().slice(0, 4)}`;
      await page.type('[data-testid="client-name"]', name);
      await page.type('[data-testid="client-birthdate"]', "01-02-2025");
      await page.click('[data-testid="client-field-gender"] input[value="2"]');
      expect(await validity(page)).toBe("false");
      await page.click('[data-testid="client-save"]');
      const uuid = await uuidOf(page, name);
      expect(await page.$(`${item(uuid)} [data-testid="client-incomplete"]`)).not.toBeNull();
      expect(await page.$(`${item(uuid)} [data-testid="client-pending"]`)).not.toBeNull();
    } finally {
      await page.setOfflineMode(false);
    }
  });
});
