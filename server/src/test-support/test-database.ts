import fs from "node:fs";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "../db/database.js";
import { createPostgresDatabase } from "./postgres-database.js";
import "./provided-context.js";

/** A connection broken in the background (the database dropped at the end) is shown, never thrown. */
const reportError = (error: Error, context: string) => console.warn(`${context}: ${error.message}`);

/** Every server integration test runs on both: embedded PGlite and a real PostgreSQL. */
export const databaseKinds = ["pglite", "postgres"] as const;
export type DatabaseKind = (typeof databaseKinds)[number];

/** Every table the migrations made (Kysely's own bookkeeping aside), read from the database itself. */
async function migratedTables(handle: DatabaseHandle): Promise<string[]> {
  const { rows } = await sql<{ tablename: string }>`select tablename from pg_tables
    where schemaname = current_schema() and tablename not in ('kysely_migration', 'kysely_migration_lock') order by tablename`.execute(handle.db);
  return rows.map((row) => row.tablename);
}

let snapshot: Blob | undefined;
/** The migrated PGlite data directory of the global setup, read once per test file. */
function migratedSnapshot(): Blob {
  snapshot ??= new Blob([fs.readFileSync(inject("pgliteSnapshotFile"))]);
  return snapshot;
}

/**
 * PGlite databases a finished file left, for the next file of the same worker (the files of a worker
 * share its modules: vitest.config.ts). Starting PGlite from the snapshot costs about 1.5 s; every
 * test empties its tables and sequences anyway, so a reused one starts as a new one would.
 */
const idlePglite: DatabaseHandle[] = [];

async function openPglite(): Promise<DatabaseHandle> {
  return idlePglite.pop() ?? (await openDatabase({ dataDir: "memory://", reportError, pgliteSnapshot: migratedSnapshot() }));
}

/**
 * Keeps a PGlite database for the next file, unless it no longer answers (then it is closed). The
 * planner's statistics go with it: TRUNCATE keeps them, and a plan test (feed-indexes.test) got
 * another plan from the rows an earlier file had analyzed. Its tables' row counts are forgotten
 * too (a new database's are -1, never counted), so the database plans as a new one.
 */
async function releasePglite(handle: DatabaseHandle): Promise<void> {
  const forget = async () => {
    await sql`delete from pg_statistic where starelid in (select oid from pg_class where relnamespace = current_schema()::regnamespace)`.execute(handle.db);
    await sql`update pg_class set reltuples = -1 where relnamespace = current_schema()::regnamespace and relkind = 'r'`.execute(handle.db);
  };
  const answers = await forget().then(
    () => true,
    () => false,
  );
  if (answers) idlePglite.push(handle);
  else await handle.close().catch(() => undefined);
}

/** Opens a database of that kind for the enclosing describe, emptied before each test. */
export function useTestDatabase(kind: DatabaseKind): { readonly handle: DatabaseHandle } {
  let handle: DatabaseHandle | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  let emptyTables = "";
  beforeAll(async () => {
    if (kind === "pglite") {
      handle = await openPglite();
    } else {
      const created = await createPostgresDatabase(inject("postgresUrl"), { template: inject("postgresTemplate") });
      dropDatabase = created.drop;
      handle = await openDatabase({ databaseUrl: created.url, dataDir: "unused", reportError });
    }
    emptyTables = `truncate ${(await migratedTables(handle)).map((table) => `"${table}"`).join(", ")} restart identity cascade`;
  });
  beforeEach(async () => {
    await sql.raw(emptyTables).execute(handle!.db);
    await sql`alter sequence dataversion_seq restart with 1`.execute(handle!.db);
  });
  afterAll(async () => {
    if (handle?.kind === "pglite") await releasePglite(handle);
    else await handle?.close();
    await dropDatabase?.();
  });
  return {
    get handle() {
      if (!handle) throw new Error("the test database is not open yet");
      return handle;
    },
  };
}
