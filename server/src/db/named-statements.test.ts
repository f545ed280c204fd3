import { CompiledQuery, sql, type Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { RecordsRepository } from "../sync/records.repository.js";
import { useTestDatabase } from "../test-support/test-database.js";
import { MAX_NAMED_STATEMENTS, named, namedStatementCount, statementName } from "./named-statements.js";
import type { Database } from "./schema.js";

/** The statements prepared on one connection (pg_prepared_statements is per session). */
async function prepared(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db);
  return rows.map((row) => row.statement);
}

describe("named statements on PostgreSQL (named-statements.ts)", () => {
  const database = useTestDatabase("postgres");

  it("prepares a marked query once on its connection and runs it again by name, with new parameters", async () => {
    const query = CompiledQuery.raw("select $1::int + 1 as next -- named-statements.test", [1]);
    await database.handle.db.connection().execute(async (connection) => {
      expect((await connection.executeQuery<{ next: number }>(named(query))).rows).toEqual([{ next: 2 }]);
      expect((await connection.executeQuery<{ next: number }>(named(CompiledQuery.raw(query.sql, [41])))).rows).toEqual([{ next: 42 }]);
      expect((await prepared(connection)).filter((statement) => statement === query.sql)).toHaveLength(1);
      // A query not marked is not prepared.
      await connection.executeQuery(CompiledQuery.raw("select 2 -- not named", []));
      expect(await prepared(connection)).not.toContain("select 2 -- not named");
    });
    expect(statementName(query.sql)).toMatch(/^stepwise_\d+$/);
  });

  it("sends the paged list read as a named statement", async () => {
    await database.handle.db.connection().execute(async (connection) => {
      const records = new RecordsRepository(connection, ["chat_messages"]);
      const identity = { user: { id: 1, application: "default", email: "w@example.org", name: "W" }, installId: null, isAdmin: false };
      await records.listReadable(identity, "clients", false, undefined, { first: 50, after: null, maxBytes: 1024 });
      expect((await prepared(connection)).some((statement) => statement.includes("row_number() over (order by dataversion)"))).toBe(true);
    });
  });

  it(`names ${MAX_NAMED_STATEMENTS} texts at most; the rest run unnamed, with the same answers`, async () => {
    const texts = Array.from({ length: MAX_NAMED_STATEMENTS + 5 }, (_, i) => `select ${i} as n -- named-statements cap`);
    for (const [i, text] of texts.entries()) {
      expect((await database.handle.db.executeQuery<{ n: number }>(named(CompiledQuery.raw(text, [])))).rows).toEqual([{ n: i }]);
    }
    expect(namedStatementCount()).toBe(MAX_NAMED_STATEMENTS);
    expect(statementName(texts.at(-1)!)).toBeUndefined();
  });
});
