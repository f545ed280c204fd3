import type { AuditAction } from "@stepwise/domain";
import type { AdminTextKey } from "./admin-texts.js";

/**
 * Each audit action's name in the console's language (docs/operator-console.md, "The audit log"):
 * a Record over every action, so an action added to packages/domain/src/audit-actions.ts without a
 * text here fails the type check, and a text key without its Dutch or Chichewa fails it in
 * admin-texts-nl.ts or admin-texts-ny.ts. The filter's values and the CSV keep the action itself.
 */
export const AUDIT_ACTION_WORDS: Record<AuditAction, AdminTextKey> = {
  "user.created": "AUDIT_ACTION_USER_CREATED",
  "user.disabled": "AUDIT_ACTION_USER_DISABLED",
  "user.enabled": "AUDIT_ACTION_USER_ENABLED",
  "login-token.issued": "AUDIT_ACTION_LOGIN_TOKEN_ISSUED",
  "password.reset": "AUDIT_ACTION_PASSWORD_RESET",
  "password.requested": "AUDIT_ACTION_PASSWORD_REQUESTED",
  "session.ended": "AUDIT_ACTION_SESSION_ENDED",
  "device.retired": "AUDIT_ACTION_DEVICE_RETIRED",
  "device.lost": "AUDIT_ACTION_DEVICE_LOST",
  "device.wipe-acknowledged": "AUDIT_ACTION_DEVICE_WIPE_ACKNOWLEDGED",
  "device.wipe-now": "AUDIT_ACTION_DEVICE_WIPE_NOW",
  "device.holdings-healed": "AUDIT_ACTION_DEVICE_HOLDINGS_HEALED",
  "reporting-token.created": "AUDIT_ACTION_REPORTING_TOKEN_CREATED",
  "reporting-token.revoked": "AUDIT_ACTION_REPORTING_TOKEN_REVOKED",
  "operator.login": "AUDIT_ACTION_OPERATOR_LOGIN",
  "operator.login-failed": "AUDIT_ACTION_OPERATOR_LOGIN_FAILED",
};

/** The text key naming an action the log holds; an action this build does not know (a newer server's) has none and is shown as it is. */
export function auditActionWords(action: string): AdminTextKey | null {
  return Object.hasOwn(AUDIT_ACTION_WORDS, action) ? AUDIT_ACTION_WORDS[action as AuditAction] : null;
}
