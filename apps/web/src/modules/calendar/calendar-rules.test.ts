import { describe, expect, it } from "vitest";
import { addDays, dayMonthYearToIso, isoToDayMonthYear, toDayMonthYear, weekDays, weekdayIndex, weekStart } from "../client-records/calendar-dates.js";
import { calendarEvents, eventsByDay, type DatedCycle, type DatedPlan } from "./calendar-events.js";

const date = (day: number, month: number, year: number) => ({ year, month, day });

describe("the week of a date (Monday to Sunday)", () => {
  it("starts on the Monday on or before the date", () => {
    expect(weekStart(date(23, 11, 2026))).toEqual(date(23, 11, 2026)); // a Monday
    expect(weekStart(date(29, 11, 2026))).toEqual(date(23, 11, 2026)); // its Sunday
    expect(weekStart(date(1, 12, 2026))).toEqual(date(30, 11, 2026));
    expect(weekStart(date(1, 1, 2027))).toEqual(date(28, 12, 2026)); // across the year
    expect(weekStart(date(1, 3, 2028))).toEqual(date(28, 2, 2028)); // across a leap day
  });

  it("has seven days from Monday to Sunday, across month ends", () => {
    expect(weekDays(date(28, 12, 2026)).map(toDayMonthYear)).toEqual([
      "28-12-2026",
      "29-12-2026",
      "30-12-2026",
      "31-12-2026",
      "01-01-2027",
      "02-01-2027",
      "03-01-2027",
    ]);
    expect(weekdayIndex(date(29, 11, 2026))).toBe(6);
  });

  it("moves a week at a time, also over a daylight-saving change", () => {
    expect(addDays(date(23, 3, 2026), 7)).toEqual(date(30, 3, 2026));
    expect(addDays(date(23, 11, 2026), -7)).toEqual(date(16, 11, 2026));
  });

  it("turns record dates into date-input values and back", () => {
    expect(dayMonthYearToIso("1-12-2026")).toBe("2026-12-01");
    expect(dayMonthYearToIso("31-02-2026")).toBe("");
    expect(isoToDayMonthYear("2026-12-01")).toBe("01-12-2026");
    expect(isoToDayMonthYear("")).toBeNull();
  });
});

describe("events per day of a week", () => {
  const clients = new Set(["ada", "ben"]);
  const plans: DatedPlan[] = [
    {
      client_uuid: "ada",
      domains: [{ goals: [{ uuid: "g1", goal: "Walk to the door", activationdate: "24-11-2026", completiondate: "02-01-2027" }] }],
      diary_items: [
        { uuid: "d1", date: "25-11-2026", note: "Home visit" },
        { uuid: "d2", date: null, note: "No date yet" },
      ],
    },
    { client_uuid: "gone", diary_items: [{ uuid: "d3", date: "25-11-2026", note: "Deleted client" }] },
    { client_uuid: "ben", archive: true, diary_items: [{ uuid: "d4", date: "25-11-2026", note: "Archived plan" }] },
  ];
  const cycles: DatedCycle[] = [
    { uuid: "c1", client_uuid: "ben", goal: "Eat with a spoon", cycle_start: "29-11-2026", cycle_end: "06-12-2026", archived: "F" },
    { uuid: "c2", client_uuid: "ben", goal: "Archived", cycle_start: "25-11-2026", archived: "T" },
    { uuid: "c3", client_uuid: null, goal: "Legacy", cycle_start: "25-11-2026" },
  ];
  const events = calendarEvents(clients, plans, cycles);

  it("collects appointments, goal dates and cycle dates, each linking to its screen", () => {
    expect(events.map((e) => [e.kind, toDayMonthYear(e.date), e.title, e.clientUuid, e.href])).toEqual([
      ["appointment", "25-11-2026", "Home visit", "ada", "/forms/diary"],
      ["goal-activation", "24-11-2026", "Walk to the door", "ada", "/forms/goals"],
      ["goal-completion", "02-01-2027", "Walk to the door", "ada", "/forms/goals"],
      ["cycle-start", "29-11-2026", "Eat with a spoon", "ben", "/forms/Cycleform?cycle=c1"],
      ["cycle-end", "06-12-2026", "Eat with a spoon", "ben", "/forms/Cycleform?cycle=c1"],
    ]);
  });

  it("puts each event on its day of the week and leaves other weeks out", () => {
    const week = eventsByDay(events, date(23, 11, 2026));
    expect(week.map((d) => [toDayMonthYear(d.date), d.events.map((e) => e.kind)])).toEqual([
      ["23-11-2026", []],
      ["24-11-2026", ["goal-activation"]],
      ["25-11-2026", ["appointment"]],
      ["26-11-2026", []],
      ["27-11-2026", []],
      ["28-11-2026", []],
      ["29-11-2026", ["cycle-start"]],
    ]);
    const next = eventsByDay(events, date(30, 11, 2026));
    expect(next.flatMap((d) => d.events.map((e) => `${e.kind} ${toDayMonthYear(d.date)}`))).toEqual(["cycle-end 06-12-2026"]);
  });

  it("compares dates as calendar dates, not as day-month-year text", () => {
    // As text, "02-01-2027" sorts before "30-12-2026"; it belongs to the week of 28-12-2026.
    const week = eventsByDay(events, date(28, 12, 2026));
    expect(week[5]!.events.map((e) => e.kind)).toEqual(["goal-completion"]);
  });
});

describe("a repeating cycle in the calendar", () => {
  const cycle = (rhythm: string, end: string | null): DatedCycle => ({
    uuid: "cy",
    client_uuid: "c1",
    goal: "Practise",
    cycle_start: "02-11-2026",
    cycle_end: end,
    cycle_rhythm: rhythm,
  });
  const kindsOn = (events: ReturnType<typeof calendarEvents>, monday: string) =>
    eventsByDay(events, parseMonday(monday)).flatMap((day) => day.events.map((e) => `${e.date.day}-${e.date.month} ${e.kind}`));
  const parseMonday = (text: string) => ({ year: Number(text.slice(6)), month: Number(text.slice(3, 5)), day: Number(text.slice(0, 2)) });

  it("shows a weekly cycle in every week between its start and its end", () => {
    const events = calendarEvents(new Set(["c1"]), [], [cycle("weekly", "30-11-2026")]);
    expect(kindsOn(events, "02-11-2026")).toEqual(["2-11 cycle-start"]);
    expect(kindsOn(events, "09-11-2026")).toEqual(["9-11 cycle-repeat"]);
    expect(kindsOn(events, "23-11-2026")).toEqual(["23-11 cycle-repeat"]);
    expect(kindsOn(events, "30-11-2026")).toEqual(["30-11 cycle-end"]);
    expect(kindsOn(events, "07-12-2026")).toEqual([]);
  });

  it("repeats a fortnightly cycle every other week, and a cycle without a rhythm not at all", () => {
    const fortnightly = calendarEvents(new Set(["c1"]), [], [cycle("fortnightly", "31-12-2026")]);
    expect(kindsOn(fortnightly, "09-11-2026")).toEqual([]);
    expect(kindsOn(fortnightly, "16-11-2026")).toEqual(["16-11 cycle-repeat"]);
    expect(calendarEvents(new Set(["c1"]), [], [cycle("", "31-12-2026")]).map((e) => e.kind)).toEqual(["cycle-start", "cycle-end"]);
  });
});
