import { credentials } from "./apollo.js";
import type { AppUsage } from "./app-usage.js";
import { openUsageDb, type UsageDb } from "./app-usage-db.js";
import { ErrorLog, errorLogSender, idbErrorStore, listenForErrors } from "./error-log.js";
import { appInstallId } from "../vault/storage-keys.js";
import type { Store } from "./store.js";

let db: Promise<UsageDb> | null = null;
/** Opened on first use, so importing this module costs nothing. */
const usageDb = () => (db ??= openUsageDb());

let online: () => boolean = () => navigator.onLine;

const errorLog = new ErrorLog({ store: idbErrorStore(usageDb), send: errorLogSender(credentials), isOnline: () => online(), appId: appInstallId });
let usage: Promise<AppUsage> | null = null;
/** The usage counter's code is asked for at its first use, out of the initial download (docs/PERFORMANCE.md). */
const appUsage = () =>
  (usage ??= import("./app-usage.js").then(
    ({ AppUsage, idbUsageStore, usageSender }) =>
      new AppUsage({ store: idbUsageStore(usageDb), send: usageSender(credentials), isOnline: () => online(), appId: appInstallId }),
  ));

const warn = (what: string) => (error: unknown) => console.warn(what, error);

/** First thing at start-up: uncaught errors are kept from now on (docs/product.md §8). */
export function listenForAppErrors(): void {
  listenForErrors(window, (report) => void errorLog.record(report).catch(warn("could not keep an error")));
}

/** docs/product.md §8: a 401 on any call logs an authentication error (then the session ends). */
export function logAuthenticationError(): void {
  const report = { name: "AuthenticationError", message: "the server answered 401: the login is no longer valid", fileName: null, lineNumber: null };
  void errorLog.record(report).catch(warn("could not keep an error"));
}

/** Once the sync runtime runs: its online status decides, and coming online sends the queued errors and usage (docs/product.md §4). */
export function connectLogging(view: Store<{ online: boolean }>): void {
  online = () => view.get().online;
  let wasOnline = online();
  view.subscribe(() => {
    const now = online();
    if (now && !wasOnline) sendQueued();
    wasOnline = now;
  });
  sendQueued();
}

function sendQueued(): void {
  void errorLog.flush().catch(warn("sending the error log failed"));
  void appUsage()
    .then((counter) => counter.flush())
    .catch(warn("sending app usage failed"));
}

/** A preview of a draft counts nothing: it opens no database of the origin's (docs/worker-phone.md, "Preview"). */
let counting = true;
export function stopCounting(): void {
  counting = false;
}

/** Counts a visit of the screen at `pathname` (docs/product.md §3 app_usage). */
export function recordVisit(pathname: string): void {
  if (!counting) return;
  void appUsage()
    .then((counter) => counter.visit(pathname))
    .catch(warn("could not count a screen visit"));
}
