import { addDays, dayNumber, type CalendarDate } from "@stepwise/domain";
import type { DueRow } from "./visits-due-rows.js";

/**
 * docs/product.md §4, "One reminder a day": what the phone keeps outside the vault for the service
 * worker, computed while the app is open and unlocked. Numbers and their text only: no client's
 * name or id. The service worker (apps/web/public/daily-reminder.js) shows a day's text once, between
 * its showAt and endsAt.
 */
export interface ReminderDay {
  /** The deployment's calendar day, YYYY-MM-DD. */
  day: string;
  /** When the reminder hour begins that day in the deployment's zone (ms since 1970, UTC). */
  showAt: number;
  /** When that day ends there: a reminder not shown by then is not shown late. */
  endsAt: number;
  count: number;
  text: string;
}

export interface ReminderPlan {
  days: ReminderDay[];
}

const pad = (n: number) => String(n).padStart(2, "0");
const isoDay = ({ year, month, day }: CalendarDate) => `${year}-${pad(month)}-${pad(day)}`;

/** The calendar day and hour a clock in `zone` shows at `instant` (null zone: UTC). */
export function zonedClock(instant: number, zone: string | null): CalendarDate & { hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone ?? "UTC",
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day"), hour: part("hour"), minute: part("minute") };
}

/**
 * The instant a clock in `zone` first shows `hour`:00 on `day`. Where a daylight-saving switch skips
 * that hour, the first instant after it.
 */
export function instantAt(day: CalendarDate, hour: number, zone: string | null): number {
  const wanted = Date.UTC(day.year, day.month - 1, day.day, hour);
  let guess = wanted;
  // Twice: the zone's offset at the first guess may differ from the one at the answer (a switch between them).
  for (let i = 0; i < 2; i += 1) {
    const shown = zonedClock(guess, zone);
    const shownAsUtc = Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute);
    guess += wanted - shownAsUtc;
  }
  return guess;
}

/**
 * The reminder for each day from the deployment's today through the last day the rows reach
 * (their `today` plus six: "Visits due" lists a week ahead), assuming no new visit: a day's count is
 * the clients whose next visit falls on or before it. Days with none due, and days already over,
 * are left out: no reminder says nothing is due.
 */
export function reminderPlan(input: {
  rows: readonly DueRow[];
  /** The day the rows were read for. */
  today: CalendarDate;
  zone: string | null;
  hour: number;
  now: number;
  text: (count: number) => string;
}): ReminderPlan {
  const { rows, today, zone, hour, now, text } = input;
  const zoneToday = zonedClock(now, zone);
  const last = dayNumber(today) + 6;
  const days: ReminderDay[] = [];
  for (let day: CalendarDate = { year: zoneToday.year, month: zoneToday.month, day: zoneToday.day }; dayNumber(day) <= last; day = addDays(day, 1)) {
    const count = rows.filter((row) => dayNumber(row.due) <= dayNumber(day)).length;
    const endsAt = instantAt(addDays(day, 1), 0, zone);
    if (count > 0 && endsAt > now) days.push({ day: isoDay(day), showAt: instantAt(day, hour, zone), endsAt, count, text: text(count) });
  }
  return { days };
}
