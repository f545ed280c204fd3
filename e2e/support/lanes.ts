/**
 * The end-to-end files run two at a time, one lane per core: a file waits on its pages (timers, the
 * sync's 1 s debounce, the network) for about a fifth of its time, which the other lane then uses
 * (docs/testing.md, "How long"). Each lane has its own Chromium (`laneBrowser`).
 */
export const E2E_LANES = 2;
