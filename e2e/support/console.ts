import { randomUUID } from "node:crypto";
import type { Browser, Page } from "puppeteer-core";
import { createOperator } from "./api.js";

/**
 * A new operator of the default deployment, logged in to the console (/admin) in a context of her
 * own, on its users page; `width` sets the viewport (360 for a phone).
 */
export async function operatorConsole(browser: Browser, baseUrl: string, width?: number): Promise<Page> {
  const operator = { email: `op-${randomUUID().slice(0, 8)}@example.org`, password: "operator long password" };
  await createOperator(baseUrl, operator.email, operator.password);
  const admin = await (await browser.createBrowserContext()).newPage();
  if (width) await admin.setViewport({ width, height: 800 });
  await admin.goto(`${baseUrl}/admin`);
  await admin.waitForSelector('[data-testid="admin-email"]');
  await admin.type('[data-testid="admin-email"]', operator.email);
  await admin.type('[data-testid="admin-password"]', operator.password);
  await admin.click('[data-testid="admin-login"]');
  await admin.waitForSelector('[data-testid="users-list"]');
  return admin;
}
