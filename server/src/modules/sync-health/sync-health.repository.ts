import { sql } from "kysely";
import type { ReportingRepository } from "../reporting/reporting.repository.js";

/** One day of a deployment's syncing, as the server saw it. */
export interface SyncHealthDayRow {
  day: string;
  devices: number;
  edits: number;
  failing: number;
}

/** One install's syncing: the columns of the reporting API's sync-health report (docs/REPORTING.md). */
export interface SyncHealthInstallRow {
  install_id: string;
  platform: string | null;
  records: number;
  mutations: number;
  last_sync: Date | null;
  days_since_sync: number | null;
}

/** docs/operator-console.md: sync health over time, read-only under the reports' statement timeout. */
export class SyncHealthRepository {
  constructor(private readonly reporting: ReportingRepository) {}

  /**
   * Per day of the last `days` up to `today`, days counted in the deployment's time zone `zone`
   * (docs/product.md §10): devices that had edits applied, edits applied, and devices whose last failed sync fell that day.
   */
  daily(application: string, today: string, days: number, zone = "UTC"): Promise<SyncHealthDayRow[]> {
    return this.reporting.read(async (trx) => {
      const { rows } = await sql<SyncHealthDayRow>`
        with scoped as (
          select ai.uuid, ai.last_failure_at from app_installs ai left join users u on u.id = ai.user_id
          where lower(coalesce(ai.application, u.application)) = lower(${application})
        ), applied as (
          select (applied_at at time zone ${zone}::text)::date as day, count(distinct install_id)::int as devices, count(*)::int as edits
          from sync_mutations
          where install_id in (select uuid from scoped) and applied_at >= (${today}::date - ${days - 1}::int)::timestamp at time zone ${zone}::text
          group by 1
        ), failed as (
          select (last_failure_at at time zone ${zone}::text)::date as day, count(*)::int as failing from scoped
          where last_failure_at >= (${today}::date - ${days - 1}::int)::timestamp at time zone ${zone}::text
          group by 1
        )
        select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(a.devices, 0) as devices, coalesce(a.edits, 0) as edits, coalesce(f.failing, 0) as failing
        from (select (${today}::date - g)::date as day from generate_series(0, ${days - 1}::int) as g) d
        left join applied a on a.day = d.day
        left join failed f on f.day = d.day
        order by d.day`.execute(trx);
      return rows;
    });
  }

  /**
   * The reporting API's sync-health report for operators: the same figures, by raw install id, and
   * over every install of the deployment, those its workers used before their first batch tied them included.
   */
  installs(application: string, today: string, zone = "UTC"): Promise<SyncHealthInstallRow[]> {
    return this.reporting.read(async (trx) => {
      const { rows } = await sql<SyncHealthInstallRow>`
        with scoped as (
          select ai.uuid, ai.platform from app_installs ai left join users u on u.id = ai.user_id
          where lower(coalesce(ai.application, u.application)) = lower(${application})
        ), held as (
          select coalesce(owner_install_id, last_install_id) as install_id, count(*)::int as records, max(updated_at) as last_write
          from records where application = ${application} and deleted_at is null group by 1
        ), applied as (
          select install_id, count(*)::int as mutations, max(applied_at) as last_applied from sync_mutations
          where install_id in (select uuid from scoped) group by 1
        )
        select s.uuid as install_id, s.platform, coalesce(h.records, 0) as records, coalesce(a.mutations, 0) as mutations,
          greatest(a.last_applied, h.last_write) as last_sync,
          (${today}::date - (greatest(a.last_applied, h.last_write) at time zone ${zone}::text)::date) as days_since_sync
        from scoped s
        left join held h on h.install_id = s.uuid
        left join applied a on a.install_id = s.uuid
        order by last_sync desc nulls last, s.uuid
        limit 500`.execute(trx);
      return rows;
    });
  }
}
