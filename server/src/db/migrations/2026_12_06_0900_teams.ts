import { sql, type Kysely } from "kysely";

/**
 * docs/teams.md: teams within a deployment, each with an area (the id of one of the deployment's
 * regions, null when not given), and who is in each: a worker is in at most one team as a worker,
 * and a supervisor supervises any number of teams of her deployment.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("teams")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("application", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("area", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index teams_application_name on teams (application, lower(name))`.execute(db);
  await db.schema
    .createTable("team_members")
    .addColumn("team_id", "integer", (c) => c.notNull().references("teams.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('worker', 'supervisor')`))
    .addColumn("added_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("team_members_pkey", ["team_id", "user_id"])
    .execute();
  await sql`create unique index team_members_one_team_per_worker on team_members (user_id) where role = 'worker'`.execute(db);
  await sql`create index team_members_supervisor on team_members (user_id, team_id) where role = 'supervisor'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("team_members").execute();
  await db.schema.dropTable("teams").execute();
}
