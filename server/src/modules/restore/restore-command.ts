import fs from "node:fs";
import path from "node:path";
import { loadConfig, type Config } from "../../config.js";
import { BackupFileError, readBackupManifest, type BackupManifest } from "../backup/backup-file.js";
import { RestoreRefused, restoreBackup } from "./restore-database.js";

/** Where the command writes, and how it asks the operator to confirm (null: no terminal to ask on). */
export interface RestoreIO {
  out(line: string): void;
  err(line: string): void;
  ask(question: string): Promise<string | null>;
}

const USAGE = 'npm run restore -- <backup file> [--yes] [--force], or npm run restore -- --to <time> [--yes] [--force] (docs/operating.md, "Restoring")';
/** What the operator types to go on. */
export const CONFIRM_WORD = "RESTORE";

interface Parsed {
  file: string | null;
  to: Date | null;
  yes: boolean;
  force: boolean;
}

function parse(args: readonly string[]): Parsed | string {
  const parsed: Parsed = { file: null, to: null, yes: false, force: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "--yes") parsed.yes = true;
    else if (arg === "--force") parsed.force = true;
    else if (arg === "--to") {
      const text = args[++i];
      const time = text === undefined ? NaN : Date.parse(text);
      if (Number.isNaN(time)) return `--to needs a time, e.g. --to 2026-12-05T18:00:00Z (got ${text ?? "nothing"}): ${USAGE}`;
      parsed.to = new Date(time);
    } else if (arg.startsWith("--")) return `unknown option ${arg}: ${USAGE}`;
    else if (parsed.file === null) parsed.file = arg;
    else return `one backup file at a time (got ${parsed.file} and ${arg}): ${USAGE}`;
  }
  if ((parsed.file === null) === (parsed.to === null)) return `name a backup file or give --to <time>, not both nor neither: ${USAGE}`;
  return parsed;
}

/**
 * With --to: the newest backup in BACKUP_DIR made at or before that time, by the time in its
 * manifest (docs/operating.md, "Restoring"). Files that are no backups are passed over.
 */
export async function newestBackupBefore(dir: string, to: Date): Promise<{ file: string; manifest: BackupManifest } | null> {
  if (!fs.existsSync(dir)) return null;
  let best: { file: string; manifest: BackupManifest } | null = null;
  for (const name of fs.readdirSync(dir)) {
    if (!name.endsWith(".backup")) continue;
    const file = path.join(dir, name);
    const manifest = await readBackupManifest(file).catch(() => null);
    if (!manifest || Date.parse(manifest.createdAt) > to.getTime()) continue;
    if (!best || Date.parse(manifest.createdAt) > Date.parse(best.manifest.createdAt)) best = { file, manifest };
  }
  return best;
}

/**
 * `npm run restore` (docs/operating.md, "Restoring"): replaces the database with a backup, after the
 * operator confirms, and marks the restore. Exit code 0 restored, 1 failed, 2 refused before anything changed.
 */
export async function runRestoreCommand(env: NodeJS.ProcessEnv, args: readonly string[], io: RestoreIO, now = new Date()): Promise<number> {
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    io.err((error as Error).message);
    return 2;
  }
  const parsed = parse(args);
  if (typeof parsed === "string") {
    io.err(parsed);
    return 2;
  }
  if (!config.BACKUP_PASSPHRASE) {
    io.err("BACKUP_PASSPHRASE is not set: backups are encrypted with it. Set it to the passphrase the backup was made with and run again");
    return 2;
  }
  let file = parsed.file;
  if (parsed.to) {
    const found = await newestBackupBefore(config.BACKUP_DIR, parsed.to);
    if (!found) {
      io.err(
        `no backup in ${path.resolve(config.BACKUP_DIR)} was made at or before ${parsed.to.toISOString()}: name a backup file, or set BACKUP_DIR to where the backups are`,
      );
      return 2;
    }
    file = found.file;
    io.out(`the newest backup made at or before ${parsed.to.toISOString()}: ${file} (made ${found.manifest.createdAt})`);
  }
  const backupFile = path.resolve(file!);
  let manifest: BackupManifest;
  try {
    manifest = await readBackupManifest(backupFile);
  } catch (error) {
    io.err(
      error instanceof BackupFileError || (error as NodeJS.ErrnoException).code === "ENOENT" ? `${backupFile}: ${(error as Error).message}` : String(error),
    );
    return 2;
  }
  const where = config.DATABASE_URL ? "the PostgreSQL database of DATABASE_URL" : `the embedded database in ${path.resolve(config.DATA_DIR)}`;
  if (!parsed.yes) {
    const answer = await io.ask(
      `This replaces ${where} with the backup made ${manifest.createdAt}. Everything written since is gone from the server (the phones send again what they kept). Type ${CONFIRM_WORD} to go on: `,
    );
    if (answer === null) {
      io.err(`no terminal to confirm on: run again with --yes to restore without asking`);
      return 2;
    }
    if (answer.trim() !== CONFIRM_WORD) {
      io.err(`not confirmed (${CONFIRM_WORD} was not typed): nothing was changed`);
      return 2;
    }
  }
  try {
    const outcome = await restoreBackup({
      target: { databaseUrl: config.DATABASE_URL, migrationDatabaseUrl: config.MIGRATION_DATABASE_URL, dataDir: config.DATA_DIR },
      backupFile,
      passphrase: config.BACKUP_PASSPHRASE,
      now,
      force: parsed.force,
    });
    io.out(`restored ${where} from ${path.basename(backupFile)} (made ${manifest.createdAt})`);
    if (outcome.setAside) io.out(`the database it replaced was moved to ${outcome.setAside}; delete it once the restore is checked`);
    io.out(
      `dataversions go on from ${outcome.mark.resumedFrom} (the backup's last was ${outcome.mark.restoredThrough}); phones send again what they hold in between at their next contact`,
    );
    if (outcome.replayed > 0) io.out(`erased again ${outcome.replayed} client(s) erased after the backup was made`);
    io.out("start the server now");
    return 0;
  } catch (error) {
    if (error instanceof RestoreRefused || error instanceof BackupFileError) {
      io.err(error.message);
      return 2;
    }
    io.err(`the restore failed: ${(error as Error).message}`);
    return 1;
  }
}
