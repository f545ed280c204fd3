import { PGlite } from "@electric-sql/pglite";
import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import type { ErasedListRow as ErasedRow } from "../erasure/erased-list-file.js";

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

/** The erasures the database about to be replaced holds; none when it has no erased_records yet. */
export async function erasedRows(db: Kysely<Database>): Promise<ErasedRow[]> {
  const { rows } = await sql<{ found: boolean }>`select to_regclass('erased_records') is not null as found`.execute(db);
  if (!rows[0]?.found) return [];
  return db.selectFrom("erased_records").select(["uuid", "application", "erased_at", "client_uuid"]).execute();
}

/** The same, from an embedded database in `pgdata`, read without migrating it. */
export async function pgliteErasedRows(pgdata: string): Promise<ErasedRow[]> {
  const pglite = await PGlite.create(pgdata);
  try {
    const exists = await pglite.query<{ found: boolean }>("select to_regclass('erased_records') is not null as found");
    if (!exists.rows[0]?.found) return [];
    const columns = await pglite.query<{ name: string }>(
      "select column_name as name from information_schema.columns where table_name = 'erased_records' and column_name = 'client_uuid'",
    );
    const clientColumn = columns.rows.length > 0 ? "client_uuid" : "null::text as client_uuid";
    const { rows } = await pglite.query<ErasedRow>(`select uuid, application, erased_at, ${clientColumn} from erased_records`);
    return rows;
  } finally {
    await pglite.close();
  }
}

/**
 * Puts the replaced database's erasures into the restored one (docs/operating.md, "Restoring"): a
 * backup taken before an erasure lacks it, and would otherwise bring her back. Answers how many were
 * new to the restored database.
 */
export async function carryErasures(db: Kysely<Database>, rows: readonly ErasedRow[]): Promise<number> {
  const unique = [...new Map(rows.map((r) => [r.uuid, r])).values()];
  if (unique.length === 0) return 0;
  const inserted = await db
    .insertInto("erased_records")
    .values(unique.map((r) => ({ uuid: r.uuid, application: r.application, erased_at: r.erased_at, client_uuid: r.client_uuid })))
    .onConflict((oc) => oc.column("uuid").doNothing())
    .returning("uuid")
    .execute();
  return inserted.length;
}
