import { entityManifests, type ReportRule, type ReportRules } from "@stepwise/domain/entities";
import { asText, keep, type AllowList, type Keep } from "./report-keepers.js";
import { pseudonym } from "./pseudonym.js";

/**
 * docs/SECURITY.md, "Pseudonymous reports: an allow-list per table": per synced table, the fields a reporting token without the identifiable scope
 * sees (docs/SECURITY.md lists them), as its manifest's `report` rules name them
 * (packages/domain/src/entities/*.ts). Ids, dates, codes and scores the app offers; every free text,
 * every typed answer, every birthdate and every field not named is left out. A table without an
 * allow-list cannot be read pseudonymously at all (reportRecords answers an error).
 */

/** Set by the server on every record: its version, timestamps, table, and the device-only flags. */
const SERVER_FIELDS: AllowList = {
  __table: keep.server,
  dataversion: keep.server,
  updatedAt: keep.server,
  deletedAt: keep.server,
  synced: keep.number,
  saved: keep.requiredCode,
};

/** The keeper of a rule (report-rules.ts in the domain says what each does). */
export function keeperOf(rule: ReportRule): Keep {
  if (typeof rule === "string") return rule === "null" ? () => null : keep[rule];
  if ("list" in rule) return keep.list(allowListOf(rule.list));
  const { of, prefix = "" } = rule.pseudonym;
  if (of === undefined) return keep.pseudonymOf(prefix);
  return (_value, { secret, parent }) => pseudonym(secret, `${prefix}${asText(parent[of] ?? "")}`);
}

/** The keepers of an object's rules. */
export function allowListOf(rules: ReportRules): AllowList {
  return Object.fromEntries(Object.entries(rules).map(([field, rule]) => [field, keeperOf(rule)]));
}

/** A table's allow-list: its rules, and the fields the server sets on every record. */
export function tableAllowList(rules: ReportRules): AllowList {
  return { ...SERVER_FIELDS, ...allowListOf(rules) };
}

/** Each synced table's allow-list, from its manifest's `report` rules. */
export const REPORT_ALLOW_LISTS: Readonly<Record<string, AllowList>> = Object.fromEntries(
  entityManifests.map((manifest) => [manifest.table, tableAllowList(manifest.report)]),
);
