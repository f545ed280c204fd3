/**
 * Timers that sleep while the app is in the background (docs/worker-phone.md "No work while
 * hidden"): a phone keeps its battery and radio for the worker, and nothing the app polls or
 * expires can matter until she looks at it again. Only the realtime channel's keep-alive runs
 * while hidden.
 */
export interface PageVisibility {
  hidden(): boolean;
  /** Calls `listener` on each change of visibility; answers a function that stops it. */
  onChange(listener: () => void): () => void;
}

/** The document's visibility; outside a browser (node tests of the sync engine) always visible. */
export const documentVisibility: PageVisibility = {
  hidden: () => typeof document !== "undefined" && document.visibilityState === "hidden",
  onChange(listener) {
    if (typeof document === "undefined") return () => {};
    document.addEventListener("visibilitychange", listener);
    return () => document.removeEventListener("visibilitychange", listener);
  },
};

/**
 * Runs `fn` after `ms` of the page being visible: the time stands still while it is hidden, so a
 * notice is seen for its whole time and a retry waits until it can matter. Answers a cancel.
 */
export function pausingTimeout(fn: () => void, ms: number, visibility: PageVisibility = documentVisibility): () => void {
  let left = ms;
  let startedAt = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const run = () => {
    timer = null;
    stop();
    fn();
  };
  const resume = () => {
    if (timer !== null || visibility.hidden()) return;
    startedAt = Date.now();
    timer = setTimeout(run, Math.max(0, left));
  };
  const pause = () => {
    if (timer === null) return;
    clearTimeout(timer);
    timer = null;
    left -= Date.now() - startedAt;
  };
  const stop = visibility.onChange(() => (visibility.hidden() ? pause() : resume()));
  resume();
  return () => {
    pause();
    stop();
  };
}

/** What the engine and the reconnect backoff schedule with: the browser's timers, or a test's. */
export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** pausingTimeout as the setTimeout/clearTimeout pair the sync engine and its helpers take. */
export const pausingTimers = {
  setTimeout: (fn: () => void, ms: number): unknown => pausingTimeout(fn, ms),
  clearTimeout: (handle: unknown): void => (handle as (() => void) | null)?.(),
};

/**
 * Runs `fn` every `ms` while the page is visible, and once at once each time it shows again (the
 * checks it runs decide themselves whether they are due). No timer at all while hidden.
 */
export function visibleInterval(fn: () => void, ms: number, visibility: PageVisibility = documentVisibility): () => void {
  let timer: ReturnType<typeof setInterval> | null = null;
  const start = () => {
    if (timer === null && !visibility.hidden()) timer = setInterval(fn, ms);
  };
  const halt = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };
  const stop = visibility.onChange(() => {
    if (visibility.hidden()) return halt();
    fn();
    start();
  });
  start();
  return () => {
    halt();
    stop();
  };
}
