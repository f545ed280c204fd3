import path from "node:path";
import type { Identity } from "../../auth/identity.js";
import { requireEveryDeployment } from "../../auth/operator.js";
import { AppError } from "../../errors.js";
import type { BackupEventsRepository } from "./backup-events.repository.js";
import { makeBackup, MissingPassphrase, type BackupSettings, type BackupSource, type MadeBackup } from "./backup.service.js";

/** The console's card (docs/operating.md, "Backing up"): the last good backup and the last failure, from the audit log. */
export interface BackupStatus {
  /** BACKUP_PASSPHRASE is set: the server makes the nightly backup. */
  enabled: boolean;
  lastGoodAt: Date | null;
  lastGoodFile: string | null;
  lastFailedAt: Date | null;
  lastFailure: string | null;
  /** BACKUP_DIR, as the server resolves it. */
  directory: string;
}

/** Why an operator's backup was not made; each says what to do. */
const refusals = {
  off: (message: string) => new AppError(message, 409, "BACKUPS_OFF"),
  underWay: () =>
    new AppError(
      "a backup is being made right now (the nightly one, or another replica's): wait for it and look at the backup card again",
      409,
      "BACKUP_UNDER_WAY",
    ),
  failed: (reason: string) =>
    new AppError(`the backup failed: ${reason}. The audit log has it as backup.failed; fix the cause and make one again`, 500, "BACKUP_FAILED"),
};

/**
 * Backups as the operators of every deployment see them: the status read from the audit log, so it
 * is the same on every replica and after a restart; and a backup made now, through the running
 * server (the one process that may read a PGlite data directory it has open).
 */
export class BackupStatusService {
  constructor(
    private readonly events: BackupEventsRepository,
    private readonly settings: BackupSettings,
    private readonly source: () => BackupSource,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async status(identity: Identity): Promise<BackupStatus> {
    requireEveryDeployment(identity, "backupStatus");
    const [good, failed] = await Promise.all([this.events.latest("backup.made"), this.events.latest("backup.failed")]);
    return {
      enabled: Boolean(this.settings.passphrase),
      lastGoodAt: good?.at ?? null,
      lastGoodFile: good?.target ?? null,
      lastFailedAt: failed?.at ?? null,
      lastFailure: failed?.detail ?? null,
      directory: path.resolve(this.settings.dir),
    };
  }

  /** A backup now, for an operator of every deployment (or ADMIN_TOKEN: `npm run backup` while the server runs). */
  async backupNow(identity: Identity): Promise<MadeBackup> {
    requireEveryDeployment(identity, "makeBackup");
    if (!this.settings.passphrase) throw refusals.off(new MissingPassphrase().message.replace("and run again", "where the server runs, and restart it"));
    let made: MadeBackup | null;
    try {
      made = await this.events.whileLocked(() => makeBackup(this.settings, this.source(), this.events, "command", this.clock()));
    } catch (error) {
      throw refusals.failed(error instanceof Error ? error.message : String(error));
    }
    if (made === null) throw refusals.underWay();
    return made;
  }
}
