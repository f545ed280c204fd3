import type { CompiledQuery, PostgresPool, PostgresPoolClient } from "kysely";
import type pg from "pg";

/** Distinct statements named at most; a query marked after that goes unnamed, as every other query does. */
export const MAX_NAMED_STATEMENTS = 32;

const names = new Map<string, string>();

/**
 * Marks a compiled query to be sent as a named (prepared) statement: PostgreSQL parses and plans it
 * once per connection, and each later run sends only its parameters. Meant for the few hot reads
 * that run on every request (the paged lists): for a page of 50 clients it halved the database's
 * CPU (1.1 to 0.5 ms) in docs/PERFORMANCE.md's probe. Each distinct SQL text becomes one statement
 * on each pooled connection, so only queries whose text takes a few shapes may be marked, and at most
 * MAX_NAMED_STATEMENTS are. PGlite runs a marked query as any other.
 */
export function named<R>(query: CompiledQuery<R>): CompiledQuery<R> {
  if (!names.has(query.sql) && names.size < MAX_NAMED_STATEMENTS) names.set(query.sql, `stepwise_${names.size + 1}`);
  return query;
}

/** The name a SQL text is sent under, if it is marked (tests). */
export function statementName(sql: string): string | undefined {
  return names.get(sql);
}

/** How many SQL texts are marked (tests). */
export function namedStatementCount(): number {
  return names.size;
}

/** The pool as Kysely's PostgresDialect takes it, its clients sending marked queries as named statements. */
export function withNamedStatements(pool: pg.Pool): PostgresPool {
  // One wrapper per pooled connection: Kysely keeps its own connection object per client it is given.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    // Kysely passes either a SQL text with its parameters, or a cursor (streamed reads) alone.
    const query = ((textOrCursor: string | pg.Submittable, values?: readonly unknown[]) => {
      if (typeof textOrCursor !== "string") return client.query(textOrCursor);
      const name = names.get(textOrCursor);
      return name ? client.query({ name, text: textOrCursor, values: values as unknown[] }) : client.query(textOrCursor, values as unknown[]);
    }) as unknown as PostgresPoolClient["query"];
    return { query, release: () => client.release() };
  };
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) wrappers.set(client, (wrapper = wrap(client)));
      return wrapper;
    },
    end: () => pool.end(),
  };
}
