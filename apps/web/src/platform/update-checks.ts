/**
 * The service worker registrations' update checks (app/app-update.ts, checkForUpdates registers
 * them), so the sync can ask for a new version at once when the server says this build is too old
 * (docs/sync-and-api.md, "Released builds and their operations").
 */
const checks = new Set<() => void>();

/** Adds a registration's check; answers its removal. */
export function addUpdateCheck(check: () => void): () => void {
  checks.add(check);
  return () => checks.delete(check);
}

/** Asks the server for a new version now (sync/sync-runtime.ts, updateRequired). */
export function checkForUpdateNow(): void {
  for (const check of checks) check();
}
