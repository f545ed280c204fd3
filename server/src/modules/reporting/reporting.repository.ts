import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { truthy } from "./reporting-sql.js";
import { reportable, scopesOf } from "./consent-sql.js";
import { manifestOf } from "../synced-manifests.js";

/** The filters reports need (docs/REPORTING.md); every one is optional. */
export interface ReportFilter {
  region?: string | null;
  updatedFrom?: Date | null;
  updatedTo?: Date | null;
  archived?: boolean | null;
  valid?: boolean | null;
  status?: string | null;
}

export interface PageRow {
  table_name: string;
  uuid: string;
  content: Record<string, unknown>;
  dataversion: string | number;
  updated_at: Date;
  deleted_at: Date | null;
  cursor_at: string;
}

/** Queries of the reporting API: a deployment's live records, one SQL statement per page or report. */
export class ReportingRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly statementTimeoutMs: number,
  ) {}

  /** Runs one report read-only, on one core and under a statement timeout, so no report can write or run away. */
  read<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      await sql`set transaction read only`.execute(trx);
      await sql.raw(`set local statement_timeout = ${Math.trunc(this.statementTimeoutMs)}`).execute(trx);
      // One core per report: unnesting JSONB makes the planner expect millions of rows and start
      // parallel workers, whose start-up cost more than they saved (bench/reporting.ts) and which
      // would take cores from the sync traffic.
      await sql`set local max_parallel_workers_per_gather = 0`.execute(trx);
      // The same estimates make PostgreSQL JIT-compile the query: 730 of the milestone report's
      // 990 ms went to compiling (EXPLAIN ANALYZE on 100,000 records).
      await sql`set local jit = off`.execute(trx);
      return work(trx);
    });
  }

  /** The live records of one table of one deployment, filtered; `region` comes from the writing install. */
  scoped(db: Kysely<Database>, application: string, table: string, filter: ReportFilter) {
    let query = db
      .selectFrom("records as r")
      .leftJoin("app_installs as ai", (join) => join.on(sql<boolean>`ai.uuid = coalesce(r.owner_install_id, r.last_install_id)`))
      .where("r.application", "=", application)
      .where("r.table_name", "=", table)
      .where("r.deleted_at", "is", null);
    if (filter.region != null) query = query.where(sql<boolean>`ai.app_specifics->>'regionID' = ${filter.region}`);
    if (filter.updatedFrom != null) query = query.where("r.updated_at", ">=", filter.updatedFrom);
    if (filter.updatedTo != null) query = query.where("r.updated_at", "<=", filter.updatedTo);
    if (filter.archived != null)
      query = query.where(sql<boolean>`${truthy(sql`coalesce(r.content->>'archived', r.content->>'archive')`)} = ${filter.archived}`);
    if (filter.valid != null) query = query.where(sql<boolean>`${truthy(sql`r.content->>'valid'`)} = ${filter.valid}`);
    if (filter.status != null) query = query.where(sql<boolean>`r.content->>'status' = ${filter.status}`);
    return query.where(consented(table));
  }

  /** One page in (updated_at, uuid) order after the cursor; one more row than asked tells a next page. */
  page(application: string, table: string, filter: ReportFilter, first: number, after: { at: string; uuid: string } | null): Promise<PageRow[]> {
    return this.read(async (trx) => {
      let query = this.scoped(trx, application, table, filter).select([
        "r.table_name",
        "r.uuid",
        "r.content",
        "r.dataversion",
        "r.updated_at",
        "r.deleted_at",
        sql<string>`r.updated_at::text`.as("cursor_at"),
      ]);
      if (after) query = query.where(sql<boolean>`(r.updated_at, r.uuid) > (${after.at}::timestamptz, ${after.uuid})`);
      return query
        .orderBy("r.updated_at")
        .orderBy("r.uuid")
        .limit(first + 1)
        .execute();
    });
  }
}

/**
 * docs/REPORTING.md, "Consent: what reports leave out": a client counts only with her consent to
 * reporting (and every consent her form requires); a record attached to a client (by its
 * `client_uuid`) only when its client counts, and her pictures only with her consent to photos
 * too. A record whose client_uuid names no client (a worker's own child) is not a client's.
 */
function consented(table: string) {
  if (table === "clients") return reportable(sql`r.content`);
  const field = manifestOf(table)?.clientField;
  if (!field) return sql<boolean>`true`;
  return sql<boolean>`not exists (select 1 from records as c where c.table_name = 'clients' and c.uuid = r.content->>${field}
    and c.application = r.application and not ${reportable(sql`c.content`, scopesOf(table))})`;
}
