import type { UserRow } from "../db/schema.js";
import type { InstallGuard } from "./identity.js";

/** A session's user, with the install the session is bound to (docs/shared-phone.md). */
export type SessionUser = UserRow & { token_install_id: string | null; token_console?: boolean };

/** PostgreSQL NOTIFY channel carrying the hash of each revoked session token to every replica. */
export const SESSION_REVOKED_CHANNEL = "stepwise_session_revoked";
/** A session is trusted from memory this long at most; a revocation normally reaches it at once. */
export const SESSION_CACHE_MS = 5_000;
/**
 * An install's owner and secret never change once set, but an operator's wipe order may come at any
 * time: kept this long at most, and forgotten at once when DEVICE_ORDERS_CHANNEL says so.
 */
export const INSTALL_GUARD_CACHE_MS = 5_000;
/** PostgreSQL NOTIFY channel carrying `<order>:<install id>` of each operator's device order to every replica. */
export const DEVICE_ORDERS_CHANNEL = "stepwise_device_orders";
/** Entries per map at most: the oldest go first, so a flood of tokens cannot grow the process. */
export const IDENTITY_CACHE_ENTRIES = 10_000;

interface Kept<T> {
  value: T;
  until: number;
}

/**
 * What every request would otherwise ask PostgreSQL for again: the user of a session token and who
 * may act as an app install (its owner, secret and wipe order). A valid session is kept until it is
 * revoked or expires; an install claimed or with a secret for INSTALL_GUARD_CACHE_MS, forgotten when
 * an operator's order arrives. Unknown tokens, reporting tokens and installs with neither owner nor
 * secret are not kept: they are looked up each time.
 *
 * Revocation: the replica that revokes forgets the session at once, and every replica forgets it
 * when PostgreSQL's NOTIFY on SESSION_REVOKED_CHANNEL arrives (milliseconds); SESSION_CACHE_MS
 * bounds the rest, e.g. while a replica's LISTEN connection is reconnecting. A lookup that was
 * under way when a revocation arrived is not kept (the generation check), so it cannot put the
 * revoked session back.
 */
export class IdentityCache {
  private readonly sessions = new Map<string, Kept<SessionUser>>();
  private readonly installGuards = new Map<string, Kept<InstallGuard>>();
  private revocations = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** The user of a cached session token (by its hash), if it is still within its time. */
  session(tokenHash: string): SessionUser | undefined {
    return this.fresh(this.sessions, tokenHash);
  }

  /** A stamp to take before looking a session up; keepSession ignores the result if a revocation came since. */
  generation(): number {
    return this.revocations;
  }

  keepSession(tokenHash: string, user: SessionUser, expiresAt: Date, generation: number): void {
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

  /** Who may act as a claimed or secret-holding install, if known. */
  installGuard(installId: string): InstallGuard | undefined {
    return this.fresh(this.installGuards, installId);
  }

  keepInstallGuard(installId: string, guard: InstallGuard): void {
    if (guard.user_id === null && guard.secret_hash === null) return;
    this.keep(this.installGuards, installId, guard, this.now() + INSTALL_GUARD_CACHE_MS);
  }

  /** An operator's order, a new secret or an adoption changed the install: read it again. */
  forgetInstall(installId: string): void {
    this.installGuards.delete(installId);
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
