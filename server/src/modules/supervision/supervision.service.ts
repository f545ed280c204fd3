import { dayInZone, parseCalendarDate, visitsDue } from "@stepwise/domain";
import type { AuthUser, Identity } from "../../auth/identity.js";
import { inScope, operatorScope } from "../../auth/operator.js";
import { BadInput, Forbidden, NotFound, Unauthenticated } from "../../errors.js";
import { RawJson } from "../../request/raw-json.js";
import { FEED_START, formatFeedCursor, parseFeedCursor } from "../../sync/feed-position.js";
import type { AuditEventInput, AuditLog } from "../audit/audit.service.js";
import { pseudonym } from "../reporting/pseudonym.js";
import { supervisedWorkerIds } from "../teams/teams.repository.js";
import type { SupervisionRepository, TeamRef, TeamWorker } from "./supervision.repository.js";
import { visitsIn, type WorkerNumbers } from "./supervisor-numbers.js";

/** A supervised worker with her numbers (docs/teams.md, "What a supervisor sees"). */
export type SupervisedWorkerRow = Omit<TeamWorker, "application" | "email"> & WorkerNumbers;

/** A page of supervisedRecords. */
export interface SupervisedRecordsAnswer {
  documents: RawJson;
  cursor: string;
  done: boolean;
}

/** A view a supervisor's phone made, online or offline, to be audited (reportSupervisorViews). */
export interface SupervisorView {
  workerId: number;
  clientUuid?: string | null;
  screen: string;
  viewedAt: Date;
  /** The phone was online when she opened the screen; left out: offline (a phone of an earlier build sent only those). */
  online?: boolean | null;
}

/**
 * The supervisor a session is: a worker's own session, or her console session (docs/teams.md, "In
 * the console"), which reads through these queries only; never an operator's.
 */
function supervisorOf(identity: Identity): AuthUser | null {
  if (identity.operator) return null;
  return identity.user ?? identity.consoleSupervisor ?? null;
}

/** Records a page of supervisedRecords holds at most. */
export const SUPERVISED_PAGE = 200;
/** Views one reportSupervisorViews call takes at most, and the longest screen name and client uuid. */
export const MAX_VIEWS = 500;
const MAX_SCREEN = 60;
const MAX_UUID = 64;

/**
 * docs/teams.md: what a supervisor sees of her teams' workers (their numbers and their records,
 * read only) and the audit of every view. The workers she supervises are read once per call and
 * handed to the ownership rule (Identity.supervises); nothing else gives her a reader.
 */
export class SupervisionService {
  constructor(
    private readonly supervision: SupervisionRepository,
    private readonly audit: AuditLog,
    private readonly pseudonymKey: (application: string) => Promise<string>,
    private readonly zoneOf: (application: string) => Promise<string | null>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The caller with the workers she supervises in her identity (a batch's check: sync/batch-plan.ts), unchanged without a user. */
  async asSupervisor(identity: Identity): Promise<Identity> {
    if (!identity.user) return identity;
    return { ...identity, supervises: await supervisedWorkerIds(this.supervision.db, identity.user.id) };
  }

  /**
   * supervisedWorkers: for a worker's session the workers of the teams she supervises (or of
   * `teamId`, which she must supervise); for an operator `teamId` is required, a team of her
   * deployment. Each with her numbers. Not audited: counts of her workers name no client and show
   * no record, and a view is of a worker's records (docs/teams.md, "What a supervisor may read").
   */
  async workers(identity: Identity, teamId: number | null): Promise<SupervisedWorkerRow[]> {
    let teams: TeamRef[];
    let except: number | null = null;
    if (identity.operator || identity.isAdmin) {
      const scope = operatorScope(identity, "supervisedWorkers");
      if (teamId === null) throw new BadInput("teamId: an operator names the team whose workers she reads");
      const team = await this.supervision.team(teamId);
      if (!team || !inScope(scope, team.application)) throw new NotFound(`teamId: no team ${teamId} in your deployment`);
      teams = [team];
    } else if (supervisorOf(identity)) {
      const supervisor = supervisorOf(identity)!;
      teams = await this.supervision.teamsSupervisedBy(supervisor.id);
      if (teamId !== null) {
        teams = teams.filter((team) => team.id === teamId);
        if (teams.length === 0) throw new Forbidden(`teamId: you do not supervise team ${teamId}`);
      }
      except = supervisor.id;
    } else {
      throw new Unauthenticated("supervisedWorkers: log in as a supervisor");
    }
    const workers = await this.supervision.workersOf(
      teams.map((team) => team.id),
      except,
    );
    return this.numbered(workers);
  }

  /** Each worker's numbers, on today of her team's deployment. */
  private async numbered(workers: readonly TeamWorker[]): Promise<SupervisedWorkerRow[]> {
    const ids = [...new Set(workers.map((w) => w.userId))];
    const caseload = await this.supervision.caseload(ids);
    const installs = new Map((await this.supervision.installs(ids)).map((row) => [row.userId, row]));
    const todays = new Map<string, string>();
    for (const application of new Set(workers.map((w) => w.application))) todays.set(application, dayInZone(await this.zoneOf(application), this.now()));
    return workers.map(({ application, email: _, ...worker }) => {
      const today = parseCalendarDate(todays.get(application))!;
      const clients = caseload.clients.filter((c) => c.owner === worker.userId);
      const plans = caseload.plans.filter((p) => p.owner === worker.userId);
      const cycles = caseload.cycles.filter((c) => c.owner === worker.userId);
      const due = visitsDue(clients, plans, cycles, today);
      const reported = installs.get(worker.userId);
      return {
        ...worker,
        activeClients: clients.length,
        visitsThisMonth: visitsIn(plans, today, new Set(clients.map((c) => c.uuid))),
        overdueVisits: due.filter((row) => row.when === "overdue").length,
        lastSyncAt: reported?.lastSyncAt ?? null,
        waitingEdits: reported?.waitingEdits ?? 0,
      };
    });
  }

  /**
   * supervisedRecords: a page of one supervised worker's records (SUPERVISED_TABLES) changed after
   * the cursor (from the start without one), tombstones included, read through the ownership rule
   * with her supervised workers in it. Only a supervisor's own session; a page that hands her
   * records is audited as records sent to her phone (her views of them are reported apart).
   */
  async records(identity: Identity, workerId: number, after: string | null): Promise<SupervisedRecordsAnswer> {
    const user = supervisorOf(identity);
    if (!user) throw new Forbidden("supervisedRecords: only a supervisor's own session reads her team's records");
    // Her console session reads as her, for this query only (docs/teams.md, "In the console").
    const reader = await this.asSupervisor({ user, installId: null, isAdmin: false });
    if (!reader.supervises?.includes(workerId)) throw new Forbidden(`workerId: ${workerId} is no worker of a team you supervise`);
    const restore = await this.supervision.restoreMark();
    const from = after === null ? FEED_START : parseFeedCursor(after, "after", restore).position;
    const page = await this.supervision.changedRecords(reader, workerId, from, SUPERVISED_PAGE);
    if (page.rows.length > 0) {
      await this.audit.record(identity, {
        action: "supervisor.viewed",
        application: user.application,
        target: await this.supervision.emailOf(workerId),
        detail: `${identity.consoleSupervisor ? "records read in the console" : "records sent to her phone"}, ${page.rows.length} ${after === null ? "from the start" : "changed since her last page"}`,
      });
    }
    return {
      documents: new RawJson(`[${page.rows.map((row) => row.document).join(",")}]`),
      cursor: formatFeedCursor(page.position, restore),
      done: !page.full,
    };
  }

  /**
   * reportSupervisorViews: the views her phone made, each audited once as `supervisor.viewed`,
   * marked online or offline as the phone was when she opened the screen, with the client as a
   * keyed pseudonym (as client.erased names her), never a name. Only views of workers of her
   * deployment; answers how many were recorded.
   */
  async reportViews(identity: Identity, views: readonly SupervisorView[]): Promise<number> {
    const user = supervisorOf(identity);
    if (!user) throw new Forbidden("reportSupervisorViews: only a supervisor's own session reports her views");
    if (views.length > MAX_VIEWS) throw new BadInput(`views: at most ${MAX_VIEWS} a call`);
    const emails = await this.supervision.emailsIn(
      user.application,
      views.map((v) => v.workerId),
    );
    const secret = await this.pseudonymKey(user.application);
    const events: AuditEventInput[] = views.map((view, i) => {
      const email = emails.get(view.workerId);
      if (!email) throw new BadInput(`views[${i}].workerId: ${view.workerId} is no worker of your deployment`);
      const screen = view.screen.trim();
      if (screen.length === 0 || screen.length > MAX_SCREEN) throw new BadInput(`views[${i}].screen: 1 to ${MAX_SCREEN} characters`);
      if (view.clientUuid && view.clientUuid.length > MAX_UUID) throw new BadInput(`views[${i}].clientUuid: at most ${MAX_UUID} characters`);
      if (Number.isNaN(view.viewedAt.getTime())) throw new BadInput(`views[${i}].viewedAt: not a time`);
      const client = view.clientUuid ? `, client ${pseudonym(secret, `id:${view.clientUuid}`)}` : "";
      return {
        action: "supervisor.viewed",
        application: user.application,
        target: email,
        detail: `screen ${screen}${client}, viewed ${view.viewedAt.toISOString()}, ${view.online ? "online" : "offline"}`,
      };
    });
    if (events.length > 0) await this.audit.recordMany(identity, events);
    return events.length;
  }
}
