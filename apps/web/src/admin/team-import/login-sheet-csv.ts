import { loginLinkOf } from "@stepwise/domain";

/** A new account's login as the sheet shows it. */
export interface SheetLogin {
  name: string;
  email: string;
  code: string;
  expiresAt: string;
}

/** One cell as RFC 4180 wants it: quoted when it holds a comma, a quote or a line break. */
function cell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The login sheet as CSV (docs/operator-console.md, "Importing a team"): name, e-mail, login link,
 * expiry (ISO 8601), lines ending in CRLF; the caller puts the byte order mark before it, as the
 * audit log's export does, so a spreadsheet reads it as UTF-8.
 */
export function loginSheetCsv(origin: string, logins: SheetLogin[]): string {
  const lines = [["name", "e-mail", "login link", "expiry"], ...logins.map((l) => [l.name, l.email, loginLinkOf(origin, l.code), l.expiresAt])];
  return lines.map((line) => line.map(cell).join(",") + "\r\n").join("");
}

/** The export's file name, with the day it was made. */
export function loginSheetFileName(now: Date): string {
  return `stepwise-logins-${now.toISOString().slice(0, 10)}.csv`;
}
