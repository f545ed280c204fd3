import type { DueClient, DueCycle, DuePlan } from "@stepwise/domain";
import { sql, type Kysely } from "kysely";
import type { Identity } from "../../auth/identity.js";
import type { Database } from "../../db/schema.js";
import { afterPosition, feedPage, HORIZON, type FeedPage } from "../../sync/change-feed.repository.js";
import type { FeedPosition } from "../../sync/feed-position.js";
import { DOCUMENT_TEXT } from "../../sync/page-window.repository.js";
import { readableBy } from "../../sync/records.repository.js";
import { notHersAgain } from "../../sync/transferred-records.repository.js";

/**
 * The tables a supervisor reads of a worker (docs/teams.md, "What a supervisor may read"): her
 * clients, their form answers, plans, milestone checklists (`milestones`, a client's form) and
 * followed clients (`client_milestones`), cycle goals and their actions; not pictures, chat,
 * favourites or the worker's own children (`my_children`).
 */
export const SUPERVISED_TABLES = [
  "clients",
  "client_elements",
  "rehabilitations",
  "milestones",
  "client_milestones",
  "cycle_descriptions",
  "cycle_actions",
] as const;

/** A team as the supervisor's pages name it. */
export interface TeamRef {
  id: number;
  name: string;
  application: string;
}

/** A worker of a team, as supervisedWorkers lists her. */
export interface TeamWorker {
  userId: number;
  name: string;
  teamId: number;
  teamName: string;
  application: string;
  email: string;
}

/** One worker's records the supervisor's numbers are counted from (live ones only). */
export interface Caseload {
  clients: Array<DueClient & { owner: number }>;
  plans: Array<DuePlan & { owner: number }>;
  cycles: Array<DueCycle & { owner: number }>;
}

/** What a worker's installs last reported (docs/operator-console.md, sync health). */
export interface InstallsReport {
  userId: number;
  lastSyncAt: Date | null;
  waitingEdits: number;
}

/** A changed record of a supervised worker: its place in the feed and its document. */
export interface ChangedDocument {
  feed_xid: string;
  dataversion: number;
  document: string;
}

/** docs/teams.md: the reads of a supervisor's pages and of her team's records. */
export class SupervisionRepository {
  constructor(readonly db: Kysely<Database>) {}

  /** The last restore's mark, which the feed's cursors carry (docs/operating.md, "Restoring"); null before any. */
  async restoreMark(): Promise<number | null> {
    const row = await this.db
      .selectFrom("restores")
      .select((eb) => eb.fn.max("resumed_from").as("mark"))
      .executeTakeFirst();
    return row?.mark == null ? null : Number(row.mark);
  }

  /** A user's e-mail, as the audit log names her. */
  async emailOf(userId: number): Promise<string | null> {
    return (await this.db.selectFrom("users").select("email").where("id", "=", userId).executeTakeFirst())?.email ?? null;
  }

  /** The e-mails of those of the users who are accounts of the deployment. */
  async emailsIn(application: string, userIds: readonly number[]): Promise<Map<number, string>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom("users")
      .select(["id", "email"])
      .where("id", "in", [...new Set(userIds)])
      .where("application", "=", application)
      .execute();
    return new Map(rows.map((row) => [row.id, row.email]));
  }

  /** The teams she supervises, by name. */
  teamsSupervisedBy(supervisorId: number): Promise<TeamRef[]> {
    return this.db
      .selectFrom("team_members")
      .innerJoin("teams", "teams.id", "team_members.team_id")
      .select(["teams.id", "teams.name", "teams.application"])
      .where("team_members.user_id", "=", supervisorId)
      .where("team_members.role", "=", "supervisor")
      .orderBy("teams.name")
      .execute();
  }

  team(teamId: number): Promise<TeamRef | undefined> {
    return this.db.selectFrom("teams").select(["id", "name", "application"]).where("id", "=", teamId).executeTakeFirst();
  }

  /** The workers of the teams, by team name then worker name; never `except` (a supervisor who is also a worker of one). */
  workersOf(teamIds: readonly number[], except: number | null): Promise<TeamWorker[]> {
    if (teamIds.length === 0) return Promise.resolve([]);
    let query = this.db
      .selectFrom("team_members")
      .innerJoin("teams", "teams.id", "team_members.team_id")
      .innerJoin("users", "users.id", "team_members.user_id")
      .select(["users.id as userId", "users.name", "users.email", "teams.id as teamId", "teams.name as teamName", "teams.application"])
      .where("team_members.team_id", "in", [...teamIds])
      .where("team_members.role", "=", "worker");
    if (except !== null) query = query.where("team_members.user_id", "<>", except);
    return query.orderBy("teams.name").orderBy("users.name").orderBy("users.id").execute();
  }

  /** The workers' live clients, plans and cycle goals, with the fields the visits-due rule reads (as server/src/modules/reporting/visits-due-report.ts reads them). */
  async caseload(workerIds: readonly number[]): Promise<Caseload> {
    if (workerIds.length === 0) return { clients: [], plans: [], cycles: [] };
    const live = (table: string) =>
      this.db
        .selectFrom("records as r")
        .where("r.owner_user_id", "in", [...workerIds])
        .where("r.table_name", "=", table)
        .where("r.deleted_at", "is", null);
    const clients = await live("clients")
      .select(["r.uuid", sql<unknown>`r.content->'archived'`.as("archived"), sql<number>`r.owner_user_id`.as("owner")])
      .execute();
    const plans = await live("rehabilitations")
      .select(
        sql<DuePlan & { owner: number }>`jsonb_build_object('owner', r.owner_user_id, 'client_uuid', r.content->'client_uuid', 'archive', r.content->'archive',
          'visitFrequency', r.content->'visitFrequency', 'diary_items', r.content->'diary_items', 'ladder_of_live', r.content->'ladder_of_live', 'domains', r.content->'domains')`.as(
          "plan",
        ),
      )
      .execute();
    const cycles = await live("cycle_descriptions")
      .select(
        sql<
          DueCycle & { owner: number }
        >`jsonb_build_object('owner', r.owner_user_id, 'client_uuid', r.content->'client_uuid', 'cycle_rhythm', r.content->'cycle_rhythm',
          'cycle_start', r.content->'cycle_start', 'cycle_end', r.content->'cycle_end', 'archived', r.content->'archived')`.as("cycle"),
      )
      .execute();
    return { clients, plans: plans.map((p) => p.plan), cycles: cycles.map((c) => c.cycle) };
  }

  /** Each worker's last good sync of any of her installs, and the edits waiting on those a phone still holds (not forgotten, not wiped). */
  async installs(workerIds: readonly number[]): Promise<InstallsReport[]> {
    if (workerIds.length === 0) return [];
    const rows = await this.db
      .selectFrom("app_installs")
      .select([
        "user_id",
        (eb) => eb.fn.max("last_sync_at").as("last_sync_at"),
        sql<string>`coalesce(sum(waiting_edits) filter (where forgotten_at is null and wipe_acknowledged_at is null), 0)`.as("waiting"),
      ])
      .where("user_id", "in", [...workerIds])
      .groupBy("user_id")
      .execute();
    return rows.map((row) => ({ userId: row.user_id!, lastSyncAt: row.last_sync_at ? new Date(row.last_sync_at) : null, waitingEdits: Number(row.waiting) }));
  }

  /**
   * The worker's records of SUPERVISED_TABLES changed after `position`, tombstones included, in the
   * change feed's order and below its horizon (sync/change-feed.repository.ts), and those moved away
   * from her since as tombstones, at most `limit`, each as a document (docs/sync-and-api.md, "Records as documents"). Only what the ownership rule lets
   * `reader` read: with her supervised workers in it, the records of one of them.
   */
  async changedRecords(reader: Identity, workerId: number, position: FeedPosition, limit: number): Promise<FeedPage<ChangedDocument>> {
    const picked = this.db
      .selectFrom("records")
      .select(["table_name", "uuid", "dataversion", "updated_at", "deleted_at", sql<string>`content::text`.as("text"), sql<string>`records.feed_xid`.as("xid")])
      .where(readableBy(reader))
      .where("records.owner_user_id", "=", workerId)
      .where("records.table_name", "in", [...SUPERVISED_TABLES])
      .where(afterPosition(position))
      // The stored xid8, not its text, so the order is numeric (docs/sync-and-api.md, "The feed's order is numeric").
      .orderBy(sql`records.feed_xid`, "asc")
      .orderBy("records.dataversion", "asc")
      .limit(limit + 1);
    // Her records moved to another worker since (docs/teams.md, "Moving a caseload"), as tombstones
    // at the move's position, as her own phone is told of them: the supervisor's phone drops them
    // from her pages, and reads them again under the worker who has them now.
    const movedAway = this.db
      .selectFrom("transferred_records as moved")
      .select([
        "moved.table_name",
        "moved.uuid",
        "moved.dataversion",
        sql<Date>`moved.transferred_at`.as("updated_at"),
        sql<Date>`moved.transferred_at`.as("deleted_at"),
        sql<string>`jsonb_build_object('uuid', moved.uuid)::text`.as("text"),
        sql<string>`moved.feed_xid`.as("xid"),
      ])
      .where("moved.from_user_id", "=", workerId)
      .where("moved.table_name", "in", [...SUPERVISED_TABLES])
      .where(sql<boolean>`(moved.feed_xid, moved.dataversion) > (${position.xid}::xid8, ${position.dataversion}::bigint) and moved.feed_xid < ${HORIZON}`)
      .where(notHersAgain(workerId))
      .orderBy(sql`moved.feed_xid`, "asc")
      .orderBy("moved.dataversion", "asc")
      .limit(limit + 1);
    const { rows } = await sql<ChangedDocument & { horizon: string }>`select ${HORIZON}::text as horizon, changed.*
      from (select 1) as one left join lateral (
        select xid::text as feed_xid, dataversion, ${DOCUMENT_TEXT} as document from ((${picked}) union all (${movedAway})) as picked
        order by xid, dataversion limit ${limit + 1}) as changed on true`.execute(this.db);
    return feedPage(position, rows, limit);
  }
}
