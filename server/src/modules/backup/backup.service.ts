import path from "node:path";
import { backupFileName, writeBackupFile, type BackupKind, type ScryptParams } from "./backup-file.js";
import type { BackupActor, BackupEventsRepository } from "./backup-events.repository.js";
import { copyBackup, ensureBackupDir, pruneBackups } from "./backup-store.js";

/** The environment's word for the passphrase, named in every refusal. */
export const PASSPHRASE_VARIABLE = "BACKUP_PASSPHRASE";

export interface BackupSettings {
  passphrase: string | undefined;
  /** BACKUP_DIR. */
  dir: string;
  /** BACKUP_COPY_DIR: a second place, e.g. a mounted disk. */
  copyDir: string | undefined;
  /** BACKUP_KEEP: how many of the newest backups each folder keeps. */
  keep: number;
  serverVersion: string;
  /** Tests pass a cheaper cost; the default is backup-file.ts's. */
  scrypt?: ScryptParams;
}

/** What is copied: the database's kind and a stream of its dump. */
export interface BackupSource {
  kind: BackupKind;
  payload(): AsyncIterable<Uint8Array>;
}

export interface MadeBackup {
  file: string;
  copy: string | null;
  bytes: number;
  createdAt: Date;
  pruned: string[];
}

/** No BACKUP_PASSPHRASE: nothing can be encrypted, so nothing is backed up. */
export class MissingPassphrase extends Error {
  constructor() {
    super(
      `${PASSPHRASE_VARIABLE} is not set: backups are encrypted with it. Set it to a long passphrase (keep it apart from the backups: without it no backup can be restored) and run again`,
    );
    this.name = "MissingPassphrase";
  }
}

/**
 * Makes one backup (docs/operating.md, "Backing up"): the dump, encrypted into BACKUP_DIR, copied
 * to BACKUP_COPY_DIR, the oldest past BACKUP_KEEP deleted in both; then the audit event
 * `backup.made` (target the file's name, detail its size in bytes and where it was copied), or `backup.failed` with the reason, and
 * the error thrown on.
 */
export async function makeBackup(
  settings: BackupSettings,
  source: BackupSource,
  events: BackupEventsRepository,
  actor: BackupActor,
  now: Date,
): Promise<MadeBackup> {
  if (!settings.passphrase) throw new MissingPassphrase();
  try {
    ensureBackupDir(settings.dir);
    const file = path.join(settings.dir, backupFileName(now, source.kind));
    const { bytes } = await writeBackupFile({
      path: file,
      passphrase: settings.passphrase,
      kind: source.kind,
      createdAt: now,
      serverVersion: settings.serverVersion,
      payload: source.payload(),
      ...(settings.scrypt ? { scrypt: settings.scrypt } : {}),
    });
    const copy = settings.copyDir ? await copyBackup(file, settings.copyDir) : null;
    const pruned = pruneBackups(settings.dir, settings.keep);
    if (settings.copyDir) pruned.push(...pruneBackups(settings.copyDir, settings.keep));
    const where = copy ? `, copied to ${settings.copyDir}` : "";
    await events.record(actor, { action: "backup.made", target: path.basename(file), detail: `${bytes} bytes${where}` });
    return { file, copy, bytes, createdAt: now, pruned };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await events.record(actor, { action: "backup.failed", target: null, detail: reason });
    throw error;
  }
}
