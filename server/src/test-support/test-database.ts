import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "../db/database.js";
import { createPostgresDatabase } from "./postgres-database.js";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** A connection broken in the background (the database dropped at the end) is shown, never thrown. */
const reportError = (error: Error, context: string) => console.warn(`${context}: ${error.message}`);

/** Every server integration test runs on both: embedded PGlite and a real PostgreSQL. */
export const databaseKinds = ["pglite", "postgres"] as const;
export type DatabaseKind = (typeof databaseKinds)[number];

const tables = ["password_requests", "login_tokens", "error_logs", "app_usage", "content_items", "applications", "sync_mutations", "record_history", "records", "app_installs", "auth_tokens", "users"];

/** Opens a database of that kind for the enclosing describe, emptied before each test. */
export function useTestDatabase(kind: DatabaseKind): { readonly handle: DatabaseHandle } {
  let handle: DatabaseHandle | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    if (kind === "pglite") {
      handle = await openDatabase({ dataDir: "memory://", reportError });
    } else {
      const created = await createPostgresDatabase(inject("postgresUrl"));
      dropDatabase = created.drop;
      handle = await openDatabase({ databaseUrl: created.url, dataDir: "unused", reportError });
    }
  });
  beforeEach(async () => {
    await sql.raw(`truncate ${tables.join(", ")} restart identity cascade`).execute(handle!.db);
    await sql`alter sequence dataversion_seq restart with 1`.execute(handle!.db);
  });
  afterAll(async () => {
    await handle?.close();
    await dropDatabase?.();
  });
  return {
    get handle() {
      if (!handle) throw new Error("the test database is not open yet");
      return handle;
    },
  };
}
