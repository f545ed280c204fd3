import { everyWeeks, MAX_WEEKS, MIN_WEEKS, visitFrequencyChoice, type VisitFrequencyChoice } from "@stepwise/domain";

/** What the visit-frequency select shows for a stored value: a choice, none, or "free" for old free text (docs/product.md §4 "Visits due"). */
export type FrequencySelect = VisitFrequencyChoice | "" | "free";

export function selectOf(value: string | null | undefined): FrequencySelect {
  if (!value || value.trim() === "") return "";
  return visitFrequencyChoice(value)?.choice ?? "free";
}

/** The weeks of an "every N weeks" value, as the number field shows them ("" otherwise). */
export function weeksOf(value: string | null | undefined): string {
  const choice = visitFrequencyChoice(value);
  return choice?.choice === "weeks" ? String(choice.weeks) : "";
}

/** The value to store for "every N weeks" typed as `text`, or null when it is not a whole number from 1 to 52. */
export function everyWeeksFrom(text: string): string | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const weeks = Number(trimmed);
  return weeks >= MIN_WEEKS && weeks <= MAX_WEEKS ? everyWeeks(weeks) : null;
}

/** How a stored visitFrequency reads in the worker's words: a choice translated, old free text as written. */
export function visitFrequencyText(value: string | null | undefined, text: (key: string, values?: Record<string, string | number>) => string): string {
  const choice = visitFrequencyChoice(value);
  if (!choice) return value?.trim() || text("VISIT_NONE");
  if (choice.choice === "weeks") return text("VISIT_EVERY_WEEKS", { weeks: choice.weeks });
  return text({ weekly: "VISIT_WEEKLY", fortnightly: "VISIT_FORTNIGHTLY", monthly: "VISIT_MONTHLY" }[choice.choice]);
}
