/** RFC 4180 CSV: a header row, then one line per row; a value with a comma, quote or newline is quoted. */
export function toCsv(columns: readonly string[], rows: ReadonlyArray<Record<string, unknown>>): string {
  const lines = [columns.map(cell).join(","), ...rows.map((row) => columns.map((c) => cell(row[c])).join(","))];
  return `${lines.join("\r\n")}\r\n`;
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return "";
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a report cell is a number, text, boolean or date
  const text = value instanceof Date ? value.toISOString() : String(value);
  // A leading = + - @ would run as a formula in a spreadsheet: prefix it with a quote (OWASP CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d+(?:\.\d+)?$/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
