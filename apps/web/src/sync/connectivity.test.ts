import { describe, expect, it, vi } from "vitest";
import { Connectivity } from "./connectivity.js";
import { Notices } from "../platform/notices.js";

/** The server's reachability is a stand-in here (happy-dom has no server to ask); navigator.onLine is happy-dom's, true. */
function startWith(reachable: boolean) {
  const notices = new Notices();
  const changes: boolean[] = [];
  const connectivity = new Connectivity(
    notices,
    (online) => changes.push(online),
    () => Promise.resolve(reachable),
  );
  return { connectivity, changes, texts: () => notices.store.get().list.map((n) => n.text) };
}

describe("connectivity at start (docs/product.md §4)", () => {
  it("goes offline, and says so, when navigator.onLine reads true but the server cannot be reached", async () => {
    expect(navigator.onLine).toBe(true);
    const { connectivity, changes, texts } = startWith(false);
    await vi.waitFor(() => expect(connectivity.online).toBe(false));
    expect(changes).toEqual([false]);
    expect(texts()).toHaveLength(1);
  });

  it("stays online, without a notice, when the server answers", async () => {
    const { connectivity, changes, texts } = startWith(true);
    await Promise.resolve();
    await Promise.resolve();
    expect(connectivity.online).toBe(true);
    expect(changes).toEqual([]);
    expect(texts()).toEqual([]);
  });

  it("replaces the offline notice with the back-online one, each by its translation key", async () => {
    const notices = new Notices();
    let reachable = false;
    const connectivity = new Connectivity(
      notices,
      () => undefined,
      () => Promise.resolve(reachable),
    );
    await vi.waitFor(() => expect(connectivity.online).toBe(false));
    expect(notices.store.get().list.map((n) => n.textKey)).toEqual(["OFFLINE"]);
    reachable = true;
    window.dispatchEvent(new Event("online"));
    expect(notices.store.get().list.map((n) => n.textKey)).toEqual(["BACK_ONLINE"]);
  });
});
