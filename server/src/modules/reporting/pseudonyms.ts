import { ageBandOf } from "./age-bands.js";
import { REPORT_ALLOW_LISTS } from "./report-allow-lists.js";
import { pick, type Row } from "./report-keepers.js";

/**
 * A record as a reporting token without the identifiable scope may see it (docs/SECURITY.md, "Pseudonymous reports: an allow-list per table"): only
 * the fields of its table's allow-list, each as its keeper turns it. A table without one fails
 * rather than pass unchanged.
 */
export function withoutIdentity(table: string, record: Row, secret: string): Row {
  const allow = Object.hasOwn(REPORT_ALLOW_LISTS, table) ? REPORT_ALLOW_LISTS[table] : undefined;
  if (!allow) throw new Error(`reporting: the table ${table} has no allow-list of fields a pseudonymous report may show`);
  return pick(record, allow, secret)!;
}

/** Ages as bands, whatever the scope: a client's `age` and a child's `ageInMonths` (months). */
export function withAgeBand(table: string, record: Row): Row {
  if (table === "clients") return Object.assign(record, { ageBand: ageBandOf(record.age) });
  if (table === "my_children") return Object.assign(record, { ageBand: ageBandOf(record.ageInMonths) });
  return record;
}
