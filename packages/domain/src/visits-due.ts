import { addDays, compareCalendarDates, dayNumber, parseCalendarDate, type CalendarDate } from "./dates.js";
import { cycleRhythm, visitRhythm, type Rhythm } from "./visit-frequency.js";

/**
 * docs/product.md §4 "Visits due": the one rule the phone's "Visits due" screen, its count on Home
 * and the server's report share, so their numbers agree. Dates are calendar days (no hours, so no
 * daylight-saving switch can move them).
 */

/** The parts of a plan (docs/product.md §3 "Rehabilitation plan") the rule reads. */
export interface DuePlan {
  client_uuid: string;
  archive?: unknown;
  visitFrequency?: string | null;
  diary_items?: ReadonlyArray<{ date?: string | null }> | null;
  ladder_of_live?: ReadonlyArray<{ measure?: ReadonlyArray<{ date?: string | null }> | null }> | null;
  domains?: ReadonlyArray<{ goals?: ReadonlyArray<{ activationdate?: string | null }> | null }> | null;
}

/** The parts of a cycle goal (docs/product.md §3 "Cycle description") the rule reads. */
export interface DueCycle {
  client_uuid?: string | null;
  cycle_rhythm?: string | null;
  cycle_start?: string | null;
  cycle_end?: string | null;
  archived?: unknown;
}

export interface DueClient {
  uuid: string;
  archived?: unknown;
}

export type DueWhen = "overdue" | "today" | "week";

export interface VisitDue {
  client_uuid: string;
  /** The day her next visit is due. */
  due: CalendarDate;
  when: DueWhen;
}

/** How many days "this week" reaches past today: today and the next six days. */
export const WEEK_AHEAD_DAYS = 6;

const isYes = (v: unknown) => v === true || v === 1 || v === "T" || v === "true";

/** One calendar month later; a day the next month lacks becomes its last day (31 January, then 28 or 29 February). */
export function addMonth(date: CalendarDate): CalendarDate {
  const [year, month] = date.month === 12 ? [date.year + 1, 1] : [date.year, date.month + 1];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(date.day, last) };
}

export function addRhythm(date: CalendarDate, rhythm: Rhythm): CalendarDate {
  if (rhythm.unit === "month") return addMonth(date);
  return addDays(date, rhythm.unit === "day" ? rhythm.count : rhythm.count * 7);
}

function latest(dates: Iterable<CalendarDate | null>): CalendarDate | null {
  let best: CalendarDate | null = null;
  for (const d of dates) if (d && (!best || compareCalendarDates(d, best) > 0)) best = d;
  return best;
}

function earliest(dates: Iterable<CalendarDate | null>): CalendarDate | null {
  let best: CalendarDate | null = null;
  for (const d of dates) if (d && (!best || compareCalendarDates(d, best) < 0)) best = d;
  return best;
}

/** Her last visit: the latest dated diary entry or ladder score on or before `day` (a later diary date is a planned appointment, not a visit). */
export function lastVisit(plan: DuePlan | undefined, day: CalendarDate): CalendarDate | null {
  if (!plan) return null;
  const diary = (plan.diary_items ?? []).map((i) => parseCalendarDate(i.date));
  const scores = (plan.ladder_of_live ?? []).flatMap((item) => (item.measure ?? []).map((m) => parseCalendarDate(m.date)));
  return latest([...diary, ...scores].filter((d) => d && compareCalendarDates(d, day) <= 0));
}

/** The plan's start: the earliest activation date of its goals; null when it has none. */
export function planStart(plan: DuePlan | undefined): CalendarDate | null {
  if (!plan) return null;
  return earliest((plan.domains ?? []).flatMap((d) => (d.goals ?? []).map((g) => parseCalendarDate(g.activationdate))));
}

/**
 * When a client's next visit is due on `day`: for the plan's frequency and for each of her cycle
 * goals' rhythm, her last visit plus it (with no visit yet: the plan's start, a cycle goal's
 * cycle_start, else `day` itself); a cycle goal is never due before its cycle_start. The earliest
 * wins. Null when nothing gives a rhythm: no frequency (or old free text), no live cycle goal, or
 * the plan archived.
 */
export function nextVisitDue(plan: DuePlan | undefined, cycles: readonly DueCycle[], day: CalendarDate): CalendarDate | null {
  const visit = lastVisit(plan, day);
  const start = planStart(plan);
  const planRhythm = plan && !isYes(plan.archive) ? visitRhythm(plan.visitFrequency) : null;
  const planDue = planRhythm ? (visit ? addRhythm(visit, planRhythm) : (start ?? day)) : null;
  const cycleDues = cycles.map((cycle) => {
    const rhythm = cycleRhythm(cycle.cycle_rhythm);
    const end = parseCalendarDate(cycle.cycle_end);
    if (!rhythm || isYes(cycle.archived) || (end && compareCalendarDates(end, day) < 0)) return null;
    const cycleStart = parseCalendarDate(cycle.cycle_start);
    const due = visit ? addRhythm(visit, rhythm) : (cycleStart ?? start ?? day);
    return cycleStart && compareCalendarDates(cycleStart, due) > 0 ? cycleStart : due;
  });
  return earliest([planDue, ...cycleDues]);
}

/** Overdue before `day`, today on it, week within the next six days; null when later. */
export function dueWhen(due: CalendarDate, day: CalendarDate): DueWhen | null {
  const days = dayNumber(due) - dayNumber(day);
  if (days < 0) return "overdue";
  if (days === 0) return "today";
  return days <= WEEK_AHEAD_DAYS ? "week" : null;
}

/**
 * The clients whose visit is overdue, due today or due this week on `day`, earliest first (then by
 * uuid). Archived clients are left out; a plan or cycle goal counts for the client its client_uuid
 * names.
 */
export function visitsDue(clients: readonly DueClient[], plans: readonly DuePlan[], cycles: readonly DueCycle[], day: CalendarDate): VisitDue[] {
  const planOf = new Map<string, DuePlan>();
  for (const plan of plans) if (!planOf.has(plan.client_uuid) || !isYes(plan.archive)) planOf.set(plan.client_uuid, plan);
  const cyclesOf = new Map<string, DueCycle[]>();
  for (const cycle of cycles) {
    if (!cycle.client_uuid) continue;
    const held = cyclesOf.get(cycle.client_uuid);
    if (held) held.push(cycle);
    else cyclesOf.set(cycle.client_uuid, [cycle]);
  }
  const rows: VisitDue[] = [];
  for (const client of clients) {
    if (isYes(client.archived)) continue;
    const due = nextVisitDue(planOf.get(client.uuid), cyclesOf.get(client.uuid) ?? [], day);
    const when = due ? dueWhen(due, day) : null;
    if (due && when) rows.push({ client_uuid: client.uuid, due, when });
  }
  return rows.sort((a, b) => compareCalendarDates(a.due, b.due) || (a.client_uuid < b.client_uuid ? -1 : a.client_uuid > b.client_uuid ? 1 : 0));
}

/** The counts of `visitsDue` by when. */
export function countVisitsDue(rows: readonly VisitDue[]): Record<DueWhen, number> {
  const counts: Record<DueWhen, number> = { overdue: 0, today: 0, week: 0 };
  for (const row of rows) counts[row.when] += 1;
  return counts;
}
