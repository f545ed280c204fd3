import { sql, type Kysely } from "kysely";
import type { Database, TeamRole, UserRow } from "../../db/schema.js";

/** A team as its row holds it (docs/teams.md, "Teams and areas"). */
export interface TeamRow {
  id: number;
  application: string;
  name: string;
  area: string | null;
}

/** docs/teams.md: the one team a worker is in as a worker, or undefined when she is in none. */
export async function teamOfWorker(db: Kysely<Database>, userId: number): Promise<TeamRow | undefined> {
  return db
    .selectFrom("team_members")
    .innerJoin("teams", "teams.id", "team_members.team_id")
    .select(["teams.id", "teams.application", "teams.name", "teams.area"])
    .where("team_members.user_id", "=", userId)
    .where("team_members.role", "=", "worker")
    .executeTakeFirst();
}

/**
 * docs/teams.md, "What a supervisor may read": the workers of every team she supervises, each once,
 * in id order; never herself (a supervisor who is also a worker of a team she supervises).
 */
export async function supervisedWorkerIds(db: Kysely<Database>, supervisorUserId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("team_members as worker")
    .innerJoin("team_members as supervisor", "supervisor.team_id", "worker.team_id")
    .select("worker.user_id")
    .distinct()
    .where("supervisor.user_id", "=", supervisorUserId)
    .where("supervisor.role", "=", "supervisor")
    .where("worker.role", "=", "worker")
    .where("worker.user_id", "<>", supervisorUserId)
    .orderBy("worker.user_id")
    .execute();
  return rows.map((row) => row.user_id);
}

/**
 * docs/teams.md, "Her default region": her account's own region (the team's file named it), else
 * her team's area; null when neither.
 */
export async function defaultRegionOf(db: Kysely<Database>, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom("users")
    .leftJoin("team_members", (join) => join.onRef("team_members.user_id", "=", "users.id").on("team_members.role", "=", "worker"))
    .leftJoin("teams", "teams.id", "team_members.team_id")
    .select(["users.region", "teams.area"])
    .where("users.id", "=", userId)
    .executeTakeFirst();
  return row?.region ?? row?.area ?? null;
}

/** A member of a team as the console shows her. */
export interface TeamMemberRow {
  team_id: number;
  user_id: number;
  role: TeamRole;
  name: string;
  email: string;
}

/** The account a member would be, as the rules judge it (docs/teams.md, "Teams and areas"). */
export type MemberAccount = Pick<UserRow, "id" | "application" | "email" | "name" | "role">;

/** docs/teams.md, "Teams and areas": a deployment's teams and who is in each, read and written for its operators. */
export class TeamsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The teams of one deployment (or of every one, with null), by name without regard to case. */
  async teams(application: string | null): Promise<TeamRow[]> {
    let query = this.db.selectFrom("teams").select(["id", "application", "name", "area"]);
    if (application !== null) query = query.where("application", "=", application);
    return query
      .orderBy(sql`lower(name)`)
      .orderBy("id")
      .execute();
  }

  async team(id: number): Promise<TeamRow | undefined> {
    return this.db.selectFrom("teams").select(["id", "application", "name", "area"]).where("id", "=", id).executeTakeFirst();
  }

  /** The deployment's team of that name, whatever its letters' case, but for `except`. */
  async teamNamed(application: string, name: string, except: number | null): Promise<TeamRow | undefined> {
    let query = this.db
      .selectFrom("teams")
      .select(["id", "application", "name", "area"])
      .where("application", "=", application)
      .where(sql<string>`lower(name)`, "=", name.toLowerCase());
    if (except !== null) query = query.where("id", "<>", except);
    return query.executeTakeFirst();
  }

  async insert(team: Omit<TeamRow, "id">): Promise<TeamRow> {
    return this.db.insertInto("teams").values(team).returning(["id", "application", "name", "area"]).executeTakeFirstOrThrow();
  }

  async update(id: number, changes: { name?: string; area?: string | null }): Promise<void> {
    await this.db.updateTable("teams").set(changes).where("id", "=", id).execute();
  }

  /** Deletes the team; its members' rows go with it (the table's cascade). */
  async delete(id: number): Promise<void> {
    await this.db.deleteFrom("teams").where("id", "=", id).execute();
  }

  /** The members of these teams, by name without regard to case. */
  async members(teamIds: number[]): Promise<TeamMemberRow[]> {
    if (teamIds.length === 0) return [];
    return this.db
      .selectFrom("team_members")
      .innerJoin("users", "users.id", "team_members.user_id")
      .select(["team_members.team_id", "team_members.user_id", "team_members.role", "users.name", "users.email"])
      .where("team_members.team_id", "in", teamIds)
      .orderBy(sql`lower(users.name)`)
      .orderBy("users.id")
      .execute();
  }

  /** docs/teams.md: the one team she is a worker of. */
  workerTeam(userId: number): Promise<TeamRow | undefined> {
    return teamOfWorker(this.db, userId);
  }

  async account(userId: number): Promise<MemberAccount | undefined> {
    return this.db.selectFrom("users").select(["id", "application", "email", "name", "role"]).where("id", "=", userId).executeTakeFirst();
  }

  async membership(teamId: number, userId: number): Promise<TeamRole | undefined> {
    const row = await this.db.selectFrom("team_members").select("role").where("team_id", "=", teamId).where("user_id", "=", userId).executeTakeFirst();
    return row?.role;
  }

  /** Puts her in the team with that role (a row of hers in the team already takes the role). */
  async setMember(teamId: number, userId: number, role: TeamRole): Promise<void> {
    await this.db
      .insertInto("team_members")
      .values({ team_id: teamId, user_id: userId, role })
      .onConflict((c) => c.columns(["team_id", "user_id"]).doUpdateSet({ role }))
      .execute();
  }

  async removeMember(teamId: number, userId: number): Promise<boolean> {
    const result = await this.db.deleteFrom("team_members").where("team_id", "=", teamId).where("user_id", "=", userId).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  /** The region ids and names of every deployment row of the identifier (a deployment may have several hosts). */
  async regions(application: string): Promise<Array<{ id: string; name: string }>> {
    const rows = await this.db.selectFrom("applications").select("regions").where("app_identifier", "=", application).orderBy("id").execute();
    const found = new Map<string, string>();
    for (const row of rows)
      for (const region of Array.isArray(row.regions) ? row.regions : []) {
        const id = textOf(region.id);
        if (id !== "" && !found.has(id)) found.set(id, textOf(region.name));
      }
    return [...found].map(([id, name]) => ({ id, name }));
  }
}

/** A region's id or name as text: the seed writes ids as text, an older record may hold a number. */
function textOf(value: unknown): string {
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}
