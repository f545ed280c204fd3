import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.js";

/**
 * A large data set for the reporting scale test and bench/reporting.ts: `count` records of one
 * deployment in one INSERT ... SELECT from generate_series, so 100,000 rows take seconds. Record g
 * (1..count) is a client when g % 10 is 0-3, a milestone form when 4-6, a rehabilitation when 7-9;
 * it was written by install `vol-install-<g % 50>`. `expectedVolume` gives the answers.
 */
export const VOLUME_INSTALLS = 50;

export async function seedVolume(db: Kysely<Database>, application: string, count: number): Promise<void> {
  await sql`insert into app_installs (uuid, application, platform, app_specifics, last_mutation_id)
    select 'vol-install-' || i, ${application}, 'android', jsonb_build_object('regionID', 10 + i % 3), 0
    from generate_series(0, ${VOLUME_INSTALLS - 1}) as i`.execute(db);
  await sql`insert into records (table_name, uuid, owner_user_id, owner_install_id, application, dataversion, content, last_install_id, updated_at, deleted_at)
    select t.table_name, 'vol-' || g, null, 'vol-install-' || (g % ${VOLUME_INSTALLS}), ${application}, g,
      case t.table_name
        when 'clients' then jsonb_build_object('uuid', 'vol-' || g, 'clientname', 'Client ' || g, 'age', g % 72,
          'status', (array['active', 'closed', 'waiting'])[g % 3 + 1], 'archived', g % 5 = 0, 'valid', true, 'clientFormFields', '[]'::jsonb,
          'consents', jsonb_build_array(jsonb_build_object('scope', 'reporting', 'givenAt', '2026-01-01T00:00:00Z', 'withdrawnAt', null)))
        when 'milestones' then jsonb_build_object('uuid', 'vol-' || g, 'client_uuid', 'vol-' || (g - g % 10), 'categories',
          jsonb_build_array(jsonb_build_object('id', 'c' || (g % 4), 'indicators',
            jsonb_build_array(jsonb_build_object('id', 1, 'status', g % 3), jsonb_build_object('id', 2, 'status', 2)))))
        else jsonb_build_object('uuid', 'vol-' || g, 'client_uuid', 'vol-' || (g - g % 10),
          'domains', jsonb_build_array(jsonb_build_object('domain_id', (g % 7 + 1)::text, 'description', 'Domain ' || (g % 7 + 1),
            'goals', jsonb_build_array(jsonb_build_object('uuid', 'goal-' || g, 'achieved', g % 2 = 0, 'active', g % 2 = 1, 'finished', g % 4 = 0, 'satisfaction', g % 5 + 1)))),
          'ladder_of_live', jsonb_build_array(jsonb_build_object('uuid', 'ladder-' || g, 'label', 'Ladder of life',
            'measure', jsonb_build_array(jsonb_build_object('date', '01-' || lpad((g % 12 + 1)::text, 2, '0') || '-2026', 'score', g % 10)))))
      end,
      'vol-install-' || (g % ${VOLUME_INSTALLS}), timestamptz '2026-01-01T00:00:00Z' + g * interval '1 second', null
    from generate_series(1, ${count}) as g
    cross join lateral (select case when g % 10 < 4 then 'clients' when g % 10 < 7 then 'milestones' else 'rehabilitations' end as table_name) as t`.execute(
    db,
  );
  await sql`analyze records`.execute(db);
}

/** The totals the seeded set must give, counted here record by record (independently of the SQL). */
export function expectedVolume(count: number) {
  const totals = {
    clients: 0,
    archived: 0,
    byStatus: { active: 0, closed: 0, waiting: 0 } as Record<string, number>,
    indicators: 0,
    achieved: 0,
    goals: 0,
    goalsAchieved: 0,
    measurements: 0,
  };
  for (let g = 1; g <= count; g += 1) {
    const kind = g % 10;
    if (kind < 4) {
      totals.clients += 1;
      totals.archived += g % 5 === 0 ? 1 : 0;
      totals.byStatus[["active", "closed", "waiting"][g % 3]!]! += 1;
    } else if (kind < 7) {
      totals.indicators += 2;
      totals.achieved += 1 + (g % 3 === 2 ? 1 : 0);
    } else {
      totals.goals += 1;
      totals.goalsAchieved += g % 2 === 0 ? 1 : 0;
      totals.measurements += 1;
    }
  }
  return totals;
}
