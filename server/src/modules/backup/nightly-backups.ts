import type { Config } from "../../config.js";
import type { DatabaseHandle } from "../../db/database.js";
import type { Logger } from "../../logger.js";
import { BackupEventsRepository } from "./backup-events.repository.js";
import { BackupSchedule, startBackupTimer } from "./backup-schedule.js";
import { backupDatabaseUrl, backupSettingsOf } from "./backup-settings.js";
import { backupSourceOf } from "./backup-sources.js";
import { makeBackup, PASSPHRASE_VARIABLE } from "./backup.service.js";

/**
 * The server's nightly backup (docs/operating.md, "Backing up"): checked every hour, made when the
 * last good one is 24 hours old. Off, with one log line saying so, without BACKUP_PASSPHRASE.
 * Answers the stop main.ts calls at shutdown.
 */
export function startNightlyBackups(
  config: Config,
  database: DatabaseHandle,
  logger: Logger,
  clock: () => Date = () => new Date(),
  /** Tests check at once instead of a minute after the start. */
  timing?: { firstAfterMs: number; everyMs: number },
): () => Promise<void> {
  const settings = backupSettingsOf(config);
  if (!settings.passphrase) {
    logger.warn(`backups are off: ${PASSPHRASE_VARIABLE} is not set; docs/operating.md, "Backing up", says how to turn them on`);
    return () => Promise.resolve();
  }
  const events = new BackupEventsRepository(database.db, database.kind);
  const source = backupSourceOf(database, backupDatabaseUrl(config));
  const schedule = new BackupSchedule(clock, events, async (now) => {
    const made = await makeBackup(settings, source, events, "schedule", now);
    logger.info({ file: made.file, bytes: made.bytes, copy: made.copy, deleted: made.pruned }, "made the nightly backup");
  });
  logger.info({ directory: settings.dir, copyDirectory: settings.copyDir ?? null, keep: settings.keep }, "nightly backups on");
  return startBackupTimer(schedule, (error) => logger.error({ err: error }, "the nightly backup failed; it is tried again in an hour"), timing);
}
