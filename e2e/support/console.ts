import { randomUUID } from "node:crypto";
import type pg from "pg";
import type { Browser, Page } from "puppeteer-core";
import { adminGraphQL, createOperator } from "./api.js";

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

/** A deployment a console test made for itself, and its operator's console. */
export interface OwnDeployment {
  identifier: string;
  applicationId: number;
  /** Its operator, logged in on `page`. */
  email: string;
  page: Page;
}

/**
 * A deployment of the test's own, a copy of MALA's (content, languages, regions, forms) under a new
 * identifier and host, so a test that changes its settings changes nothing other tests read; and an
 * operator of it logged in to the console in a context of her own, on its users page. `timezone`
 * emulates the browser's own zone before the console opens.
 */
export async function ownDeploymentConsole(
  db: pg.Client,
  browser: Browser,
  baseUrl: string,
  { prefix, title, width, timezone }: { prefix: string; title: string; width: number; timezone?: string },
): Promise<OwnDeployment> {
  const identifier = `${prefix}${randomUUID().slice(0, 6)}`;
  const { rows } = await db.query<{ id: number }>(
    `insert into applications (app_identifier, host, app_title, login, version, metadata, languages, regions, forms)
     select $1::text, $2::text, $3::text, login, version, metadata, languages, regions, forms from applications where app_identifier = 'MALA' limit 1
     returning id`,
    [identifier, `${identifier.toLowerCase()}.example.org`, title],
  );
  const email = `${prefix.toLowerCase()}-${randomUUID().slice(0, 8)}@example.org`;
  const password = "operator long password";
  await adminGraphQL(baseUrl, "mutation($input: CreateUserInput!) { createUser(input: $input) { id } }", {
    input: { application: identifier, email, name: "Thoko Phiri", password, role: "OPERATOR_OF_DEPLOYMENT" },
  });
  const page = await (await browser.createBrowserContext()).newPage();
  if (timezone) await page.emulateTimezone(timezone);
  await page.setViewport({ width, height: 800 });
  await page.goto(`${baseUrl}/admin`);
  await page.waitForSelector('[data-testid="admin-email"]');
  await page.type('[data-testid="admin-email"]', email);
  await page.type('[data-testid="admin-password"]', password);
  await page.click('[data-testid="admin-login"]');
  await page.waitForSelector('[data-testid="users-list"]');
  return { identifier, applicationId: rows[0]!.id, email, page };
}
