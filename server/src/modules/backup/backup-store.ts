import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { BACKUP_FILE_PATTERN } from "./backup-file.js";

/*
 * Where backups are kept (docs/operating.md, "Backing up"): BACKUP_DIR, made if missing with mode
 * 0700, a copy in BACKUP_COPY_DIR when the operator names one, and the newest BACKUP_KEEP of each.
 */

/** Makes the folder if it is missing, readable by the server's user alone. */
export function ensureBackupDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/** Copies a finished backup into `dir` (through `<name>.partial`, renamed when whole), answering the copy's path. */
export async function copyBackup(file: string, dir: string): Promise<string> {
  ensureBackupDir(dir);
  const target = path.join(dir, path.basename(file));
  const partial = `${target}.partial`;
  try {
    await pipeline(fs.createReadStream(file), fs.createWriteStream(partial, { mode: 0o600 }));
    await fs.promises.rename(partial, target);
  } catch (error) {
    await fs.promises.rm(partial, { force: true });
    throw error;
  }
  return target;
}

/** The backups in `dir`, the newest first (their names sort by the time they were made). */
export function listBackups(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => BACKUP_FILE_PATTERN.test(name))
    .sort((a, b) => (a.slice(9, 25) < b.slice(9, 25) ? 1 : a.slice(9, 25) > b.slice(9, 25) ? -1 : 0));
}

/** Deletes all but the newest `keep` backups of `dir`; answers the names deleted. Other files are left alone. */
export function pruneBackups(dir: string, keep: number): string[] {
  const old = listBackups(dir).slice(keep);
  for (const name of old) fs.rmSync(path.join(dir, name), { force: true });
  return old;
}
