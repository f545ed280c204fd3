import type { UserRole, UserRow } from "../db/schema.js";
import { Forbidden, NotFound } from "../errors.js";
import type { Identity, OperatorGrant } from "./identity.js";

/** docs/operator-console.md: an operator's session lasts 8 hours (a worker's, 90 days). */
export const OPERATOR_SESSION_HOURS = 8;

/** The deployments an operator acts on: one (`application`), or every one (null). */
export interface OperatorScope {
  application: string | null;
}

export function isOperatorRole(role: UserRole): boolean {
  return role === "operator-deployment" || role === "operator-all";
}

/** The grant of an operator's account: an operator of one deployment is held to her own. */
export function operatorGrantOf(row: Pick<UserRow, "id" | "email" | "name" | "application" | "role">): OperatorGrant {
  return { userId: row.id, email: row.email, name: row.name, application: row.role === "operator-all" ? null : row.application };
}

/** The caller's operator scope: ADMIN_TOKEN and operators of all see every deployment; anyone else is refused. */
export function operatorScope(identity: Identity, what: string): OperatorScope {
  if (identity.isAdmin) return { application: null };
  if (identity.operator) return { application: identity.operator.application };
  if (identity.consoleSupervisor) throw consoleSupervisorRefusal(what);
  throw new Forbidden(`only an operator (logged in at /admin, or Authorization: Bearer <ADMIN_TOKEN>) may use ${what}`);
}

/** docs/teams.md, "In the console": a supervisor's console session reads her team, and does nothing else. */
export function consoleSupervisorRefusal(what: string): Forbidden {
  return new Forbidden(
    `a supervisor's console session is read-only and reads her own team only (supervisedWorkers, supervisedRecords): it may not use ${what}`,
  );
}

/** Whether a deployment's user, device or event is the operator's to see and act on. */
export function inScope(scope: OperatorScope, application: string | null): boolean {
  return scope.application === null || scope.application === application;
}

/**
 * The deployment an operator names by its id, when it is hers to set: one of another deployment is
 * refused as not hers (her own named in the message), and one that does not exist as such (said only
 * to an operator of every deployment, who may know every id).
 */
export function ownDeployment<D extends { appIdentifier: string }>(
  scope: OperatorScope,
  deployment: D | null | undefined,
  applicationId: number,
  what: string,
): D {
  if (deployment && inScope(scope, deployment.appIdentifier)) return deployment;
  if (scope.application !== null) throw new Forbidden(`${what}: application ${applicationId} is not a deployment of yours; give the id of your own deployment`);
  throw new NotFound(`application ${applicationId} does not exist`);
}

/**
 * Whether an account is the operator's to see and act on: one of her deployment, and never an
 * operator of every deployment unless she is one (a login token for one would make her one).
 */
export function accountInScope(scope: OperatorScope, account: Pick<UserRow, "application" | "role">): boolean {
  return scope.application === null || (account.application === scope.application && account.role !== "operator-all");
}

/** The deployment an account's events belong to: none for an operator of every deployment (docs/operator-console.md). */
export function auditDeploymentOf(account: Pick<UserRow, "application" | "role">): string | null {
  return account.role === "operator-all" ? null : account.application;
}

/** Password requests and failed logins of unknown e-mails belong to no deployment: operators of all alone see them. */
export function requireEveryDeployment(identity: Identity, what: string): void {
  if (operatorScope(identity, what).application !== null) throw new Forbidden(`only an operator of every deployment may use ${what}`);
}
