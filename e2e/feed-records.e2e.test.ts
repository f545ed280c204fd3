import { randomUUID } from "node:crypto";
import type { Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { waitForClientNamed } from "./support/browser.js";
import { recordGraphQL } from "./support/graphql-sent.js";
import { twoDevicesOfOneWorker, type TwoDevices } from "./support/two-devices.js";

const baseUrl = inject("baseUrl");
const email = `worker-${randomUUID().slice(0, 8)}@example.org`;
const password = "correct horse battery";

/** Saves new clients in one batch as a legacy device of the worker does (REST saveTables); answers their names. */
async function saveClients(count: number, prefix: string): Promise<string[]> {
  const login = await fetch(`${baseUrl}/api/login`, { method: "POST", body: new URLSearchParams({ email, password }) });
  const { token } = (await login.json()) as { token: string };
  const names = Array.from({ length: count }, (_, i) => `${prefix} ${i + 1}`);
  const payload = JSON.stringify(
    names.map((clientname) => {
      const uuid = randomUUID();
      return { appIdentifier: "default", user_id: 1, uuid, table: "clients", record: { uuid, clientname, synced: 0 }, queuedAt: new Date().toISOString() };
    }),
  );
  const saved = await fetch(`${baseUrl}/api/saveTables/${randomUUID()}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: new URLSearchParams({ payload }),
  });
  expect(saved.status).toBe(200);
  return names;
}

/** The keys of each request of the feed's records: asked as documents (StoredDocuments), never typed (StoredRecords, kept for older builds). */
const storedRecordsKeys = (sent: ReturnType<typeof recordGraphQL>) => {
  expect(sent.filter((op) => op.operationName === "StoredRecords")).toEqual([]);
  return sent.filter((op) => op.operationName === "StoredDocuments").map((op) => (op.variables?.keys as unknown[]).length);
};

/** docs/sync-and-api.md, "The device's feed": the records a notice or a catch-up page names come in one request. */
describe("the change feed's records in one request", () => {
  let devices: TwoDevices;
  let deviceB: Page;

  beforeAll(async () => {
    devices = await twoDevicesOfOneWorker(baseUrl, inject("databaseUrl"), email, password);
    ({ deviceB } = devices);
  });

  afterAll(() => devices?.close());

  it("fetches the three clients of one live notice in one StoredDocuments request, none alone", async () => {
    const sent = recordGraphQL(deviceB);
    const names = await saveClients(3, "Live Client");
    for (const name of names) await waitForClientNamed(deviceB, name, 10_000);
    expect(storedRecordsKeys(sent)).toEqual([3]);
    expect(sent.filter((op) => op.operationName === "Client")).toEqual([]);
  });

  it("fetches the five clients saved while it was offline in one StoredDocuments request when it catches up", async () => {
    await deviceB.setOfflineMode(true);
    await deviceB.waitForSelector('[data-testid="sync-status"][data-state="offline"]', { timeout: 10_000 });
    const names = await saveClients(5, "Caught-up Client");
    const sent = recordGraphQL(deviceB);
    await deviceB.setOfflineMode(false);
    for (const name of names) await waitForClientNamed(deviceB, name, 15_000);
    expect(sent.some((op) => op.operationName === "ChangesSince")).toBe(true);
    expect(storedRecordsKeys(sent)).toEqual([5]);
    expect(sent.filter((op) => op.operationName === "Client")).toEqual([]);
  });
});
