import type { ErrorLogEntry, ErrorReport, UsageDb } from "./app-usage-db.js";
import { isReportable, reportOf } from "./error-log-filter.js";

/** A device in an error loop keeps at most this many errors waiting, not a full disk of them. */
export const MAX_WAITING_ERRORS = 200;

export interface ErrorLogStore {
  add(entry: ErrorLogEntry): Promise<void>;
  count(): Promise<number>;
  all(): Promise<Array<ErrorLogEntry & { id: number }>>;
  remove(id: number): Promise<void>;
}

export function idbErrorStore(db: () => Promise<UsageDb>): ErrorLogStore {
  return {
    add: async (entry) => void (await (await db()).add("errors", entry)),
    count: async () => (await db()).count("errors"),
    all: async () => (await (await db()).getAll("errors")) as Array<ErrorLogEntry & { id: number }>,
    remove: async (id) => (await db()).delete("errors", id),
  };
}

export interface ErrorLogOptions {
  store: ErrorLogStore;
  /** Sends one entry; resolves to the HTTP status. */
  send: (entry: ErrorLogEntry) => Promise<number>;
  isOnline: () => boolean;
  appId: () => string | null;
  now?: () => Date;
}

/**
 * docs/product.md §3, §7, §8: uncaught app errors are kept on the device and sent with logError when online;
 * an answer 200 deletes the entry, anything else keeps it for the next time.
 */
export class ErrorLog {
  private flushing: Promise<void> | null = null;

  constructor(private readonly options: ErrorLogOptions) {}

  /** Keeps a reportable error (false when docs/product.md §5 says not to log it), then sends what waits. */
  async record(report: ErrorReport): Promise<boolean> {
    if (!isReportable(report)) return false;
    const { store, appId, now = () => new Date() } = this.options;
    if ((await store.count()) >= MAX_WAITING_ERRORS) return false;
    await store.add({ app_id: appId(), date: now().toISOString(), error: report });
    void this.flush();
    return true;
  }

  /** Sends the waiting errors, oldest first, one flush at a time; stops at the first failure. */
  flush(): Promise<void> {
    if (!this.options.isOnline()) return Promise.resolve();
    this.flushing ??= this.sendWaiting().finally(() => (this.flushing = null));
    return this.flushing;
  }

  private async sendWaiting(): Promise<void> {
    const { store, send } = this.options;
    for (const { id, ...entry } of await store.all()) {
      const status = await send(entry).catch(() => 0);
      if (status !== 200) return;
      await store.remove(id);
    }
  }
}

/** docs/product.md §7: POST /api/logging/logError with the form field formData (JSON). */
export function errorLogSender(headers: () => Record<string, string>, fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  return async (entry: ErrorLogEntry): Promise<number> => {
    const response = await fetchImpl("/api/logging/logError", {
      method: "POST",
      headers: headers(),
      body: new URLSearchParams({ formData: JSON.stringify(entry) }),
    });
    return response.status;
  };
}

/** Hands uncaught errors and unhandled promise rejections of `target` to `onError`. */
export function listenForErrors(target: Pick<Window, "addEventListener" | "removeEventListener">, onError: (report: ErrorReport) => void): () => void {
  const onUncaught = (event: ErrorEvent) => onError(reportOf(event.error ?? event.message, { fileName: event.filename, lineNumber: event.lineno }));
  const onRejection = (event: PromiseRejectionEvent) => onError(reportOf(event.reason));
  target.addEventListener("error", onUncaught);
  target.addEventListener("unhandledrejection", onRejection);
  return () => {
    target.removeEventListener("error", onUncaught);
    target.removeEventListener("unhandledrejection", onRejection);
  };
}
