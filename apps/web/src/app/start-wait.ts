import { START_DELAY_MS } from "@stepwise/domain";

/** The User Timing name of spec 4's start wait: a mark where it begins, a measure when it ends. */
export const START_WAIT = "spec4-start-wait";

let wait: Promise<void> | null = null;

/**
 * Spec 4: on start the app goes to /home after 500 ms. The wait begins when the app starts, so the
 * persisted cache, the outbox and the translations load during it rather than before it. It ends
 * after exactly START_DELAY_MS, marked and measured for performance traces; /home follows once the
 * start screen is shown as well. Calling it again during the wait joins the same wait.
 */
export function beginStartWait(): Promise<void> {
  wait ??= new Promise((resolve) => {
    performance.mark(START_WAIT);
    setTimeout(() => {
      performance.measure(START_WAIT, START_WAIT);
      resolve();
    }, START_DELAY_MS);
  });
  return wait;
}

/** The start is over: a later visit to `/` waits its own 500 ms. */
export function endStartWait(): void {
  wait = null;
}
