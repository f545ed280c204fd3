import { randomUUID } from "node:crypto";
import type { Browser, HTTPResponse, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createWorker, legacySave } from "./support/api.js";
import { gotoClients, laneBrowser, leaveBrowser, login, openDevice, persistedCacheHolds, reloadOffline, waitForClientNamed } from "./support/browser.js";
import { operatorConsole } from "./support/console.js";
import { E2E_ADMIN_TOKEN } from "./support/global-setup.js";
import { dropFromPersistedRecords } from "./support/held-records.js";

const baseUrl = inject("baseUrl");
const password = "correct horse battery";

/** The answers to the holdings checks a page asked for (compareHoldings), in order: the ranges that differed. */
function recordChecks(page: Page) {
  const answers: Array<Array<{ table: string; prefix: string; count: number; records: Array<{ uuid: string }> | null }>> = [];
  const keep = async (response: HTTPResponse) => {
    const request = response.request();
    if (!response.url().endsWith("/graphql") || !request.postData()?.includes('"operationName":"CompareHoldings"')) return;
    const body = (await response.json().catch(() => null)) as { data?: { compareHoldings: (typeof answers)[number] } } | null;
    answers.push(body?.data?.compareHoldings ?? []);
  };
  page.on("response", (response) => void keep(response));
  return answers;
}

const clientNames = (page: Page) => page.$$eval('[data-testid="client-name-text"]', (items) => items.map((item) => item.textContent ?? "").sort());

/**
 * docs/sync-and-api.md, "The holdings check", end to end: a worker's phone holds her clients; one
 * is deleted from the records the phone keeps, by hand; at the next start online the check finds
 * the range that lacks it, the phone fetches it back, and the operator's devices page and the audit
 * log show the heal with its count.
 */
describe("the holdings check heals a record deleted from a phone's store", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await laneBrowser();
  });
  afterAll(() => leaveBrowser(browser));

  it("finds the record missing at the next start, fetches it back, and the console shows the heal", async () => {
    const tag = randomUUID().slice(0, 6);
    const email = `holdings-${tag}@example.org`;
    await createWorker(baseUrl, email, password);
    const clients = ["Alinafe", "Bongani", "Chikondi"].map((name) => ({ uuid: randomUUID(), clientname: `${name} ${tag}` }));
    for (const client of clients) expect((await legacySave(baseUrl, email, password, client)).status).toBe(200);

    const phone = await openDevice(browser, baseUrl);
    const checks = recordChecks(phone);
    await login(phone, email, password);
    await gotoClients(phone);
    for (const client of clients) await waitForClientNamed(phone, client.clientname, 20_000);
    // The first check, after the first sync and its catch-up, finds nothing to heal.
    await expect.poll(() => checks.length, { timeout: 20_000 }).toBeGreaterThan(0);
    expect(checks[0]).toEqual([]);
    // Idle and saved: every client is kept on the phone, and no save of the page's own is pending.
    await expect.poll(async () => (await Promise.all(clients.map((c) => persistedCacheHolds(phone, c.uuid)))).every(Boolean), { timeout: 20_000 }).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1500));

    const lost = clients[1]!;
    const installId = await dropFromPersistedRecords(phone, "Client", lost.uuid);
    expect(await persistedCacheHolds(phone, lost.uuid)).toBe(false);

    // Offline, the phone shows what it keeps: the client is gone from it.
    await phone.setOfflineMode(true);
    await reloadOffline(phone);
    await gotoClients(phone);
    await waitForClientNamed(phone, clients[0]!.clientname, 10_000);
    expect(await clientNames(phone)).toEqual([clients[0]!.clientname, clients[2]!.clientname]);

    // Online again: the catch-up finds nothing new, the check finds the clients' range lacking it, and it comes back.
    const checksBefore = checks.length;
    await phone.setOfflineMode(false);
    await waitForClientNamed(phone, lost.clientname, 30_000);
    expect(await clientNames(phone)).toEqual(clients.map((c) => c.clientname).sort());
    expect(checks.length).toBeGreaterThan(checksBefore);
    expect(checks[checksBefore]).toEqual([
      {
        __typename: "HoldingsRangeDifference",
        table: "clients",
        prefix: "",
        count: 3,
        records: expect.arrayContaining([expect.objectContaining({ uuid: lost.uuid })]),
      },
    ]);
    await expect.poll(() => persistedCacheHolds(phone, lost.uuid), { timeout: 20_000 }).toBe(true);

    // The operator's devices page shows the heal with its count; the audit log records it.
    const admin = await operatorConsole(browser, baseUrl);
    await admin.click('nav a[href="/admin/devices"]');
    const healed = `[data-testid="device-card"][data-install="${installId}"] [data-testid="device-healed"]`;
    await admin.waitForSelector(healed, { timeout: 20_000 });
    expect(await admin.$eval(healed, (el) => [el.getAttribute("data-records"), el.textContent])).toEqual(["1", expect.stringMatching(/^healed 1 record on /)]);

    const audit = await fetch(`${baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
      body: JSON.stringify({
        query: "query($f: AuditFilter) { auditEvents(filter: $f) { actorKind actor action target detail } }",
        variables: { f: { action: "device.holdings-healed", target: installId } },
      }),
    });
    expect(((await audit.json()) as { data: { auditEvents: unknown[] } }).data.auditEvents).toEqual([
      {
        actorKind: "device",
        actor: installId,
        action: "device.holdings-healed",
        target: installId,
        detail: `worker ${email}; 1 record: clients 1 fetched, 0 dropped`,
      },
    ]);
  });
});
