/**
 * Every action the audit log records (docs/operator-console.md, "The audit log"): the server writes
 * and filters by them, the console offers them in its filter and names each in its language
 * (apps/web/src/admin/audit-action-words.ts, which must name every one).
 */
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
