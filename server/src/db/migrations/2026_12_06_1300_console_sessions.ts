import type { Kysely } from "kysely";

/**
 * docs/teams.md, "In the console": a supervisor's session at /admin is marked, so it reads her team
 * only (supervisedWorkers, supervisedRecords), is never a phone's session and acts as no install.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("auth_tokens")
    .addColumn("console", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("auth_tokens").dropColumn("console").execute();
}
