import {
  ARGON2ID,
  ARGON2ID_FLOOR,
  PBKDF2_ITERATIONS,
  VAULT_WRAP_IV_BYTES,
  VAULT_WRAP_SALT_BYTES,
  type VaultKeyWrapText,
  type VaultWrapKdf,
} from "@stepwise/domain";
import { argon2idBytes } from "./argon2.js";

/**
 * The worker's key on the phone (docs/shared-phone.md, "The worker's key"): AES-GCM for everything
 * of hers, the key itself kept only wrapped by a key derived from her password: Argon2id (docs/SECURITY.md,
 * "The key derivation, measured again"); a vault wrapped before with PBKDF2-SHA-256 still opens.
 */

/** PBKDF2-SHA-256 iterations of the wraps made before Argon2id (packages/domain/src/vault-wrap.ts; bench/vault-kdf.ts). */
export { PBKDF2_ITERATIONS };
const SALT_BYTES = VAULT_WRAP_SALT_BYTES;
const IV_BYTES = VAULT_WRAP_IV_BYTES;
/** The server's key is 32 random bytes (base64url, 43 characters). */
const VAULT_KEY_BYTES = 32;

/** A text encrypted with AES-GCM: a fresh random IV and the ciphertext with its tag. */
export interface Sealed {
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

/** The vault key as the phone stores it: encrypted under a key derived from her password. */
export interface WrappedKey {
  /** The key derivation (packages/domain/src/vault-wrap.ts); absent in a wrap made before the field: PBKDF2-SHA-256. */
  kdf?: VaultWrapKdf;
  salt: Uint8Array<ArrayBuffer>;
  /** PBKDF2's iteration count, or Argon2id's passes (t). */
  iterations: number;
  /** Argon2id's memory in KiB (m) and lanes (p). */
  memoryKiB?: number;
  parallelism?: number;
  sealed: Sealed;
}

export class WrongPassword extends Error {
  /** How long the next try must wait (unlock-backoff.ts), once the wrong passwords are counted. */
  waitMs = 0;
  constructor() {
    super("the password does not open this worker's records");
  }
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(length));
}

export function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  const text = btoa(binary).replaceAll("+", "-").replaceAll("/", "_");
  let end = text.length;
  while (end > 0 && text[end - 1] === "=") end -= 1;
  return text.slice(0, end);
}

/** The bytes of a base64url text; a text of another alphabet or length is refused by name. */
export function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  if (text.length > 1024 || !/^[\w-]*$/u.test(text)) throw new Error("a vault key must be base64url text of at most 1,024 characters");
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The key the app works with: AES-GCM, never extractable, so no script can read it back out. */
export function importVaultKey(raw: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  if (raw.length !== VAULT_KEY_BYTES) throw new Error(`a vault key is ${VAULT_KEY_BYTES} bytes, not ${raw.length}`);
  return crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]);
}

/** A key of 32 random bytes, for a phone whose server releases none (tests). */
export function newVaultKey(): Uint8Array<ArrayBuffer> {
  return randomBytes(VAULT_KEY_BYTES);
}

/** The AES-GCM key her password derives under a wrap's derivation and salt. */
async function passwordKey(password: string, wrap: Omit<WrappedKey, "sealed">): Promise<CryptoKey> {
  const usages: KeyUsage[] = ["encrypt", "decrypt"];
  if (wrap.kdf === "Argon2id") {
    const bytes = await argon2idBytes(password, wrap.salt, { memoryKiB: wrap.memoryKiB!, passes: wrap.iterations, parallelism: wrap.parallelism! });
    return crypto.subtle.importKey("raw", bytes, "AES-GCM", false, usages);
  }
  if ((wrap.kdf ?? "PBKDF2-SHA-256") !== "PBKDF2-SHA-256") throw new Error(`this build does not know the key derivation ${String(wrap.kdf)}`);
  const material = await crypto.subtle.importKey("raw", encoder.encode(password), "PBKDF2", false, ["deriveKey"]);
  const params = { name: "PBKDF2", hash: "SHA-256", salt: wrap.salt, iterations: wrap.iterations };
  return crypto.subtle.deriveKey(params, material, { name: "AES-GCM", length: 256 }, false, usages);
}

/** AES-GCM of the bytes under a fresh random IV. */
export async function sealBytes(key: CryptoKey, bytes: Uint8Array<ArrayBuffer>): Promise<Sealed> {
  const iv = randomBytes(IV_BYTES);
  return { iv, data: await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key, bytes) };
}

/**
 * Wraps the raw vault key with her password, under a fresh salt: Argon2id (ARGON2ID), or PBKDF2-SHA-256
 * at `iterations` when given (tests that prove the wrapping, not its cost).
 */
export async function wrapVaultKey(raw: Uint8Array<ArrayBuffer>, password: string, iterations?: number): Promise<WrappedKey> {
  const salt = randomBytes(SALT_BYTES);
  const wrap: Omit<WrappedKey, "sealed"> =
    iterations === undefined
      ? { kdf: "Argon2id", salt, iterations: ARGON2ID.passes, memoryKiB: ARGON2ID.memoryKiB, parallelism: ARGON2ID.parallelism }
      : { kdf: "PBKDF2-SHA-256", salt, iterations };
  return { ...wrap, sealed: await sealBytes(await passwordKey(password, wrap), raw) };
}

/** Her key's raw bytes, unwrapped with her password: AES-GCM's tag proves the password (WrongPassword otherwise). */
export async function unwrapVaultKeyBytes(wrapped: WrappedKey, password: string): Promise<Uint8Array<ArrayBuffer>> {
  const key = await passwordKey(password, wrapped);
  try {
    return new Uint8Array(await crypto.subtle.decrypt({ name: "AES-GCM", iv: wrapped.sealed.iv }, key, wrapped.sealed.data));
  } catch {
    throw new WrongPassword();
  }
}

/** Her key, unwrapped with her password (WrongPassword otherwise). */
export async function unwrapVaultKey(wrapped: WrappedKey, password: string): Promise<CryptoKey> {
  const raw = await unwrapVaultKeyBytes(wrapped, password);
  try {
    return await importVaultKey(raw);
  } finally {
    raw.fill(0);
  }
}

/** Whether a wrap is of today's derivation; an older one (PBKDF2) is wrapped again after a right unlock. */
export function isCurrentWrap(wrapped: WrappedKey): boolean {
  return wrapped.kdf === "Argon2id" && (wrapped.memoryKiB ?? 0) >= ARGON2ID.memoryKiB && wrapped.iterations >= ARGON2ID.passes;
}

/**
 * A wrap the server made at her password set (packages/domain/src/vault-wrap.ts), as the phone keeps
 * one; a format or derivation this build does not know is refused by name.
 */
export function wrapFromText(
  text: Pick<VaultKeyWrapText, "salt" | "iv" | "data" | "iterations" | "memoryKiB" | "parallelism"> & { version: number; kdf: string },
): WrappedKey {
  const sealed = { iv: fromBase64url(text.iv), data: fromBase64url(text.data).buffer };
  const salt = fromBase64url(text.salt);
  if (text.version === 2 && text.kdf === "Argon2id") {
    const { iterations, memoryKiB, parallelism } = text;
    if (!Number.isInteger(iterations) || iterations < ARGON2ID_FLOOR.passes || !Number.isInteger(memoryKiB) || memoryKiB! < ARGON2ID_FLOOR.memoryKiB)
      throw new Error(`an Argon2id wrap of m=${String(memoryKiB)} KiB, t=${iterations} is refused`);
    if (!Number.isInteger(parallelism) || parallelism! < 1 || parallelism! > 4) throw new Error(`an Argon2id wrap of p=${String(parallelism)} is refused`);
    return { kdf: "Argon2id", salt, iterations, memoryKiB: memoryKiB!, parallelism: parallelism!, sealed };
  }
  if (text.version !== 1 || text.kdf !== "PBKDF2-SHA-256") throw new Error(`this build does not know a vault key wrap of version ${text.version}, ${text.kdf}`);
  if (!Number.isInteger(text.iterations) || text.iterations < 100_000) throw new Error(`a vault key wrap of ${text.iterations} iterations is refused`);
  return { kdf: "PBKDF2-SHA-256", salt, iterations: text.iterations, sealed };
}

export function seal(key: CryptoKey, text: string): Promise<Sealed> {
  return sealBytes(key, encoder.encode(text));
}

/** The bytes sealed; a wrong key or altered bytes fail (AES-GCM's tag). */
export function openBytes(key: CryptoKey, sealed: Sealed): Promise<ArrayBuffer> {
  return crypto.subtle.decrypt({ name: "AES-GCM", iv: sealed.iv }, key, sealed.data);
}

export async function open(key: CryptoKey, sealed: Sealed): Promise<string> {
  return decoder.decode(await openBytes(key, sealed));
}

export async function sealJson(key: CryptoKey, value: unknown): Promise<Sealed> {
  return seal(key, JSON.stringify(value));
}

export async function openJson<T>(key: CryptoKey, sealed: Sealed): Promise<T> {
  return JSON.parse(await open(key, sealed)) as T;
}

export function isSealed(value: unknown): value is Sealed {
  return typeof value === "object" && value !== null && (value as Sealed).iv instanceof Uint8Array && (value as Sealed).data instanceof ArrayBuffer;
}

/** The lowercase hex SHA-256 of an e-mail as typed (trimmed, lowercased): how a vault is found without her e-mail in the clear. */
export async function emailHash(email: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", encoder.encode(email.trim().toLowerCase()));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
