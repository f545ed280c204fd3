import { sql } from "kysely";
import { inject } from "vitest";
import type { DatabaseHandle } from "../../db/database.js";
import "../../test-support/provided-context.js";

/** The URL of the PostgreSQL test database the handle is connected to (the harness keeps it to itself). */
export async function databaseUrl(handle: DatabaseHandle): Promise<string> {
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(handle.db);
  const url = new URL(inject("postgresUrl"));
  url.pathname = `/${rows[0]!.name}`;
  return url.toString();
}
