import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase, type DatabaseHandle } from "../../db/database.js";
import { RestoreMarksRepository, type RestoreMark } from "../../sync/restore-marks.repository.js";
import { connectionEnvironment } from "../backup/backup-sources.js";
import { decryptBackupToFile, readBackupManifest, type BackupManifest } from "../backup/backup-file.js";
import { markPath, runningServer, serverUrl } from "../backup/running-server.js";
import { ClientErasureRepository } from "../erasure/client-erasure.repository.js";
import { readErasedList, type ErasedListRow } from "../erasure/erased-list-file.js";
import { carryErasures, erasedRows, pgliteErasedRows, pgliteHighestDataversion, RestoreRepository } from "./restore.repository.js";

/*
 * docs/operating.md, "Restoring": `npm run restore` replaces the database with a backup, marks the
 * restore (versions and feed positions past anything a phone has seen, sync/restore-marks.repository.ts),
 * erases the erased clients again and audits `restore.done`.
 */

/** Where the restore goes: the server's own settings. */
export interface RestoreTarget {
  databaseUrl: string | undefined;
  /** The schema's owner (docs/SECURITY.md, "The database roles"): pg_restore and the migrations run as it when given. */
  migrationDatabaseUrl: string | undefined;
  dataDir: string;
}

export interface RestoreRequest {
  target: RestoreTarget;
  backupFile: string;
  passphrase: string;
  now: Date;
  /** PGlite: restore even though pgdata/postmaster.pid is there (the server stopped without closing it). */
  force?: boolean;
  /** Where pg_restore is (tests may point elsewhere). */
  pgRestore?: string;
  /** The erased clients listed beside the backup (read by restoreBackup from the backup's folder). */
  erasedBeside?: readonly ErasedListRow[];
}

export interface RestoreOutcome {
  mark: RestoreMark;
  manifest: BackupManifest;
  /** PGlite: where the replaced data directory was moved. */
  setAside: string | null;
  replayed: number;
}

/** A restore refused before anything changed: the message says what is wrong and what to do. */
export class RestoreRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RestoreRefused";
  }
}

const reportError = (error: Error, context: string) => console.warn(`${context}: ${error.message}`);

/** The whole restore; nothing is replaced before every check passed. */
export async function restoreBackup(given: RestoreRequest): Promise<RestoreOutcome> {
  let request = given;
  const manifest = await readBackupManifest(request.backupFile);
  const wanted = request.target.databaseUrl ? "postgres" : "pglite";
  if (manifest.kind !== wanted) {
    throw new RestoreRefused(
      `${path.basename(request.backupFile)} is a backup of a ${manifest.kind === "postgres" ? "PostgreSQL" : "PGlite"} database, but this server uses ${
        wanted === "postgres" ? "PostgreSQL (DATABASE_URL is set)" : "PGlite (DATABASE_URL is not set)"
      }: restore it where it was made, or set DATABASE_URL accordingly`,
    );
  }
  // docs/operating.md, "Kept, and replayed after a restore": the erased clients the server wrote beside the backups.
  const listed = readErasedList(path.dirname(path.resolve(request.backupFile)));
  request = { ...request, erasedBeside: listed };
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-restore-"));
  try {
    return wanted === "postgres" ? await restorePostgres(request, manifest, temp) : await restorePglite(request, manifest, temp);
  } finally {
    fs.rmSync(temp, { recursive: true, force: true });
  }
}

/** Marks the restore and erases the erased clients again, on the restored database (docs/operating.md, "Restoring"). */
export async function finishRestore(
  database: DatabaseHandle,
  input: { backupMadeAt: Date | null; replacedThrough: number | null; source: string | null },
  erased: readonly ErasedListRow[] = [],
): Promise<{ mark: RestoreMark; replayed: number }> {
  const mark = await new RestoreMarksRepository(database.db).markRestore({ ...input, actor: { actor_kind: "server", actor: "npm run restore" } });
  // The erasures made after the backup: the backup lacks them, the replaced database held them.
  await carryErasures(database.db, erased);
  const replayed = await new ClientErasureRepository(database.db).replayErasures();
  return { mark, replayed };
}

async function restorePostgres(request: RestoreRequest, manifest: BackupManifest, temp: string): Promise<RestoreOutcome> {
  const { databaseUrl, migrationDatabaseUrl } = request.target;
  const ownerUrl = migrationDatabaseUrl ?? databaseUrl!;
  let replacedThrough: number | null = null;
  let erased: ErasedListRow[] = [];
  const current = await openDatabase({ databaseUrl: ownerUrl, dataDir: "unused", reportError, migrate: false });
  try {
    const others = await new RestoreRepository(current.db).otherSessions();
    if (others.length > 0) {
      const who = others.map((s) => `${s.application}${s.address ? ` from ${s.address}` : ""}`).join(", ");
      throw new RestoreRefused(
        `the database is in use: ${others.length} other session(s) are connected (${who}); a running Stepwise server always holds some. Stop every server (docker compose stop server) and other sessions, then run again`,
      );
    }
    replacedThrough = await new RestoreMarksRepository(current.db).highestDataversion().catch(() => null);
    erased = await erasedRows(current.db).catch(() => []);
  } finally {
    await current.close();
  }
  const dump = path.join(temp, "database.dump");
  await decryptBackupToFile(request.backupFile, request.passphrase, dump);
  await pgRestore(request.pgRestore ?? "pg_restore", ownerUrl, dump);
  const restored = await openDatabase({ databaseUrl: databaseUrl!, migrationDatabaseUrl, dataDir: "unused", reportError });
  try {
    const finished = await finishRestore(restored, { backupMadeAt: new Date(manifest.createdAt), replacedThrough, source: path.basename(request.backupFile) }, [
      ...erased,
      ...(request.erasedBeside ?? []),
    ]);
    return { ...finished, manifest, setAside: null };
  } finally {
    await restored.close();
  }
}

/** pg_restore --clean --if-exists in one transaction: the database is replaced whole, or left as it was. */
function pgRestore(command: string, url: string, dump: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // The URL goes in the environment, not the arguments (`ps` shows arguments to every user): --dbname names the database only.
    const env = connectionEnvironment(url);
    const args = ["--clean", "--if-exists", "--no-owner", "--single-transaction", "--exit-on-error", "--no-password", "--dbname", env.PGDATABASE ?? "", dump];
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (text: string) => (stderr = (stderr + text).slice(-2000)));
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new Error(`${command} was not found: install PostgreSQL's client programs (Debian: apt-get install postgresql-client)`)
          : error,
      ),
    );
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`pg_restore failed (exit ${String(code)}), the database is as it was: ${stderr.trim()}`)),
    );
  });
}

/**
 * PGlite: the backup is loaded into a new folder beside ./data and marked there; only then is ./data
 * moved aside (data.before-restore-<time>) and the new folder put in its place, so a stop at any
 * point leaves either the old database or the restored and marked one.
 */
async function restorePglite(request: RestoreRequest, manifest: BackupManifest, temp: string): Promise<RestoreOutcome> {
  const dataDir = path.resolve(request.target.dataDir);
  const pgdata = path.join(dataDir, "pgdata");
  const server = runningServer(dataDir);
  if (server) {
    throw new RestoreRefused(
      `a Stepwise server (process ${server.pid}, listening on ${serverUrl(server)}) has the embedded database in ${dataDir} open (its mark ${markPath(dataDir)}): stop it (Ctrl-C on npm start, or docker compose stop server) and run again`,
    );
  }
  if (fs.existsSync(path.join(pgdata, "postmaster.pid")) && !request.force) {
    throw new RestoreRefused(
      `the embedded database in ${dataDir} is open: ${path.join(pgdata, "postmaster.pid")} exists (PGlite writes it while a server has the database open and removes it when it closes). Stop the server and run again; if no server runs (it stopped without closing), run again with --force`,
    );
  }
  const replacedThrough = fs.existsSync(pgdata) ? await pgliteHighestDataversion(pgdata).catch(() => null) : null;
  // A replaced database that cannot be read carries no erasures: the restore goes on, and says so in docs/operating.md.
  const erased = fs.existsSync(pgdata) ? await pgliteErasedRows(pgdata).catch(() => []) : [];
  const dump = path.join(temp, "pgdata.tar.gz");
  await decryptBackupToFile(request.backupFile, request.passphrase, dump);
  const stamp = request.now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  const loading = `${dataDir}.restoring-${stamp}`;
  fs.mkdirSync(loading, { recursive: true });
  const restored = await openDatabase({ dataDir: loading, reportError, pgliteSnapshot: new Blob([fs.readFileSync(dump)]) });
  let finished: { mark: RestoreMark; replayed: number };
  try {
    finished = await finishRestore(restored, { backupMadeAt: new Date(manifest.createdAt), replacedThrough, source: path.basename(request.backupFile) }, [
      ...erased,
      ...(request.erasedBeside ?? []),
    ]);
  } finally {
    await restored.close();
  }
  const setAside = fs.existsSync(dataDir) ? `${dataDir}.before-restore-${stamp}` : null;
  if (setAside) fs.renameSync(dataDir, setAside);
  fs.renameSync(loading, dataDir);
  return { ...finished, manifest, setAside };
}
