import { compareCalendarDates, parseCalendarDate } from "./dates.js";

/** docs/product.md §4: a rehabilitation is created on first access for the rehabilitation app type, never for MALA. */
export function createsRehabilitation(appIdentifier: string | null | undefined): boolean {
  return appIdentifier !== "MALA" && appIdentifier !== "HIAPP";
}

/** docs/product.md §4: the client's flow-element answer picks the form page whose domains the plan gets. */
export const FLOW_ANSWER_FORM_PAGES: Readonly<Record<number, number>> = { 79: 3, 80: 4 };

export function formPageForFlowAnswer(answer: unknown): number | null {
  const value = typeof answer === "string" && /^\d+$/.test(answer.trim()) ? Number(answer) : answer;
  return typeof value === "number" ? (FLOW_ANSWER_FORM_PAGES[value] ?? null) : null;
}

export interface Goal {
  uuid: string;
  active: boolean;
  finished: boolean;
  achieved: boolean;
  [field: string]: unknown;
}

/** docs/product.md §4: goals are created inactive, unfinished and unachieved. */
export function newGoal<T extends Record<string, unknown>>(fields: T & { uuid: string }): Goal & T {
  return { ...fields, active: false, finished: false, achieved: false };
}

export interface Measure {
  uuid: string;
  date: string;
  score: number;
}

/**
 * docs/product.md §4: a new score on the same date replaces the last measurement; a later date appends one.
 * Dates are compared as calendar dates (see dates.ts); a score dated before the last one is placed
 * in date order so the ladder's history stays chronological.
 */
export function addMeasure(measures: readonly Measure[], next: Measure): Measure[] {
  const nextDate = parseCalendarDate(next.date);
  if (!nextDate) throw new Error(`measure date "${next.date}" is not a valid day-month-year date`);
  const last = measures.at(-1);
  const lastDate = last ? parseCalendarDate(last.date) : null;
  if (!last || !lastDate) return [...measures, next];
  const order = compareCalendarDates(nextDate, lastDate);
  if (order === 0) return [...measures.slice(0, -1), next];
  if (order > 0) return [...measures, next];
  const index = measures.findIndex((m) => {
    const d = parseCalendarDate(m.date);
    return d !== null && compareCalendarDates(d, nextDate) > 0;
  });
  return [...measures.slice(0, index), next, ...measures.slice(index)];
}
