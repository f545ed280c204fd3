import { spawn } from "node:child_process";
import { Readable } from "node:stream";
import type { DatabaseHandle } from "../../db/database.js";
import type { BackupSource } from "./backup.service.js";

/*
 * What a backup copies (docs/operating.md, "Backing up"): PostgreSQL through pg_dump, PGlite
 * through its own dump of the data directory. Each is a stream of the plaintext that fails, rather
 * than ends, when the copy did not complete: the backup file is then never written.
 */

/**
 * `pg_dump --format=custom` of the database at `url`, streamed from its standard output. A
 * pg_dump that exits with an error (or cannot be started) fails the stream with its last words.
 */
export async function* postgresDump(url: string, pgDump = "pg_dump"): AsyncGenerator<Buffer> {
  // The URL goes in the environment, not the arguments: `ps` shows arguments to every user.
  const child = spawn(pgDump, ["--format=custom", "--no-password"], {
    env: { ...process.env, ...connectionEnvironment(url) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.setEncoding("utf8");
  child.stderr.on("data", (text: string) => {
    stderr = (stderr + text).slice(-2000);
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new Error(`${pgDump} was not found: install PostgreSQL's client programs (Debian: apt-get install postgresql-client)`)
          : error,
      ),
    );
    child.on("close", (code) => resolve(code));
  });
  exited.catch(() => undefined);
  try {
    for await (const chunk of child.stdout as AsyncIterable<Buffer>) yield chunk;
    const code = await exited;
    if (code !== 0) throw new Error(`pg_dump failed (exit ${String(code)}): ${stderr.trim() || "no message"}`);
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
  }
}

/** libpq's environment for a postgres:// URL: PGHOST, PGPORT, PGDATABASE, PGUSER, PGPASSWORD and sslmode. */
export function connectionEnvironment(url: string): Record<string, string> {
  const parsed = new URL(url);
  const env: Record<string, string> = {};
  if (parsed.hostname) env.PGHOST = decodeURIComponent(parsed.hostname.replace(/^\[(.*)\]$/, "$1"));
  const host = parsed.searchParams.get("host");
  if (host) env.PGHOST = host;
  if (parsed.port) env.PGPORT = parsed.port;
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ""));
  if (database) env.PGDATABASE = database;
  if (parsed.username) env.PGUSER = decodeURIComponent(parsed.username);
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  const sslmode = parsed.searchParams.get("sslmode");
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/**
 * PGlite's data directory as a gzipped tar (its dumpDataDir), taken between two statements of the
 * one process that has it open. PGlite answers the whole dump at once, so it is in memory while it
 * is written: the size of the compressed database.
 */
export async function* pgliteDump(dumpDataDir: () => Promise<Blob>): AsyncGenerator<Uint8Array> {
  const blob = await dumpDataDir();
  yield* Readable.fromWeb(blob.stream() as import("node:stream/web").ReadableStream<Uint8Array>) as AsyncIterable<Uint8Array>;
}

/** The source of a backup of this database: pg_dump through `postgresUrl`, or PGlite's own dump. */
export function backupSourceOf(database: Pick<DatabaseHandle, "kind" | "dumpDataDir">, postgresUrl: string | undefined): BackupSource {
  if (database.kind === "postgres") {
    if (!postgresUrl) throw new Error("a PostgreSQL backup needs DATABASE_URL (or MIGRATION_DATABASE_URL)");
    return { kind: "postgres", payload: () => postgresDump(postgresUrl) };
  }
  const dump = database.dumpDataDir;
  if (!dump) throw new Error("this PGlite database cannot dump its data directory");
  return { kind: "pglite", payload: () => pgliteDump(dump) };
}
