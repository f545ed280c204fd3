import { parseCalendarDate, visitsDue, type DueCycle, type DuePlan } from "@stepwise/domain";
import { sql } from "kysely";
import { pseudonym } from "./pseudonym.js";
import type { ReportFilter, ReportingRepository } from "./reporting.repository.js";
import type { ReportScope } from "./reporting-aggregates.repository.js";

export type VisitsDueRow = { worker: string; worker_name: string; overdue: number; due_today: number; due_this_week: number };

/**
 * docs/REPORTING.md, "Visits due per worker": the clients each worker has overdue, due today and due
 * this week on `asOf`, by the very rule her phone's "Visits due" screen uses (packages/domain/src/visits-due.ts),
 * so the numbers agree. Unlike the other reports the counting is not SQL: the rule (a month added
 * to 31 January, the later of a diary date and a ladder score, a cycle goal's start) is written
 * once, in the domain. The SQL reads only the fields the rule needs, of the deployment's live
 * clients (filtered, and with consent, as every report) and their plans and cycle goals.
 * A client's worker is her record's owner (whoever first wrote it): her account, else her phone.
 */
export async function visitsDuePerWorker(
  reporting: ReportingRepository,
  { application, pseudonymous }: ReportScope,
  filter: ReportFilter,
  asOf: string,
): Promise<VisitsDueRow[]> {
  const day = parseCalendarDate(asOf);
  if (!day) throw new Error(`asOf ${asOf} is no date`);
  const { clients, plans, cycles } = await reporting.read(async (trx) => {
    const clients = await reporting
      .scoped(trx, application, "clients", filter)
      .leftJoin("users as u", "u.id", "r.owner_user_id")
      .select([
        "r.uuid",
        sql<unknown>`r.content->'archived'`.as("archived"),
        sql<string>`coalesce('user:' || r.owner_user_id::text, 'install:' || r.owner_install_id, '')`.as("worker"),
        sql<string>`coalesce(u.name, '')`.as("worker_name"),
      ])
      .execute();
    const plans = await reporting
      .scoped(trx, application, "rehabilitations", {})
      .select(
        sql<DuePlan>`jsonb_build_object('client_uuid', r.content->'client_uuid', 'archive', r.content->'archive', 'visitFrequency', r.content->'visitFrequency',
          'diary_items', r.content->'diary_items', 'ladder_of_live', r.content->'ladder_of_live', 'domains', r.content->'domains')`.as("plan"),
      )
      .execute();
    const cycles = await reporting
      .scoped(trx, application, "cycle_descriptions", {})
      .select(
        sql<DueCycle>`jsonb_build_object('client_uuid', r.content->'client_uuid', 'cycle_rhythm', r.content->'cycle_rhythm', 'cycle_start', r.content->'cycle_start',
          'cycle_end', r.content->'cycle_end', 'archived', r.content->'archived')`.as("cycle"),
      )
      .execute();
    return { clients, plans: plans.map((p) => p.plan), cycles: cycles.map((c) => c.cycle) };
  });
  const due = visitsDue(clients, plans, cycles, day);
  const workers = new Map(clients.map((c) => [c.uuid, { worker: c.worker, worker_name: pseudonymous ? "" : c.worker_name }]));
  const rows = new Map<string, VisitsDueRow>();
  for (const { client_uuid, when } of due) {
    const owner = workers.get(client_uuid)!;
    const row = rows.get(owner.worker) ?? { ...owner, overdue: 0, due_today: 0, due_this_week: 0 };
    if (when === "overdue") row.overdue += 1;
    else if (when === "today") row.due_today += 1;
    else row.due_this_week += 1;
    rows.set(owner.worker, row);
  }
  return [...rows.values()].sort((a, b) => b.overdue - a.overdue || b.due_today - a.due_today || (a.worker < b.worker ? -1 : 1));
}

/** The worker column as a pseudonym, whatever the scope: a raw install id lets its holder act as that phone (docs/SECURITY.md). */
export function withWorkerPseudonyms(rows: ReadonlyArray<Record<string, unknown>>, secret: string): Array<Record<string, unknown>> {
  return rows.map((row) => ({ ...row, worker: pseudonym(secret, `worker:${String(row.worker)}`) }));
}
