import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Notices } from "./notices.js";
import { checkedPosition, checkedTimeout, NOTIFICATION_POSITIONS, visibleNotices } from "./notifications.js";

describe("notifications (docs/product.md §5, §8, §9)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const texts = (notices: Notices) => notices.store.get().list.map((n) => n.text);

  it("takes the nine positions and refuses any other with 'wrong position'", () => {
    expect(NOTIFICATION_POSITIONS).toEqual(["top-left", "top-right", "bottom-left", "bottom-right", "top", "bottom", "left", "right", "center"]);
    for (const position of NOTIFICATION_POSITIONS) expect(checkedPosition(position)).toBe(position);
    for (const wrong of ["middle", "Top", "top left", "", null, 3]) expect(() => checkedPosition(wrong)).toThrow(/^wrong position$/);
    const notices = new Notices();
    expect(() => notices.show("Hi", { position: "middle" as never })).toThrow("wrong position");
    expect(texts(notices)).toEqual([]);
    notices.show("Hi", { position: "top-right" });
    expect(notices.store.get().list[0]!.position).toBe("top-right");
  });

  it("takes a timeout of at least 0 and refuses any other with 'wrong timeout'", () => {
    expect(checkedTimeout(0)).toBe(0);
    expect(checkedTimeout(30_000)).toBe(30_000);
    for (const wrong of [-1, -0.5, Number.NaN, Number.POSITIVE_INFINITY, "5000", null]) expect(() => checkedTimeout(wrong)).toThrow(/^wrong timeout$/);
    expect(() => new Notices().show("Hi", { timeoutMs: -1 })).toThrow("wrong timeout");
  });

  it("shows a notice without a timeout for 5000 ms", async () => {
    const notices = new Notices();
    notices.show("Saved");
    expect(checkedTimeout(undefined)).toBe(5000);
    await vi.advanceTimersByTimeAsync(4999);
    expect(texts(notices)).toEqual(["Saved"]);
    await vi.advanceTimersByTimeAsync(1);
    expect(texts(notices)).toEqual([]);
  });

  it("keeps a notice with timeout 0 until it is closed, and a closed one leaves no timer", async () => {
    const notices = new Notices();
    const id = notices.show("Stays", { timeoutMs: 0 });
    const gone = notices.show("Closed", { timeoutMs: 1000 });
    notices.dismiss(gone);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(texts(notices)).toEqual(["Stays"]);
    expect(vi.getTimerCount()).toBe(0);
    notices.dismiss(id);
    expect(texts(notices)).toEqual([]);
  });

  it("updates an ungrouped notice, and refuses to update a grouped one", () => {
    const notices = new Notices();
    const plain = notices.show("Syncing");
    expect(notices.update(plain, { text: "Synced", tone: "negative" })).toBe(true);
    expect(notices.store.get().list[0]).toMatchObject({ text: "Synced", tone: "negative" });
    const grouped = notices.show("Storage almost full", { group: "storage" });
    expect(() => notices.update(grouped, { text: "changed" })).toThrow(/^grouped notifications cannot be updated$/);
    expect(texts(notices)).toEqual(["Synced", "Storage almost full"]);
    notices.dismiss(plain);
    expect(notices.update(plain, { text: "late" })).toBe(false);
  });

  it("shows a group once, counting repeats and restarting its time", async () => {
    const notices = new Notices();
    const first = notices.show("You are offline", { group: "connectivity", tone: "negative" });
    await vi.advanceTimersByTimeAsync(4000);
    const again = notices.show("You are offline", { group: "connectivity", tone: "negative" });
    expect(again).toBe(first);
    expect(notices.store.get().list).toEqual([expect.objectContaining({ text: "You are offline", count: 2, tone: "negative" })]);
    await vi.advanceTimersByTimeAsync(4999);
    expect(texts(notices)).toEqual(["You are offline"]);
    await vi.advanceTimersByTimeAsync(1);
    expect(texts(notices)).toEqual([]);
  });

  it("defaults to the bottom, in the info tone; warnings use the negative colour", () => {
    const notices = new Notices();
    notices.show("Hello");
    notices.show("Careful", { tone: "negative" });
    expect(notices.store.get().list.map((n) => [n.position, n.tone, n.count])).toEqual([
      ["bottom", "info", 1],
      ["bottom", "negative", 1],
    ]);
  });
});

describe("the notices at one place", () => {
  it("shows at most two, warnings first, the rest waiting in order", () => {
    const queue = [
      { id: 1, tone: "info" },
      { id: 2, tone: "info" },
      { id: 3, tone: "negative" },
      { id: 4, tone: "info" },
    ];
    expect(visibleNotices(queue).map((n) => n.id)).toEqual([3, 1]);
    expect(visibleNotices(queue.filter((n) => n.id !== 3 && n.id !== 1)).map((n) => n.id)).toEqual([2, 4]);
  });
});
