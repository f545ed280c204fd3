import { describe, expect, it } from "vitest";
import { IDENTITY_CACHE_ENTRIES, IdentityCache, INSTALL_GUARD_CACHE_MS, SESSION_CACHE_MS, type SessionUser } from "./identity-cache.js";

const user = { id: 7, application: "default", email: "w@example.org", name: "Worker", token_install_id: null } as SessionUser;

function cacheAt(start: number) {
  const clock = { now: start };
  return { clock, cache: new IdentityCache(() => clock.now) };
}

describe("IdentityCache", () => {
  it("keeps a session for SESSION_CACHE_MS, and never past the token's own expiry", () => {
    const { clock, cache } = cacheAt(1_000_000);
    cache.keepSession("far", user, new Date(clock.now + 90 * 86_400_000), cache.generation());
    cache.keepSession("soon", user, new Date(clock.now + 2_000), cache.generation());
    clock.now += 1_999;
    expect(cache.session("far")).toBe(user);
    expect(cache.session("soon")).toBe(user);
    clock.now += 1;
    expect(cache.session("soon")).toBeUndefined();
    clock.now = 1_000_000 + SESSION_CACHE_MS;
    expect(cache.session("far")).toBeUndefined();
  });

  it("does not keep a session whose token has already expired", () => {
    const { clock, cache } = cacheAt(1_000_000);
    cache.keepSession("gone", user, new Date(clock.now), cache.generation());
    expect(cache.session("gone")).toBeUndefined();
  });

  it("forgets a revoked session, and does not keep a lookup that was under way when the revocation came", () => {
    const { clock, cache } = cacheAt(1_000_000);
    const expires = new Date(clock.now + 86_400_000);
    cache.keepSession("a", user, expires, cache.generation());
    const before = cache.generation();
    cache.forgetSession("a");
    expect(cache.session("a")).toBeUndefined();
    cache.keepSession("a", user, expires, before);
    expect(cache.session("a")).toBeUndefined();
    cache.keepSession("a", user, expires, cache.generation());
    expect(cache.session("a")).toBe(user);
  });

  it("keeps a claimed install's guard for INSTALL_GUARD_CACHE_MS, and forgets it at once on an operator's order", () => {
    const { clock, cache } = cacheAt(1_000_000);
    const guard = { user_id: 7, secret_hash: null, wipe_order: null };
    cache.keepInstallGuard("install-1", guard);
    clock.now += INSTALL_GUARD_CACHE_MS - 1;
    expect(cache.installGuard("install-1")).toBe(guard);
    clock.now += 1;
    expect(cache.installGuard("install-1")).toBeUndefined();
    cache.keepInstallGuard("install-1", guard);
    cache.forgetInstall("install-1");
    expect(cache.installGuard("install-1")).toBeUndefined();
  });

  it("never keeps an install with neither owner nor secret: it may be claimed next", () => {
    const { cache } = cacheAt(1_000_000);
    cache.keepInstallGuard("install-1", { user_id: null, secret_hash: null, wipe_order: null });
    expect(cache.installGuard("install-1")).toBeUndefined();
  });

  it("holds at most IDENTITY_CACHE_ENTRIES sessions, dropping the oldest first", () => {
    const { clock, cache } = cacheAt(1_000_000);
    const expires = new Date(clock.now + 86_400_000);
    for (let i = 0; i <= IDENTITY_CACHE_ENTRIES; i += 1) cache.keepSession(`t${i}`, user, expires, cache.generation());
    expect(cache.session("t0")).toBeUndefined();
    expect(cache.session("t1")).toBe(user);
    expect(cache.session(`t${IDENTITY_CACHE_ENTRIES}`)).toBe(user);
  });
});
