import type { Kysely } from "kysely";
import type { Identity } from "../../auth/identity.js";
import { inScope, isOperatorRole, operatorScope, type OperatorScope } from "../../auth/operator.js";
import type { Database, TeamRole } from "../../db/schema.js";
import { BadInput, Forbidden, NotFound } from "../../errors.js";
import { AuditRepository } from "../audit/audit.repository.js";
import { AuditLog, type AuditEventInput } from "../audit/audit.service.js";
import { defaultRegionOf, TeamsRepository, type TeamMemberRow, type TeamRow } from "./teams.repository.js";

/** The longest name a team may have. */
export const MAX_TEAM_NAME = 80;

/** A team with its area's name and its members, as operators see it (docs/teams.md, "Teams and areas"). */
export interface TeamView extends TeamRow {
  areaName: string | null;
  workers: TeamMemberRow[];
  supervisors: TeamMemberRow[];
}

/** What one change does inside its transaction: the team it answers and the events it leaves. */
type Change = (teams: TeamsRepository) => Promise<{ teamId: number; events: AuditEventInput[] }>;

/**
 * docs/teams.md, "Teams and areas": an operator's teams, within her deployment only (an operator of
 * every deployment names the one). Every change is audited in the transaction that makes it.
 */
export class TeamsService {
  constructor(
    private readonly db: Kysely<Database>,
    /** The deployments accounts may belong to (auth.service.ts's list). */
    private readonly deployments: () => Promise<string[]>,
  ) {}

  /** docs/teams.md, "Her default region": her account's region, else her team's area. */
  defaultRegion(userId: number): Promise<string | null> {
    return defaultRegionOf(this.db, userId);
  }

  /** The deployment's teams; an operator of every deployment sees every one's when she names none. */
  async list(identity: Identity, application: string | null | undefined): Promise<TeamView[]> {
    const scope = operatorScope(identity, "teams");
    const deployment = await this.deploymentOf(scope, application, "teams", false);
    const teams = new TeamsRepository(this.db);
    return this.views(teams, await teams.teams(deployment));
  }

  async create(identity: Identity, input: { application?: string | null; name: string; area?: string | null }): Promise<TeamView> {
    const scope = operatorScope(identity, "createTeam");
    const application = (await this.deploymentOf(scope, input.application, "createTeam", true))!;
    return this.change(identity, async (teams) => {
      const name = await checkedName(teams, application, input.name, null);
      const area = await checkedArea(teams, application, input.area);
      const team = await teams.insert({ application, name, area });
      const events: AuditEventInput[] = [{ action: "team.created", application, target: name, detail: area === null ? null : `area ${area}` }];
      return { teamId: team.id, events };
    });
  }

  async update(identity: Identity, input: { teamId: number; name?: string | null; area?: string | null }): Promise<TeamView> {
    const scope = operatorScope(identity, "updateTeam");
    return this.change(identity, async (teams) => {
      const team = await teamInScope(teams, scope, input.teamId);
      const events: AuditEventInput[] = [];
      const changes: { name?: string; area?: string | null } = {};
      if (input.name != null && input.name.trim() !== team.name) {
        changes.name = await checkedName(teams, team.application, input.name, team.id);
        events.push({ action: "team.renamed", application: team.application, target: changes.name, detail: `was ${team.name}` });
      }
      if (input.area !== undefined) {
        const area = await checkedArea(teams, team.application, input.area);
        if (area !== team.area) {
          changes.area = area;
          const target = changes.name ?? team.name;
          events.push({ action: "team.area-set", application: team.application, target, detail: `area ${area ?? "none"} (was ${team.area ?? "none"})` });
        }
      }
      if (events.length > 0) await teams.update(team.id, changes);
      return { teamId: team.id, events };
    });
  }

  /** Deletes the team; its members are in no team by it any more. */
  async delete(identity: Identity, teamId: number): Promise<boolean> {
    const scope = operatorScope(identity, "deleteTeam");
    return this.db.transaction().execute(async (trx) => {
      const teams = new TeamsRepository(trx);
      const team = await teamInScope(teams, scope, teamId);
      const members = await teams.members([team.id]);
      await teams.delete(team.id);
      const workers = members.filter((m) => m.role === "worker").length;
      await new AuditLog(new AuditRepository(trx)).record(identity, {
        action: "team.deleted",
        application: team.application,
        target: team.name,
        detail: `${workers} worker(s), ${members.length - workers} supervisor(s)`,
      });
      return true;
    });
  }

  /** Puts a worker's account in the team as worker (moving her from another team) or supervisor. */
  async setMember(identity: Identity, input: { teamId: number; userId: number; role: TeamRole }): Promise<TeamView> {
    const scope = operatorScope(identity, "setTeamMember");
    return this.change(identity, async (teams) => {
      const team = await teamInScope(teams, scope, input.teamId);
      const account = await teams.account(input.userId);
      if (!account || account.application !== team.application)
        throw new BadInput(`userId: user ${input.userId} is not an account of ${team.application}, the team's deployment`);
      if (isOperatorRole(account.role))
        throw new BadInput(`userId: ${account.email} is an operator; only a worker's account is put in a team (as worker or supervisor)`);
      const before = await teams.membership(team.id, account.id);
      let detail = `${input.role} of ${team.name}`;
      if (input.role === "worker") {
        const previous = await teams.workerTeam(account.id);
        if (previous && previous.id !== team.id) {
          await teams.removeMember(previous.id, account.id);
          detail += ` (moved from ${previous.name})`;
        }
      }
      if (before === input.role) return { teamId: team.id, events: [] };
      if (before) detail += ` (was ${before})`;
      await teams.setMember(team.id, account.id, input.role);
      return { teamId: team.id, events: [{ action: "team.member-set", application: team.application, target: account.email, detail }] };
    });
  }

  async removeMember(identity: Identity, teamId: number, userId: number): Promise<TeamView> {
    const scope = operatorScope(identity, "removeTeamMember");
    return this.change(identity, async (teams) => {
      const team = await teamInScope(teams, scope, teamId);
      const role = await teams.membership(team.id, userId);
      const account = await teams.account(userId);
      if (!role || !account) throw new NotFound(`userId: user ${userId} is not in team ${team.name}`);
      await teams.removeMember(team.id, userId);
      return {
        teamId: team.id,
        events: [{ action: "team.member-removed", application: team.application, target: account.email, detail: `${role} of ${team.name}` }],
      };
    });
  }

  /** Runs a change in one transaction with its audit events; answers the team as it then is. */
  private async change(identity: Identity, change: Change): Promise<TeamView> {
    return this.db.transaction().execute(async (trx) => {
      const teams = new TeamsRepository(trx);
      const { teamId, events } = await change(teams).catch(namedDuplicate);
      if (events.length > 0) await new AuditLog(new AuditRepository(trx)).recordMany(identity, events);
      const [view] = await this.views(teams, [(await teams.team(teamId))!]);
      return view!;
    });
  }

  private async views(teams: TeamsRepository, rows: TeamRow[]): Promise<TeamView[]> {
    const members = await teams.members(rows.map((row) => row.id));
    const regions = new Map<string, Map<string, string>>();
    for (const application of new Set(rows.map((row) => row.application)))
      regions.set(application, new Map((await teams.regions(application)).map((r) => [r.id, r.name])));
    return rows.map((row) => {
      const mine = members.filter((m) => m.team_id === row.id);
      return {
        ...row,
        areaName: row.area === null ? null : (regions.get(row.application)?.get(row.area) ?? null),
        workers: mine.filter((m) => m.role === "worker"),
        supervisors: mine.filter((m) => m.role === "supervisor"),
      };
    });
  }

  /** The deployment a call is about: the operator's own, or the one an operator of every deployment names. */
  private async deploymentOf(scope: OperatorScope, named: string | null | undefined, what: string, required: boolean): Promise<string | null> {
    const wanted = named?.trim() || null;
    if (scope.application !== null) {
      if (wanted !== null && wanted.toLowerCase() !== scope.application.toLowerCase())
        throw new Forbidden(`${what}: "${wanted}" is not your deployment; you operate ${scope.application}`);
      return scope.application;
    }
    if (wanted === null) {
      if (required) throw new BadInput(`${what}.application: give the deployment (you operate every one)`);
      return null;
    }
    const known = await this.deployments();
    const match = known.find((id) => id.toLowerCase() === wanted.toLowerCase());
    if (!match) throw new BadInput(`${what}.application: no deployment "${wanted}"; the deployments are ${known.join(", ")}`);
    return match;
  }
}

/** The team if it is the operator's to see: another deployment's is answered as no team. */
async function teamInScope(teams: TeamsRepository, scope: OperatorScope, teamId: number): Promise<TeamRow> {
  const team = await teams.team(teamId);
  if (!team || !inScope(scope, team.application)) throw new NotFound(`teamId: no team ${teamId}`);
  return team;
}

async function checkedName(teams: TeamsRepository, application: string, name: string, except: number | null): Promise<string> {
  const trimmed = name.trim();
  if (trimmed === "") throw new BadInput("name: a team needs a name");
  if (trimmed.length > MAX_TEAM_NAME) throw new BadInput(`name: must be at most ${MAX_TEAM_NAME} characters`);
  const same = await teams.teamNamed(application, trimmed, except);
  if (same) throw duplicate(application, same.name);
  return trimmed;
}

const duplicate = (application: string, name: string) => new BadInput(`name: ${application} already has a team "${name}"; give another name`);

/** Two operators naming a team alike at once: the database's unique index refuses the second, answered as the check would. */
function namedDuplicate(error: unknown): never {
  if (error instanceof Error && error.message.includes("teams_application_name"))
    throw new BadInput("name: the deployment already has a team of that name; give another name");
  throw error;
}

/** The area as stored: null for none (null or ""), else one of the deployment's region ids. */
async function checkedArea(teams: TeamsRepository, application: string, area: string | null | undefined): Promise<string | null> {
  const wanted = area?.trim() || null;
  if (wanted === null) return null;
  const regions = await teams.regions(application);
  if (regions.some((region) => region.id === wanted)) return wanted;
  const named = regions.map((region) => `${region.id} (${region.name})`).join(", ");
  throw new BadInput(`area: "${wanted}" is not a region of ${application}; ${named === "" ? "it has no regions" : `its regions are ${named}`}`);
}
