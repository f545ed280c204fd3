import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Notices } from "../platform/notices.js";
import { Signal } from "../platform/signal.js";
import {
  checkStorage,
  persistAtLogin,
  requestPersistentStorage,
  STORAGE_CHECKED_AT_KEY,
  storageLevel,
  storagePersistence,
  storageState,
  startStorageCheck,
} from "./storage-check.js";

// navigator.storage.estimate() reports the real disk in Chromium and is absent in happy-dom, so the
// estimates here are faked: each test says how full the device is.
const GB = 1024 ** 3;
const estimateOf = (usage: number, quota = 10 * GB) => vi.fn(async () => ({ usage, quota }));

describe("storage check (docs/product.md §5, §9)", () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-23T08:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  const shown = (notices: Notices) => notices.store.get().list.map((n) => ({ text: n.text, tone: n.tone }));

  it("reads used storage above 85% of the quota as a warning and at or above 90% as critical", () => {
    expect(storageLevel(85, 100)).toBe("ok");
    expect(storageLevel(85.01, 100)).toBe("warning");
    expect(storageLevel(89.99, 100)).toBe("warning");
    expect(storageLevel(90, 100)).toBe("critical");
    expect(storageLevel(100, 100)).toBe("critical");
    expect(storageLevel(50, 0)).toBe("ok");
    expect(storageLevel(undefined, 100)).toBe("ok");
  });

  it("shows the TRESHOLD warning, negative-coloured, for 30 s", async () => {
    const notices = new Notices();
    expect(await checkStorage({ estimate: estimateOf(8.6 * GB), notices })).toBe("warning");
    expect(shown(notices)).toEqual([{ text: "This device's storage is almost full. Sync your work and free some space.", tone: "negative" }]);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(shown(notices)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown(notices)).toEqual([]);
  });

  it("shows the CRITICALSTORAGE warning, negative-coloured, for 10 s", async () => {
    const notices = new Notices();
    expect(await checkStorage({ estimate: estimateOf(9 * GB), notices })).toBe("critical");
    expect(shown(notices)).toEqual([{ text: "This device's storage is full: new changes may not be kept. Sync now and free some space.", tone: "negative" }]);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(shown(notices)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown(notices)).toEqual([]);
  });

  it("shows nothing at 85% or less", async () => {
    const notices = new Notices();
    expect(await checkStorage({ estimate: estimateOf(8.5 * GB), notices })).toBe("ok");
    expect(shown(notices)).toEqual([]);
  });

  it("checks at most once per 7,200,000 ms, remembering the last check across a reload", async () => {
    const estimate = estimateOf(9.5 * GB);
    expect(await checkStorage({ estimate, notices: new Notices() })).toBe("critical");
    expect(localStorage.getItem(STORAGE_CHECKED_AT_KEY)).toBe(String(Date.parse("2026-11-23T08:00:00Z")));
    vi.setSystemTime(Date.now() + 7_199_999);
    const afterReload = new Notices();
    expect(await checkStorage({ estimate, notices: afterReload })).toBeNull();
    expect(shown(afterReload)).toEqual([]);
    expect(estimate).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 1);
    expect(await checkStorage({ estimate, notices: afterReload })).toBe("critical");
    expect(estimate).toHaveBeenCalledTimes(2);
  });

  it("runs at start-up and again every 2 hours", async () => {
    const estimate = estimateOf(9 * GB);
    const persist = vi.fn(async () => true);
    vi.stubGlobal("navigator", { ...navigator, storage: { estimate, persist, persisted: async () => false } });
    try {
      const notices = new Notices();
      const stop = startStorageCheck(notices, new Signal(), () => false);
      await vi.advanceTimersByTimeAsync(0);
      expect(estimate).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(7_199_999);
      expect(estimate).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(estimate).toHaveBeenCalledTimes(2);
      stop();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("replaces a shown warning with the critical one, never two storage notices", async () => {
    const notices = new Notices();
    await checkStorage({ estimate: estimateOf(8.6 * GB), notices });
    vi.setSystemTime(Date.now() + 7_200_000);
    await checkStorage({ estimate: estimateOf(9.5 * GB), notices });
    expect(shown(notices)).toEqual([{ text: "This device's storage is full: new changes may not be kept. Sync now and free some space.", tone: "negative" }]);
  });

  it("asks for persistent storage at the first login, not before, and reports whether it was granted", async () => {
    let loggedIn = false;
    const logins = new Signal();
    const persist = vi.fn(async () => true);
    const stop = persistAtLogin({ persist, persisted: async () => false }, logins, () => loggedIn);
    await vi.advanceTimersByTimeAsync(0);
    expect(persist).not.toHaveBeenCalled();
    expect(storagePersistence.get().persisted).toBe(false);
    loggedIn = true;
    logins.emit();
    await vi.advanceTimersByTimeAsync(0);
    expect(persist).toHaveBeenCalledTimes(1);
    expect(storagePersistence.get().persisted).toBe(true);
    expect(await storageState({ estimate: async () => ({ usage: 5, quota: 100 }) })).toEqual({ usage: 5, quota: 100, persisted: true });
    // Granted: a later login asks no more.
    logins.emit();
    await vi.advanceTimersByTimeAsync(0);
    expect(persist).toHaveBeenCalledTimes(1);
    stop();
  });

  it("reports a refusal as not persisted, and asks at a start with a worker already logged in", async () => {
    const persist = vi.fn(async () => false);
    const stop = persistAtLogin({ persist, persisted: async () => false }, new Signal(), () => true);
    await vi.advanceTimersByTimeAsync(0);
    expect(persist).toHaveBeenCalledTimes(1);
    expect(storagePersistence.get().persisted).toBe(false);
    stop();
  });

  it("asks for persistent storage only when the data is not persistent yet", async () => {
    const persist = vi.fn(async () => true);
    expect(await requestPersistentStorage({ persist, persisted: async () => true })).toBe(true);
    expect(persist).not.toHaveBeenCalled();
    expect(await requestPersistentStorage({ persist, persisted: async () => false })).toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
    expect(await requestPersistentStorage(undefined)).toBe(false);
  });
});
