// happy-dom has no IndexedDB: fake-indexeddb stands in for the browser's (the e2e suite uses Chromium's).
import "fake-indexeddb/auto";
import { openDB } from "idb";
import { describe, expect, it } from "vitest";
import { Outbox } from "./outbox.js";
import { importVaultKey, newVaultKey, open, seal, unwrapVaultKey, wrapVaultKey, WrongPassword, fromBase64url, base64url } from "../vault/vault-crypto.js";
import { AccountDisabledHere, VaultStore } from "../vault/vault-store.js";
import { UnlockWait } from "../vault/unlock-backoff.js";

/** Few iterations: these tests prove the wrapping, not its cost (bench/vault-kdf.ts measures that). */
const FAST = 1000;
const worker = { id: "41", email: "Amina@Example.org", name: "Amina", application: "default" };

/** What the database of vaults keeps about the vault in use, read past the store. */
async function storedSession(name: string): Promise<unknown[]> {
  const db = await openDB(name);
  try {
    return (await db.getAll("session")) as unknown[];
  } finally {
    db.close();
  }
}

async function store(): Promise<VaultStore> {
  return VaultStore.open(`vaults-${crypto.randomUUID()}`);
}

/** Whether `marker` appears anywhere in the bytes or texts IndexedDB holds for these values. */
function holdsText(values: unknown[], marker: string): boolean {
  const seen = JSON.stringify(values, (_key, value: unknown) =>
    value instanceof ArrayBuffer || value instanceof Uint8Array
      ? new TextDecoder().decode(value instanceof ArrayBuffer ? new Uint8Array(value) : value)
      : value,
  );
  return seen.includes(marker);
}

describe("vault key", () => {
  it("seals a text with AES-GCM under a fresh IV each time, and opens it again", async () => {
    const key = await importVaultKey(newVaultKey());
    const a = await seal(key, "Chisomo Banda");
    const b = await seal(key, "Chisomo Banda");
    expect(a.iv).not.toEqual(b.iv);
    expect(new TextDecoder().decode(a.data)).not.toContain("Chisomo");
    expect(await open(key, a)).toBe("Chisomo Banda");
  });

  it("is unwrapped by her password only: another password is WrongPassword", async () => {
    const raw = newVaultKey();
    const wrapped = await wrapVaultKey(raw, "a long password", FAST);
    expect(wrapped.iterations).toBe(FAST);
    const key = await unwrapVaultKey(wrapped, "a long password");
    expect(await open(key, await seal(await importVaultKey(raw), "same key"))).toBe("same key");
    await expect(unwrapVaultKey(wrapped, "a wrong password")).rejects.toBeInstanceOf(WrongPassword);
  });

  it("reads the server's base64url key of 32 bytes, and refuses another length or alphabet by name", async () => {
    const raw = newVaultKey();
    expect(fromBase64url(base64url(raw))).toEqual(raw);
    expect(base64url(raw)).toHaveLength(43);
    expect(() => fromBase64url("not base64url!")).toThrow("a vault key must be base64url text of at most 1,024 characters");
    expect(() => importVaultKey(fromBase64url("AAAA"))).toThrow("a vault key is 32 bytes, not 3");
  });
});

describe("vaults on one phone", () => {
  it("keeps a worker install per worker: found by her e-mail (any case), never holding it or her name in the clear", async () => {
    const vaults = await store();
    const raw = newVaultKey();
    const made = await vaults.afterOnlineLogin(worker, "a long password", raw, await importVaultKey(raw));
    const again = await vaults.afterOnlineLogin(worker, "a new password", raw, await importVaultKey(raw));
    expect(again.record.installId).toBe(made.record.installId);
    expect(again.record.secret).toBe(made.record.secret);
    expect(made.record.secret).toMatch(/^[\w-]{43}$/u);
    expect((await vaults.byEmail(" amina@example.ORG"))?.installId).toBe(made.record.installId);
    const other = await vaults.afterOnlineLogin(
      { ...worker, id: "42", email: "bea@example.org" },
      "b password",
      newVaultKey(),
      await importVaultKey(newVaultKey()),
    );
    expect(other.record.installId).not.toBe(made.record.installId);
    expect(holdsText(await vaults.all(), "Amina")).toBe(false);
    expect(holdsText(await vaults.all(), "amina@example.org")).toBe(false);
  });

  it("unlocks offline with her latest password, refuses another, and knows no vault of a stranger's e-mail", async () => {
    const vaults = await store();
    const raw = newVaultKey();
    await vaults.afterOnlineLogin(worker, "old password", raw, await importVaultKey(raw));
    await vaults.afterOnlineLogin(worker, "new password", raw, await importVaultKey(raw));
    await vaults.lock();
    expect(await vaults.activeRecord()).toBeNull();
    await expect(vaults.unlockOffline(worker.email, "old password")).rejects.toBeInstanceOf(WrongPassword);
    expect(await vaults.activeRecord()).toBeNull();
    const unlocked = await vaults.unlockOffline(worker.email, "new password");
    expect(unlocked?.user).toEqual(worker);
    expect((await vaults.activeRecord())?.installId).toBe(unlocked?.record.installId);
    expect(await vaults.unlockOffline("stranger@example.org", "new password")).toBeNull();
  });

  it("after 5 wrong offline passwords in a row makes the next try wait 1 s, then 2 s, across a reload, and a right one clears the count", async () => {
    const name = `vaults-${crypto.randomUUID()}`;
    const vaults = await VaultStore.open(name);
    const raw = newVaultKey();
    await vaults.afterOnlineLogin(worker, "her long password", raw, await importVaultKey(raw));
    await vaults.lock();
    const now = Date.UTC(2026, 11, 5, 9);
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      const error = await vaults.unlockOffline(worker.email, `guess ${i}`, now).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(WrongPassword);
      waits.push((error as WrongPassword).waitMs);
    }
    expect(waits).toEqual([0, 0, 0, 0, 1_000]);
    // During the wait nothing is tried, not even her right password; a reload keeps the count.
    vaults.close();
    const reloaded = await VaultStore.open(name);
    const early = await reloaded.unlockOffline(worker.email, "her long password", now + 500).catch((e: unknown) => e);
    expect(early).toBeInstanceOf(UnlockWait);
    expect((early as UnlockWait).waitMs).toBe(500);
    expect(await reloaded.activeRecord()).toBeNull();
    const sixth = await reloaded.unlockOffline(worker.email, "guess 5", now + 1_000).catch((e: unknown) => e);
    expect((sixth as WrongPassword).waitMs).toBe(2_000);
    expect(await reloaded.unlockOffline(worker.email, "her long password", now + 3_000)).not.toBeNull();
    expect((await reloaded.all())[0]!.failedUnlocks).toBeUndefined();
    reloaded.close();
  });

  it("refuses an offline unlock, whatever the password, once the phone heard her account is disabled, and opens again once enabled", async () => {
    const vaults = await store();
    const raw = newVaultKey();
    const made = await vaults.afterOnlineLogin(worker, "her long password", raw, await importVaultKey(raw));
    await vaults.lock();
    await vaults.heardAccount(made.record.installId, true);
    await expect(vaults.unlockOffline(worker.email, "her long password")).rejects.toBeInstanceOf(AccountDisabledHere);
    expect(await vaults.activeRecord()).toBeNull();
    // A phone install that is no vault, and a vault heard of again as disabled, change nothing.
    await vaults.heardAccount(crypto.randomUUID(), true);
    await vaults.heardAccount(made.record.installId, true);
    await expect(vaults.unlockOffline(worker.email, "her long password")).rejects.toBeInstanceOf(AccountDisabledHere);
    await vaults.heardAccount(made.record.installId, false);
    expect((await vaults.unlockOffline(worker.email, "her long password"))?.user).toEqual(worker);
  });

  it("keeps which vault is in use, never its key: nothing in the database opens her records", async () => {
    const name = `vaults-${crypto.randomUUID()}`;
    const vaults = await VaultStore.open(name);
    const raw = newVaultKey();
    const made = await vaults.afterOnlineLogin(worker, "a long password", raw, await importVaultKey(raw));
    expect(await vaults.activeRecord()).toEqual(made.record);
    expect(await storedSession(name)).toEqual([{ installId: made.record.installId }]);
    // The key of the page's memory opens it again; another key does not.
    expect((await vaults.openWith(made.record, made.key))?.user).toEqual(worker);
    expect(await vaults.openWith(made.record, await importVaultKey(newVaultKey()))).toBeNull();
    vaults.close();
  });

  it("drops the key an older build (version 1) kept with the vault in use, keeping which vault it was", async () => {
    const name = `vaults-${crypto.randomUUID()}`;
    const older = await openDB(name, 1, {
      upgrade(database) {
        database.createObjectStore("vaults", { keyPath: "installId" }).createIndex("byEmail", "emailHash");
        database.createObjectStore("session");
      },
    });
    const key = await importVaultKey(newVaultKey());
    await older.put("session", { installId: "install-1", key }, "active");
    older.close();
    const vaults = await VaultStore.open(name);
    vaults.close();
    expect(await storedSession(name)).toEqual([{ installId: "install-1" }]);
  });

  it("forgets a vault at a clean logout: no vault, no active key", async () => {
    const vaults = await store();
    const raw = newVaultKey();
    const made = await vaults.afterOnlineLogin(worker, "a long password", raw, await importVaultKey(raw));
    await vaults.forget(made.record.installId);
    expect(await vaults.all()).toEqual([]);
    expect(await vaults.activeRecord()).toBeNull();
  });
});

describe("a worker's outbox", () => {
  it("stores each record sealed with her key, gives it back whole, and keeps a rejected edit's reason", async () => {
    const key = await importVaultKey(newVaultKey());
    const name = `outbox-${crypto.randomUUID()}`;
    const outbox = await Outbox.open(name, key);
    const added = await outbox.add({
      appIdentifier: "default",
      user_id: "41",
      uuid: "c1",
      table: "clients",
      op: "UPSERT",
      record: { uuid: "c1", clientname: "Chisomo Banda" },
      baseDataversion: null,
      queuedAt: "2026-11-28T10:00:00.000Z",
    });
    await outbox.reject(added.clientMutationId, "a client needs a name");
    outbox.close();
    const raw = await (await import("idb")).openDB(name);
    const stored = await raw.getAll("outbox");
    raw.close();
    expect(holdsText(stored, "Chisomo")).toBe(false);
    const reopened = await Outbox.open(name, key);
    const [entry] = await reopened.entries();
    expect(entry?.record).toEqual({ uuid: "c1", clientname: "Chisomo Banda" });
    expect(entry?.rejected?.reason).toBe("a client needs a name");
    reopened.close();
    const locked = await Outbox.open(name);
    await expect(locked.entries()).rejects.toThrow("this outbox is sealed: it opens only with its worker's key");
    locked.close();
  });
});
