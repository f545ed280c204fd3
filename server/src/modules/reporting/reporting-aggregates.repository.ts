import { sql } from "kysely";
import type { ReportFilter, ReportingRepository } from "./reporting.repository.js";
import { ageBand } from "./age-bands.js";
import { codedLabel } from "./coded-values.js";
import { array, dayMonthYear, monthOf, monthsSince, numeric, truthy } from "./reporting-sql.js";

export type ClientsRow = { status: string; region: string; age_band: string; clients: number };
export type MilestoneRow = { category: string; age_band: string; indicators: number; achieved: number; achieved_percent: number };
export type GoalsRow = {
  domain_id: string;
  domain: string;
  goals: number;
  achieved: number;
  active: number;
  finished: number;
  mean_satisfaction: number | null;
};
export type LadderRow = { item: string; month: string; measurements: number; mean_score: number | null; min_score: number | null; max_score: number | null };
export type SyncHealthRow = {
  install_id: string;
  platform: string;
  region: string;
  records: number;
  mutations: number;
  last_mutation_id: number;
  last_sync: Date | null;
  days_since_sync: number | null;
};

/**
 * The deployment a report reads, and whether it is pseudonymous: then every text a device recorded
 * and a report groups on is shown only when it is a code or a label the app writes, else ''
 * (docs/SECURITY.md, "Pseudonymous reports: an allow-list per table": a status typed as a name and address must not become a row).
 */
export interface ReportScope {
  application: string;
  pseudonymous: boolean;
  /** The IANA zone the deployment counts its days in (docs/product.md §10); UTC when not given. */
  zone?: string;
}

/** The aggregates of docs/REPORTING.md, each one SQL statement over the JSONB content (no per-row work in JavaScript). */
export class ReportingAggregatesRepository {
  constructor(readonly reporting: ReportingRepository) {}

  /**
   * A client's status is free text (docs/product.md §3): a single word such as a surname passes as a code, so a
   * pseudonymous report shows it as '' always and only counts.
   */
  clientsByStatus({ application, pseudonymous }: ReportScope, filter: ReportFilter): Promise<ClientsRow[]> {
    return this.reporting.read(async (trx) => {
      const base = this.reporting
        .scoped(trx, application, "clients", filter)
        .select([sql`r.content`.as("content"), sql`ai.app_specifics->>'regionID'`.as("region")]);
      const { rows } = await sql<ClientsRow>`with base as (${base})
        select ${pseudonymous ? sql`''` : sql`coalesce(content->>'status', '')`} as status, ${codedLabel(sql`region`, pseudonymous)} as region, ${ageBand(sql`a.age`)} as age_band, count(*)::int as clients
        from base cross join lateral (select ${numeric(sql`content->'age'`)} as age) as a
        group by 1, 2, 3 order by 1, 2, 3`.execute(trx);
      return rows;
    });
  }

  /** Indicator status 2 is achieved (0 not yet, 1 sometimes); the age is the child's or client's at `asOf`. */
  milestoneAchievement({ application, pseudonymous }: ReportScope, filter: ReportFilter, asOf: string): Promise<MilestoneRow[]> {
    return this.reporting.read(async (trx) => {
      const base = this.reporting.scoped(trx, application, "milestones", filter).select([sql`r.content`.as("content")]);
      const months = sql`coalesce(${numeric(sql`c.content->'age'`)}, ${monthsSince(sql`d.p`, asOf)})`;
      const { rows } = await sql<MilestoneRow>`with base as (${base}),
        forms as (
          select b.content, ${ageBand(sql`a.months`)} as age_band from base b
          left join records c on c.application = ${application} and c.table_name = 'clients' and c.deleted_at is null and c.uuid = b.content->>'client_uuid'
          left join records k on k.application = ${application} and k.table_name = 'my_children' and k.deleted_at is null and k.uuid = b.content->>'client_uuid'
          cross join lateral (select ${dayMonthYear(sql`k.content->>'birthdate'`)} as p) as d
          cross join lateral (select ${months} as months) as a
        )
        select ${codedLabel(sql`cat->>'id'`, pseudonymous)} as category, f.age_band, count(*)::int as indicators,
          (count(*) filter (where ind->>'status' = '2'))::int as achieved,
          round(100.0 * count(*) filter (where ind->>'status' = '2') / count(*), 1)::float8 as achieved_percent
        from forms f
        cross join lateral jsonb_array_elements(${array(sql`f.content->'categories'`)}) as cat
        cross join lateral jsonb_array_elements(${array(sql`cat->'indicators'`)}) as ind
        group by 1, 2 order by 1, 2`.execute(trx);
      return rows;
    });
  }

  goalsByDomain({ application, pseudonymous }: ReportScope, filter: ReportFilter): Promise<GoalsRow[]> {
    return this.reporting.read(async (trx) => {
      const base = this.reporting.scoped(trx, application, "rehabilitations", filter).select([sql`r.content`.as("content")]);
      const { rows } = await sql<GoalsRow>`with base as (${base})
        select ${codedLabel(sql`d->>'domain_id'`, pseudonymous)} as domain_id, coalesce(max(${codedLabel(sql`d->>'description'`, pseudonymous)}), '') as domain, count(*)::int as goals,
          (count(*) filter (where ${truthy(sql`g->>'achieved'`)}))::int as achieved,
          (count(*) filter (where ${truthy(sql`g->>'active'`)}))::int as active,
          (count(*) filter (where ${truthy(sql`g->>'finished'`)}))::int as finished,
          round(avg(${numeric(sql`g->'satisfaction'`)}), 2)::float8 as mean_satisfaction
        from base b
        cross join lateral jsonb_array_elements(${array(sql`b.content->'domains'`)}) as d
        cross join lateral jsonb_array_elements(${array(sql`d->'goals'`)}) as g
        group by 1 order by 1`.execute(trx);
      return rows;
    });
  }

  ladderTrends({ application, pseudonymous }: ReportScope, filter: ReportFilter): Promise<LadderRow[]> {
    return this.reporting.read(async (trx) => {
      const base = this.reporting.scoped(trx, application, "rehabilitations", filter).select([sql`r.content`.as("content")]);
      const { rows } = await sql<LadderRow>`with base as (${base})
        select ${codedLabel(sql`coalesce(item->>'label', item->>'uuid')`, pseudonymous)} as item, ${monthOf(sql`v.p`)} as month, count(*)::int as measurements,
          round(avg(v.score), 2)::float8 as mean_score, min(v.score)::float8 as min_score, max(v.score)::float8 as max_score
        from base b
        cross join lateral jsonb_array_elements(${array(sql`b.content->'ladder_of_live'`)}) as item
        cross join lateral jsonb_array_elements(${array(sql`item->'measure'`)}) as m
        cross join lateral (select ${dayMonthYear(sql`m->>'date'`)} as p, ${numeric(sql`m->'score'`)} as score) as v
        where v.p is not null
        group by 1, 2 order by 1, 2`.execute(trx);
      return rows;
    });
  }

  /**
   * Per install of the deployment: records it wrote, mutations applied, its last sync (the server's view).
   * docs/REPORTING.md, "Sync health": an install is the deployment's when it registered for it, or,
   * never registered (the worker app syncs without registerAppInstall: its row is made by its first
   * request, without a deployment), when its worker is the deployment's or it wrote records of it.
   */
  syncHealth({ application, pseudonymous, zone = "UTC" }: ReportScope, filter: ReportFilter, asOf: string): Promise<SyncHealthRow[]> {
    return this.reporting.read(async (trx) => {
      const { rows } = await sql<SyncHealthRow>`
        with written as (
          select coalesce(owner_install_id, last_install_id) as install_id, (count(*) filter (where deleted_at is null))::int as records,
            max(updated_at) filter (where deleted_at is null) as last_write
          from records where application = ${application} group by 1
        ), installs as (
          select ai.uuid, ai.platform, ai.app_specifics, ai.last_mutation_id from app_installs ai
          left join users u on u.id = ai.user_id
          where ai.application = ${application}
            or (ai.application is null and (u.application = ${application} or ai.uuid in (select install_id from written)))
        ), applied as (
          select install_id, count(*)::int as mutations, max(applied_at) as last_applied from sync_mutations
          where install_id in (select uuid from installs) group by 1
        )
        select ai.uuid as install_id, ${codedLabel(sql`ai.platform`, pseudonymous)} as platform, ${codedLabel(sql`ai.app_specifics->>'regionID'`, pseudonymous)} as region,
          coalesce(h.records, 0) as records, coalesce(a.mutations, 0) as mutations, least(ai.last_mutation_id, 2147483647)::int as last_mutation_id,
          greatest(a.last_applied, h.last_write) as last_sync,
          (${asOf}::date - (greatest(a.last_applied, h.last_write) at time zone ${zone}::text)::date) as days_since_sync
        from installs ai
        left join written h on h.install_id = ai.uuid
        left join applied a on a.install_id = ai.uuid
        where (${filter.region ?? null}::text is null or ai.app_specifics->>'regionID' = ${filter.region ?? null})
        order by last_sync desc nulls last, ai.uuid`.execute(trx);
      return rows;
    });
  }
}
