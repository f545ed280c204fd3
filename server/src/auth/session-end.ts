/**
 * Why a worker's session token is refused, told to her phone as the 401's reason so it can say
 * what happened and what to do (docs/worker-phone.md, "Refusals and what they ask of her"). The
 * English message stays as before for older clients. No reason of its own is stored: each is read
 * from what the refusal left behind, in this order.
 */
export type SessionEndReason = "account-disabled" | "session-expired" | "install-retired" | "password-changed" | "session-ended";

/** What the database holds of a token that no longer opens a session (UsersRepository.sessionEndFacts). */
export interface SessionEndFacts {
  created_at: Date;
  revoked_at: Date | null;
  expires_at: Date;
  disabled_at: Date | null;
  password_set_at: Date | null;
  wipe_order: string | null;
  wipe_acknowledged_at: Date | null;
}

/**
 * - `account-disabled`: her account is disabled (an operator's Disable ended every session);
 * - `session-expired`: the token outlived its time, nothing revoked it;
 * - `install-retired`: the install it was bound to was retired and wiped itself;
 * - `password-changed`: it was made before her password was last set and revoked from then on
 *   (setting a password revokes every session, UsersRepository.revokeEverySession, on the database's clock);
 * - `session-ended`: anything else (a logout, an operator's End session, a token unknown here).
 */
export function sessionEndReason(facts: SessionEndFacts | undefined, now: Date = new Date()): SessionEndReason {
  if (!facts) return "session-ended";
  if (facts.disabled_at !== null) return "account-disabled";
  if (facts.revoked_at === null) return facts.expires_at.getTime() <= now.getTime() ? "session-expired" : "session-ended";
  if (facts.wipe_order === "RETIRE" && facts.wipe_acknowledged_at !== null) return "install-retired";
  const passwordSet = facts.password_set_at?.getTime();
  if (passwordSet !== undefined && facts.created_at.getTime() < passwordSet && facts.revoked_at.getTime() >= passwordSet) return "password-changed";
  return "session-ended";
}
