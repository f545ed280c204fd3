import { compareCalendarDates, parseCalendarDate, type CalendarDate } from "@stepwise/domain";
import { addDays, sameDay, weekDays } from "../client-records/calendar-dates.js";

export type CalendarEventKind = "appointment" | "goal-activation" | "goal-completion" | "cycle-start" | "cycle-repeat" | "cycle-end";

/** One dated thing of a client, with the screen where it is edited. */
export interface CalendarEvent {
  key: string;
  kind: CalendarEventKind;
  date: CalendarDate;
  title: string;
  clientUuid: string;
  /** The screen that edits it; the client becomes the active client on the way. */
  href: string;
}

/** The parts of a rehabilitation plan that carry dates. */
export interface DatedPlan {
  client_uuid: string;
  archive?: boolean | null;
  domains?: ReadonlyArray<{
    goals?: ReadonlyArray<{ uuid: string; goal?: string | null; activationdate?: string | null; completiondate?: string | null }> | null;
  }> | null;
  diary_items?: ReadonlyArray<{ uuid: string; date?: string | null; note?: string | null }> | null;
}

/** The parts of a cycle description that carry dates. */
export interface DatedCycle {
  uuid: string;
  client_uuid?: string | null;
  goal?: string | null;
  description?: string | null;
  cycle_start?: string | null;
  cycle_end?: string | null;
  cycle_rhythm?: string | null;
  archived?: string | null;
}

/** Days between the repeats of a cycle's rhythm (cycle-choices.ts); a monthly cycle repeats on the same day of the month. */
const RHYTHM_DAYS: Readonly<Record<string, number>> = { daily: 1, weekly: 7, fortnightly: 14 };
/** A cycle without an end is shown repeating for a year at most. */
const MAX_REPEATS = 366;

/** The days a cycle repeats on after its start, up to its end (docs/decisions/0003-undo-and-the-missing-actions.md: a weekly cycle shows every week). */
export function cycleRepeats(start: CalendarDate, end: CalendarDate | null, rhythm: string | null | undefined): CalendarDate[] {
  const step = rhythm ? RHYTHM_DAYS[rhythm] : undefined;
  const monthly = rhythm === "monthly";
  if (!step && !monthly) return [];
  const days: CalendarDate[] = [];
  for (let n = 1; n <= MAX_REPEATS; n++) {
    const next = monthly ? sameDayMonthsLater(start, n) : addDays(start, n * step!);
    if (end && compareCalendarDates(next, end) > 0) break;
    if (!end && n * (step ?? 30) > 365) break;
    days.push(next);
  }
  return days;
}

function sameDayMonthsLater({ year, month, day }: CalendarDate, months: number): CalendarDate {
  const index = month - 1 + months;
  const y = year + Math.floor(index / 12);
  const m = (index % 12) + 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { year: y, month: m, day: Math.min(day, last) };
}

function dated(kind: CalendarEventKind, key: string, text: string | null | undefined, title: string, clientUuid: string, href: string): CalendarEvent[] {
  const date = parseCalendarDate(text);
  return date ? [{ key: `${kind}:${key}`, kind, date, title, clientUuid, href }] : [];
}

/**
 * The calendar's events: appointments (diary items with a date), goal dates (activation and
 * completion) and cycle dates (start and end) of the clients shown. Archived plans and cycles,
 * and records of clients not shown (deleted ones), leave the calendar.
 */
export function calendarEvents(clientUuids: ReadonlySet<string>, plans: readonly DatedPlan[], cycles: readonly DatedCycle[]): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  for (const plan of plans) {
    if (plan.archive || !clientUuids.has(plan.client_uuid)) continue;
    const client = plan.client_uuid;
    for (const item of plan.diary_items ?? []) events.push(...dated("appointment", item.uuid, item.date, item.note ?? "", client, "/forms/diary"));
    for (const goal of (plan.domains ?? []).flatMap((d) => d.goals ?? [])) {
      events.push(...dated("goal-activation", goal.uuid, goal.activationdate, goal.goal ?? "", client, "/forms/goals"));
      events.push(...dated("goal-completion", goal.uuid, goal.completiondate, goal.goal ?? "", client, "/forms/goals"));
    }
  }
  for (const cycle of cycles) {
    if (cycle.archived === "T" || !cycle.client_uuid || !clientUuids.has(cycle.client_uuid)) continue;
    const title = cycle.goal || cycle.description || "";
    const href = `/forms/Cycleform?cycle=${encodeURIComponent(cycle.uuid)}`;
    events.push(...dated("cycle-start", cycle.uuid, cycle.cycle_start, title, cycle.client_uuid, href));
    events.push(...dated("cycle-end", cycle.uuid, cycle.cycle_end, title, cycle.client_uuid, href));
    const start = parseCalendarDate(cycle.cycle_start);
    const end = parseCalendarDate(cycle.cycle_end);
    if (start) {
      for (const date of cycleRepeats(start, end, cycle.cycle_rhythm)) {
        if (!end || compareCalendarDates(date, end) < 0)
          events.push({
            key: `cycle-repeat:${cycle.uuid}:${date.year}-${date.month}-${date.day}`,
            kind: "cycle-repeat",
            date,
            title,
            clientUuid: cycle.client_uuid,
            href,
          });
      }
    }
  }
  return events;
}

export interface CalendarDay {
  date: CalendarDate;
  events: CalendarEvent[];
}

/** The seven days from `monday`, each with its events in a stable order (by kind, then title). */
export function eventsByDay(events: readonly CalendarEvent[], monday: CalendarDate): CalendarDay[] {
  const sunday = addDays(monday, 6);
  const inWeek = events.filter((e) => compareCalendarDates(e.date, monday) >= 0 && compareCalendarDates(e.date, sunday) <= 0);
  const order: CalendarEventKind[] = ["appointment", "cycle-start", "cycle-repeat", "goal-activation", "cycle-end", "goal-completion"];
  return weekDays(monday).map((date) => ({
    date,
    events: inWeek
      .filter((e) => sameDay(e.date, date))
      .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || a.title.localeCompare(b.title) || a.key.localeCompare(b.key)),
  }));
}
