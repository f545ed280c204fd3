/**
 * Dates in records are day-month-year text (`22-11-2026`, also with `/` or `.`); ISO `2026-11-22`
 * is read too. They are compared as calendar dates, not as text: the original system compared
 * the text in day-month-year positions, which puts 01-12-2026 before 02-01-2026.
 */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const DAY_MONTH_YEAR = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/;

export function parseCalendarDate(text: unknown): CalendarDate | null {
  if (typeof text !== "string") return null;
  const trimmed = text.trim();
  const dmy = DAY_MONTH_YEAR.exec(trimmed);
  const iso = dmy ? null : ISO.exec(trimmed);
  const parts = dmy ? { day: dmy[1], month: dmy[2], year: dmy[3] } : iso ? { day: iso[3], month: iso[2], year: iso[1] } : null;
  if (!parts) return null;
  const date = { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
  return isRealDate(date) ? date : null;
}

function isRealDate({ year, month, day }: CalendarDate): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/** Negative when a is before b, 0 on the same day, positive after. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** A birthdate answer as a calendar date, or null when it is not a valid date. */
export function parseBirthdate(answer: unknown): CalendarDate | null {
  return parseCalendarDate(answer);
}

/** Whole months from `from` to the day `to` falls on (local calendar). */
export function monthsBetween(from: CalendarDate, to: Date): number {
  const months = (to.getFullYear() - from.year) * 12 + (to.getMonth() + 1 - from.month);
  return to.getDate() < from.day ? months - 1 : months;
}

export function formatDayMonthYear(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()}`;
}

/** Days since 1970-01-01 of a calendar date: arithmetic on days, with no clock and no time zone. */
export function dayNumber({ year, month, day }: CalendarDate): number {
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const d = new Date((dayNumber(date) + days) * 86_400_000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The day a local clock shows (where the phone is). */
export function calendarDay(date: Date): CalendarDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}
