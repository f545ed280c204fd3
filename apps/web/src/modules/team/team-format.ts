import { formatDay } from "../../i18n/format.js";

/** A time the server gave (ISO) as the team screens show it: the day in her language and the clock time. */
export function whenText(iso: string, language: string, dictionary: Readonly<Record<string, string>>): string {
  const date = new Date(iso);
  const clock = `${String(date.getHours()).padStart(2, "0")}:${String(date.getMinutes()).padStart(2, "0")}`;
  return `${formatDay(date, { month: "short", year: "numeric" }, language, dictionary)} ${clock}`;
}

/** The day-month-year dates a plan's diary holds, the latest first (one not of that form is left out). */
export function latestDayMonthYear(dates: readonly unknown[]): string | null {
  const key = (d: string) => {
    const m = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(d);
    return m ? Number(m[3]) * 10_000 + Number(m[2]) * 100 + Number(m[1]) : null;
  };
  let best: { date: string; key: number } | null = null;
  for (const date of dates) {
    if (typeof date !== "string") continue;
    const k = key(date);
    if (k !== null && (best === null || k > best.key)) best = { date, key: k };
  }
  return best?.date ?? null;
}
