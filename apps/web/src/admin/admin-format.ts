/** When, in the operator's language: a date and a time of day, or `fallback` for none. */
export function formatWhen(iso: string | null | undefined, language: string, fallback: string): string {
  if (!iso) return fallback;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return fallback;
  return new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(at);
}

const UNITS = ["B", "KB", "MB", "GB", "TB"];

/** Bytes as a person reads them: 1 decimal past a kilobyte (1,000 bytes each, as browsers report storage). */
export function formatBytes(bytes: number | null | undefined, fallback: string): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return fallback;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${UNITS[unit]}`;
}

/** The day a date input gives (YYYY-MM-DD) as the ISO start or end of that day in UTC, else null. */
export function dayBound(day: string, end: boolean): string | null {
  if (day.length !== 10) return null;
  const at = new Date(`${day}T${end ? "23:59:59.999" : "00:00:00.000"}Z`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}
