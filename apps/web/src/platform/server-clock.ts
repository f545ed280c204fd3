/**
 * The server's time as the phone learns it at each contact (docs/product.md §10): phones
 * offline for weeks lose their time (a dead clock battery resets to 2000; a clock set by hand is
 * off by days), so every answer's `Date` header tells the phone how far its clock is off. While
 * the offset is known (since this page's last contact) the dates and ages the app fills in use the
 * corrected time (`serverNow`), and the worker is told when her clock is off by more than 5 minutes
 * (sync/clock-warning.ts). Kept in memory only: a clock she sets right meanwhile would make a
 * stored offset wrong.
 */

/** Past this the worker is told her clock is off (docs/product.md §10). */
export const CLOCK_WARN_MS = 5 * 60 * 1000;

let offsetMs: number | null = null;
const listeners = new Set<(offsetMs: number) => void>();

/**
 * Notes an answer's `Date` header, read at `receivedAt` for a request sent at `sentAt` (both the
 * phone's Date.now()). The header is written between the two and holds whole seconds, so the
 * offset is taken at the round trip's middle, half a second into the header's second: within the
 * round trip's half and half a second, far below the 5 minutes that matter.
 */
export function noteServerDate(dateHeader: string | null, sentAt: number, receivedAt: number): void {
  if (!dateHeader) return;
  const server = Date.parse(dateHeader);
  if (Number.isNaN(server)) return;
  offsetMs = Math.round(server + 500 - (sentAt + receivedAt) / 2);
  for (const listener of listeners) listener(offsetMs);
}

/** How far the server's clock is ahead of the phone's (negative: the phone is ahead); null before any contact. */
export function clockOffsetMs(): number | null {
  return offsetMs;
}

/** The time now by the server's clock while the offset is known, else the phone's. */
export function serverNow(): Date {
  return new Date(Date.now() + (offsetMs ?? 0));
}

/** Hears each measured offset; answers its removal. */
export function onClockOffset(listener: (offsetMs: number) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the offset (tests; a page starts without one). */
export function forgetClockOffset(): void {
  offsetMs = null;
}

/** A fetch that notes each answer's Date header. */
export function clockWatchingFetch(inner: typeof fetch): typeof fetch {
  return async (input, init) => {
    const sentAt = Date.now();
    const response = await inner(input, init);
    noteServerDate(response.headers.get("date"), sentAt, Date.now());
    return response;
  };
}
