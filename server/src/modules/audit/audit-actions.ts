/** docs/operator-console.md: every action the audit log records. */
export const AUDIT_ACTIONS = [
  "user.created",
  "user.disabled",
  "user.enabled",
  "login-token.issued",
  "password.reset",
  "password.requested",
  "session.ended",
  "device.retired",
  "device.lost",
  "device.wipe-acknowledged",
  "device.wipe-now",
  "device.holdings-healed",
  "reporting-token.created",
  "reporting-token.revoked",
  "operator.login",
  "operator.login-failed",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The CSV export's columns, in order (docs/operator-console.md). */
export const AUDIT_CSV_COLUMNS = ["id", "at", "actor_kind", "actor", "action", "deployment", "target", "detail", "address"] as const;
