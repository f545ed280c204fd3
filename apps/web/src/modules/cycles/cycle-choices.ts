import { t } from "../../i18n/t.js";

/**
 * The values offered for the coded cycle fields. docs/product.md §3 names only their defaults (goal_status X,
 * active R); the other codes are this app's (docs/sync-and-api.md). A legacy value outside them is
 * kept and shown as it is.
 */
export const CYCLE_CHOICES = {
  cycle_rhythm: { prefix: "CYCLE_RHYTHM_", options: ["daily", "weekly", "fortnightly", "monthly"] },
  goal_status: { prefix: "CYCLE_STATUS_", options: ["X", "A", "P", "N"] },
  active: { prefix: "CYCLE_ACTIVE_", options: ["R", "P"] },
} as const;

export type CodedField = keyof typeof CYCLE_CHOICES;

/** The text of a coded value: its translation when it is one of the app's, else the value itself. */
export function choiceText(field: CodedField, value: string): string {
  const { prefix, options } = CYCLE_CHOICES[field];
  return (options as readonly string[]).includes(value) ? t(`${prefix}${value.toUpperCase()}`) : value;
}
