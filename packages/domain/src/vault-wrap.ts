/**
 * A worker's vault key wrapped by her password (docs/shared-phone.md, "The worker's key (vault key)"):
 * the phone keeps one per vault, and the server makes one whenever she sets a password, which a phone
 * holding her vault fetches, so her new password opens it offline and the old one no more
 * (docs/SECURITY.md, "A phone in many hands").
 */

/**
 * The wrap's format: the key derivation, then AES-256-GCM of the 32 key bytes (ciphertext then its
 * 16-byte tag). 1: PBKDF2-SHA-256; 2: Argon2id (docs/SECURITY.md, "The key derivation, measured again").
 */
export const VAULT_WRAP_VERSION = 2;

/** The key derivations a wrap may name; a wrap without one (a phone's before the field) is PBKDF2-SHA-256. */
export type VaultWrapKdf = "PBKDF2-SHA-256" | "Argon2id";

/** PBKDF2-SHA-256 iterations of a version 1 wrap (the wraps made before Argon2id; they still open). */
export const PBKDF2_ITERATIONS = 400_000;

/**
 * Argon2id of a new wrap: 19 MiB, 2 passes, 1 lane, about 0.6 to 0.7 s on a phone 4x slower than the
 * benchmark's machine (bench/vault-kdf.ts; docs/SECURITY.md, "The key derivation, measured again").
 */
export const ARGON2ID = { memoryKiB: 19 * 1024, passes: 2, parallelism: 1 } as const;
/** The least a wrap from the server may ask: a weaker one is refused, not opened. */
export const ARGON2ID_FLOOR = { memoryKiB: 19 * 1024, passes: 2 } as const;

export const VAULT_WRAP_SALT_BYTES = 16;
export const VAULT_WRAP_IV_BYTES = 12;

/** A wrap as text (base64url bytes): the server's `users.vault_key_wrap` and the `passwordWraps` answer. */
export interface VaultKeyWrapText {
  version: 1 | 2;
  kdf: VaultWrapKdf;
  /** PBKDF2's iteration count, or Argon2id's passes (t). */
  iterations: number;
  /** Argon2id's memory in KiB (m); absent for PBKDF2. */
  memoryKiB?: number | null;
  /** Argon2id's lanes (p); absent for PBKDF2. */
  parallelism?: number | null;
  salt: string;
  iv: string;
  /** The AES-GCM ciphertext of the key with its tag, as WebCrypto's encrypt answers it. */
  data: string;
}
