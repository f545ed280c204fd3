import { compareCalendarDates, monthsBetween, parseBirthdate, parseCalendarDate } from "./dates.js";

export interface AnsweredField {
  mandatory: boolean;
  answer: unknown;
  /** The form element's component (docs/product.md §3): a "date" must be a real day not after today, a "number" at least 0. */
  component?: string | null;
}

/** Why an answer cannot stand (docs/decisions/0004-input-rules.md), as a translation key; null when it can. */
export type AnswerProblem = "DATE_INVALID" | "DATE_IN_FUTURE" | "NUMBER_NEGATIVE" | null;

export function answerProblem(field: AnsweredField, today: Date): AnswerProblem {
  const { component, answer } = field;
  if (answer === null || answer === undefined || (typeof answer === "string" && answer.trim() === "")) return null;
  if (component === "date") {
    const date = parseCalendarDate(answer);
    if (!date) return "DATE_INVALID";
    const now = { year: today.getFullYear(), month: today.getMonth() + 1, day: today.getDate() };
    return compareCalendarDates(date, now) > 0 ? "DATE_IN_FUTURE" : null;
  }
  if (component === "number") {
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- an answer of any shape a client sent; an object is simply not a number
    const value = typeof answer === "number" ? answer : Number(String(answer).trim());
    return Number.isFinite(value) && value < 0 ? "NUMBER_NEGATIVE" : null;
  }
  return null;
}

/**
 * docs/product.md §4 "Clients", 5: valid only when every mandatory element has a non-empty answer or an integer;
 * docs/decisions/0004-input-rules.md: and no answer is a date that is no day or lies ahead, or a negative count.
 */
export function isClientValid(fields: ReadonlyArray<AnsweredField>, today: Date = new Date()): boolean {
  return fields.every((field) => (!field.mandatory || hasAnswer(field.answer)) && answerProblem(field, today) === null);
}

/**
 * The latest calendar day anywhere on Earth now (UTC+14), as a Date whose local day is that day:
 * what the server judges "not after today" by (docs/product.md §10). The phone that filled a date in
 * judged it by its own day; the server, not knowing the worker's time zone, must not call a day
 * that has begun for her "in the future" (a client born today, entered at 00:34 in Malawi while
 * the server's day is still yesterday, was stored invalid).
 */
export function latestTodayOnEarth(now: number = Date.now()): Date {
  const ahead = new Date(now + 14 * 60 * 60 * 1000);
  return new Date(ahead.getUTCFullYear(), ahead.getUTCMonth(), ahead.getUTCDate(), 12);
}

/**
 * The calendar day (YYYY-MM-DD) at `at` in an IANA time zone, UTC when none is given: how a deployment
 * counts its days (docs/product.md §10, "The deployment's day"). An unknown zone name throws (RangeError).
 */
export function dayInZone(timeZone: string | null | undefined, at: Date | number = Date.now()): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: timeZone ?? "UTC", year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/**
 * "Today" as the server judges a record's dates by (docs/product.md §10): the deployment's day in its
 * time zone, as a Date whose local day is that day; where the deployment's zone is not known, the
 * latest day on Earth (latestTodayOnEarth), so a day begun for the worker is never "in the future".
 */
export function deploymentToday(timeZone: string | null | undefined, now: number = Date.now()): Date {
  if (!timeZone) return latestTodayOnEarth(now);
  const [year, month, day] = dayInZone(timeZone, now).split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, day, 12);
}

function hasAnswer(answer: unknown): boolean {
  if (typeof answer === "number") return Number.isInteger(answer);
  return typeof answer === "string" && answer.trim() !== "";
}

/** docs/product.md §4, §5: a birthdate answer that is not a valid date sets no age; the age in months is never below 0. */
export function ageInMonths(birthdate: unknown, today: Date): number | null {
  const born = parseBirthdate(birthdate);
  if (!born) return null;
  return Math.max(0, monthsBetween(born, today));
}

/** docs/product.md §4: archiving toggles the archived flag. */
export function toggleArchived<T extends { archived: boolean }>(client: T): T {
  return { ...client, archived: !client.archived };
}
