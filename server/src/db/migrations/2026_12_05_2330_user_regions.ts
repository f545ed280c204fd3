import type { Kysely } from "kysely";

/**
 * docs/operator-console.md, "Importing a team": the region of her deployment a worker works in, as
 * the team's file names it (the region's id in the deployment's regions); null when not told.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("region", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("region").execute();
}
