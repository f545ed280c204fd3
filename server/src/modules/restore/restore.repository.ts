import { PGlite } from "@electric-sql/pglite";
import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.js";

/** Another session on the database: who it is, for the refusal's words. */
export interface OtherSession {
  application: string;
  address: string | null;
}

/** docs/operating.md, "Restoring": what the restore command asks of a database before it replaces it. */
export class RestoreRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The other sessions on this database: a running Stepwise server always holds some (its pool and
   * its LISTEN connection), so any means the database is in use.
   */
  async otherSessions(): Promise<OtherSession[]> {
    const { rows } = await sql<{ application: string; address: string | null }>`select coalesce(nullif(application_name, ''), 'unnamed') as application,
        host(client_addr) as address
      from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`.execute(this.db);
    return rows;
  }
}

/**
 * The highest dataversion an embedded database in `pgdata` has drawn, read without migrating it
 * (it is about to be set aside); null when it has no sequence yet.
 */
export async function pgliteHighestDataversion(pgdata: string): Promise<number | null> {
  const pglite = await PGlite.create(pgdata);
  try {
    const exists = await pglite.query<{ found: boolean }>("select to_regclass('dataversion_seq') is not null as found");
    if (!exists.rows[0]?.found) return null;
    const { rows } = await pglite.query<{ highest: string }>(
      "select (case when is_called then last_value else last_value - 1 end)::text as highest from dataversion_seq",
    );
    return rows[0] ? Number(rows[0].highest) : null;
  } finally {
    await pglite.close();
  }
}
