// happy-dom has no IndexedDB: fake-indexeddb stands in for the browser's (the e2e suite uses Chromium's).
import "fake-indexeddb/auto";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { HiappRecord } from "./hiapp-record.js";
import { PDF_RETRY_MS, PdfDownloads, type PdfDownloadsDeps, type PdfFile } from "./pdf-downloads.js";
import { PdfRequestStore } from "./pdf-requests.js";

const form = (reference: string): HiappRecord => ({ uuid: crypto.randomUUID(), client_reference: reference, hiapp_subjects: [] });
const fileOf = (f: HiappRecord): PdfFile => ({ fileName: `hiapp-${f.client_reference}.pdf`, base64: "JVBERi0=" });

class Refused extends Error {}

async function setup(online: { value: boolean }, create: PdfDownloadsDeps["create"] = async (f) => fileOf(f)) {
  const name = `pdf-${crypto.randomUUID()}`;
  const store = await PdfRequestStore.open(name);
  const events: string[] = [];
  const downloads = new PdfDownloads({
    store,
    create,
    deliver: (file) => events.push(`download ${file.fileName}`),
    ready: (file) => events.push(`ready ${file.fileName}`),
    refused: (request, message) => events.push(`refused ${request.form.client_reference}: ${message}`),
    isOnline: () => online.value,
    refusal: (error) => (error instanceof Refused ? error.message : null),
    withLock: (run) => run(),
  });
  return { name, store, events, downloads };
}

describe("PDF downloads asked for offline", () => {
  afterEach(() => vi.useRealTimers());

  it("online: the PDF is made at once, downloaded and announced", async () => {
    const { downloads, events } = await setup({ value: true });
    expect(await downloads.request(form("A"), "en")).toEqual({ waiting: false });
    expect(events).toEqual(["download hiapp-A.pdf", "ready hiapp-A.pdf"]);
    expect(downloads.waiting.get().count).toBe(0);
  });

  it("offline: kept in IndexedDB across a reopen (reload), made oldest first once online", async () => {
    const online = { value: false };
    const first = await setup(online);
    expect(await first.downloads.request(form("A"), "en")).toEqual({ waiting: true });
    await first.downloads.request(form("B"), "nl");
    expect(first.events).toEqual([]);
    expect(first.downloads.waiting.get().count).toBe(2);

    const reopened = await PdfRequestStore.open(first.name);
    expect((await reopened.all()).map((r) => [r.form.client_reference, r.language])).toEqual([
      ["A", "en"],
      ["B", "nl"],
    ]);
    const languages: string[] = [];
    const events: string[] = [];
    online.value = true;
    const after = new PdfDownloads({
      store: reopened,
      create: async (f, language) => (languages.push(language), fileOf(f)),
      deliver: (file) => events.push(`download ${file.fileName}`),
      ready: (file) => events.push(`ready ${file.fileName}`),
      refused: () => events.push("refused"),
      isOnline: () => online.value,
      refusal: () => null,
      withLock: (run) => run(),
    });
    await after.flush();
    expect(events).toEqual(["download hiapp-A.pdf", "ready hiapp-A.pdf", "download hiapp-B.pdf", "ready hiapp-B.pdf"]);
    expect(languages).toEqual(["en", "nl"]);
    expect(await reopened.all()).toEqual([]);
  });

  it("a failed attempt (network) keeps the request and tries again after PDF_RETRY_MS", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    let reachable = false;
    const { downloads, events, store } = await setup({ value: true }, async (f) => {
      if (!reachable) throw new TypeError("Failed to fetch");
      return fileOf(f);
    });
    expect(await downloads.request(form("C"), "en")).toEqual({ waiting: true });
    expect((await store.all()).length).toBe(1);
    reachable = true;
    await vi.advanceTimersByTimeAsync(PDF_RETRY_MS - 1);
    expect(events).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(events).toEqual(["download hiapp-C.pdf", "ready hiapp-C.pdf"]));
    expect(PDF_RETRY_MS).toBe(10_000);
  });

  it("a form the server refuses is dropped and the user is told why; the next one is still made", async () => {
    const online = { value: false };
    const { downloads, events, store } = await setup(online, async (f) => {
      if (f.client_reference === "bad") throw new Refused("form.uuid: is required");
      return fileOf(f);
    });
    await downloads.request(form("bad"), "en");
    await downloads.request(form("D"), "en");
    online.value = true;
    await downloads.flush();
    expect(events).toEqual(["refused bad: form.uuid: is required", "download hiapp-D.pdf", "ready hiapp-D.pdf"]);
    expect(await store.all()).toEqual([]);
  });
});
