import { afterEach, describe, expect, it } from "vitest";
import { UI_TEXTS } from "@stepwise/domain/texts";
import { setTexts } from "../i18n/t.js";
import { forgetClockOffset, noteServerDate } from "../platform/server-clock.js";
import { Notices } from "../platform/notices.js";
import { clockWarningText, watchClock } from "./clock-warning.js";

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const SERVER = Date.parse("2026-12-06T22:30:00Z");

afterEach(() => forgetClockOffset());

/** docs/product.md §10: past 5 minutes the worker is told, in her language, how far and how to fix it. */
describe("the clock's warning", () => {
  it("says nothing at 5 minutes off or less, either way", () => {
    expect(clockWarningText(5 * MINUTE)).toBeNull();
    expect(clockWarningText(-5 * MINUTE)).toBeNull();
    expect(clockWarningText(0)).toBeNull();
  });

  it("names the amount in its largest unit and the direction, with what to do", () => {
    expect(clockWarningText(5 * MINUTE + 1000)).toBe(
      "Your phone's clock is 5 minutes behind. Set the date and time in the phone's settings (turn on automatic time); until then the app uses the server's time.",
    );
    expect(clockWarningText(-365 * DAY)).toMatch(/^Your phone's clock is 1 year ahead\. /);
    // Half a second either side of a unit's edge reads the same at every contact.
    expect(clockWarningText(-365 * DAY + 500)).toMatch(/^Your phone's clock is 1 year ahead\. /);
    expect(clockWarningText(-365 * DAY - 500)).toMatch(/^Your phone's clock is 1 year ahead\. /);
    expect(clockWarningText(3 * DAY)).toMatch(/^Your phone's clock is 3 days behind\. /);
    // Measured within a second: a clock 3 days behind may show as 3 days less half a second.
    expect(clockWarningText(3 * DAY - 499)).toMatch(/^Your phone's clock is 3 days behind\. /);
    // A phone reset to 2000-01-01 while the server is in December 2026.
    expect(clockWarningText(SERVER - Date.parse("2000-01-01T00:00:00Z"))).toMatch(/^Your phone's clock is 27 years behind\. /);
    expect(clockWarningText(-2 * 60 * MINUTE)).toMatch(/^Your phone's clock is 2 hours ahead\. /);
  });

  it("speaks the worker's language", () => {
    setTexts("nl", UI_TEXTS.nl);
    try {
      expect(clockWarningText(3 * DAY)).toMatch(/^De klok van je telefoon loopt 3 dagen achter\. /);
    } finally {
      setTexts("en", UI_TEXTS.en);
    }
  });

  it("shows one notice while the clock is off, changes it only when its words do, and takes it away once a contact finds the clock right", () => {
    const notices = new Notices();
    const stop = watchClock(notices);
    const texts = () => notices.store.get().list.map((n) => n.text);
    const phoneAt = (phone: number) => noteServerDate(new Date(SERVER).toUTCString(), phone, phone);
    phoneAt(SERVER + 3 * DAY);
    phoneAt(SERVER + 3 * DAY + 2000);
    expect(texts()).toHaveLength(1);
    expect(texts()[0]).toMatch(/3 days ahead/);
    phoneAt(SERVER - 365 * DAY);
    expect(texts()).toHaveLength(1);
    expect(texts()[0]).toMatch(/1 year behind/);
    phoneAt(SERVER + 2000);
    expect(texts()).toEqual([]);
    stop();
    phoneAt(SERVER + 3 * DAY);
    expect(texts()).toEqual([]);
  });
});
