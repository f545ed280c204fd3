import { BadInput, Forbidden } from "../errors.js";

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
  isAdmin: boolean;
  /** Set only for a read-only reporting token (issue 9): it may read reports and nothing else. */
  reporting?: ReportingGrant;
}

/** What a reporting token allows: reports of one deployment, with or without identifying fields. */
export interface ReportingGrant {
  application: string;
  identifiable: boolean;
  label: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An app install id is a UUID (issue 17 item 9): anything else is bad input naming where it came from. */
export function assertInstallId(installId: string, field: string): void {
  if (!UUID.test(installId)) throw new BadInput(`${field}: an app install id must be a UUID`);
}

/**
 * The install a request acts as, when a body or path names one (issue 17 item 9): it must be the
 * caller's own X-App-Install-Id when one is sent; a legacy caller that sends only the named id acts
 * as that install (its claim is still checked when the batch runs).
 */
export function actingInstall(identity: Identity, named: string, field: string): Identity {
  assertInstallId(named, field);
  if (identity.installId !== null && identity.installId.toLowerCase() !== named.toLowerCase()) {
    throw new Forbidden(`${field}: this is not the install that sends the request (X-App-Install-Id)`);
  }
  return { ...identity, installId: named };
}

export const anonymous: Identity = { user: null, installId: null, isAdmin: false };

/**
 * Whether a caller may act as an install its owner (the first account that wrote from it) claimed:
 * that account, and the bare device (its worker logged out by a 401), which reads and writes only the
 * install's own records; another logged-in account may not (issues 15 and 17).
 */
export function mayUseInstall(installOwner: number | null, user: { id: number } | null): boolean {
  return installOwner === null || user === null || installOwner === user.id;
}

/** Whether this caller may read or write a record owned as given (ARCHITECTURE: identity and ownership). */
export function ownsRecord(identity: Identity, owner: { owner_user_id: number | null; owner_install_id: string | null }): boolean {
  if (owner.owner_user_id !== null) return identity.user?.id === owner.owner_user_id;
  return identity.installId !== null && identity.installId === owner.owner_install_id;
}

/**
 * Whether this caller may read a record: its owner, and for a record shared with its deployment
 * (chat) every logged-in user of that deployment. This is the ownership rule's source; the SQL
 * form (sync/records.repository.ts readableBy) is checked against it by sync/ownership-rule.test.ts.
 */
export function readsRecord(
  identity: Identity,
  record: { owner_user_id: number | null; owner_install_id: string | null; application: string | null },
  sharedWithDeployment: boolean,
): boolean {
  if (ownsRecord(identity, record)) return true;
  return sharedWithDeployment && identity.user !== null && record.application === identity.user.application;
}
