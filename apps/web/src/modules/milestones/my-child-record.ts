import { compareCalendarDates, formatDayMonthYear, parseCalendarDate } from "@stepwise/domain";
import type { MyChildInput } from "../../generated/schema-inputs.js";

/** A my-child record as the device edits and queues it: the MyChildInput shape (docs/product.md §3). */
export type MyChildRecord = MyChildInput;

/**
 * Checks a typed birthdate: the translation key of what is wrong, or the date as day-month-year
 * text (the form records keep, docs/product.md §3), so 1-2-2025 and 2025-02-01 are both kept as 01-02-2025.
 */
export function checkBirthdate(text: string, today: Date): { error: string } | { birthdate: string } {
  const date = parseCalendarDate(text);
  if (!date) return { error: "CHILD_BIRTHDATE_INVALID" };
  const now = { year: today.getFullYear(), month: today.getMonth() + 1, day: today.getDate() };
  if (compareCalendarDates(date, now) > 0) return { error: "CHILD_BIRTHDATE_FUTURE" };
  return { birthdate: formatDayMonthYear(new Date(date.year, date.month - 1, date.day)) };
}

export function newMyChild(birthdate: string): MyChildRecord {
  return { uuid: crypto.randomUUID(), birthdate };
}
