/**
 * Every action the audit log records (docs/operator-console.md, "The audit log"): the server writes
 * and filters by them, and answers each as a kind of the GraphQL enum AuditActionKind (below), which
 * the console gets through codegen and names in its language (apps/web/src/admin/audit-action-words.ts,
 * which must name every one).
 */
export const AUDIT_ACTIONS = [
  "user.created",
  "user.disabled",
  "user.enabled",
  "team.imported",
  "team.created",
  "team.renamed",
  "team.area-set",
  "team.deleted",
  "team.member-set",
  "team.member-removed",
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
  "content.published",
  "content.rolledBack",
  "client.erased",
  "client.exported",
  "clients.transferred",
  "consent.changed",
  "supervisor.viewed",
  "backup.made",
  "backup.failed",
  "restore.done",
  "retention.set",
  "retention.purged",
  "timezone.set",
  "reminder.set",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** An action's kind as the type system spells it: "." and "-" become "_", letters upper case. */
type KindOf<S extends string> = S extends `${infer A}.${infer B}`
  ? KindOf<`${A}_${B}`>
  : S extends `${infer A}-${infer B}`
    ? KindOf<`${A}_${B}`>
    : Uppercase<S>;

/**
 * An action's kind in the GraphQL enum AuditActionKind (docs/operator-console.md, "The audit log"):
 * an enum value cannot hold "." or "-", so each becomes "_" and the letters upper case. The one
 * function that derives the enum from AUDIT_ACTIONS.
 */
export function auditActionKind<A extends AuditAction>(action: A): KindOf<A> {
  return action.toUpperCase().replace(/[.-]/g, "_") as KindOf<A>;
}

/**
 * Each kind and the action it stands for, in AUDIT_ACTIONS's order: the server registers it as the
 * enum AuditActionKind (server/src/modules/audit/audit.type.ts), whose values answer as the kinds
 * and arrive in a filter as the actions.
 */
export const AUDIT_ACTION_KINDS = /* @__PURE__ */ kindsOf(AUDIT_ACTIONS);

/** AUDIT_ACTION_KINDS's making, a call marked pure so a bundle that does not use it (the worker's app) leaves it out. */
function kindsOf(actions: typeof AUDIT_ACTIONS) {
  return Object.fromEntries(actions.map((action) => [auditActionKind(action), action])) as {
    readonly [A in AuditAction as KindOf<A>]: A;
  };
}
