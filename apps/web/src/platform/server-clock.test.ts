import { afterEach, describe, expect, it, vi } from "vitest";
import { clockOffsetMs, clockWatchingFetch, forgetClockOffset, noteServerDate, serverNow } from "./server-clock.js";

/** docs/product.md §10: the server's clock at 22:30 UTC, a phone's clock set in each way the field sets it. */
const SERVER = new Date("2026-12-06T22:30:00Z");
const DAY = 24 * 60 * 60 * 1000;
const PHONES = {
  "a dead clock battery, reset to 2000-01-01": new Date("2000-01-01T00:00:00Z"),
  "a year ahead": new Date(SERVER.getTime() + 365 * DAY),
  "3 days behind": new Date(SERVER.getTime() - 3 * DAY),
  right: SERVER,
};

afterEach(() => {
  vi.useRealTimers();
  forgetClockOffset();
});

describe("the server's time learned from an answer's Date header", () => {
  it.each(Object.entries(PHONES))("with the phone's clock %s, serverNow is the server's time", (_name, phone) => {
    vi.useFakeTimers({ now: phone, toFake: ["Date"] });
    expect(clockOffsetMs()).toBeNull();
    expect(serverNow().getTime()).toBe(phone.getTime());
    // A round trip of 400 ms; the header says the second the server answered in.
    noteServerDate(SERVER.toUTCString(), phone.getTime() - 400, phone.getTime());
    const error = Math.abs(serverNow().getTime() - SERVER.getTime());
    // Within the round trip's half and the header's second.
    expect(error).toBeLessThanOrEqual(200 + 1000);
    // And it goes on with the phone's clock, the offset kept.
    vi.setSystemTime(phone.getTime() + 60_000);
    expect(Math.abs(serverNow().getTime() - (SERVER.getTime() + 60_000))).toBeLessThanOrEqual(1200);
  });

  it("ignores an answer without a Date header, or with one that is not a date", () => {
    noteServerDate(null, 0, 10);
    noteServerDate("yesterday-ish", 0, 10);
    expect(clockOffsetMs()).toBeNull();
  });

  it("is read from every answer a watched fetch gets", async () => {
    vi.useFakeTimers({ now: PHONES["a dead clock battery, reset to 2000-01-01"], toFake: ["Date"] });
    const inner = vi.fn(async () => new Response("{}", { headers: { date: SERVER.toUTCString() } }));
    await clockWatchingFetch(inner)("/graphql");
    expect(inner).toHaveBeenCalledTimes(1);
    expect(Math.abs(serverNow().getTime() - SERVER.getTime())).toBeLessThanOrEqual(1000);
  });
});
