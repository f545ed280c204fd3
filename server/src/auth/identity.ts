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

export const anonymous: Identity = { user: null, installId: null, isAdmin: false };

/** Whether this caller may read or write a record owned as given (ARCHITECTURE: identity and ownership). */
export function ownsRecord(
  identity: Identity,
  owner: { owner_user_id: number | null; owner_install_id: string | null },
): boolean {
  if (owner.owner_user_id !== null) return identity.user?.id === owner.owner_user_id;
  return identity.installId !== null && identity.installId === owner.owner_install_id;
}

/**
 * Whether this caller may read a record: its owner, and for a record shared with its deployment
 * (chat) every logged-in user of that deployment.
 */
export function readsRecord(
  identity: Identity,
  record: { owner_user_id: number | null; owner_install_id: string | null; application: string | null },
  sharedWithDeployment: boolean,
): boolean {
  if (ownsRecord(identity, record)) return true;
  return sharedWithDeployment && identity.user !== null && record.application === identity.user.application;
}
