import { compareCalendarDates, parseCalendarDate, type CalendarDate, type DuePlan } from "@stepwise/domain";

/** The numbers a supervisor sees of each worker (docs/teams.md, "What a supervisor sees"). */
export interface WorkerNumbers {
  activeClients: number;
  visitsThisMonth: number;
  overdueVisits: number;
  lastSyncAt: Date | null;
  waitingEdits: number;
}

/**
 * Visits this month (docs/teams.md, "What a supervisor sees"): the days of this calendar month, up to
 * `today`, on which a client of hers has a dated diary entry or ladder score in her plan, each client
 * and day once (a diary entry and a score of one day are one visit). A later date is a planned
 * appointment, not a visit, as the visits-due rule reads it (packages/domain/src/visits-due.ts, lastVisit).
 */
export function visitsIn(plans: readonly DuePlan[], today: CalendarDate, clients: ReadonlySet<string>): number {
  const visits = new Set<string>();
  for (const plan of plans) {
    if (!clients.has(plan.client_uuid)) continue;
    const dates = [
      ...(plan.diary_items ?? []).map((item) => item.date),
      ...(plan.ladder_of_live ?? []).flatMap((item) => (item.measure ?? []).map((m) => m.date)),
    ];
    for (const text of dates) {
      const date = parseCalendarDate(text);
      if (!date || date.year !== today.year || date.month !== today.month || compareCalendarDates(date, today) > 0) continue;
      visits.add(`${plan.client_uuid}|${date.day}`);
    }
  }
  return visits.size;
}
