import fs from "node:fs";
import path from "node:path";
import { loadConfig, type Config } from "../../config.js";
import { openDatabase } from "../../db/database.js";
import { BackupEventsRepository } from "./backup-events.repository.js";
import { backupDatabaseUrl, backupSettingsOf } from "./backup-settings.js";
import { backupSourceOf } from "./backup-sources.js";
import { makeBackup, MissingPassphrase, type MadeBackup } from "./backup.service.js";
import { markPath, runningServer, serverUrl, type ServerMark } from "./running-server.js";

/** Where the command writes: lines for the operator. */
export interface CommandOutput {
  out(line: string): void;
  err(line: string): void;
}

const MAKE = "mutation { makeBackup { file bytes createdAt copied } }";

/**
 * `npm run backup` (docs/operating.md, "Backing up"): one backup now, answered by an exit code (0
 * made, 1 failed, 2 refused before anything was done). PostgreSQL: pg_dump, from this process.
 * PGlite: from this process when no server has the data directory open; when one has, the server
 * makes it (the mutation makeBackup, with ADMIN_TOKEN), since PGlite is one process.
 */
export async function runBackupCommand(env: NodeJS.ProcessEnv, args: string[], io: CommandOutput): Promise<number> {
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    io.err((error as Error).message);
    return 2;
  }
  const settings = backupSettingsOf(config);
  if (!settings.passphrase) {
    io.err(new MissingPassphrase().message);
    return 2;
  }
  const unknown = args.filter((arg) => arg !== "--force");
  if (unknown.length > 0) {
    io.err(`unknown argument ${unknown.join(" ")}: npm run backup takes none, or --force (docs/operating.md, "Backing up")`);
    return 2;
  }
  if (config.DATABASE_URL) return backupHere(config, io);

  const server = runningServer(config.DATA_DIR);
  if (server) return askServer(server, config, io);
  const pgdata = path.join(config.DATA_DIR, "pgdata");
  if (!fs.existsSync(pgdata)) {
    io.err(`no database in ${path.resolve(pgdata)}: set DATA_DIR to the server's (default ./data), or DATABASE_URL for PostgreSQL`);
    return 2;
  }
  if (fs.existsSync(path.join(pgdata, "postmaster.pid")) && !args.includes("--force")) {
    io.err(
      `the database in ${path.resolve(pgdata)} looks open (pgdata/postmaster.pid is there) but no running server left its mark ${markPath(config.DATA_DIR)}: ` +
        "a server of an older release may have it open; stop it and run again. If no server runs (it was killed), run again with --force",
    );
    return 2;
  }
  return backupHere(config, io);
}

/** The backup made by this process: PostgreSQL (any time) or a PGlite folder no server holds. */
async function backupHere(config: Config, io: CommandOutput): Promise<number> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    migrate: false,
    reportError: (error, context) => io.err(`${context}: ${error.message}`),
  });
  try {
    const events = new BackupEventsRepository(database.db, database.kind);
    const source = backupSourceOf(database, backupDatabaseUrl(config));
    const made = await events.whileLocked(() => makeBackup(backupSettingsOf(config), source, events, "command", new Date()));
    if (made === null) {
      io.err("a server is making the nightly backup right now: wait for it (the console's sync health page shows it), and run again if you still want one");
      return 1;
    }
    report(made, config, io);
    return 0;
  } catch (error) {
    io.err(`the backup failed: ${(error as Error).message}. The audit log has it as backup.failed`);
    return 1;
  } finally {
    await database.close();
  }
}

function report(made: MadeBackup, config: Config, io: CommandOutput): void {
  io.out(`made ${path.resolve(made.file)} (${made.bytes} bytes)`);
  if (made.copy) io.out(`copied to ${path.resolve(made.copy)}`);
  if (made.pruned.length > 0) io.out(`deleted the oldest, keeping the newest ${config.BACKUP_KEEP}: ${made.pruned.join(", ")}`);
}

/** PGlite held by a running server: it makes the backup, asked with the ADMIN_TOKEN. */
async function askServer(server: ServerMark, config: Config, io: CommandOutput): Promise<number> {
  if (!config.ADMIN_TOKEN) {
    io.err(
      `the server (process ${server.pid}) has ${path.resolve(config.DATA_DIR)} open: it makes the nightly backup itself. ` +
        "To make one now, run again with ADMIN_TOKEN set to the server's (the server then makes it), or stop the server and run npm run backup",
    );
    return 2;
  }
  const url = `${serverUrl(server)}/graphql`;
  let answer: {
    data?: { makeBackup: { file: string; bytes: number; copied: boolean } } | null;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
  };
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${config.ADMIN_TOKEN}` },
      body: JSON.stringify({ query: MAKE }),
    });
    answer = (await response.json()) as typeof answer;
  } catch (error) {
    io.err(
      `the server (process ${server.pid}) has the database open but did not answer at ${url}: ${(error as Error).message}. Is it starting or stopping? Run again in a minute`,
    );
    return 1;
  }
  const made = answer.data?.makeBackup;
  const code = answer.errors?.[0]?.extensions?.code;
  if (!made && (code === "UNAUTHENTICATED" || code === "FORBIDDEN")) {
    io.err(
      `the server refused: ADMIN_TOKEN is not the server's (${answer.errors![0]!.message}). Set ADMIN_TOKEN to the one the server runs with and run again`,
    );
    return 2;
  }
  if (!made) {
    io.err(`the server did not make the backup: ${answer.errors?.map((e) => e.message).join("; ") ?? "no answer"}`);
    return 1;
  }
  io.out(
    `the server (process ${server.pid}) made ${made.file} (${made.bytes} bytes) in its BACKUP_DIR${made.copied ? ", and copied it to its BACKUP_COPY_DIR" : ""}`,
  );
  return 0;
}
