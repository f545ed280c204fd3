// happy-dom has no IndexedDB: fake-indexeddb stands in for the browser's.
import "fake-indexeddb/auto";
import { describe, expect, it, vi } from "vitest";
import { openUsageDb, USAGE_DB_VERSION } from "./app-usage-db.js";
import { AppUsage, dayOf, idbUsageStore, screenOf, usageSender, type UsageReport } from "./app-usage.js";

function setup(statuses: number[] = [], online = true) {
  const db = openUsageDb(`usage-${crypto.randomUUID()}`);
  const store = idbUsageStore(() => db);
  const reports: UsageReport[] = [];
  const clock = { now: new Date(2026, 10, 22, 18, 0) };
  const state = { online };
  let beforeAnswer: () => Promise<void> = async () => {};
  const send = vi.fn(async (report: UsageReport) => {
    reports.push(report);
    await beforeAnswer();
    return statuses.shift() ?? 200;
  });
  const usage = new AppUsage({ store, send, isOnline: () => state.online, appId: () => "install-1", now: () => clock.now });
  return { db, store, reports, clock, state, usage, send, whileSending: (fn: () => Promise<void>) => (beforeAnswer = fn) };
}

describe("app usage (docs/product.md §3 app_usage)", () => {
  it("counts screen visits per day, ids not counted apart", async () => {
    expect(screenOf("/Home/Article/3f2a-uuid")).toBe("/Home/Article");
    expect(screenOf("/milestones/milestoneindicators/12")).toBe("/milestones/milestoneindicators");
    expect(screenOf("/")).toBe("/");
    expect(dayOf(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
    const { usage, store, clock } = setup([], false);
    await usage.visit("/Home");
    await usage.visit("/Home/Article/a");
    await usage.visit("/Home/Article/b");
    clock.now = new Date(2026, 10, 23, 7, 0);
    await usage.visit("/Home");
    expect((await store.all()).map((r) => [r.date, r.screen, r.visits])).toEqual([
      ["2026-11-22", "/Home", 1],
      ["2026-11-22", "/Home/Article", 2],
      ["2026-11-23", "/Home", 1],
    ]);
  });

  it("sends one report per day when online and takes the sent counts off the device on 200", async () => {
    const { usage, store, reports, clock, state } = setup([], false);
    await usage.visit("/forms/clients");
    clock.now = new Date(2026, 10, 23, 7, 0);
    await usage.visit("/forms/clients");
    await usage.visit("/settings");
    await usage.flush();
    expect(reports).toEqual([]);
    state.online = true;
    await usage.flush();
    expect(reports).toEqual([
      { app_id: "install-1", date: "2026-11-22", screens: [{ screen: "/forms/clients", visits: 1 }] },
      {
        app_id: "install-1",
        date: "2026-11-23",
        screens: [
          { screen: "/forms/clients", visits: 1 },
          { screen: "/settings", visits: 1 },
        ],
      },
    ]);
    expect(await store.all()).toEqual([]);
  });

  it("keeps the counts when the server does not answer 200", async () => {
    const { usage, store, send } = setup([500]);
    await usage.visit("/calendar");
    await usage.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect((await store.all()).map((r) => r.visits)).toEqual([1]);
    await usage.flush();
    expect(await store.all()).toEqual([]);
  });

  it("keeps visits counted while a report was on its way", async () => {
    const { usage, store, whileSending } = setup();
    await usage.visit("/chat");
    whileSending(() => usage.visit("/chat"));
    await usage.flush();
    expect((await store.all()).map((r) => [r.screen, r.visits])).toEqual([["/chat", 1]]);
  });

  it("lives in the usage database at version 4 (docs/product.md §9)", async () => {
    expect(USAGE_DB_VERSION).toBe(4);
    expect((await setup().db).version).toBe(4);
  });

  it("posts to /api/logging/logUsage with the form field formData holding the report as JSON", async () => {
    const fetchImpl = vi.fn(async () => new Response("{}", { status: 200 }));
    const report = { app_id: "install-1", date: "2026-11-22", screens: [{ screen: "/Home", visits: 3 }] };
    expect(await usageSender(() => ({}), fetchImpl)(report)).toBe(200);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/logging/logUsage");
    expect(JSON.parse((init.body as URLSearchParams).get("formData")!)).toEqual(report);
  });
});
