import { visitsDue, type CalendarDate, type DueClient, type DueCycle, type DuePlan, type DueWhen } from "@stepwise/domain";

/** A client due for a visit as the "Visits due" screen lists her (docs/product.md §4 "Visits due"). */
export interface DueRow {
  clientUuid: string;
  name: string;
  due: CalendarDate;
  when: DueWhen;
}

export const DUE_GROUPS: ReadonlyArray<{ when: DueWhen; titleKey: string }> = [
  { when: "overdue", titleKey: "VISITS_OVERDUE" },
  { when: "today", titleKey: "VISITS_TODAY" },
  { when: "week", titleKey: "VISITS_THIS_WEEK" },
];

/** The domain's one rule over what the phone holds, with each client's name. */
export function dueRows(
  clients: ReadonlyArray<DueClient & { clientname?: string | null }>,
  plans: readonly DuePlan[],
  cycles: readonly DueCycle[],
  today: CalendarDate,
): DueRow[] {
  const names = new Map(clients.map((c) => [c.uuid, c.clientname ?? ""]));
  return visitsDue(clients, plans, cycles, today).map((row) => ({
    clientUuid: row.client_uuid,
    name: names.get(row.client_uuid) ?? "",
    due: row.due,
    when: row.when,
  }));
}

/** What the read-aloud button says: each group's title and its clients with their day, or that none is due. */
export function dueSpeech(
  rows: readonly DueRow[],
  text: (key: string, values?: Record<string, string | number>) => string,
  day: (date: CalendarDate) => string,
): string {
  if (rows.length === 0) return `${text("PAGE_VISITS_DUE")}. ${text("VISITS_NONE_DUE")}`;
  const groups = DUE_GROUPS.map(({ when, titleKey }) => {
    const inGroup = rows.filter((r) => r.when === when);
    return inGroup.length === 0 ? "" : `${text(titleKey)}: ${inGroup.map((r) => `${r.name}, ${text("VISITS_DUE_ON", { date: day(r.due) })}`).join("; ")}.`;
  });
  return [`${text("PAGE_VISITS_DUE")}.`, ...groups.filter(Boolean)].join(" ");
}
