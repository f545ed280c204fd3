/**
 * The form of the page "Keeping records" (docs/operating.md, "Retention"): each field is a number of
 * days as typed, empty for "keep forever"; checked here in the operator's words before the server
 * checks it again.
 */

export type RetentionField = "historyDays" | "tombstoneDays";

export type FieldCheck = { ok: true; days: number | null } | { ok: false; problem: "WHOLE_NUMBER"; least: number };

/** A field's text as the server takes it: empty is null (keep forever), else a whole number of at least `least` days. */
export function checkDays(text: string, least: number): FieldCheck {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: true, days: null };
  if (!/^\d{1,6}$/.test(trimmed)) return { ok: false, problem: "WHOLE_NUMBER", least };
  const days = Number(trimmed);
  return days >= least ? { ok: true, days } : { ok: false, problem: "WHOLE_NUMBER", least };
}

/** A stored number of days as the field shows it: empty for keep forever. */
export const fieldText = (days: number | null | undefined): string => (days == null ? "" : String(days));

/** The least each field takes: a day of history; the server's minimum for tombstones. */
export function leastDays(field: RetentionField, minTombstoneDays: number): number {
  return field === "historyDays" ? 1 : minTombstoneDays;
}

/** The counts in a purge's audit detail ("12 history versions, 3 tombstones", as the server writes it), or null for another text. */
export function purgedCounts(detail: string | null | undefined): { history: number; tombstones: number } | null {
  const counts = /^(\d+) history versions?, (\d+) tombstones?$/.exec(detail ?? "");
  return counts ? { history: Number(counts[1]), tombstones: Number(counts[2]) } : null;
}
