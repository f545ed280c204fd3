import { createCipheriv, createDecipheriv, pbkdf2, randomBytes } from "node:crypto";
import { promisify } from "node:util";
import { PBKDF2_ITERATIONS, VAULT_WRAP_IV_BYTES, VAULT_WRAP_SALT_BYTES, VAULT_WRAP_VERSION, type VaultKeyWrapText } from "@stepwise/domain";

const derive = promisify(pbkdf2);
const TAG_BYTES = 16;

/**
 * Her vault key (base64url, 32 bytes) wrapped by a password exactly as the phone wraps it
 * (apps/web/src/vault/vault-crypto.ts `wrapVaultKey`; packages/domain/src/vault-wrap.ts), so the
 * phone opens it with WebCrypto. The derivation runs on libuv's threadpool (crypto.pbkdf2, not
 * pbkdf2Sync): the event loop goes on serving meanwhile.
 */
export async function wrapVaultKey(vaultKey: string, password: string, iterations = PBKDF2_ITERATIONS): Promise<VaultKeyWrapText> {
  const salt = randomBytes(VAULT_WRAP_SALT_BYTES);
  const iv = randomBytes(VAULT_WRAP_IV_BYTES);
  const key = await derive(password, salt, iterations, 32, "sha256");
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const data = Buffer.concat([cipher.update(Buffer.from(vaultKey, "base64url")), cipher.final(), cipher.getAuthTag()]);
  return {
    version: VAULT_WRAP_VERSION,
    kdf: "PBKDF2-SHA-256",
    iterations,
    salt: salt.toString("base64url"),
    iv: iv.toString("base64url"),
    data: data.toString("base64url"),
  };
}

/** The vault key (base64url) a wrap holds, or null when the password does not open it (tests; the phone unwraps its own). */
export async function unwrapVaultKey(wrap: VaultKeyWrapText, password: string): Promise<string | null> {
  const key = await derive(password, Buffer.from(wrap.salt, "base64url"), wrap.iterations, 32, "sha256");
  const data = Buffer.from(wrap.data, "base64url");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(wrap.iv, "base64url"));
  decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(data.subarray(0, data.length - TAG_BYTES)), decipher.final()]).toString("base64url");
  } catch {
    return null;
  }
}
