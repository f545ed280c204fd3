import { describe, expect, it } from "vitest";
import { latestDayMonthYear } from "./team-format.js";

describe("the team screens' dates", () => {
  it("finds a diary's latest day-month-year date, across years and months, leaving out what is no date", () => {
    expect(latestDayMonthYear(["03-12-2026", "28-11-2026", "1-1-2027", "not a date", null, "2027-02-01"])).toBe("1-1-2027");
    expect(latestDayMonthYear([])).toBeNull();
  });
});
