import { compareCalendarDates, parseCalendarDate, type CalendarDate } from "@stepwise/domain";

/**
 * Week arithmetic on calendar dates (no clock, no time zone): records hold day-month-year text,
 * which is read with the domain's parseCalendarDate and compared as a calendar date.
 */

const DAY_MS = 86_400_000;

function toUtc({ year, month, day }: CalendarDate): number {
  return Date.UTC(year, month - 1, day);
}

function fromUtc(ms: number): CalendarDate {
  const d = new Date(ms);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** The day a local clock shows. */
export function calendarDateOf(now: Date): CalendarDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/** 0 for Monday ... 6 for Sunday. */
export function weekdayIndex(date: CalendarDate): number {
  return (new Date(toUtc(date)).getUTCDay() + 6) % 7;
}

/** The Monday of the week (Monday to Sunday) a date falls in. */
export function weekStart(date: CalendarDate): CalendarDate {
  return addDays(date, -weekdayIndex(date));
}

/** The seven days of the week that starts on `monday`. */
export function weekDays(monday: CalendarDate): CalendarDate[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

export function sameDay(a: CalendarDate, b: CalendarDate): boolean {
  return compareCalendarDates(a, b) === 0;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** `2026-11-23`: the value of an `<input type="date">` and of the calendar's `week` parameter. */
export function toIsoDate({ year, month, day }: CalendarDate): string {
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** `23-11-2026`: how records hold dates (docs/product.md §3). */
export function toDayMonthYear({ year, month, day }: CalendarDate): string {
  return `${pad(day)}-${pad(month)}-${year}`;
}

/** A record's day-month-year text as an `<input type="date">` value ("" when it is no date). */
export function dayMonthYearToIso(text: string | null | undefined): string {
  const date = parseCalendarDate(text);
  return date ? toIsoDate(date) : "";
}

/** An `<input type="date">` value as a record's day-month-year text (null when empty). */
export function isoToDayMonthYear(iso: string): string | null {
  const date = parseCalendarDate(iso);
  return date ? toDayMonthYear(date) : null;
}
