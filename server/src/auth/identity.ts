import { BadInput, DeviceWiped, Forbidden, Unauthenticated, type AppError } from "../errors.js";

/** Who is calling: a logged-in user, an app install (device), both, or an operator. */
export interface AuthUser {
  id: number;
  application: string;
  email: string;
  name: string;
}

export interface Identity {
  user: AuthUser | null;
  /** The device's app install uuid (X-App-Install-Id), verified to belong to this caller. */
  installId: string | null;
  /**
   * SHA-256 (hex) of the X-App-Install-Secret the request carried, null without one: an install
   * named only by a legacy path or body is checked against it when used (docs/shared-phone.md).
   */
  installSecretHash?: string | null;
  /** An operator's wipe order for the install (docs/shared-phone.md); absent: none. */
  wipeOrder?: WipeOrderName | null;
  /** Set only for the bearer of ADMIN_TOKEN (automation, and making the first operator). */
  isAdmin: boolean;
  /** Set only for an operator's session (docs/operator-console.md): never a worker, never an install. */
  operator?: OperatorGrant;
  /**
   * Set only for a supervisor's session at /admin (docs/teams.md, "In the console"): her own account,
   * which reads her team through the supervisor's queries and nothing else; `user` stays null, so no
   * worker's door (her records, sync, installs) takes it, and never an install.
   */
  consoleSupervisor?: AuthUser;
  /** The caller's network address, as the audit log records it (docs/operator-console.md). */
  address?: string;
  /** Set only for a read-only reporting token (docs/REPORTING.md): it may read reports and nothing else. */
  reporting?: ReportingGrant;
  /** A worker's session (its token's hash) and the install it is held to (docs/shared-phone.md). */
  session?: SessionBinding;
  /**
   * The workers whose records this user reads as their supervisor (docs/teams.md, "What a supervisor
   * may read"): filled by the module that asks as her (the supervisor's queries, a batch's check),
   * never by the identity's making, so her own change feed still carries only her own records.
   */
  supervises?: readonly number[];
}

/** docs/shared-phone.md: a session acts as one install, the one it logged in from or was first used as. */
export interface SessionBinding {
  tokenHash: string;
  /** The install the session is bound to; null until its first request acting as an install. */
  installId: string | null;
}

/** A session used as another install than its own: refused as a token not valid here, so the app locks and she logs in on this install. */
export function sessionOnOtherInstall(installId: string): Unauthenticated {
  return new Unauthenticated(`this session belongs to another app install than ${installId}: log in again on this one`).because("session-other-install");
}

/** Whether two spellings name one install (a UUID's letters in either case). */
export function sameInstall(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** docs/operator-console.md: an operator's account; `application` null for an operator of every deployment. */
export interface OperatorGrant {
  userId: number;
  email: string;
  name: string;
  application: string | null;
}

/** What a reporting token allows: reports of one deployment, with or without identifying fields. */
export interface ReportingGrant {
  application: string;
  identifiable: boolean;
  label: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An app install id is a UUID (docs/SECURITY.md, "Rules, and the test that proves each"): anything else is bad input naming where it came from. */
export function assertInstallId(installId: string, field: string): void {
  if (!UUID.test(installId)) throw new BadInput(`${field}: an app install id must be a UUID`);
}

/**
 * The install a request acts as, when a body or path names one (docs/SECURITY.md, "Rules, and the test that proves each"): it must be the
 * caller's own X-App-Install-Id when one is sent; a legacy caller that sends only the named id acts
 * as that install (its claim is still checked when the batch runs).
 */
export function actingInstall(identity: Identity, named: string, field: string): Identity {
  assertInstallId(named, field);
  if (identity.installId !== null && !sameInstall(identity.installId, named)) {
    throw new Forbidden(`${field}: this is not the install that sends the request (X-App-Install-Id)`);
  }
  return { ...identity, installId: named };
}

export const anonymous: Identity = { user: null, installId: null, isAdmin: false };

export type WipeOrderName = "RETIRE" | "LOST";

/** What decides who may act as an install (docs/shared-phone.md). */
export interface InstallGuard {
  user_id: number | null;
  secret_hash: string | null;
  wipe_order: string | null;
}

/**
 * Why a caller may not act as this install, or null when it may (docs/shared-phone.md): an install
 * an account has used is acted as only with that account's session (401 without a login, 403 with
 * another's); an install with a secret only by a request that proved it. A lost install is refused
 * by each door (lostInstallRefusal), which still lets it learn of its wipe and acknowledge it.
 * `secretHash` is the SHA-256 of the secret the request carried (Identity.installSecretHash).
 */
export function installRefusal(
  installId: string,
  install: InstallGuard | undefined,
  user: { id: number } | null,
  secretHash: string | null | undefined,
): AppError | null {
  if (!install) return null;
  if (install.user_id !== null && user === null) {
    return new Unauthenticated(`app install ${installId} is a worker's: log in as her to use it`).because("install-session");
  }
  if (install.user_id !== null && user !== null && install.user_id !== user.id) return new Forbidden(`app install ${installId} belongs to another account`);
  if (install.secret_hash !== null && install.secret_hash !== secretHash) {
    return new Forbidden(`app install ${installId}: X-App-Install-Secret is missing or wrong`).because("install-secret");
  }
  return null;
}

/** Whether this caller may read or write a record owned as given (docs/sync-and-api.md, "Identity"). */
export function ownsRecord(identity: Identity, owner: { owner_user_id: number | null; owner_install_id: string | null }): boolean {
  if (owner.owner_user_id !== null) return identity.user?.id === owner.owner_user_id;
  return identity.installId !== null && identity.installId === owner.owner_install_id;
}

/**
 * Whether this caller may read a record: its owner, the owner's supervisors (docs/teams.md, "What a
 * supervisor may read"; read only, never written: batch-plan.ts), and for a record shared with its
 * deployment (chat) every logged-in user of that deployment. This is the ownership rule's source; the SQL
 * form (sync/records.repository.ts readableBy) is checked against it by sync/ownership-rule.test.ts.
 */
export function readsRecord(
  identity: Identity,
  record: { owner_user_id: number | null; owner_install_id: string | null; application: string | null },
  sharedWithDeployment: boolean,
): boolean {
  if (ownsRecord(identity, record)) return true;
  if (supervisesOwner(identity, record)) return true;
  return sharedWithDeployment && identity.user !== null && record.application === identity.user.application;
}

/** Whether this caller reads the record as the supervisor of its owner (docs/teams.md, "What a supervisor may read"). */
export function supervisesOwner(identity: Identity, record: { owner_user_id: number | null }): boolean {
  return identity.user !== null && record.owner_user_id !== null && (identity.supervises?.includes(record.owner_user_id) ?? false);
}

/** docs/shared-phone.md: an install an operator marked lost is refused everything but learning of its wipe. */
export function assertNotLost(install: Pick<InstallGuard, "wipe_order"> | undefined): void {
  if (install?.wipe_order === "LOST") throw new DeviceWiped();
}
