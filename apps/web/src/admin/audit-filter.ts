import { AuditActionKind, type AuditFilter } from "../generated/graphql.js";
import { dayOf } from "./admin-format.js";

/**
 * docs/operator-console.md, "The audit log": the kinds the filter offers, the schema's enum
 * AuditActionKind as codegen made it (the server derives it from packages/domain/src/audit-actions.ts).
 */
export const AUDIT_KINDS: readonly AuditActionKind[] = Object.values(AuditActionKind);

export interface AuditFilterForm {
  /** A kind, or "" for any. */
  kind: AuditActionKind | "";
  actor: string;
  target: string;
  from: string;
  to: string;
}

export const EMPTY_AUDIT_FILTER: AuditFilterForm = { kind: "", actor: "", target: "", from: "", to: "" };

/**
 * The form's fields as the query's filter: empty ones left out, days sent as days, which the server
 * counts in each event's deployment's time zone, the zone the page shows the event's time in (docs/product.md §10).
 */
export function auditFilterOf(form: AuditFilterForm): AuditFilter {
  return {
    kind: form.kind || null,
    actor: form.actor.trim() || null,
    target: form.target.trim() || null,
    fromDay: dayOf(form.from),
    toDay: dayOf(form.to),
  };
}

/** The CSV's file name for a download on that day. */
export function auditCsvName(now: Date): string {
  return `stepwise-audit-${now.toISOString().slice(0, 10)}.csv`;
}
