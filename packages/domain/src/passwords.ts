/**
 * The shortest password the server sets (docs/SECURITY.md, "Passwords"): it guards a worker's vault on
 * her phone against an offline search, so the app's password forms ask for as much.
 */
export const MIN_PASSWORD_LENGTH = 10;
