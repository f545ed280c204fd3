import { describe, expect, it } from "vitest";
import { parseCalendarDate, type CalendarDate } from "./dates.js";
import { everyWeeks, everyWeeksError, visitFrequencyChoice, visitRhythm } from "./visit-frequency.js";
import { addMonth, countVisitsDue, dueWhen, nextVisitDue, visitsDue, type DuePlan } from "./visits-due.js";

const d = (text: string): CalendarDate => parseCalendarDate(text)!;
const plan = (fields: Partial<DuePlan>): DuePlan => ({ client_uuid: "c1", ...fields });
const diary = (...dates: string[]) => dates.map((date) => ({ date }));

describe('visit frequency (docs/product.md §4 "Visits due")', () => {
  it("reads the four choices and leaves old free text without a rhythm", () => {
    expect(visitRhythm("weekly")).toEqual({ unit: "week", count: 1 });
    expect(visitRhythm("fortnightly")).toEqual({ unit: "week", count: 2 });
    expect(visitRhythm("monthly")).toEqual({ unit: "month", count: 1 });
    expect(visitRhythm(everyWeeks(3))).toEqual({ unit: "week", count: 3 });
    expect(visitRhythm("Weekly")).toBeNull();
    expect(visitRhythm("twice a month, Tuesdays")).toBeNull();
    expect(visitRhythm("every 53 weeks")).toBeNull();
    expect(visitRhythm(null)).toBeNull();
    expect(visitFrequencyChoice("every 52 weeks")).toEqual({ choice: "weeks", weeks: 52 });
    expect(visitFrequencyChoice("Wekelijks")).toBeNull();
  });

  it("refuses every N weeks is out of 1..52", () => {
    expect(everyWeeksError("every 0 weeks")).toBe("every N weeks takes N from 1 to 52, not 0");
    expect(everyWeeksError("every 53 weeks")).toBe("every N weeks takes N from 1 to 52, not 53");
    expect(everyWeeksError("every 1 weeks")).toBeNull();
    expect(everyWeeksError("once in a while")).toBeNull();
  });
});

describe('next visit due (docs/product.md §4 "Visits due")', () => {
  const today = d("06-12-2026");

  it("is the last dated diary entry or ladder score, whichever is later, plus the frequency", () => {
    const p = plan({ visitFrequency: "weekly", diary_items: diary("20-11-2026", "not a date"), ladder_of_live: [{ measure: diary("25-11-2026") }] });
    expect(nextVisitDue(p, [], today)).toEqual(d("02-12-2026"));
    const later = plan({ ...p, diary_items: diary("27-11-2026") });
    expect(nextVisitDue(later, [], today)).toEqual(d("04-12-2026"));
  });

  it("does not count a diary entry dated after the day (a planned appointment)", () => {
    expect(nextVisitDue(plan({ visitFrequency: "fortnightly", diary_items: diary("01-11-2026", "10-12-2026") }), [], today)).toEqual(d("15-11-2026"));
  });

  it("adds a calendar month, the month's last day when the next month is shorter", () => {
    expect(addMonth(d("31-01-2027"))).toEqual(d("28-02-2027"));
    expect(addMonth(d("31-01-2028"))).toEqual(d("29-02-2028"));
    expect(addMonth(d("29-02-2028"))).toEqual(d("29-03-2028"));
    expect(addMonth(d("15-12-2026"))).toEqual(d("15-01-2027"));
    expect(nextVisitDue(plan({ visitFrequency: "monthly", diary_items: diary("31-10-2026") }), [], today)).toEqual(d("30-11-2026"));
  });

  it("crosses a leap day and a year's end in weeks", () => {
    expect(nextVisitDue(plan({ visitFrequency: "weekly", diary_items: diary("25-02-2028") }), [], d("01-03-2028"))).toEqual(d("03-03-2028"));
    expect(nextVisitDue(plan({ visitFrequency: everyWeeks(3), diary_items: diary("22-12-2026") }), [], d("10-01-2027"))).toEqual(d("12-01-2027"));
    expect(nextVisitDue(plan({ visitFrequency: everyWeeks(52), ladder_of_live: [{ measure: diary("29-02-2028") }] }), [], d("01-03-2028"))).toEqual(
      d("27-02-2029"),
    );
  });

  it("with no visit yet is due at the plan's start (its first goal's activation), else on the day itself", () => {
    const goals = [{ goals: [{ activationdate: "14-11-2026" }, { activationdate: "02-11-2026" }] }];
    expect(nextVisitDue(plan({ visitFrequency: "weekly", domains: goals }), [], today)).toEqual(d("02-11-2026"));
    expect(nextVisitDue(plan({ visitFrequency: "weekly" }), [], today)).toEqual(today);
  });

  it("gives no date for old free text, no frequency or an archived plan", () => {
    expect(nextVisitDue(plan({ visitFrequency: "Weekly", diary_items: diary("01-11-2026") }), [], today)).toBeNull();
    expect(nextVisitDue(plan({ visitFrequency: null }), [], today)).toBeNull();
    expect(nextVisitDue(plan({ visitFrequency: "weekly", archive: true }), [], today)).toBeNull();
  });

  it("takes a cycle goal's rhythm alike, the earliest of all winning, never before the cycle's start", () => {
    const p = plan({ visitFrequency: "monthly", diary_items: diary("01-12-2026") });
    expect(nextVisitDue(p, [], today)).toEqual(d("01-01-2027"));
    expect(nextVisitDue(p, [{ client_uuid: "c1", cycle_rhythm: "daily" }], today)).toEqual(d("02-12-2026"));
    expect(nextVisitDue(p, [{ client_uuid: "c1", cycle_rhythm: "weekly", cycle_start: "20-12-2026" }], today)).toEqual(d("20-12-2026"));
    expect(nextVisitDue(p, [{ client_uuid: "c1", cycle_rhythm: "daily", archived: "T" }], today)).toEqual(d("01-01-2027"));
    expect(nextVisitDue(p, [{ client_uuid: "c1", cycle_rhythm: "daily", cycle_end: "05-12-2026" }], today)).toEqual(d("01-01-2027"));
    expect(nextVisitDue(undefined, [{ client_uuid: "c1", cycle_rhythm: "weekly", cycle_start: "30-11-2026" }], today)).toEqual(d("30-11-2026"));
  });
});

describe("visits due on a day", () => {
  const today = d("06-12-2026");

  it("is overdue before the day, today on it, this week within six days after, else not listed", () => {
    expect(dueWhen(d("05-12-2026"), today)).toBe("overdue");
    expect(dueWhen(today, today)).toBe("today");
    expect(dueWhen(d("12-12-2026"), today)).toBe("week");
    expect(dueWhen(d("13-12-2026"), today)).toBeNull();
  });

  it("lists the clients earliest first, leaving out archived clients and those not due", () => {
    const clients = [{ uuid: "a" }, { uuid: "b" }, { uuid: "c" }, { uuid: "d", archived: true }, { uuid: "e" }];
    const plans: DuePlan[] = [
      { client_uuid: "a", visitFrequency: "weekly", diary_items: diary("29-11-2026") },
      { client_uuid: "b", visitFrequency: "weekly", diary_items: diary("20-11-2026") },
      { client_uuid: "c", visitFrequency: "fortnightly", diary_items: diary("25-11-2026") },
      { client_uuid: "d", visitFrequency: "weekly", diary_items: diary("01-11-2026") },
      { client_uuid: "e", visitFrequency: "monthly", diary_items: diary("01-12-2026") },
    ];
    const rows = visitsDue(clients, plans, [], today);
    expect(rows.map((r) => [r.client_uuid, r.when])).toEqual([
      ["b", "overdue"],
      ["a", "today"],
      ["c", "week"],
    ]);
    expect(countVisitsDue(rows)).toEqual({ overdue: 1, today: 1, week: 1 });
  });
});
