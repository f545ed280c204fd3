// happy-dom has no IndexedDB: fake-indexeddb stands in for the browser's.
import "fake-indexeddb/auto";
import { ERROR_LOG_LIMITS } from "@stepwise/domain";
import { describe, expect, it, vi } from "vitest";
import { openUsageDb, type ErrorLogEntry, type ErrorReport } from "./app-usage-db.js";
import { ErrorLog, errorLogSender, idbErrorStore, listenForErrors, MAX_WAITING_ERRORS } from "./error-log.js";
import { isReportable, reportOf, topFrame } from "./error-log-filter.js";

const appError = (overrides: Partial<ErrorReport> = {}): ErrorReport => ({
  name: "TypeError",
  message: "Cannot read properties of undefined (reading 'answer')",
  fileName: "https://app.example.org/assets/index-C8qfog3T.js",
  lineNumber: 42,
  ...overrides,
});

function setup(statuses: Array<number | Error> = [], online = true) {
  const db = openUsageDb(`usage-${crypto.randomUUID()}`);
  const store = idbErrorStore(() => db);
  const sent: ErrorLogEntry[] = [];
  const send = vi.fn(async (entry: ErrorLogEntry) => {
    sent.push(entry);
    const next = statuses.shift() ?? 200;
    if (next instanceof Error) throw next;
    return next;
  });
  const state = { online };
  const log = new ErrorLog({ store, send, isOnline: () => state.online, appId: () => "install-1", now: () => new Date("2026-11-23T08:00:00.000Z") });
  return { store, send, sent, state, log };
}

describe("which errors are logged (docs/product.md §5)", () => {
  it("logs the app's own errors", () => {
    expect(isReportable(appError())).toBe(true);
    expect(isReportable(appError({ fileName: "http://127.0.0.1:5173/src/modules/clients/ClientDrawer.tsx" }))).toBe(true);
    expect(isReportable(appError({ fileName: null, lineNumber: null }))).toBe(true);
  });

  it.each([
    "http://127.0.0.1:5173/node_modules/.vite/deps/react-dom_client.js",
    "http://127.0.0.1:5173/node_modules/@apollo/client/core/ApolloClient.js",
    "http://127.0.0.1:5173/@vite/client",
    "http://127.0.0.1:5173/@react-refresh",
    "https://app.example.org/assets/react-dom-BzX1.js",
    "https://app.example.org/assets/vendor-9f8e.js",
    "https://app.example.org/assets/rolldown-runtime-WkwZ5CU-.js",
    "https://app.example.org/assets/workbox-window.prod.es5-Bd17z0YL.js",
    "https://app.example.org/sw.js",
    "https://app.example.org/registerSW.js",
    "chrome-extension://abcdef/content.js",
  ])("does not log errors from the framework file %s", (fileName) => {
    expect(isReportable(appError({ fileName }))).toBe(false);
  });

  it.each([
    ["CombinedGraphQLErrors", "Not authorised"],
    ["ServerError", "Response not successful: Received status code 500"],
    ["ServerParseError", "Unexpected token <"],
    ["AbortError", "The operation was aborted."],
    ["TypeError", "Failed to fetch"],
    ["TypeError", "NetworkError when attempting to fetch resource."],
    ["TypeError", "Load failed"],
    ["Error", "Minified React error #418; visit https://react.dev/errors/418 for the full message"],
  ])("does not log the HTTP client's or React's own %s: %s", (name, message) => {
    expect(isReportable(appError({ name, message }))).toBe(false);
  });

  it("does not log the browser's opaque cross-origin 'Script error.'", () => {
    expect(isReportable(appError({ name: "string", message: "Script error.", fileName: null, lineNumber: null }))).toBe(false);
  });

  it("reads the file and line from the first stack frame in Chromium's and Firefox's forms", () => {
    expect(topFrame("TypeError: x\n    at saveClient (https://app.example.org/assets/index-C8.js:12:345)\n    at y (z.js:1:1)")).toEqual({
      fileName: "https://app.example.org/assets/index-C8.js",
      lineNumber: 12,
    });
    expect(topFrame("saveClient@https://app.example.org/assets/index-C8.js:7:9\n")).toEqual({
      fileName: "https://app.example.org/assets/index-C8.js",
      lineNumber: 7,
    });
    expect(topFrame(undefined)).toBeNull();
    expect(reportOf("plain text")).toEqual({ name: "string", message: "plain text", fileName: null, lineNumber: null });
    expect(reportOf(new RangeError("bad"), { fileName: "https://a/b.js", lineNumber: 3 })).toEqual({
      name: "RangeError",
      message: "bad",
      fileName: "https://a/b.js",
      lineNumber: 3,
    });
  });
});

describe("the error log (docs/product.md §3, §7, §8)", () => {
  it("keeps an error locally as { app_id, date, error { name, message, fileName, lineNumber } } and sends it", async () => {
    const { log, store, sent } = setup();
    expect(await log.record(appError())).toBe(true);
    await log.flush();
    expect(sent).toEqual([{ app_id: "install-1", date: "2026-11-23T08:00:00.000Z", error: appError() }]);
    expect(await store.all()).toEqual([]);
  });

  it("does not keep an error docs/product.md §5 excludes", async () => {
    const { log, store, send } = setup();
    expect(await log.record(appError({ name: "TypeError", message: "Failed to fetch" }))).toBe(false);
    await log.flush();
    expect(await store.count()).toBe(0);
    expect(send).not.toHaveBeenCalled();
  });

  it("keeps the entry when the server answers other than 200 or cannot be reached, and sends it later", async () => {
    const { log, store, send } = setup([500, new TypeError("Failed to fetch")]);
    await log.record(appError({ message: "first" }));
    await log.flush();
    expect((await store.all()).map((e) => e.error.message)).toEqual(["first"]);
    await log.flush();
    expect(await store.count()).toBe(1);
    await log.flush();
    expect(await store.count()).toBe(0);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it("keeps errors while offline and sends them, oldest first, once online", async () => {
    const { log, store, sent, state } = setup([], false);
    await log.record(appError({ message: "one" }));
    await log.record(appError({ message: "two" }));
    await log.flush();
    expect(sent).toEqual([]);
    expect(await store.count()).toBe(2);
    state.online = true;
    await log.flush();
    expect(sent.map((e) => e.error.message)).toEqual(["one", "two"]);
    expect(await store.count()).toBe(0);
  });

  it(`keeps at most ${MAX_WAITING_ERRORS} waiting errors`, async () => {
    const { log, store } = setup([], false);
    for (let i = 0; i < MAX_WAITING_ERRORS; i += 1) await store.add({ app_id: null, date: "d", error: appError() });
    expect(await log.record(appError({ message: "one too many" }))).toBe(false);
    expect(await store.count()).toBe(MAX_WAITING_ERRORS);
  });

  it("posts to /api/logging/logError with the form field formData holding the entry as JSON", async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ status: 200 }), { status: 200 }));
    const entry = { app_id: "install-1", date: "2026-11-23T08:00:00.000Z", error: appError() };
    expect(await errorLogSender(() => ({ "X-Requested-With": "XMLHttpRequest" }), fetchImpl)(entry)).toBe(200);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/logging/logError");
    expect(init.method).toBe("POST");
    expect(init.headers).toEqual({ "X-Requested-With": "XMLHttpRequest" });
    expect(JSON.parse((init.body as URLSearchParams).get("formData")!)).toEqual(entry);
  });

  it("hears uncaught errors and unhandled rejections of the window", () => {
    const reports: ErrorReport[] = [];
    const stop = listenForErrors(window, (report) => reports.push(report));
    window.dispatchEvent(
      new ErrorEvent("error", { error: new TypeError("boom"), message: "boom", filename: "https://app.example.org/assets/index-1.js", lineno: 9 }),
    );
    const rejection = new Event("unhandledrejection") as PromiseRejectionEvent;
    Object.defineProperty(rejection, "reason", { value: new Error("rejected") });
    window.dispatchEvent(rejection);
    stop();
    window.dispatchEvent(new ErrorEvent("error", { error: new Error("after stop") }));
    expect(reports.map((r) => [r.name, r.message, r.fileName?.split("/").pop(), typeof r.lineNumber])).toEqual([
      ["TypeError", "boom", "index-1.js", "number"],
      ["Error", "rejected", expect.any(String), "number"],
    ]);
    expect(reports[0]!.lineNumber).toBe(9);
  });

  it("clips a report to the lengths the server takes (ERROR_LOG_LIMITS)", () => {
    const report = reportOf(new Error("m".repeat(ERROR_LOG_LIMITS.message + 5)), {
      fileName: `https://a/${"f".repeat(ERROR_LOG_LIMITS.fileName)}.js`,
      lineNumber: 1,
    });
    expect([report.message.length, report.fileName?.length]).toEqual([ERROR_LOG_LIMITS.message, ERROR_LOG_LIMITS.fileName]);
    expect(reportOf({ big: "x".repeat(10_000) }).message).toHaveLength(ERROR_LOG_LIMITS.message);
  });
});
