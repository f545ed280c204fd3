import type { AuditFilter } from "../generated/graphql.js";
import { dayBound } from "./admin-format.js";

/** docs/operator-console.md: the actions the audit log records, as the filter offers them (one list, in the domain package). */
export { AUDIT_ACTIONS } from "@stepwise/domain";

export interface AuditFilterForm {
  action: string;
  actor: string;
  target: string;
  from: string;
  to: string;
}

export const EMPTY_AUDIT_FILTER: AuditFilterForm = { action: "", actor: "", target: "", from: "", to: "" };

/** The form's fields as the query's filter: empty ones left out, days as the whole UTC day. */
export function auditFilterOf(form: AuditFilterForm): AuditFilter {
  return {
    action: form.action || null,
    actor: form.actor.trim() || null,
    target: form.target.trim() || null,
    from: dayBound(form.from, false),
    to: dayBound(form.to, true),
  };
}

/** The CSV's file name for a download on that day. */
export function auditCsvName(now: Date): string {
  return `stepwise-audit-${now.toISOString().slice(0, 10)}.csv`;
}
