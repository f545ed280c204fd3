import { describe, expect, it } from "vitest";
import { ageInMonths, answerProblem, dayInZone, deploymentToday, isClientValid, latestTodayOnEarth, toggleArchived } from "./client.js";

describe("client rules (docs/product.md §4, §5)", () => {
  it("valid only when every mandatory element has a non-empty answer or an integer", () => {
    expect(
      isClientValid([
        { mandatory: true, answer: "Yes" },
        { mandatory: true, answer: 0 },
      ]),
    ).toBe(true);
    expect(isClientValid([{ mandatory: true, answer: "" }])).toBe(false);
    expect(isClientValid([{ mandatory: true, answer: "  " }])).toBe(false);
    expect(isClientValid([{ mandatory: true, answer: null }])).toBe(false);
    expect(isClientValid([{ mandatory: true, answer: 1.5 }])).toBe(false);
    expect(isClientValid([{ mandatory: false, answer: null }])).toBe(true);
  });

  it("an answer that is no date, a date ahead or a negative count makes the client incomplete", () => {
    const today = new Date(2026, 10, 22);
    const date = (answer: unknown) => ({ mandatory: true, component: "date", answer });
    expect(answerProblem(date("00-00-0000"), today)).toBe("DATE_INVALID");
    expect(answerProblem(date("31-02-2024"), today)).toBe("DATE_INVALID");
    expect(answerProblem(date("23-11-2026"), today)).toBe("DATE_IN_FUTURE");
    expect(answerProblem(date("22-11-2026"), today)).toBeNull();
    expect(answerProblem({ mandatory: false, component: "number", answer: -3 }, today)).toBe("NUMBER_NEGATIVE");
    expect(answerProblem({ mandatory: false, component: "number", answer: 0 }, today)).toBeNull();
    expect(isClientValid([date("31-02-2024")], today)).toBe(false);
    expect(isClientValid([date("14-03-2022"), { mandatory: false, component: "number", answer: -3 }], today)).toBe(false);
    expect(isClientValid([date("14-03-2022"), { mandatory: false, component: "number", answer: 3 }], today)).toBe(true);
    expect(isClientValid([{ mandatory: false, component: "date", answer: "" }], today)).toBe(true);
  });

  it("a birthdate answer that is not a valid date sets no age", () => {
    const today = new Date(2026, 10, 22);
    expect(ageInMonths("31-02-2025", today)).toBeNull();
    expect(ageInMonths("not a date", today)).toBeNull();
    expect(ageInMonths(undefined, today)).toBeNull();
  });

  it("counts whole months, and the age in months is never below 0", () => {
    const today = new Date(2026, 10, 22);
    expect(ageInMonths("22-11-2024", today)).toBe(24);
    expect(ageInMonths("23-11-2024", today)).toBe(23);
    expect(ageInMonths("2026-05-01", today)).toBe(6);
    expect(ageInMonths("01-01-2027", today)).toBe(0);
  });

  it("archiving toggles the archived flag", () => {
    expect(toggleArchived({ archived: false }).archived).toBe(true);
    expect(toggleArchived({ archived: true }).archived).toBe(false);
  });
});

/** docs/product.md §10, "The deployment's day": the server at 22:30 UTC, a deployment in Malawi (UTC+2) already on the next day. */
describe("the deployment's day", () => {
  const at = Date.parse("2026-12-06T22:36:00Z");

  it("counts the day in the deployment's zone, UTC when it has none", () => {
    expect(dayInZone("Africa/Blantyre", at)).toBe("2026-12-07");
    expect(dayInZone("Europe/Amsterdam", at)).toBe("2026-12-06");
    expect(dayInZone(null, at)).toBe("2026-12-06");
    expect(() => dayInZone("Mars/Olympus", at)).toThrow(RangeError);
  });

  it("judges a client born today in Blantyre valid by Blantyre's day, and one born tomorrow not", () => {
    const born = (day: string) => [{ mandatory: true, component: "date", answer: day }];
    expect(isClientValid(born("2026-12-07"), deploymentToday("Africa/Blantyre", at))).toBe(true);
    expect(isClientValid(born("2026-12-08"), deploymentToday("Africa/Blantyre", at))).toBe(false);
    // In Amsterdam (UTC+1) it is still the 6th: the 7th lies ahead there.
    expect(isClientValid(born("2026-12-07"), deploymentToday("Europe/Amsterdam", at))).toBe(false);
  });

  it("takes the latest day on Earth where the deployment's zone is not known", () => {
    expect(deploymentToday(null, at).getTime()).toBe(latestTodayOnEarth(at).getTime());
  });
});
