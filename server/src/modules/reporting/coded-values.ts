import { DOMAINS_BY_FORM_PAGE, UI_TEXTS_EN } from "@stepwise/domain";
import { sql, type RawBuilder } from "kysely";

/**
 * docs/SECURITY.md, "Pseudonymous reports: an allow-list per table": what a value must look like to be shown to a reporting token without the
 * identifiable scope. A code is short and has no spaces (ids, option ids, "T"/"F", "F-words"): a
 * name and surname, an address or a sentence is never one. A single word still passes as a code,
 * which is why free-text fields are left out by name (report-allow-lists.ts), not by this test.
 */
export const CODE_PATTERN = "^[A-Za-z0-9_.:,/-]{1,64}$";
// eslint-disable-next-line regexp/prefer-w, regexp/use-ignore-case -- PostgreSQL runs it too, where \w and a case-blind match may take letters beyond ASCII
const CODE = new RegExp(CODE_PATTERN);

/** day-month-year (the app's dates) or ISO 8601, with an optional time. */
const DATE = /^\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** Labels the app itself writes into records (domain names and texts of docs/product.md §4, the ladder's name). */
const KNOWN_LABELS: ReadonlySet<string> = new Set([
  ...Object.values(DOMAINS_BY_FORM_PAGE).flatMap((domains) => domains.flatMap((d) => [d.description, d.info])),
  UI_TEXTS_EN.LADDER_OF_LIFE!,
]);

export function isCode(value: unknown): value is string | number {
  return (typeof value === "number" && Number.isInteger(value)) || (typeof value === "string" && CODE.test(value));
}

export function isDate(value: unknown): value is string {
  return typeof value === "string" && value.length <= 40 && DATE.test(value);
}

/** A label the app writes (a domain's name) or a code; never free text a worker typed. */
export function isKnownLabel(value: unknown): value is string | number {
  return (typeof value === "string" && KNOWN_LABELS.has(value)) || isCode(value);
}

/** SQL: a recorded text grouped on by an aggregate, kept when it is a known label or a code, else ''. */
export function codedLabel(text: RawBuilder<unknown>, pseudonymous: boolean): RawBuilder<string> {
  if (!pseudonymous) return sql<string>`coalesce(${text}, '')`;
  return sql<string>`(case when ${text} ~ ${CODE_PATTERN} or ${text} in (${sql.join([...KNOWN_LABELS])}) then ${text} else '' end)`;
}
