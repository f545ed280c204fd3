/**
 * docs/product.md §4 "Visits due": how often a worker visits a client (a plan's `visitFrequency`)
 * and how often a cycle goal comes round (`cycle_rhythm`). Both stay text, so old phones keep
 * reading and writing them: the choices are stored as plain English codes ("weekly",
 * "fortnightly", "monthly", "every 3 weeks"); any other text is an old free-text value, kept and
 * shown as written, and gives no due date.
 */
export type Rhythm = { unit: "day" | "week"; count: number } | { unit: "month"; count: 1 };

export const VISIT_FREQUENCY_CHOICES = ["weekly", "fortnightly", "monthly", "weeks"] as const;
export type VisitFrequencyChoice = (typeof VISIT_FREQUENCY_CHOICES)[number];

export const MIN_WEEKS = 1;
export const MAX_WEEKS = 52;

const EVERY_N_WEEKS = /^every (\d+) weeks$/;

/** The stored text of "every N weeks". */
export function everyWeeks(weeks: number): string {
  return `every ${weeks} weeks`;
}

/** The error of an "every N weeks" value whose N is not from 1 to 52 (the field's path names the field); null when it is fine. */
export function everyWeeksError(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const match = EVERY_N_WEEKS.exec(value);
  if (!match) return null;
  const weeks = Number(match[1]);
  return weeks >= MIN_WEEKS && weeks <= MAX_WEEKS ? null : `every N weeks takes N from ${MIN_WEEKS} to ${MAX_WEEKS}, not ${match[1]}`;
}

/** A plan's visitFrequency as a rhythm; null for empty or old free text. */
export function visitRhythm(value: unknown): Rhythm | null {
  if (value === "weekly") return { unit: "week", count: 1 };
  if (value === "fortnightly") return { unit: "week", count: 2 };
  if (value === "monthly") return { unit: "month", count: 1 };
  if (typeof value !== "string") return null;
  const match = EVERY_N_WEEKS.exec(value);
  const weeks = match ? Number(match[1]) : NaN;
  return weeks >= MIN_WEEKS && weeks <= MAX_WEEKS ? { unit: "week", count: weeks } : null;
}

/** A cycle goal's cycle_rhythm (daily, weekly, fortnightly, monthly) as a rhythm; null for anything else. */
export function cycleRhythm(value: unknown): Rhythm | null {
  return value === "daily" ? { unit: "day", count: 1 } : visitRhythm(value);
}

/** Which choice a stored visitFrequency is, with its weeks for "every N weeks"; null for empty or free text. */
export function visitFrequencyChoice(value: unknown): { choice: VisitFrequencyChoice; weeks: number } | null {
  if (value === "weekly" || value === "fortnightly" || value === "monthly") return { choice: value, weeks: value === "fortnightly" ? 2 : 1 };
  const rhythm = visitRhythm(value);
  return rhythm ? { choice: "weeks", weeks: rhythm.count } : null;
}
