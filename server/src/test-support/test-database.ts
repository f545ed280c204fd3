import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "../db/database.js";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** Every server integration test runs on both: embedded PGlite and a real PostgreSQL. */
export const databaseKinds = ["pglite", "postgres"] as const;
export type DatabaseKind = (typeof databaseKinds)[number];

const tables = ["sync_mutations", "record_history", "records", "app_installs", "auth_tokens", "users"];

/** Opens a database of that kind for the enclosing describe, emptied before each test. */
export function useTestDatabase(kind: DatabaseKind): { readonly handle: DatabaseHandle } {
  let handle: DatabaseHandle | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    if (kind === "pglite") {
      handle = await openDatabase({ dataDir: "memory://" });
    } else {
      const created = await createPostgresDatabase(inject("postgresUrl"));
      dropDatabase = created.drop;
      handle = await openDatabase({ databaseUrl: created.url, dataDir: "unused" });
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

/** A fresh database on the test PostgreSQL server, and a way to drop it. */
export async function createPostgresDatabase(serverUrl: string) {
  const name = `stepwise_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
