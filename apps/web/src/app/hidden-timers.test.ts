import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Connectivity } from "../sync/connectivity.js";
import { Notices } from "../platform/notices.js";
import { STORAGE_CHECKED_AT_KEY, startStorageCheck } from "../sync/storage-check.js";
import { SyncEngine } from "../sync/sync-engine.js";
import { pausingTimeout, visibleInterval } from "../platform/visible-timers.js";
import { startVersionCheck } from "./version-check.js";

/** happy-dom's page is always visible: the tests say when it is hidden, as a phone's browser does when the worker leaves the app. */
let visibility: "visible" | "hidden" = "visible";
function setVisibility(next: "visible" | "hidden"): void {
  visibility = next;
  document.dispatchEvent(new Event("visibilitychange"));
}

const HOUR = 3_600_000;

describe("no work while hidden (docs/worker-phone.md)", () => {
  let restore: Array<() => void> = [];
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-23T08:00:00Z"));
    localStorage.clear();
    visibility = "visible";
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => visibility });
  });
  afterEach(() => {
    for (const stop of restore) stop();
    restore = [];
    setVisibility("visible");
    vi.useRealTimers();
  });

  it("a notice's time stands still while hidden: shown 5 s, it is still there after 3 hours hidden and goes 5 s after she is back", () => {
    const notices = new Notices();
    notices.show("Saved on this device");
    vi.advanceTimersByTime(2000);
    setVisibility("hidden");
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(3 * HOUR);
    expect(notices.store.get().list).toHaveLength(1);
    setVisibility("visible");
    vi.advanceTimersByTime(2999);
    expect(notices.store.get().list).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(notices.store.get().list).toHaveLength(0);
  });

  it("no timer is left while hidden by the version check, the storage check, a notice, the offline probe and a sync retry; none fires in 3 hours", async () => {
    const estimate = vi.fn(async () => ({ usage: 1, quota: 100 }));
    Object.defineProperty(navigator, "storage", { configurable: true, value: { estimate } });
    restore.push(() => Reflect.deleteProperty(navigator, "storage"));
    const notices = new Notices();
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("offline"));
    restore.push(() => fetchSpy.mockRestore());
    restore.push(startVersionCheck({ client: {} as never, queue: async () => undefined }));
    restore.push(startStorageCheck(notices));
    notices.show("Saved on this device");
    const reachable = vi.fn(async () => false);
    new Connectivity(notices, () => undefined, reachable).networkFailed();
    // The probe stops when the browser says it is online again, at the end.
    restore.push(() => window.dispatchEvent(new Event("online")));
    restore.push(() => notices.dismissWhere(() => true));
    await vi.advanceTimersByTimeAsync(0);
    reachable.mockClear();
    const send = vi.fn(async () => {
      throw new Error("server down");
    });
    const engine = new SyncEngine({ queue: oneEntry(), send, settle: async () => undefined });
    await engine.syncNow();
    expect(send).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    const estimates = estimate.mock.calls.length;

    setVisibility("hidden");
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(3 * HOUR);
    expect(reachable).not.toHaveBeenCalled();
    expect(send).toHaveBeenCalledTimes(1);
    expect(estimate).toHaveBeenCalledTimes(estimates);

    // Back on screen: the probe asks at once, the checks look whether they are due (the storage check is: 3 hours passed), the retry runs.
    setVisibility("visible");
    await vi.advanceTimersByTimeAsync(1500);
    expect(reachable).toHaveBeenCalledTimes(1);
    expect(estimate).toHaveBeenCalledTimes(estimates + 1);
    expect(send).toHaveBeenCalledTimes(2);
    engine.dispose();
    expect(localStorage.getItem(STORAGE_CHECKED_AT_KEY)).toBe(String(Date.parse("2026-11-23T11:00:00Z")));
  });

  it("an interval runs every period while visible, never while hidden, and once when the page shows again", () => {
    const fn = vi.fn();
    restore.push(visibleInterval(fn, 1000));
    vi.advanceTimersByTime(3000);
    expect(fn).toHaveBeenCalledTimes(3);
    setVisibility("hidden");
    vi.advanceTimersByTime(60_000);
    expect(fn).toHaveBeenCalledTimes(3);
    setVisibility("visible");
    expect(fn).toHaveBeenCalledTimes(4);
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(5);
  });

  it("a cancelled pausing timeout never runs, hidden or not", () => {
    const fn = vi.fn();
    const cancel = pausingTimeout(fn, 1000);
    setVisibility("hidden");
    cancel();
    setVisibility("visible");
    vi.advanceTimersByTime(5000);
    expect(fn).not.toHaveBeenCalled();
  });
});

function oneEntry() {
  const entry = {
    clientMutationId: 1,
    table: "clients",
    uuid: "u1",
    op: "UPSERT",
    record: {},
    baseDataversion: null,
    queuedAt: "",
    appIdentifier: "default",
    user_id: null,
  } as never;
  return { all: async () => [entry], remove: async () => undefined, reject: async () => undefined, count: async () => 1 };
}
