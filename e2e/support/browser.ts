import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import puppeteer, { type Browser, type BrowserContext, type Page } from "puppeteer-core";
import { inject } from "vitest";
import { vaultKeyOf } from "./vault-key.js";

/**
 * Debian's Chromium, never a downloaded browser; flags from docs/stack.md for this closed network.
 * A given `userDataDir` is the device's profile kept across launches (a browser killed and started again).
 */
export async function launchChromium(userDataDir?: string): Promise<Browser> {
  const profile = userDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-chromium-"));
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    userDataDir: profile,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
      // Every window (each browser context is one) otherwise starts two renderers for the address
      // bar's popup, a browser UI no test sees: about 2 s of CPU a device (docs/testing.md, "How long").
      "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup",
    ],
  });
  // A throwaway profile goes with its browser, once its process has exited: Chromium still writes
  // into the profile after the connection closes, and a removal then failed with ENOTEMPTY. A given
  // profile is the caller's to keep.
  if (!userDataDir) {
    browser.process()?.once("exit", () => {
      try {
        fs.rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
      } catch (error) {
        console.warn(`could not remove the browser profile ${profile}: ${(error as Error).message}`);
      }
    });
  }
  return browser;
}

/**
 * The browser of this test lane: the global setup starts one Chromium for each of the suite's lanes
 * (`maxWorkers`), and the files of a lane share it one after another, each device in a browser
 * context of its own. A start of Chromium costs about 3 s of CPU (docs/testing.md, "How long").
 */
export async function laneBrowser(): Promise<Browser> {
  const endpoints = inject("browserEndpoints");
  const lane = (Number(process.env.VITEST_POOL_ID ?? "1") - 1) % endpoints.length;
  const browser = await puppeteer.connect({ browserWSEndpoint: endpoints[lane]! });
  contextsBefore.set(browser, new Set(browser.browserContexts()));
  return browser;
}
const contextsBefore = new WeakMap<Browser, Set<BrowserContext>>();

/** Leaves the lane's browser as the file found it: the contexts it opened closed, then disconnected. */
export async function leaveBrowser(browser: Browser | undefined): Promise<void> {
  if (!browser) return;
  const before = contextsBefore.get(browser) ?? new Set();
  for (const context of browser.browserContexts()) {
    if (!before.has(context) && context !== browser.defaultBrowserContext()) await context.close().catch(() => undefined);
  }
  await browser.disconnect();
}

/** A device: its own browser context (storage, service worker, IndexedDB), through the first run. */
export async function openDevice(browser: Browser, url: string): Promise<Page> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const seen: string[] = [];
  page.on("console", (msg) => {
    seen.push(`${msg.type()}: ${msg.text().slice(0, 300)}`);
    if (msg.type() === "error" && !msg.text().startsWith("Failed to load resource")) console.error(`[console] ${msg.text()}`);
  });
  page.on("pageerror", (error) => {
    seen.push(`page error: ${String(error).slice(0, 300)}`);
    console.error(`[page error] ${(error as Error).stack ?? String(error)}`);
  });
  let step = "open the app";
  try {
    await page.goto(url);
    await waitReady(page);
    step = "wait for the service worker";
    await controlledByServiceWorker(page);
    step = "complete the first run";
    await completeFirstRun(page);
    return page;
  } catch (error) {
    // A start that stalls is a failure, told with where it stalled and what the page showed.
    const state = await pageState(page);
    await context.close().catch(() => undefined);
    throw new Error(
      `the device did not start: "${step}" failed (${(error as Error).message}); the page: ${state}; its console: ${seen.join(" | ") || "nothing"}`,
    );
  }
}

async function pageState(page: Page): Promise<string> {
  return page
    .evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return JSON.stringify({
        path: location.pathname,
        ready: document.querySelector("#root")?.getAttribute("data-ready") ?? null,
        shown: document.querySelector("#root")?.textContent?.slice(0, 200) ?? null,
        worker: { installing: registration?.installing?.state, waiting: registration?.waiting?.state, active: registration?.active?.state },
        controlled: navigator.serviceWorker.controller !== null,
      });
    })
    .catch((error: Error) => `unreadable (${error.message})`);
}

/** Waits for the service worker and reloads once, so the page is controlled before going offline (docs/stack.md). */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(
    async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.active?.state === "activated";
    },
    { timeout: 30_000, polling: 200 },
  );
  await page.reload();
  await waitReady(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, { timeout: 30_000 });
}

/** The first run of docs/product.md §4: welcome, language, region, recap, then /home. */
export async function completeFirstRun(page: Page, choices: { languageCode?: string; endsAt?: string } = {}): Promise<void> {
  await page.waitForSelector('[data-testid="init-welcome"]', { timeout: 15_000 });
  await page.click('[data-testid="init-next"]');
  await page.waitForSelector('[data-testid="init-language"]');
  if (choices.languageCode) {
    await page.click(`[data-testid="language-option"][data-code="${choices.languageCode}"]`);
    // The new language renders every screen anew: wait for it, and click the fresh button in one step.
    await page.waitForFunction((code) => document.documentElement.lang === code, {}, choices.languageCode);
    await page.waitForSelector('[data-testid="init-next"]');
    await page.$eval('[data-testid="init-next"]', (next) => (next as HTMLElement).click());
  } else {
    await page.click('[data-testid="init-next"]');
  }
  await page.waitForSelector('[data-testid="init-region"]');
  await page.click('[data-testid="region-option"]');
  await page.click('[data-testid="init-next"]');
  await page.waitForSelector('[data-testid="init-recap"]');
  await page.click('[data-testid="init-finish"]');
  // The first run ends on /Home, or on the screen a login link opened the app at.
  await page.waitForFunction((path) => location.pathname === path, {}, choices.endsAt ?? "/Home");
}

/** Opens the client list from the menu, as a worker would. */
export async function gotoClients(page: Page): Promise<void> {
  await openFromMenu(page, "/forms/clients");
  await page.waitForSelector('[data-testid="client-list"]');
}

/**
 * Follows a link of the app's menu, as a worker would: below 720 px the menu is behind its menu
 * button (docs/decisions/0005-phone-layout-and-dialogs.md), which is pressed first.
 */
export async function openFromMenu(page: Page, href: string): Promise<void> {
  // Right after a reload or a login the layout may not be drawn yet: wait for it, never look once.
  await page.waitForSelector('[data-testid="menu-button"]');
  const compact = await page.$eval('[data-testid="menu-button"]', (b) => getComputedStyle(b).display !== "none");
  if (compact) {
    await page.click('[data-testid="menu-button"]');
    await page.waitForSelector("#app-menu.open");
  }
  const link = `#app-menu a[href="${href}"]`;
  await page.waitForSelector(link, { visible: true });
  await page.click(link);
}

export async function waitReady(page: Page): Promise<void> {
  await page.waitForSelector('#root[data-ready="true"]', { timeout: 30_000 });
}

/**
 * Taps Log in (`open-login`, or `login-again` for a worker unlocked offline) and waits for the
 * drawer: as a person waits to see it before typing.
 */
export async function openLogin(page: Page, button: "open-login" | "login-again" = "open-login"): Promise<void> {
  await page.click(`[data-testid="${button}"]`);
  await page.waitForSelector('[data-testid="login-password"]');
}

export async function login(page: Page, email: string, password: string): Promise<void> {
  await openLogin(page);
  await page.type('[data-testid="login-email"]', email);
  await page.type('[data-testid="login-password"]', password);
  await page.click('[data-testid="login-submit"]');
  await page.waitForSelector('[data-testid="logged-in-as"]');
}

export async function noticeTexts(page: Page): Promise<string[]> {
  return page.$$eval('[data-testid="notice"] span', (spans) => spans.map((s) => s.textContent ?? ""));
}

/** The text of the client item with that name, or null; null until it appears within the timeout. */
export async function waitForClientNamed(page: Page, name: string, timeout: number) {
  return page.waitForFunction(
    (wanted) => [...document.querySelectorAll('[data-testid="client-name-text"]')].some((el) => el.textContent === wanted),
    { timeout },
    name,
  );
}

/** Makes a client from the clients screen's form and waits until the list shows her. */
export async function addClient(page: Page, name: string): Promise<void> {
  await gotoClients(page);
  await page.click('[data-testid="new-client"]');
  await page.type('[data-testid="client-name"]', name);
  await page.click('[data-testid="client-save"]');
  await waitForClientNamed(page, name, 10_000);
}

/**
 * Reloads a page that is offline. Chromium's emulated offline mode survives a reload for requests
 * but, in some versions (150), not for navigator.onLine (it reads true again), so the app must find
 * out by itself: it asks the server once at start (apps/web/src/sync/connectivity.ts), and a sync
 * that fails for want of a network tells it too.
 */
export async function reloadOffline(page: Page): Promise<void> {
  await page.reload();
  await waitReady(page);
  await page.waitForSelector('[data-testid="sync-status"][data-state="offline"]', { timeout: 10_000 });
  // docs/product.md §4: a start goes through `/` to /home after 500 ms.
  await page.waitForFunction(() => location.pathname === "/Home");
}

/** Closes the transient notices, as a user would, so they cover nothing that is clicked next. */
export async function dismissNotices(page: Page): Promise<void> {
  await page.$$eval('[data-testid="notice"] button[aria-label]', (buttons) => buttons.forEach((b) => b.click()));
}

/**
 * Goes to a path inside the running app, as a link would. A page load always starts at `/`
 * (docs/product.md §4: the route is replaced with `/`, then /home), so deep links are followed in-app.
 */
export async function navigateInApp(page: Page, pathname: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, pathname);
  await page.waitForFunction((to) => location.pathname === to, {}, pathname);
}

/** Waits until nothing waits to sync on the device (the sync status shows 0 pending). */
export async function waitSynced(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[data-testid="sync-status"]')?.getAttribute("data-pending") === "0", { timeout });
}

/**
 * The persisted Apollo cache's text (IndexedDB, saved a second after the last change), "" before its
 * first save: its two parts, the shell and the records (apps/web/src/platform/cache-parts.ts), one
 * after the other on two lines. A logged-in worker's is sealed with her key in her vault
 * (docs/shared-phone.md): it is opened here with her key, which the server releases to her live
 * session (support/vault-key.ts), as the app holding it in memory does.
 */
export async function persistedCacheText(page: Page): Promise<string> {
  const vaultKey = await vaultKeyOf(page);
  return page.evaluate(async (vaultKey) => {
    const request = <T>(r: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error ?? new Error("IndexedDB failed"));
      });
    const read = async (database: string, store: string, key: string): Promise<unknown> => {
      if (!(await indexedDB.databases()).some((d) => d.name === database)) return undefined;
      const db = await request(indexedDB.open(database));
      try {
        return db.objectStoreNames.contains(store) ? await request(db.transaction(store).objectStore(store).get(key)) : undefined;
      } finally {
        db.close();
      }
    };
    // Kept as apps/web/src/platform/cache-bytes.ts keeps it: gzipped, and sealed for a worker (a plain text from an earlier build).
    const gunzip = (bytes: ArrayBuffer) => new Response(new Response(bytes).body!.pipeThrough(new DecompressionStream("gzip"))).text();
    const active = (await read("stepwise-vaults", "session", "active")) as { installId: string } | undefined;
    const fromBase64url = (text: string) => Uint8Array.from(atob(text.replaceAll("-", "+").replaceAll("_", "/")), (c) => c.charCodeAt(0));
    const session =
      active && vaultKey !== null
        ? { installId: active.installId, key: await crypto.subtle.importKey("raw", fromBase64url(vaultKey), "AES-GCM", false, ["decrypt"]) }
        : undefined;
    const textOf = async (key: string): Promise<string> => {
      if (!session) {
        const stored = (await read("keyval-store", "keyval", key)) as string | { gzip: ArrayBuffer } | undefined;
        if (typeof stored === "string") return stored;
        return stored?.gzip instanceof ArrayBuffer ? gunzip(stored.gzip) : "";
      }
      const sealed = (await read("keyval-store", "keyval", key)) as { iv: Uint8Array<ArrayBuffer>; data: ArrayBuffer; gzipped?: true } | undefined;
      if (!sealed) return "";
      const bytes = await crypto.subtle.decrypt({ name: "AES-GCM", iv: sealed.iv }, session.key, sealed.data);
      return sealed.gzipped ? gunzip(bytes) : new TextDecoder().decode(bytes);
    };
    const shellKey = session ? `stepwise-apollo-cache:${session.installId}` : "stepwise-apollo-cache";
    const parts = [await textOf(shellKey), await textOf(`${shellKey}:records`)];
    return parts.filter((part) => part !== "").join("\n");
  }, vaultKey);
}

/** Whether the persisted Apollo cache holds this text. */
export async function persistedCacheHolds(page: Page, text: string): Promise<boolean> {
  return (await persistedCacheText(page)).includes(text);
}

/** The outbox database the page works with: the logged-in worker's (her vault's), else the phone's own `stepwise`. */
export function outboxDatabase(page: Page): Promise<string> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((d) => d.name === "stepwise-vaults")) return "stepwise";
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open("stepwise-vaults");
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error("IndexedDB failed"));
    });
    const session = await new Promise<{ installId: string } | undefined>((resolve, reject) => {
      const read = db.transaction("session").objectStore("session").get("active");
      read.onsuccess = () => resolve(read.result as { installId: string } | undefined);
      read.onerror = () => reject(read.error ?? new Error("IndexedDB failed"));
    });
    db.close();
    return session ? `stepwise-vault-${session.installId}` : "stepwise";
  });
}

/**
 * Records each state the sync engine passes through from now on, as the status bar shows it
 * (data-engine: idle, waiting, syncing, error), so a test can wait for the engine's own events.
 */
export async function recordSyncEngine(page: Page): Promise<void> {
  await page.evaluate(() => {
    const recorded = window as unknown as { stepwiseEngineStates: string[] };
    recorded.stepwiseEngineStates = [];
    const status = document.querySelector('[data-testid="sync-status"]');
    if (!status) throw new Error("no sync status on this page");
    new MutationObserver(() => recorded.stepwiseEngineStates.push(status.getAttribute("data-engine") ?? "")).observe(status, {
      attributes: true,
      attributeFilter: ["data-engine"],
    });
  });
}

/** Waits until the engine, since recordSyncEngine, has passed through these states in this order. */
export async function waitForSyncEngine(page: Page, states: string[], timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    (wanted: string[]) => {
      const seen = (window as unknown as { stepwiseEngineStates: string[] }).stepwiseEngineStates;
      let next = 0;
      for (const state of seen) if (state === wanted[next]) next += 1;
      return next >= wanted.length;
    },
    { timeout },
    states,
  );
}
