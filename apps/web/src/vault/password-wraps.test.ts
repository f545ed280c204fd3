// happy-dom has no IndexedDB: fake-indexeddb stands in for the browser's (the e2e suite uses Chromium's).
import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import { ARGON2ID, PBKDF2_ITERATIONS } from "@stepwise/domain";
import {
  base64url,
  importVaultKey,
  isCurrentWrap,
  newVaultKey,
  unwrapVaultKey,
  wrapFromText,
  wrapVaultKey,
  WrongPassword,
  type WrappedKey,
} from "./vault-crypto.js";
import { VaultStore } from "./vault-store.js";

const worker = { id: "41", email: "amina@example.org", name: "Amina", application: "default" };
const OLD = "her old password";
const NEW = "the one she set elsewhere";

/** A wrap as the passwordWraps answer carries it (packages/domain/src/vault-wrap.ts): Argon2id, as the server makes it. */
async function wrapText(raw: Uint8Array<ArrayBuffer>, password: string) {
  const wrapped = await wrapVaultKey(raw, password);
  return {
    version: 2,
    kdf: "Argon2id",
    iterations: wrapped.iterations,
    memoryKiB: wrapped.memoryKiB ?? null,
    parallelism: wrapped.parallelism ?? null,
    salt: base64url(wrapped.salt),
    iv: base64url(wrapped.sealed.iv),
    data: base64url(new Uint8Array(wrapped.sealed.data)),
  };
}

/** Her vault on this phone, made at an online login with her old password, then locked (a logout keeping an edit). */
async function lockedVault() {
  const vaults = await VaultStore.open(`vaults-${crypto.randomUUID()}`);
  const raw = newVaultKey();
  const { record } = await vaults.afterOnlineLogin(worker, OLD, raw, await importVaultKey(raw));
  await vaults.lock();
  return { vaults, raw, installId: record.installId };
}

/** docs/shared-phone.md, "The worker's key (vault key)": a password set elsewhere reaches the phone's vault. */
describe("a vault's wrap replaced by the one of her new password", () => {
  it("opens offline with the new password from then, and the old one is WrongPassword", async () => {
    const { vaults, raw, installId } = await lockedVault();
    expect(await vaults.heardPassword(installId, "2026-12-05T17:00:00.000Z", wrapFromText(await wrapText(raw, NEW)))).toBe(true);
    const opened = await vaults.unlockOffline(worker.email, NEW);
    expect(opened?.user).toEqual(worker);
    expect(opened?.record).toMatchObject({ installId, passwordSetAt: "2026-12-05T17:00:00.000Z" });
    await expect(vaults.unlockOffline(worker.email, OLD)).rejects.toBeInstanceOf(WrongPassword);
    vaults.close();
  });

  it("is replaced by a newer wrap only: one as old or older leaves the vault as it is", async () => {
    const { vaults, raw, installId } = await lockedVault();
    expect(await vaults.heardPassword(installId, "2026-12-05T17:00:00.000Z", wrapFromText(await wrapText(raw, NEW)))).toBe(true);
    expect(await vaults.heardPassword(installId, "2026-12-05T17:00:00.000Z", wrapFromText(await wrapText(raw, "the same moment, another")))).toBe(false);
    expect(await vaults.heardPassword(installId, "2026-12-05T16:59:59.999Z", wrapFromText(await wrapText(raw, OLD)))).toBe(false);
    expect((await vaults.unlockOffline(worker.email, NEW))?.record.installId).toBe(installId);
    await vaults.lock();
    expect(await vaults.heardPassword(installId, "2026-12-05T17:00:00.001Z", wrapFromText(await wrapText(raw, "a later password")))).toBe(true);
    await expect(vaults.unlockOffline(worker.email, NEW)).rejects.toBeInstanceOf(WrongPassword);
    expect(await vaults.heardPassword(crypto.randomUUID(), "2026-12-05T18:00:00.000Z", wrapFromText(await wrapText(raw, NEW)))).toBe(false);
    expect(await vaults.all()).toHaveLength(1);
    vaults.close();
  });

  it("reads a wrap without a kdf field (made before it) as PBKDF2-SHA-256, and refuses an unknown format or a weak derivation by name", async () => {
    const raw = newVaultKey();
    const { kdf: _, ...before } = await wrapVaultKey(raw, OLD, PBKDF2_ITERATIONS);
    const old: WrappedKey = before;
    await expect(unwrapVaultKey(old, OLD)).resolves.toBeInstanceOf(CryptoKey);
    const text = await wrapText(raw, NEW);
    expect(text).toMatchObject({ iterations: ARGON2ID.passes, memoryKiB: 19 * 1024, parallelism: 1 });
    const pbkdf2 = { ...text, version: 1, kdf: "PBKDF2-SHA-256", iterations: PBKDF2_ITERATIONS, memoryKiB: null, parallelism: null };
    expect(wrapFromText(pbkdf2)).toMatchObject({ kdf: "PBKDF2-SHA-256", iterations: PBKDF2_ITERATIONS });
    expect(() => wrapFromText({ ...text, version: 3 })).toThrow("this build does not know a vault key wrap of version 3, Argon2id");
    expect(() => wrapFromText({ ...text, kdf: "MD5" })).toThrow("this build does not know a vault key wrap of version 2, MD5");
    expect(() => wrapFromText({ ...pbkdf2, iterations: 1000 })).toThrow("a vault key wrap of 1000 iterations is refused");
    expect(() => wrapFromText({ ...text, memoryKiB: 4096 })).toThrow("an Argon2id wrap of m=4096 KiB, t=2 is refused");
    expect(() => wrapFromText({ ...text, iterations: 1 })).toThrow("an Argon2id wrap of m=19456 KiB, t=1 is refused");
    expect(() => wrapFromText({ ...text, parallelism: 64 })).toThrow("an Argon2id wrap of p=64 is refused");
  });

  it("wraps a new vault with Argon2id, and a vault wrapped with PBKDF2 again with Argon2id after a right offline unlock", async () => {
    const { vaults, raw, installId } = await lockedVault();
    const made = (await vaults.all())[0]!;
    expect(made.wrapped).toMatchObject({ kdf: "Argon2id", iterations: 2, memoryKiB: 19 * 1024, parallelism: 1 });
    expect(isCurrentWrap(made.wrapped)).toBe(true);

    // A vault of the build before: PBKDF2 at 400,000.
    const before = await wrapVaultKey(raw, OLD, PBKDF2_ITERATIONS);
    expect(await vaults.heardPassword(installId, "2026-12-05T17:00:00.000Z", before)).toBe(true);
    await expect(vaults.unlockOffline(worker.email, "a wrong password")).rejects.toBeInstanceOf(WrongPassword);
    expect((await vaults.all())[0]!.wrapped.kdf).toBe("PBKDF2-SHA-256");
    expect((await vaults.unlockOffline(worker.email, OLD))?.user).toEqual(worker);
    const after = (await vaults.all())[0]!;
    expect(after.wrapped).toMatchObject({ kdf: "Argon2id", iterations: 2, memoryKiB: 19 * 1024 });
    expect(after).toMatchObject({ passwordSetAt: "2026-12-05T17:00:00.000Z" });
    expect(after.failedUnlocks).toBeUndefined();
    await vaults.lock();
    expect((await vaults.unlockOffline(worker.email, OLD))?.record.installId).toBe(installId);
    vaults.close();
  });
});
