import { describe, expect, it } from "vitest";
import { checkDays, fieldText, leastDays, purgedCounts } from "./retention-form.js";

/** docs/operating.md, "Retention": empty keeps forever; else whole days, at least the field's least. */
describe("checkDays", () => {
  it("takes empty as keep forever and whole numbers from the least up", () => {
    expect(checkDays("", 180)).toEqual({ ok: true, days: null });
    expect(checkDays("  ", 180)).toEqual({ ok: true, days: null });
    expect(checkDays("180", 180)).toEqual({ ok: true, days: 180 });
    expect(checkDays(" 365 ", 180)).toEqual({ ok: true, days: 365 });
  });

  it("refuses fewer days than the least, fractions, signs and words", () => {
    for (const text of ["179", "0", "1.5", "-200", "1e3", "two", "1234567"]) {
      expect(checkDays(text, 180)).toEqual({ ok: false, problem: "WHOLE_NUMBER", least: 180 });
    }
  });
});

describe("fieldText and leastDays", () => {
  it("shows keep forever as an empty field, and a day as history's least and the server's minimum as tombstones'", () => {
    expect(fieldText(null)).toBe("");
    expect(fieldText(30)).toBe("30");
    expect(leastDays("historyDays", 180)).toBe(1);
    expect(leastDays("tombstoneDays", 180)).toBe(180);
  });
});

describe("purgedCounts", () => {
  it("reads the counts of the server's retention.purged detail, and nothing of another text", () => {
    expect(purgedCounts("12 history versions, 3 tombstones")).toEqual({ history: 12, tombstones: 3 });
    expect(purgedCounts("1 history version, 1 tombstone")).toEqual({ history: 1, tombstones: 1 });
    expect(purgedCounts("something else")).toBeNull();
    expect(purgedCounts(null)).toBeNull();
  });
});
