import { sql, type Kysely, type Selectable } from "kysely";
import type { AuditEventsTable, Database } from "../../db/schema.js";
import { zoneSql } from "../time-zone/time-zone.repository.js";

export type NewAuditEvent = Omit<Selectable<AuditEventsTable>, "id" | "at">;
/** An event as read, with the zone its deployment counts days in (docs/product.md §10; 'UTC' for an event of none). */
export type AuditEventRow = Selectable<AuditEventsTable> & { time_zone: string };

/** What an audit query keeps; `application` undefined: every deployment's events, and those of none. */
export interface AuditQuery {
  application?: string;
  action: string | null;
  actor: string | null;
  target: string | null;
  from: Date | null;
  to: Date | null;
  /** First and last day (YYYY-MM-DD), each event's day counted in its deployment's time zone (docs/product.md §10). */
  fromDay: string | null;
  toDay: string | null;
  beforeId: string | null;
  limit: number;
}

/** docs/operator-console.md: the audit log. Only inserts and reads: the table refuses UPDATE and DELETE. */
export class AuditRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(event: NewAuditEvent): Promise<void> {
    await this.db.insertInto("audit_events").values(event).execute();
  }

  /** Many events in order, 500 to a statement (docs/operator-console.md, "Importing a team": an import's accounts). */
  async insertMany(events: NewAuditEvent[]): Promise<void> {
    for (let start = 0; start < events.length; start += 500) {
      const chunk = events.slice(start, start + 500);
      await this.db.insertInto("audit_events").values(chunk).execute();
    }
  }

  /** The newest first; texts are matched as substrings without regard to case, with no pattern. */
  list(query: AuditQuery): Promise<AuditEventRow[]> {
    const zone = zoneSql(sql.ref("audit_events.application"));
    const day = sql`(audit_events.at at time zone ${zone})::date`;
    let select = this.db.selectFrom("audit_events").selectAll().select(zone.as("time_zone"));
    if (query.application !== undefined) select = select.where("application", "=", query.application);
    if (query.action !== null) select = select.where("action", "=", query.action);
    if (query.actor !== null) select = select.where(sql<number>`strpos(lower(coalesce(actor, '')), ${query.actor.toLowerCase()})`, ">", 0);
    if (query.target !== null) select = select.where(sql<number>`strpos(lower(coalesce(target, '')), ${query.target.toLowerCase()})`, ">", 0);
    if (query.from !== null) select = select.where("at", ">=", query.from);
    if (query.to !== null) select = select.where("at", "<=", query.to);
    if (query.fromDay !== null) select = select.where(sql<boolean>`${day} >= ${query.fromDay}::date`);
    if (query.toDay !== null) select = select.where(sql<boolean>`${day} <= ${query.toDay}::date`);
    if (query.beforeId !== null) select = select.where("id", "<", query.beforeId);
    return select.orderBy("id", "desc").limit(query.limit).execute();
  }
}
