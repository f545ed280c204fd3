/** Every action the audit log records, and each as the enum AuditActionKind: one list, in the domain package, which the console reads too. */
export { AUDIT_ACTION_KINDS, AUDIT_ACTIONS, type AuditAction } from "@stepwise/domain";

/** The CSV export's columns, in order (docs/operator-console.md). */
export const AUDIT_CSV_COLUMNS = ["id", "at", "actor_kind", "actor", "action", "deployment", "target", "detail", "address"] as const;
