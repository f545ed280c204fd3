import { describe, expect, it } from "vitest";
import { Notices } from "../platform/notices.js";
import { isStorageFull, tellIfStorageFull } from "./storage-full.js";

const quotaError = () => new DOMException("The transaction was aborted, so the request cannot be fulfilled.", "QuotaExceededError");

describe("a write that finds the storage full (docs/worker-phone.md)", () => {
  it("knows IndexedDB's QuotaExceededError, and nothing else, as storage full", () => {
    expect(isStorageFull(quotaError())).toBe(true);
    expect(isStorageFull(new DOMException("closing", "InvalidStateError"))).toBe(false);
    expect(isStorageFull(new Error("QuotaExceededError"))).toBe(false);
    expect(isStorageFull(null)).toBe(false);
  });

  it("tells the worker once, negative-coloured and until she closes it, that her last change was not saved, and passes the error on", () => {
    const notices = new Notices();
    const error = quotaError();
    expect(() => tellIfStorageFull(error, notices)).toThrow(error);
    expect(() => tellIfStorageFull(error, notices)).toThrow(error);
    expect(notices.store.get().list.map((n) => [n.text, n.tone])).toEqual([
      ["This device's storage is full: your last change was not saved. Sync your work and free some space, then save again.", "negative"],
    ]);
  });

  it("says nothing of other failures", () => {
    const notices = new Notices();
    expect(() => tellIfStorageFull(new TypeError("x"), notices)).toThrow("x");
    expect(notices.store.get().list).toEqual([]);
  });
});
