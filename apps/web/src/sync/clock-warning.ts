import { t } from "../i18n/t.js";
import type { Notices } from "../platform/notices.js";
import { CLOCK_WARN_MS, clockOffsetMs, onClockOffset } from "../platform/server-clock.js";

/** The slot of the clock's notice: one at a time, replaced as the offset is measured again. */
export const CLOCK_SLOT = "clock";

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const YEAR = 365 * DAY;

/** "3 days", "1 year", "7 minutes": the offset in its largest unit, rounded, in the worker's language. */
export function offsetAmount(offsetMs: number): string {
  // To the minute first: the offset is measured within about a second, and a clock a year ahead
  // measured half a second short of it must read "1 year", not "365 days", at every contact.
  const size = Math.round(Math.abs(offsetMs) / MINUTE) * MINUTE;
  const [unit, length] =
    size >= YEAR
      ? (["YEARS", YEAR] as const)
      : size >= DAY
        ? (["DAYS", DAY] as const)
        : size >= HOUR
          ? (["HOURS", HOUR] as const)
          : (["MINUTES", MINUTE] as const);
  const count = Math.max(1, Math.round(size / length));
  return count === 1 ? t(`CLOCK_${unit}_ONE`) : t(`CLOCK_${unit}_MANY`, { count });
}

/** The warning for an offset past 5 minutes (docs/product.md §10), or null. A positive offset: the server is ahead, the phone behind. */
export function clockWarningText(offsetMs: number): string | null {
  if (Math.abs(offsetMs) <= CLOCK_WARN_MS) return null;
  return t(offsetMs > 0 ? "CLOCK_BEHIND" : "CLOCK_AHEAD", { amount: offsetAmount(offsetMs) });
}

/**
 * Tells the worker when her phone's clock is off by more than 5 minutes, with how to set it right
 * (docs/product.md §10); the notice goes when a later contact finds the clock right. Answers the
 * watch's end.
 */
export function watchClock(notices: Pick<Notices, "show" | "dismiss">): () => void {
  let shown: { id: number; text: string } | null = null;
  const hear = (offsetMs: number) => {
    const text = clockWarningText(offsetMs);
    if (text === null) {
      if (shown !== null) notices.dismiss(shown.id);
      shown = null;
    } else if (shown?.text !== text) {
      // Each contact measures again: the notice changes only when what it says does.
      shown = { id: notices.show(text, { tone: "negative", timeoutMs: 0, slot: CLOCK_SLOT }), text };
    }
  };
  // The offset measured before the watch began (its code loads at the first measure: sync/sync-runtime.ts).
  const known = clockOffsetMs();
  if (known !== null) hear(known);
  return onClockOffset(hear);
}
