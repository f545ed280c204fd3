import { pausingTimers, type Timers } from "./visible-timers.js";

/** The WebSocket's backoff between reconnects: 1 s, 2 s, 4 s ... at most 30 s. */
export const RECONNECT_MAX_MS = 30_000;

export function reconnectDelay(retries: number): number {
  return Math.min(1000 * 2 ** retries, RECONNECT_MAX_MS);
}

/**
 * graphql-ws's wait between reconnects, cut short on request: when the device comes online or the
 * page becomes visible the socket reconnects at once instead of at the end of its backoff
 * (docs/sync-and-api.md, "The device's feed"). The wait stands still while the page is hidden (docs/worker-phone.md): showing it
 * again reconnects at once anyway.
 */
export function interruptibleRetryWait(timers: Timers = pausingTimers) {
  let cutShort: (() => void) | null = null;
  return {
    wait(retries: number): Promise<void> {
      return new Promise<void>((resolve) => {
        const done = () => {
          timers.clearTimeout(timer);
          cutShort = null;
          resolve();
        };
        const timer = timers.setTimeout(done, reconnectDelay(retries));
        cutShort = done;
      });
    },
    /** Ends a wait under way at once; answers whether one was. */
    now(): boolean {
      if (!cutShort) return false;
      cutShort();
      return true;
    },
  };
}
