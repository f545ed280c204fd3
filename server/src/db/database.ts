import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, Migrator, PostgresDialect, type MigrationProvider } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import pg from "pg";
import { currentRole, grantRuntimeRole } from "./database-roles.repository.js";
import { migrations } from "./migrations/index.js";
import { withNamedStatements } from "./named-statements.js";
import { listenResiliently, type BackgroundErrorReporter } from "./postgres-listener.js";
import type { Database } from "./schema.js";

export type DatabaseKind = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /**
   * Listens on a PostgreSQL NOTIFY channel; resolves to a function that stops listening.
   * `onReconnect` is called when a lost LISTEN connection listens again (notices sent meanwhile are gone).
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PGlite alone: its data directory as a gzipped tar, for a backup (docs/operating.md, "Backing up"). */
  dumpDataDir?: () => Promise<Blob>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /**
   * docs/SECURITY.md, "The database roles": the schema's owner, to run the migrations as and to grant
   * the role of `databaseUrl` what it needs; without it the migrations run as `databaseUrl`'s role.
   */
  migrationDatabaseUrl?: string | undefined;
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** Reports connections that break in the background (PostgreSQL restarted, database dropped). */
  reportError: BackgroundErrorReporter;
  /** false: the database is opened as it is, not migrated (docs/operating.md, "Restoring": one about to be replaced is only read). */
  migrate?: boolean;
  /** An embedded database to start from (PGlite's dumpDataDir), instead of an empty one: the tests' migrated snapshot. */
  pgliteSnapshot?: Blob | undefined;
}

// int8 (dataversions, counters) as JS numbers: they stay far below 2^53.
pg.types.setTypeParser(20, (value) => Number(value));

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl ? openPostgres(options.databaseUrl, options.reportError) : await openPglite(options.dataDir, options.pgliteSnapshot);
  if (options.migrate === false) return handle;
  if (options.databaseUrl && options.migrationDatabaseUrl)
    await migrateAsOwner(options.migrationDatabaseUrl, await currentRole(handle.db), options.reportError);
  else await migrateToLatest(handle.db);
  return handle;
}

/** The migrations, run as the schema's owner, which then grants the runtime role its rows; the owner's connection is closed after. */
async function migrateAsOwner(ownerUrl: string, runtimeRole: string, reportError: BackgroundErrorReporter): Promise<void> {
  const owner = openPostgres(ownerUrl, reportError);
  try {
    await migrateToLatest(owner.db);
    await grantRuntimeRole(owner.db, runtimeRole);
  } finally {
    await owner.close();
  }
}

function openPostgres(connectionString: string, reportError: BackgroundErrorReporter): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle pooled connection that breaks is dropped by the pool; unheard, its error would end the process.
  pool.on("error", (error) => reportError(error, "an idle database connection broke; the pool replaces it"));
  // A connection in use (between two queries of a transaction) that PostgreSQL ends emits its error on
  // the client itself: heard here, its query fails, and the pool drops it when it comes back.
  pool.on("connect", (client) => client.on("error", (error) => reportError(error, "a database connection broke while in use")));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }) });
  return {
    db,
    kind: "postgres",
    listen: (channel, onPayload, onReconnect) => listenResiliently(connectionString, channel, onPayload, reportError, onReconnect),
    close: () => db.destroy(),
  };
}

async function openPglite(dataDir: string, snapshot?: Blob): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith("memory://");
  if (!inMemory) fs.mkdirSync(path.resolve(dataDir), { recursive: true });
  const pglite = await PGlite.create(inMemory ? undefined : path.resolve(dataDir, "pgdata"), snapshot ? { loadDataDir: snapshot } : {});
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: "pglite",
    async listen(channel, onPayload) {
      return pglite.listen(channel, onPayload);
    },
    close: () => db.destroy(),
    dumpDataDir: () => pglite.dumpDataDir("gzip"),
  };
}

class StaticMigrationProvider implements MigrationProvider {
  getMigrations() {
    return Promise.resolve(migrations);
  }
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- whatever a migration threw, shown as it is
    const reason = error instanceof Error ? error.message : String(error ?? "unknown error");
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${reason}`);
  }
}
