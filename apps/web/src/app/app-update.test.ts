import { describe, expect, it, vi } from "vitest";
import { Notices } from "../platform/notices.js";
import { AppUpdate } from "./app-update.js";

function update() {
  const notices = new Notices();
  const steps: string[] = [];
  const deps = {
    notices,
    skipWaiting: vi.fn(async () => void steps.push("skip waiting")),
    saveNow: vi.fn(async () => void steps.push("save")),
    reload: vi.fn(() => void steps.push("reload")),
  };
  return { app: new AppUpdate(deps), notices, deps, steps };
}

describe("a new version waiting (docs/product.md §4, docs/worker-phone.md)", () => {
  it("says once, quietly and until closed, that a new version is ready, and tells the worker to skip waiting only when she taps Update", async () => {
    const { app, notices, deps, steps } = update();
    app.ready();
    app.ready();
    const shown = notices.store.get().list;
    expect(shown.map((n) => [n.text, n.tone, n.action?.label])).toEqual([["A new version of the app is ready.", "info", "Update"]]);
    expect(deps.skipWaiting).not.toHaveBeenCalled();
    shown[0]!.action!.run();
    await vi.waitFor(() => expect(deps.skipWaiting).toHaveBeenCalledTimes(1));
    expect(notices.store.get().list).toEqual([]);
    app.reloadNow();
    expect(steps).toEqual(["save", "skip waiting", "reload"]);
  });

  it("never reloads a page whose worker did not ask for the update (another tab took it)", () => {
    const { app, deps } = update();
    app.ready();
    app.reloadNow();
    expect(deps.reload).not.toHaveBeenCalled();
  });
});
