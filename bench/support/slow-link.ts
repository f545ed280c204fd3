import { TargetType, type Browser, type CDPSession, type Page } from "puppeteer-core";

/** A weak 3G link: 400 kbit/s each way and 400 ms round trip (Chromium's emulation, bytes per second). */
export const WEAK_3G = { offline: false, latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 };
export const NO_LINK = { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
export const FULL_LINK = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
export type LinkConditions = typeof WEAK_3G;

/** One request as Chromium's Network events tell it, times in ms from the page's document request. */
export interface SeenRequest {
  id: string;
  url: string;
  method: string;
  type: string;
  /** Who asked: the page or its service worker. */
  by: "page" | "sw";
  start: number;
  /** When it was sent, in the browser's wall clock (ms since the epoch), to set it beside the page's marks. */
  wallStart: number;
  end?: number;
  bytes: number;
  /** The URL the initiator names (parser: the document; script: the script on top of its stack). */
  initiatorUrl?: string;
  operation?: string;
  /** A GraphQL POST's body, as sent. */
  body?: string;
  encoding?: string;
  /** Answered by the service worker (its precache), not the network. */
  fromServiceWorker?: boolean;
}

/**
 * The requests of a page and of every service worker of its browser, from their CDP Network
 * events, and the link both are on: Chromium emulates a link per DevTools target, so the service
 * worker (its own target) gets the same conditions as soon as it is attached, and is a second link
 * of the same speed, not a share of the page's (docs/PERFORMANCE.md, "Weak 3G link").
 */
export class LinkWatch {
  readonly requests = new Map<string, SeenRequest>();
  private readonly sessions: CDPSession[] = [];
  private origin: number | null = null;
  /** Whether the clock waits for a document request (a page load) or starts with any request. */
  private fromDocument = true;
  private conditions: LinkConditions = FULL_LINK;
  readonly webSockets: string[] = [];
  /** The WebSockets' frames' payload bytes, each way, since the last reset (frames on the link, its headers not counted). */
  readonly socketBytes = { received: 0, sent: 0 };

  private constructor(private readonly page: Page) {}

  static async watch(browser: Browser, page: Page): Promise<LinkWatch> {
    const watch = new LinkWatch(page);
    browser.on("targetcreated", (target) => {
      if (target.type() !== TargetType.SERVICE_WORKER) return;
      void target
        .createCDPSession()
        .then((session) => watch.attach(session, "sw"))
        .catch((error: Error) => console.error(`slow-network: the service worker was not attached: ${error.message}`));
    });
    for (const target of browser.targets()) if (target.type() === TargetType.SERVICE_WORKER) await watch.attach(await target.createCDPSession(), "sw");
    await watch.attach(await page.createCDPSession(), "page");
    return watch;
  }

  private async attach(session: CDPSession, by: "page" | "sw"): Promise<void> {
    const time = (timestamp: number) => {
      this.origin ??= timestamp;
      return (timestamp - this.origin) * 1000;
    };
    session.on("Network.requestWillBeSent", (event) => {
      if (this.origin === null && this.fromDocument && event.type !== "Document") return;
      let initiatorUrl = event.initiator.url;
      for (let stack = event.initiator.stack; !initiatorUrl && stack; stack = stack.parent) initiatorUrl = stack.callFrames.find((frame) => frame.url)?.url;
      let operation: string | undefined;
      let body: string | undefined;
      if (event.request.method === "POST" && event.request.url.endsWith("/graphql")) {
        const text = event.request.postData ?? event.request.postDataEntries?.map((e) => (e.bytes ? atob(e.bytes) : "")).join("");
        body = text;
        try {
          operation = (JSON.parse(text ?? "{}") as { operationName?: string }).operationName ?? "(unnamed)";
        } catch {
          operation = "(unread)";
        }
      }
      this.requests.set(`${by}:${event.requestId}`, {
        id: event.requestId,
        url: event.request.url,
        method: event.request.method,
        type: event.type ?? "Other",
        by,
        start: time(event.timestamp),
        wallStart: event.wallTime * 1000,
        bytes: 0,
        initiatorUrl,
        operation,
        body,
      });
    });
    session.on("Network.responseReceived", (event) => {
      const seen = this.requests.get(`${by}:${event.requestId}`);
      if (!seen) return;
      seen.encoding = event.response.headers["content-encoding"] ?? event.response.headers["Content-Encoding"];
      seen.fromServiceWorker = event.response.fromServiceWorker === true;
    });
    session.on("Network.loadingFinished", (event) => {
      const seen = this.requests.get(`${by}:${event.requestId}`);
      if (!seen) return;
      seen.end = time(event.timestamp);
      seen.bytes = event.encodedDataLength;
    });
    session.on("Network.webSocketCreated", (event) => {
      if (this.origin !== null) this.webSockets.push(event.url);
    });
    session.on("Network.webSocketFrameReceived", (event) => {
      if (this.origin !== null) this.socketBytes.received += event.response.payloadData.length;
    });
    session.on("Network.webSocketFrameSent", (event) => {
      if (this.origin !== null) this.socketBytes.sent += event.response.payloadData.length;
    });
    this.sessions.push(session);
    await session.send("Network.enable");
    await session.send("Network.emulateNetworkConditions", this.conditions);
  }

  /** The page's and every service worker's link, and the page's CPU slowdown. */
  async set(conditions: LinkConditions, cpuRate: number): Promise<void> {
    this.conditions = conditions;
    await Promise.all(this.sessions.map((session) => session.send("Network.emulateNetworkConditions", conditions)));
    await this.page.emulateCPUThrottling(cpuRate);
  }

  async disableCache(): Promise<void> {
    await Promise.all(this.sessions.map((session) => session.send("Network.setCacheDisabled", { cacheDisabled: true })));
  }

  /** Forgets what was seen; the next document request (or, with `fromDocument` false, the next request) starts the clock again. */
  reset(fromDocument = true): void {
    this.requests.clear();
    this.webSockets.length = 0;
    this.socketBytes.received = 0;
    this.socketBytes.sent = 0;
    this.origin = null;
    this.fromDocument = fromDocument;
  }

  /** The requests seen so far, in the order they were sent. */
  list(): SeenRequest[] {
    return [...this.requests.values()].sort((a, b) => a.start - b.start);
  }
}
