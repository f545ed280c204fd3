import pg from "pg";
import type { Browser, Page } from "puppeteer-core";
import { createWorker } from "./api.js";
import { gotoClients, laneBrowser, leaveBrowser, login, openDevice } from "./browser.js";

export interface TwoDevices {
  deviceA: Page;
  deviceB: Page;
  /** The server's PostgreSQL, to check what landed. */
  db: pg.Client;
  close(): Promise<void>;
}

/** A new worker logged in on two devices (two browser contexts), both on the client list. */
export async function twoDevicesOfOneWorker(baseUrl: string, databaseUrl: string, email: string, password: string): Promise<TwoDevices> {
  await createWorker(baseUrl, email, password);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const browser: Browser = await laneBrowser();
  const deviceA = await openDevice(browser, baseUrl);
  const deviceB = await openDevice(browser, baseUrl);
  for (const device of [deviceA, deviceB]) {
    await login(device, email, password);
    await gotoClients(device);
  }
  return {
    deviceA,
    deviceB,
    db,
    async close() {
      await leaveBrowser(browser);
      await db.end();
    },
  };
}
