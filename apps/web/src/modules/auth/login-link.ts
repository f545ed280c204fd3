import { SET_PASSWORD_PATH } from "@stepwise/domain";

/**
 * A worker's login link, as the app takes it (the link itself: packages/domain, login-link.ts). At
 * the app's start (main.tsx, before the route is replaced with `/`) the link is taken: its code is
 * kept in this page's memory only, never in storage, and the start opens "set your password" with it
 * filled in, on a phone that ran the app before at once, on a new one after the first run's choice of
 * language and region (the screen then speaks her language).
 */

/** The longest code a link may carry: anything longer is no login code. */
const MAX_CODE_LENGTH = 64;

let opened = false;
let code: string | null = null;

/**
 * Reads the address the app was opened at: whether it is the set-password screen, and the code its
 * link carries. A reload is no opening: the page that starts again after she set her password (or
 * after any restart on that screen) goes on as a start does.
 */
export function takeLoginLink(at: { pathname: string; hash: string }, navigation: string | undefined = navigationType()): void {
  opened = navigation !== "reload" && at.pathname.toLowerCase() === SET_PASSWORD_PATH;
  code = null;
  if (!opened) return;
  const given = new URLSearchParams(at.hash.replace(/^#/, "")).get("code");
  code = given !== null && given.length > 0 && given.length <= MAX_CODE_LENGTH ? given : null;
}

/** The screen the start leads to after its wait, or after the first run: the link's, else `fallback`. */
export function screenAfterStart(fallback: string): string {
  if (!opened) return fallback;
  opened = false;
  return SET_PASSWORD_PATH;
}

/** The code the link carried, for the set-password screen; forgotten once she set her password. */
export function linkedLoginCode(): string | null {
  return code;
}

export function forgetLoginCode(): void {
  code = null;
}

/** How this page was reached ("navigate", "reload", "back_forward"), where the browser says. */
function navigationType(): string | undefined {
  return (performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined)?.type;
}
