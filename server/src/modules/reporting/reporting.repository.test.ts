import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { ReportingRepository } from "./reporting.repository.js";

describe.each(databaseKinds)("a report's transaction (%s)", (kind) => {
  const database = useTestDatabase(kind);

  it("is read-only: a write inside a report fails and changes nothing", async () => {
    const reporting = new ReportingRepository(database.handle.db, 15_000);
    await expect(reporting.read((trx) => sql`insert into error_logs (error) values ('{}'::jsonb)`.execute(trx))).rejects.toThrow("read-only transaction");
    expect((await sql<{ n: number }>`select count(*)::int as n from error_logs`.execute(database.handle.db)).rows[0]?.n).toBe(0);
  });
});

/** PGlite runs in WebAssembly without the timer signal PostgreSQL cancels statements with: PostgreSQL only. */
describe("a report's statement timeout (postgres)", () => {
  const database = useTestDatabase("postgres");

  it("cancels a statement that runs longer than the limit (bounded: 100 ms)", async () => {
    const reporting = new ReportingRepository(database.handle.db, 100);
    const started = Date.now();
    await expect(reporting.read((trx) => sql`select pg_sleep(5)`.execute(trx))).rejects.toThrow("canceling statement due to statement timeout");
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
