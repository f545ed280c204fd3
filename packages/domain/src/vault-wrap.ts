/**
 * A worker's vault key wrapped by her password (docs/shared-phone.md, "The worker's key (vault key)"):
 * the phone keeps one per vault, and the server makes one whenever she sets a password, which a phone
 * holding her vault fetches, so her new password opens it offline and the old one no more
 * (docs/SECURITY.md, "A phone in many hands").
 */

/** The wrap's format: 1 is PBKDF2-SHA-256 then AES-256-GCM of the 32 key bytes (ciphertext then its 16-byte tag). */
export const VAULT_WRAP_VERSION = 1;

/** The key derivations a wrap may name; a wrap without one (a phone's before the field) is PBKDF2-SHA-256. */
export type VaultWrapKdf = "PBKDF2-SHA-256";

/**
 * PBKDF2-SHA-256 iterations of a new wrap: at most about a second on a phone 4x slower than the
 * benchmark's machine (bench/vault-kdf.ts; docs/SECURITY.md, "A phone in many hands").
 */
export const PBKDF2_ITERATIONS = 400_000;
export const VAULT_WRAP_SALT_BYTES = 16;
export const VAULT_WRAP_IV_BYTES = 12;

/** A wrap as text (base64url bytes): the server's `users.vault_key_wrap` and the `passwordWraps` answer. */
export interface VaultKeyWrapText {
  version: typeof VAULT_WRAP_VERSION;
  kdf: VaultWrapKdf;
  iterations: number;
  salt: string;
  iv: string;
  /** The AES-GCM ciphertext of the key with its tag, as WebCrypto's encrypt answers it. */
  data: string;
}
