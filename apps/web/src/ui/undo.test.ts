import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Notices } from "../platform/notices.js";
import { offerUndo, removeAfterUndoTime, UNDO_MS } from "./undo.js";

describe("deleting with a 5 s undo", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("removes only after 5 s, and an Undo within them keeps the record", () => {
    const notices = new Notices();
    const removed: string[] = [];
    removeAfterUndoTime(notices, "a", "Deleted", () => removed.push("a"));
    removeAfterUndoTime(notices, "b", "Deleted", () => removed.push("b"));
    vi.advanceTimersByTime(UNDO_MS - 1);
    expect(removed).toEqual([]);
    notices.store.get().list[1]!.action!.run();
    vi.advanceTimersByTime(1);
    expect(removed).toEqual(["a"]);
    vi.advanceTimersByTime(UNDO_MS);
    expect(removed).toEqual(["a"]);
    expect(UNDO_MS).toBe(5000);
  });

  it("offers the undo of an edit for 5 s, then the notice is gone", () => {
    const notices = new Notices();
    let undone = 0;
    offerUndo(notices, "Goal deleted", () => (undone += 1));
    notices.store.get().list[0]!.action!.run();
    expect(undone).toBe(1);
    expect(notices.store.get().list).toEqual([]);
    offerUndo(notices, "Goal deleted", () => (undone += 1));
    vi.advanceTimersByTime(UNDO_MS);
    expect(notices.store.get().list).toEqual([]);
    expect(undone).toBe(1);
  });
});
