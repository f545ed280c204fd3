import { randomUUID } from "node:crypto";
import type { Browser, HTTPRequest, HTTPResponse, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createWorker, legacySave } from "./support/api.js";
import { gotoClients, laneBrowser, leaveBrowser, login, openDevice, openFromMenu, waitForClientNamed, waitSynced } from "./support/browser.js";

const baseUrl = inject("baseUrl");
const password = "correct horse battery";

/** A GraphQL request the page sent: its kind (query, mutation), its operation's name and variables. */
interface Asked {
  kind: string;
  name: string;
  variables: string;
}

function graphqlAsked(request: HTTPRequest): Asked | null {
  if (!new URL(request.url()).pathname.endsWith("/graphql") || request.method() !== "POST") return null;
  const body = JSON.parse(request.postData() ?? "{}") as { operationName?: string; query?: string; variables?: unknown };
  const kind = (body.query ?? "").trimStart().split(/[\s({]/, 1)[0] ?? "";
  return { kind, name: body.operationName ?? "(unnamed)", variables: JSON.stringify(body.variables ?? {}) };
}

/** How long no GraphQL request may be in flight or start before the app counts as settled. */
const QUIET_MS = 1_000;

/**
 * Follows the page's GraphQL requests in flight; `settled()` resolves once none has been in flight
 * or started for QUIET_MS, so the work a login or a walk started (a list asked as a screen closes)
 * is counted where it began, not in the next walk.
 */
function graphqlTraffic(page: Page): { settled(): Promise<void> } {
  const inFlight = new Set<HTTPRequest>();
  let lastChange = Date.now();
  page.on("request", (request) => {
    if (graphqlAsked(request) === null) return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  const ended = (request: HTTPRequest) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  return {
    async settled() {
      const deadline = Date.now() + 20_000;
      while (inFlight.size > 0 || Date.now() - lastChange < QUIET_MS) {
        if (Date.now() > deadline) throw new Error(`GraphQL never settled: ${[...inFlight].map((r) => graphqlAsked(r)?.name).join(", ")} in flight`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

/** A chat message as the phone got it: its id and version. */
const versionOf = (message: { uuid: string; dataversion: number }) => `${message.uuid}@${message.dataversion}`;

/**
 * The chat messages (id and version) in an answer to the chat's list or to one message. The
 * deployment's chat is shared: a message another test's worker sends during the walk reaches the
 * phone live, as one `ChatMessage` query for news, not for a list it holds.
 */
async function chatMessagesIn(response: HTTPResponse): Promise<string[]> {
  const name = graphqlAsked(response.request())?.name;
  if ((name !== "ChatMessages" && name !== "ChatMessage") || !response.ok()) return [];
  const { data } = (await response.json()) as {
    data?: { chatMessages?: { uuid: string; dataversion: number }[]; chatMessage?: { uuid: string; dataversion: number } | null };
  };
  return [...(data?.chatMessages ?? []), ...(data?.chatMessage ? [data.chatMessage] : [])].map(versionOf);
}

/** Every screen of the menu, then a client's own screens, as a worker walks them. */
async function walk(page: Page, clientName: string): Promise<string[]> {
  await page.waitForSelector('[data-testid="menu-button"]');
  const menu = await page.$$eval("#app-menu a[href]", (links) => links.map((a) => new URL(a.href).pathname));
  for (const href of menu) {
    // The screen shown before, unless it is this one (the menu lists the screen the walk is on).
    const before = await page.$eval("main", (main, to) => (location.pathname === to ? null : (main.textContent ?? "")), href);
    await openFromMenu(page, href);
    await page.waitForFunction((to) => location.pathname === to, {}, href);
    // The screen has drawn what it reads: its main element holds more than a loading line, and no
    // longer the screen before (a lazily loaded screen leaves the one before shown while its code
    // loads; a walk that moved on then never opened it, and its list was first asked in the next walk).
    await page.waitForFunction(
      (was) => {
        const text = document.querySelector("main")?.textContent ?? "";
        return text.length > 20 && text !== was;
      },
      {},
      before,
    );
  }
  await gotoClients(page);
  await waitForClientNamed(page, clientName, 10_000);
  return menu;
}

/**
 * The PWA reads its lists from its cache, which the change feed keeps current (docs/sync-and-api.md,
 * "The device's feed"): once a worker's records are on the phone, walking every screen online asks
 * the server for none of them again.
 */
describe("lists a phone already holds are not asked for again", () => {
  let browser: Browser;
  let page: Page;
  let traffic: ReturnType<typeof graphqlTraffic>;
  const worker = { email: `walker-${randomUUID().slice(0, 8)}@example.org`, name: "Chisomo Banda" };
  const clientName = `Walked Client ${randomUUID().slice(0, 4)}`;

  beforeAll(async () => {
    await createWorker(baseUrl, worker.email, password, "default", worker.name);
    for (const name of [clientName, `${clientName} two`, `${clientName} three`]) {
      const saved = await legacySave(baseUrl, worker.email, password, { uuid: randomUUID(), clientname: name });
      expect(saved.status).toBe(200);
    }
    browser = await laneBrowser();
    page = await openDevice(browser, baseUrl);
    traffic = graphqlTraffic(page);
    await login(page, worker.email, password);
    await waitSynced(page);
    await traffic.settled();
  });

  afterAll(async () => {
    await leaveBrowser(browser);
  });

  it("walks every screen twice online: the second walk asks the server for no query at all, beyond a chat message sent meanwhile", async () => {
    const asked: Asked[] = [];
    const listen = (request: HTTPRequest) => {
      const one = graphqlAsked(request);
      if (one) asked.push(one);
    };
    /** The chat messages the phone held, and the answers to `ChatMessage` of each walk. */
    const held = new Set<string>();
    const news: string[][] = [];
    let walking = 1;
    const answers: Promise<void>[] = [];
    const listenAnswers = (response: HTTPResponse) => {
      const walk = walking;
      answers.push(
        chatMessagesIn(response).then((messages) => {
          if (walk === 1) messages.forEach((m) => held.add(m));
          else if (graphqlAsked(response.request())?.name === "ChatMessage") news.push(messages);
        }),
      );
    };
    page.on("request", listen);
    page.on("response", listenAnswers);
    const screens = await walk(page, clientName);
    await traffic.settled();
    await Promise.all(answers);
    const firstWalk = asked.splice(0);
    walking = 2;
    await walk(page, clientName);
    await traffic.settled();
    const secondWalk = asked.splice(0);
    page.off("request", listen);
    page.off("response", listenAnswers);
    await Promise.all(answers);
    const summary = (list: Asked[]) => list.map((a) => `${a.kind} ${a.name} ${a.variables}`).join(", ") || "none";
    console.log(
      `${screens.length} screens and the client list, walked twice: first walk ${firstWalk.length} GraphQL requests (${summary(firstWalk)}); second walk ${secondWalk.length} (${summary(secondWalk)})`,
    );
    expect(screens.length).toBeGreaterThan(6);
    // A message fetched in the second walk is one the phone did not hold, in no version it held.
    for (const messages of news)
      expect(
        messages.filter((m) => held.has(m)),
        "a chat message the phone held, asked for again",
      ).toEqual([]);
    expect(secondWalk.filter((a) => a.kind === "query" && a.name !== "ChatMessage")).toEqual([]);
    expect(secondWalk.filter((a) => a.name === "ChatMessage").length).toBe(news.length);
  });
});
