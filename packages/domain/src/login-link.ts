/**
 * A worker's login link (docs/operator-console.md, "Onboarding a worker"):
 * `<origin>/requestforpassword#code=<login code>`. The console makes it, the app reads it at its start
 * (apps/web/src/modules/auth/login-link.ts). The code rides in the fragment, which a browser never
 * sends to a server, so no access log or proxy holds it.
 */
export const SET_PASSWORD_PATH = "/requestforpassword";

/** The link a worker opens to set her password with this code. */
export function loginLinkOf(origin: string, loginCode: string): string {
  return `${origin}${SET_PASSWORD_PATH}#code=${encodeURIComponent(loginCode)}`;
}
