import { createCipheriv, createDecipheriv, pbkdf2, randomBytes } from "node:crypto";
import { promisify } from "node:util";
import argon2 from "argon2";
import { ARGON2ID, VAULT_WRAP_IV_BYTES, VAULT_WRAP_SALT_BYTES, type VaultKeyWrapText } from "@stepwise/domain";

const pbkdf2Async = promisify(pbkdf2);
const TAG_BYTES = 16;

/**
 * The 32 bytes a wrap's key derivation makes of a password. Argon2id through the `argon2` package the
 * server hashes passwords with: native, on libuv's threadpool, so the event loop goes on serving
 * meanwhile, and the same function as the phone's hash-wasm (RFC 9106, version 0x13); PBKDF2 on the
 * threadpool too (crypto.pbkdf2, not pbkdf2Sync), for the version 1 wraps.
 */
async function derive(password: string, wrap: Pick<VaultKeyWrapText, "kdf" | "iterations" | "memoryKiB" | "parallelism">, salt: Buffer): Promise<Buffer> {
  if (wrap.kdf === "PBKDF2-SHA-256") return pbkdf2Async(password, salt, wrap.iterations, 32, "sha256");
  return argon2.hash(password, {
    type: argon2.argon2id,
    memoryCost: wrap.memoryKiB!,
    timeCost: wrap.iterations,
    parallelism: wrap.parallelism!,
    hashLength: 32,
    salt,
    raw: true,
  });
}

/**
 * Her vault key (base64url, 32 bytes) wrapped by a password exactly as the phone wraps it
 * (apps/web/src/vault/vault-crypto.ts `wrapVaultKey`; packages/domain/src/vault-wrap.ts): Argon2id,
 * or PBKDF2-SHA-256 at `iterations` when given (version 1).
 */
export async function wrapVaultKey(vaultKey: string, password: string, iterations?: number): Promise<VaultKeyWrapText> {
  const kdf =
    iterations === undefined
      ? { version: 2 as const, kdf: "Argon2id" as const, iterations: ARGON2ID.passes, memoryKiB: ARGON2ID.memoryKiB, parallelism: ARGON2ID.parallelism }
      : { version: 1 as const, kdf: "PBKDF2-SHA-256" as const, iterations };
  const salt = randomBytes(VAULT_WRAP_SALT_BYTES);
  const iv = randomBytes(VAULT_WRAP_IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", await derive(password, kdf, salt), iv);
  const data = Buffer.concat([cipher.update(Buffer.from(vaultKey, "base64url")), cipher.final(), cipher.getAuthTag()]);
  return { ...kdf, salt: salt.toString("base64url"), iv: iv.toString("base64url"), data: data.toString("base64url") };
}

/** The vault key (base64url) a wrap holds, or null when the password does not open it (tests; the phone unwraps its own). */
export async function unwrapVaultKey(wrap: VaultKeyWrapText, password: string): Promise<string | null> {
  const key = await derive(password, wrap, Buffer.from(wrap.salt, "base64url"));
  const data = Buffer.from(wrap.data, "base64url");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(wrap.iv, "base64url"));
  decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(data.subarray(0, data.length - TAG_BYTES)), decipher.final()]).toString("base64url");
  } catch {
    return null;
  }
}
