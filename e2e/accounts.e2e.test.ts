import { randomUUID } from "node:crypto";
import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createWorker } from "./support/api.js";
import { completeFirstRun, controlledByServiceWorker, launchChromium, openDevice, waitReady } from "./support/browser.js";
import { E2E_ADMIN_TOKEN } from "./support/global-setup.js";

const baseUrl = inject("baseUrl");

async function adminGraphQL(query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data: Record<string, unknown> };
}

describe("accounts in the app (issue 7)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it("logs in with a one-time token at /requestforpassword, setting a password", async () => {
    const email = `token-${randomUUID().slice(0, 8)}@example.org`;
    await createWorker(baseUrl, email, "a first password");
    const { data } = await adminGraphQL("mutation($e: String!) { createLoginToken(email: $e) }", { e: email });
    const page: Page = await openDevice(browser, baseUrl);
    await page.click('[data-testid="open-login"]');
    await page.click('[data-testid="forgot-password"]');
    await page.waitForSelector('[data-testid="request-password"]');
    await page.type('[data-testid="token-input"]', data.createLoginToken as string);
    await page.type('[data-testid="new-password"]', "my own password");
    await page.type('[data-testid="repeat-password"]', "my own password");
    await page.click('[data-testid="set-password"]');
    await page.waitForSelector('[data-testid="logged-in-as"]');
    expect(await page.evaluate(() => location.pathname)).toBe("/Home");
    const login = await fetch(`${baseUrl}/api/login`, { method: "POST", body: new URLSearchParams({ email, password: "my own password" }) });
    expect(login.status).toBe(200);
  });

  it("asks for a login first in a deployment with appLogin (HIAPP on hiapp.localhost)", async () => {
    const page = await (await browser.createBrowserContext()).newPage();
    await page.goto(`http://hiapp.localhost:${new URL(baseUrl).port}`);
    await waitReady(page);
    await controlledByServiceWorker(page);
    await completeFirstRun(page);
    await page.waitForSelector('[data-testid="login-required"]');
    await page.click('a[href="/forms/clients"]');
    expect(await page.$('[data-testid="login-required"]')).not.toBeNull();
    expect(await page.$('[data-testid="client-list"]')).toBeNull();
  });
});
