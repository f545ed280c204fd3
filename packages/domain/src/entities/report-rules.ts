/**
 * What a pseudonymous report shows of each field of a synced record (docs/SECURITY.md, "Pseudonymous reports: an allow-list per table",
 * docs/SECURITY.md): a reporting token without the identifiable scope sees only the fields its
 * table's rules name, each as its rule turns it. Every field not named (free text, a typed answer,
 * a birthdate, a field added later) is left out. The server turns each rule into its keeper
 * (server/src/modules/reporting/report-allow-lists.ts).
 */
export type ReportRule =
  /** An id: kept when it is a code (uuids are), else a pseudonym of it, so joins still work. */
  | "id"
  /** A code the app offers (a status, a component), else null; "requiredCode": "" for a field never null. */
  | "code"
  | "requiredCode"
  /** A label the app writes (a domain's name) or a code, else null. */
  | "label"
  /** A date (dd-mm-yyyy or ISO), else null; "requiredDate": "" for a field never null. */
  | "date"
  | "requiredDate"
  /** A finite number the app computes or offers (satisfaction, order); "score": a whole number on a scale. */
  | "number"
  | "score"
  /** true only when the flag is set. */
  | "flag"
  /** Free text of a field that is never null: always "". */
  | "blank"
  /** Named but always null (a birthdate inside a form field). */
  | "null"
  /** An age band of the app's bands, else the unknown band. */
  | "ageBand"
  /** A form answer: a chosen option's id only; typed text, numbers and dates are left out. */
  | "choice"
  /** The same person, place or reference shows as the same pseudonym: of the field's own value, or of another field of the same object (`of`), after `prefix`. */
  | { pseudonym: { of?: string; prefix?: string } }
  /** A list of objects, each shown through these rules. */
  | { list: ReportRules };

/** The fields of one object a pseudonymous report shows, by name. */
export type ReportRules = Readonly<Record<string, ReportRule>>;
