import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";

/**
 * The e2e server's PostgreSQL, for a describe block that reads what reached the server: connected
 * before its tests and closed after them. Call it in the describe's body.
 */
export function serverDatabase(): pg.Client {
  const db = new pg.Client({ connectionString: inject("databaseUrl") });
  beforeAll(() => db.connect());
  afterAll(() => db.end());
  return db;
}
