import { START_DELAY_MS } from "@stepwise/domain";

/** The User Timing name of the start wait (docs/product.md §4): a mark where it begins, a measure when it ends. */
export const START_WAIT = "spec4-start-wait";

let wait: Promise<void> | null = null;

/**
 * docs/product.md §4: on start the app goes to /home after 500 ms. The wait counts from the app's start: for the
 * app's first start, main.tsx gives `from` 0, the navigation that opened it (the page shows its boot
 * message from then on), so loading the code, the persisted cache, the outbox and the translations
 * happen during the wait rather than before it. It ends START_DELAY_MS after `from`, marked and
 * measured for performance traces; /home follows once the start screen is shown as well. Calling it
 * again during the wait joins the same wait.
 */
export function beginStartWait(from = performance.now()): Promise<void> {
  wait ??= new Promise((resolve) => {
    performance.mark(START_WAIT, { startTime: from });
    setTimeout(
      () => {
        performance.measure(START_WAIT, { start: from, end: performance.now() });
        resolve();
      },
      Math.max(0, from + START_DELAY_MS - performance.now()),
    );
  });
  return wait;
}

/** The start is over: a later visit to `/` waits its own 500 ms. */
export function endStartWait(): void {
  wait = null;
}
