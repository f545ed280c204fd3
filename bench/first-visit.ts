import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { launchChromium } from "../e2e/support/browser.js";
import { startStack } from "./support/stack.js";
import type { BenchRow } from "./support/stats.js";

const TARGET_KB = 250;
const dist = path.resolve(import.meta.dirname, "../apps/web/dist");
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The bytes one GET takes on the wire as a browser asks for it (brotli or gzip accepted), headers excluded. */
function servedBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "gzip, deflate, br" } }, (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => (bytes += chunk.length));
        res.on("end", () => (res.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url} answered ${res.statusCode}`))));
      })
      .on("error", reject);
  });
}

/**
 * What a first visit downloads: Chromium (a new profile) opens the app and the bytes of every
 * answer the page received (Network.loadingFinished's encodedDataLength, headers included) are
 * summed until the app is interactive (ready, its first-run screen shown). Then the service
 * worker's precache: every file its manifest lists, fetched from the server as a browser asks for
 * it, raw and as served.
 */
export async function benchFirstVisit(): Promise<BenchRow[]> {
  const stack = await startStack(1);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-bench-visit-"));
  const browser = await launchChromium(profile);
  try {
    const baseUrl = stack.replicas[0]!;
    const page = await (await browser.createBrowserContext()).newPage();
    const cdp = await page.createCDPSession();
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    let transferred = 0;
    let requests = 0;
    const urls = new Map<string, string>();
    const sizes: Array<[string, number]> = [];
    cdp.on("Network.requestWillBeSent", (event) => urls.set(event.requestId, event.request.url.replace(baseUrl, "")));
    cdp.on("Network.loadingFinished", (event) => {
      transferred += event.encodedDataLength;
      requests += 1;
      sizes.push([urls.get(event.requestId) ?? event.requestId, event.encodedDataLength]);
    });
    await page.goto(baseUrl);
    await page.waitForSelector('#root[data-ready="true"]', { timeout: 60_000 });
    await page.waitForSelector('[data-testid="init-welcome"]', { timeout: 60_000 });
    const atInteractive = { transferred, requests };
    const largest = [...sizes].sort((a, b) => b[1] - a[1]).slice(0, 12);
    console.error(`first-visit: the largest answers until interactive: ${largest.map(([url, bytes]) => `${url} ${kb(bytes)}`).join(", ")}`);

    const manifest = fs.readFileSync(path.join(dist, "sw.js"), "utf8");
    const files = [...manifest.matchAll(/\{url:"([^"]+)",revision:/g)].map((m) => m[1]!);
    if (files.length === 0) throw new Error("no precache manifest found in sw.js");
    let raw = 0;
    let served = 0;
    for (const file of files) {
      raw += fs.statSync(path.join(dist, file)).size;
      served += await servedBytes(`${baseUrl}/${file}`);
    }
    return [
      {
        benchmark: `First visit: bytes transferred until the app is interactive (${atInteractive.requests} answers, headers included)`,
        figure: kb(atInteractive.transferred),
        baseline: `budget ${TARGET_KB} KB`,
        ratio: (atInteractive.transferred / 1024 / TARGET_KB).toFixed(2),
        target: `<= ${TARGET_KB} KB`,
        met: atInteractive.transferred <= TARGET_KB * 1024,
      },
      {
        benchmark: `Service worker precache, ${files.length} files, as served (brotli)`,
        figure: kb(served),
        baseline: `${kb(raw)} raw`,
        ratio: (served / raw).toFixed(2),
        target: "-",
        met: true,
      },
    ];
  } finally {
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
    await stack.close();
  }
}
