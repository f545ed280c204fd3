import { randomInt } from "node:crypto";

/**
 * One-time login codes (docs/SECURITY.md, "Login codes"): typed on a phone, read from a printed card
 * or a screen, so no two symbols look alike: digits 2 to 9 and the letters without I, L, O and U
 * (Crockford's choice), 30 symbols. 16 of them (about 78.5 bits) in four groups of four: guessing
 * is online only (the server keeps only a SHA-256 of the code, a code works once and for 7 days),
 * where even a billion tries a second would need millions of years; the 43 characters of a bearer
 * token bought nothing here but typing mistakes.
 */
export const LOGIN_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
export const LOGIN_CODE_LENGTH = 16;
const GROUP = 4;

/** A fresh login code, `XXXX-XXXX-XXXX-XXXX`, each symbol drawn uniformly. */
export function newLoginCode(): string {
  let code = "";
  for (let i = 0; i < LOGIN_CODE_LENGTH; i++) code += LOGIN_CODE_ALPHABET[randomInt(LOGIN_CODE_ALPHABET.length)];
  return code.match(new RegExp(`.{${GROUP}}`, "g"))!.join("-");
}

/**
 * What is hashed and looked up for a code as typed: its symbols upper-cased, without the spaces and
 * hyphens a person types between groups, when that makes a code of this kind; else the text as
 * typed, trimmed (the 43-character codes issued before stay good for their 7 days).
 */
export function loginCodeKey(typed: string): string {
  const symbols = typed.replace(/[\s-]/g, "").toUpperCase();
  if (symbols.length === LOGIN_CODE_LENGTH && [...symbols].every((c) => LOGIN_CODE_ALPHABET.includes(c))) return symbols;
  return typed.trim();
}
