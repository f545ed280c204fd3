/** A notice's translation key, shown once by the page that starts after a lock, a logout or a wipe (sessionStorage). */
export const AFTER_RELOAD_NOTICE = "stepwise.noticeAfterReload";

/** The screen a login's restart returns to (sessionStorage): the one she logged in from. */
export const AFTER_RELOAD_PATH = "stepwise.pathAfterReload";

/** Longest path kept: the app's routes are short; anything longer is not one of them. */
const MAX_PATH_LENGTH = 200;

/**
 * Keeps the screen shown now, so the page that starts after a login opens it again rather than
 * /Home (docs/shared-phone.md, "Login, online"). A lock, a logout or a wipe starts at `/` instead,
 * and so does a login from the screens that lead to one (setting a password, the first run).
 */
export function rememberScreenForRestart(): void {
  const path = location.pathname.toLowerCase();
  if (path === "/requestforpassword" || path.startsWith("/initialize")) {
    sessionStorage.removeItem(AFTER_RELOAD_PATH);
    return;
  }
  sessionStorage.setItem(AFTER_RELOAD_PATH, `${location.pathname}${location.search}`);
}

/**
 * The screen to open after the start, read once: a path of this app (one leading slash, not the start
 * itself), or null. sessionStorage belongs to this tab and origin; the check keeps a stray value from
 * leaving the app.
 */
export function takeScreenAfterRestart(): string | null {
  const path = sessionStorage.getItem(AFTER_RELOAD_PATH);
  sessionStorage.removeItem(AFTER_RELOAD_PATH);
  if (path === null || path.length > MAX_PATH_LENGTH || !path.startsWith("/") || path.startsWith("//") || path.includes("\\")) return null;
  return path === "/" ? null : path;
}
