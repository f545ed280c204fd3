/** After this many hours without a good backup the card turns red (docs/operating.md, "Backing up"): a night missed, and two hours' grace. */
export const BACKUP_STALE_HOURS = 26;

/** off: BACKUP_PASSPHRASE unset; never: none made yet; stale: the last good one is too old; good. */
export type BackupCardState = "off" | "never" | "stale" | "good";

export interface BackupStatusFields {
  enabled: boolean;
  lastGoodAt?: string | null;
  lastFailedAt?: string | null;
}

/** The card's state at `now`; every state but good is red. */
export function backupCardState(status: BackupStatusFields, now: Date): BackupCardState {
  if (!status.enabled) return "off";
  if (!status.lastGoodAt) return "never";
  const age = now.getTime() - Date.parse(status.lastGoodAt);
  return age > BACKUP_STALE_HOURS * 60 * 60 * 1000 ? "stale" : "good";
}

/** Whether the last failure came after the last good backup (it is then shown, whatever the state). */
export function failedSinceGood(status: BackupStatusFields): boolean {
  if (!status.lastFailedAt) return false;
  return !status.lastGoodAt || Date.parse(status.lastFailedAt) > Date.parse(status.lastGoodAt);
}
