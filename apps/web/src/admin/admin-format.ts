import { intlSpeaks } from "../i18n/format.js";
import { MONTHS_NY } from "./admin-texts-ny.js";

/** Month names of the console's languages that the browser's Intl does not speak, January first. */
const OWN_MONTHS: Readonly<Record<string, readonly string[]>> = { ny: MONTHS_NY };

/**
 * When, in the operator's language: a date and a time of day, or `fallback` for none. Where the
 * browser does not speak the language (Chichewa), its own month names and a 24-hour time: Intl
 * wrote those dates in English ("Dec 5, 2026, 2:58 PM" on a Chichewa page). With `timeZone`, the
 * time in that zone (an audit event in its deployment's, docs/product.md §10); else the browser's.
 */
export function formatWhen(iso: string | null | undefined, language: string, fallback: string, timeZone?: string | null): string {
  if (!iso) return fallback;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return fallback;
  const zone = timeZone ?? undefined;
  const months = OWN_MONTHS[language];
  if (months && !intlSpeaks(language)) {
    const parts = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).formatToParts(at);
    const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
    const time = `${String(part("hour")).padStart(2, "0")}:${String(part("minute")).padStart(2, "0")}`;
    return `${part("day")} ${months[part("month") - 1]} ${part("year")}, ${time}`;
  }
  return new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short", timeZone: zone }).format(at);
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

/**
 * The day a date input gives (YYYY-MM-DD) when it is a real day, else null: the audit filter sends
 * the day itself, and the server counts each event's day in its deployment's time zone
 * (docs/product.md §10), the zone the page shows its time in.
 */
export function dayOf(day: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const at = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day ? day : null;
}
