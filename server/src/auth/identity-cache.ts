import type { UserRow } from "../db/schema.js";

/** PostgreSQL NOTIFY channel carrying the hash of each revoked session token to every replica. */
export const SESSION_REVOKED_CHANNEL = "stepwise_session_revoked";
/** A session is trusted from memory this long at most; a revocation normally reaches it at once. */
export const SESSION_CACHE_MS = 5_000;
/** An install's owner never changes once claimed; kept this long so a removed install is noticed. */
export const INSTALL_OWNER_CACHE_MS = 60_000;
/** Entries per map at most: the oldest go first, so a flood of tokens cannot grow the process. */
export const IDENTITY_CACHE_ENTRIES = 10_000;

interface Kept<T> {
  value: T;
  until: number;
}

/**
 * What every request would otherwise ask PostgreSQL for again: the user of a session token and the
 * owner of a claimed app install. Only facts that stay true are kept: a valid session (until it is
 * revoked or expires) and an install's owner (an install is claimed once and never changes hands).
 * Unknown tokens, reporting tokens and unclaimed installs are not kept: they are looked up each time.
 *
 * Revocation: the replica that revokes forgets the session at once, and every replica forgets it
 * when PostgreSQL's NOTIFY on SESSION_REVOKED_CHANNEL arrives (milliseconds); SESSION_CACHE_MS
 * bounds the rest, e.g. while a replica's LISTEN connection is reconnecting. A lookup that was
 * under way when a revocation arrived is not kept (the generation check), so it cannot put the
 * revoked session back.
 */
export class IdentityCache {
  private readonly sessions = new Map<string, Kept<UserRow>>();
  private readonly installOwners = new Map<string, Kept<number>>();
  private revocations = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** The user of a cached session token (by its hash), if it is still within its time. */
  session(tokenHash: string): UserRow | undefined {
    return this.fresh(this.sessions, tokenHash);
  }

  /** A stamp to take before looking a session up; keepSession ignores the result if a revocation came since. */
  generation(): number {
    return this.revocations;
  }

  keepSession(tokenHash: string, user: UserRow, expiresAt: Date, generation: number): void {
    if (generation !== this.revocations) return;
    const until = Math.min(this.now() + SESSION_CACHE_MS, expiresAt.getTime());
    this.keep(this.sessions, tokenHash, user, until);
  }

  forgetSession(tokenHash: string): void {
    this.revocations += 1;
    this.sessions.delete(tokenHash);
  }

  /** After a gap in revocation notices (a LISTEN reconnect): no session is trusted from memory until looked up again. */
  forgetEverySession(): void {
    this.revocations += 1;
    this.sessions.clear();
  }

  /** The user id owning a claimed install, if known. */
  installOwner(installId: string): number | undefined {
    return this.fresh(this.installOwners, installId);
  }

  keepInstallOwner(installId: string, userId: number): void {
    this.keep(this.installOwners, installId, userId, this.now() + INSTALL_OWNER_CACHE_MS);
  }

  private fresh<T>(map: Map<string, Kept<T>>, key: string): T | undefined {
    const kept = map.get(key);
    if (!kept) return undefined;
    if (kept.until > this.now()) return kept.value;
    map.delete(key);
    return undefined;
  }

  private keep<T>(map: Map<string, Kept<T>>, key: string, value: T, until: number): void {
    if (until <= this.now()) return;
    map.delete(key);
    map.set(key, { value, until });
    if (map.size > IDENTITY_CACHE_ENTRIES) map.delete(map.keys().next().value!);
  }
}
