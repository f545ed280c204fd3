import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";

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
