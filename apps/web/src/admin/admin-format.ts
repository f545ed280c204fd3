import { intlSpeaks } from "../i18n/format.js";
import { MONTHS_NY } from "./admin-texts-ny.js";

/** Month names of the console's languages that the browser's Intl does not speak, January first. */
const OWN_MONTHS: Readonly<Record<string, readonly string[]>> = { ny: MONTHS_NY };

/**
 * When, in the operator's language: a date and a time of day, or `fallback` for none. Where the
 * browser does not speak the language (Chichewa), its own month names and a 24-hour time: Intl
 * wrote those dates in English ("Dec 5, 2026, 2:58 PM" on a Chichewa page).
 */
export function formatWhen(iso: string | null | undefined, language: string, fallback: string): string {
  if (!iso) return fallback;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return fallback;
  const months = OWN_MONTHS[language];
  if (months && !intlSpeaks(language)) {
    const time = `${String(at.getHours()).padStart(2, "0")}:${String(at.getMinutes()).padStart(2, "0")}`;
    return `${at.getDate()} ${months[at.getMonth()]} ${at.getFullYear()}, ${time}`;
  }
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
