import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { parseCalendarDate, type CalendarDate } from "@stepwise/domain";
import { describe, expect, it } from "vitest";
import { instantAt, reminderPlan, type ReminderPlan } from "./reminder-plan.js";
import type { DueRow } from "./visits-due-rows.js";

const d = (text: string): CalendarDate => parseCalendarDate(text)!;
const row = (clientUuid: string, due: string): DueRow => ({ clientUuid, name: clientUuid, due: d(due), when: "week" });
const text = (count: number) => `${count} due`;
const utc = (iso: string) => Date.parse(iso);

/**
 * The service worker's own rule, apps/web/public/daily-reminder.js, run as the browser runs it (a
 * classic script) in a context of its own: its `self` is a stand-in that keeps its listeners, as
 * this test only calls its pure rule, dueReminder.
 */
function serviceWorkerRule(): (plan: ReminderPlan | null, shownDay: string | null, now: number) => { day: string; text: string } | null {
  const self = { addEventListener: () => undefined } as { addEventListener: () => void; stepwiseReminder?: { dueReminder: never } };
  runInNewContext(readFileSync("public/daily-reminder.js", "utf8"), { self });
  return self.stepwiseReminder!.dueReminder;
}

describe('the reminder\'s plan (docs/product.md §4, "One reminder a day")', () => {
  it("finds the instant a deployment's clock shows the hour: 07:00 in Blantyre is 05:00 UTC; in Amsterdam 06:00 UTC in winter, 05:00 in summer", () => {
    expect(instantAt(d("07-12-2026"), 7, "Africa/Blantyre")).toBe(utc("2026-12-07T05:00:00Z"));
    expect(instantAt(d("07-12-2026"), 7, "Europe/Amsterdam")).toBe(utc("2026-12-07T06:00:00Z"));
    expect(instantAt(d("29-03-2026"), 7, "Europe/Amsterdam")).toBe(utc("2026-03-29T05:00:00Z"));
    // 02:00 does not exist in Amsterdam on 29 March 2026 (the clock jumps to 03:00): the first instant after it.
    expect(instantAt(d("29-03-2026"), 2, "Europe/Amsterdam")).toBe(utc("2026-03-29T01:00:00Z"));
    expect(instantAt(d("07-12-2026"), 0, null)).toBe(utc("2026-12-07T00:00:00Z"));
  });

  it("counts each day's clients due on or before it, from the deployment's today for a week, leaving out days with none and days over", () => {
    // 22:30 UTC on 6 December: already 00:30 on the 7th in Blantyre, the phone's rows read for the 7th.
    const plan = reminderPlan({
      rows: [row("a", "01-12-2026"), row("b", "07-12-2026"), row("c", "09-12-2026"), row("d", "13-12-2026")],
      today: d("07-12-2026"),
      zone: "Africa/Blantyre",
      hour: 7,
      now: utc("2026-12-06T22:30:00Z"),
      text,
    });
    expect(plan.days.map((day) => [day.day, day.count, day.text, new Date(day.showAt).toISOString(), new Date(day.endsAt).toISOString()])).toEqual([
      ["2026-12-07", 2, "2 due", "2026-12-07T05:00:00.000Z", "2026-12-07T22:00:00.000Z"],
      ["2026-12-08", 2, "2 due", "2026-12-08T05:00:00.000Z", "2026-12-08T22:00:00.000Z"],
      ["2026-12-09", 3, "3 due", "2026-12-09T05:00:00.000Z", "2026-12-09T22:00:00.000Z"],
      ["2026-12-10", 3, "3 due", "2026-12-10T05:00:00.000Z", "2026-12-10T22:00:00.000Z"],
      ["2026-12-11", 3, "3 due", "2026-12-11T05:00:00.000Z", "2026-12-11T22:00:00.000Z"],
      ["2026-12-12", 3, "3 due", "2026-12-12T05:00:00.000Z", "2026-12-12T22:00:00.000Z"],
      ["2026-12-13", 4, "4 due", "2026-12-13T05:00:00.000Z", "2026-12-13T22:00:00.000Z"],
    ]);
    const none = reminderPlan({
      rows: [row("d", "13-12-2026")],
      today: d("07-12-2026"),
      zone: "Africa/Blantyre",
      hour: 7,
      now: utc("2026-12-07T10:00:00Z"),
      text,
    });
    expect(none.days.map((day) => day.day)).toEqual(["2026-12-13"]);
  });
});

describe("the service worker's once-a-day rule, at exact times in Blantyre (apps/web/public/daily-reminder.js)", () => {
  const dueReminder = serviceWorkerRule();
  const plan = reminderPlan({
    rows: [row("a", "05-12-2026"), row("b", "08-12-2026")],
    today: d("07-12-2026"),
    zone: "Africa/Blantyre",
    hour: 7,
    now: utc("2026-12-07T04:00:00Z"),
    text,
  });
  /** A Blantyre wall-clock time (UTC+2, no daylight saving) as an instant. */
  const blantyre = (day: string, time: string) => utc(`${day}T${time}:00+02:00`);

  it("shows nothing at 06:59, the day's count at 07:00, nothing a second time that day, the next day's at its 07:00", () => {
    expect(dueReminder(plan, null, blantyre("2026-12-07", "06:59"))).toBeNull();
    expect(dueReminder(plan, null, blantyre("2026-12-07", "07:00"))).toMatchObject({ day: "2026-12-07", text: "1 due" });
    expect(dueReminder(plan, "2026-12-07", blantyre("2026-12-07", "07:01"))).toBeNull();
    expect(dueReminder(plan, "2026-12-07", blantyre("2026-12-07", "23:59"))).toBeNull();
    expect(dueReminder(plan, "2026-12-07", blantyre("2026-12-08", "06:59"))).toBeNull();
    expect(dueReminder(plan, "2026-12-07", blantyre("2026-12-08", "07:00"))).toMatchObject({ day: "2026-12-08", text: "2 due" });
  });

  it("shows a day not shown by its end never late, and nothing past the plan or without one", () => {
    // Not shown on the 7th (the phone asleep all day): at 00:10 on the 8th, nothing (the 8th's hour has not come).
    expect(dueReminder(plan, null, blantyre("2026-12-08", "00:10"))).toBeNull();
    expect(dueReminder(plan, null, blantyre("2026-12-20", "07:00"))).toBeNull();
    expect(dueReminder(null, null, blantyre("2026-12-07", "07:00"))).toBeNull();
  });
});
