import { addDays, calendarDay, compareCalendarDates, dayNumber, parseCalendarDate, type CalendarDate } from "@stepwise/domain";

/**
 * Week arithmetic on calendar dates (no clock, no time zone): records hold day-month-year text,
 * which is read with the domain's parseCalendarDate and compared as a calendar date.
 */

/** The domain's day arithmetic (packages/domain/src/dates.ts), under the names the screens use. */
export { addDays, calendarDay as calendarDateOf };

/** 0 for Monday ... 6 for Sunday. */
export function weekdayIndex(date: CalendarDate): number {
  return (new Date(dayNumber(date) * 86_400_000).getUTCDay() + 6) % 7;
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
