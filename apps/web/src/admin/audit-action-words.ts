import { AUDIT_ACTION_KINDS } from "@stepwise/domain";
import type { AuditActionKind } from "../generated/graphql.js";
import type { AdminTextKey } from "./admin-texts.js";

/**
 * Each audit kind's name in the console's language (docs/operator-console.md, "The audit log"): a
 * Record over the enum AuditActionKind as codegen made it from the schema, so a kind the server
 * adds (packages/domain/src/audit-actions.ts) without a text here fails the type check, and a text
 * key without its Dutch or Chichewa fails it in admin-texts-nl.ts or admin-texts-ny.ts; the test
 * (audit-action-words.test.ts) names the kind and language a text is missing for.
 */
export const AUDIT_ACTION_WORDS: Record<AuditActionKind, AdminTextKey> = {
  USER_CREATED: "AUDIT_ACTION_USER_CREATED",
  USER_DISABLED: "AUDIT_ACTION_USER_DISABLED",
  USER_ENABLED: "AUDIT_ACTION_USER_ENABLED",
  TEAM_IMPORTED: "AUDIT_ACTION_TEAM_IMPORTED",
  TEAM_CREATED: "AUDIT_ACTION_TEAM_CREATED",
  TEAM_RENAMED: "AUDIT_ACTION_TEAM_RENAMED",
  TEAM_AREA_SET: "AUDIT_ACTION_TEAM_AREA_SET",
  TEAM_DELETED: "AUDIT_ACTION_TEAM_DELETED",
  TEAM_MEMBER_SET: "AUDIT_ACTION_TEAM_MEMBER_SET",
  TEAM_MEMBER_REMOVED: "AUDIT_ACTION_TEAM_MEMBER_REMOVED",
  LOGIN_TOKEN_ISSUED: "AUDIT_ACTION_LOGIN_TOKEN_ISSUED",
  PASSWORD_RESET: "AUDIT_ACTION_PASSWORD_RESET",
  PASSWORD_REQUESTED: "AUDIT_ACTION_PASSWORD_REQUESTED",
  SESSION_ENDED: "AUDIT_ACTION_SESSION_ENDED",
  DEVICE_RETIRED: "AUDIT_ACTION_DEVICE_RETIRED",
  DEVICE_LOST: "AUDIT_ACTION_DEVICE_LOST",
  DEVICE_WIPE_ACKNOWLEDGED: "AUDIT_ACTION_DEVICE_WIPE_ACKNOWLEDGED",
  DEVICE_WIPE_NOW: "AUDIT_ACTION_DEVICE_WIPE_NOW",
  DEVICE_HOLDINGS_HEALED: "AUDIT_ACTION_DEVICE_HOLDINGS_HEALED",
  REPORTING_TOKEN_CREATED: "AUDIT_ACTION_REPORTING_TOKEN_CREATED",
  REPORTING_TOKEN_REVOKED: "AUDIT_ACTION_REPORTING_TOKEN_REVOKED",
  OPERATOR_LOGIN: "AUDIT_ACTION_OPERATOR_LOGIN",
  OPERATOR_LOGIN_FAILED: "AUDIT_ACTION_OPERATOR_LOGIN_FAILED",
  CONTENT_PUBLISHED: "AUDIT_ACTION_CONTENT_PUBLISHED",
  CONTENT_ROLLEDBACK: "AUDIT_ACTION_CONTENT_ROLLEDBACK",
  CLIENT_ERASED: "AUDIT_ACTION_CLIENT_ERASED",
  CLIENT_EXPORTED: "AUDIT_ACTION_CLIENT_EXPORTED",
  CLIENTS_TRANSFERRED: "AUDIT_ACTION_CLIENTS_TRANSFERRED",
  CONSENT_CHANGED: "AUDIT_ACTION_CONSENT_CHANGED",
  SUPERVISOR_VIEWED: "AUDIT_ACTION_SUPERVISOR_VIEWED",
  BACKUP_MADE: "AUDIT_ACTION_BACKUP_MADE",
  BACKUP_FAILED: "AUDIT_ACTION_BACKUP_FAILED",
  RESTORE_DONE: "AUDIT_ACTION_RESTORE_DONE",
  RETENTION_SET: "AUDIT_ACTION_RETENTION_SET",
  TIMEZONE_SET: "AUDIT_ACTION_TIMEZONE_SET",
  REMINDER_SET: "AUDIT_ACTION_REMINDER_SET",
  RETENTION_PURGED: "AUDIT_ACTION_RETENTION_PURGED",
};

/** The text key naming a kind the log answers; a kind this build does not know (a newer server's) has none and is shown as it is. */
export function auditActionWords(kind: string): AdminTextKey | null {
  return Object.hasOwn(AUDIT_ACTION_WORDS, kind) ? AUDIT_ACTION_WORDS[kind as AuditActionKind] : null;
}

/** The action a kind stands for, as the CSV and reporting clients spell it (device.wipe-now); an unknown kind as it is. */
export function auditActionOf(kind: string): string {
  return Object.hasOwn(AUDIT_ACTION_KINDS, kind) ? AUDIT_ACTION_KINDS[kind as keyof typeof AUDIT_ACTION_KINDS] : kind;
}
