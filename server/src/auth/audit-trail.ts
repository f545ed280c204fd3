import type { AuditAction } from "@stepwise/domain";
import type { Identity } from "./identity.js";

/** The audit actions the accounts and logins record: a part of the one list (packages/domain/src/audit-actions.ts). */
export type AuthAuditAction = Extract<
  AuditAction,
  "user.created" | "login-token.issued" | "password.reset" | "password.requested" | "operator.login" | "operator.login-failed"
>;

/** The security events of logins and accounts that auth records (docs/operator-console.md). */
export interface AuthAuditEvent {
  action: AuthAuditAction;
  /** The deployment the event concerns: who may read it. */
  application: string | null;
  target?: string | null;
  detail?: string | null;
}

/**
 * Where auth records its events: the audit log (modules/audit/audit.service.ts) implements it, so
 * auth knows the log only by this and no module is imported below the modules (docs/layers.md).
 */
export interface AuditTrail {
  /** An event done by this caller. */
  record(identity: Identity, event: AuthAuditEvent): Promise<void>;
  /** An event of someone not logged in, named by what they typed (a failed operator login). */
  recordAnyone(claimed: string, address: string, event: AuthAuditEvent): Promise<void>;
}
