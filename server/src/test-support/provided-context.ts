/** What the global setup (postgres-global-setup.ts) provides to every test file through `inject`. */
declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
    /** A migrated PostgreSQL database that test databases are copied from (CREATE DATABASE … TEMPLATE). */
    postgresTemplate: string;
    /** A file holding a migrated PGlite data directory (dumpDataDir) that test databases start from. */
    pgliteSnapshotFile: string;
  }
}

export {};
