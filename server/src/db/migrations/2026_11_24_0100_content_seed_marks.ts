import type { Kysely } from "kysely";

/**
 * docs/decisions/0001-the-workers-language.md: content the release ships reaches databases seeded by an earlier release. A mark per
 * seeded item (kind, key, language) of a deployment: a start adds the shipped items that were never
 * seeded, and an item once seeded is never added again, so an operator's deletion stays deleted.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("content_seed_marks")
    .addColumn("application_id", "integer", (c) => c.notNull().references("applications.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("content_seed_marks_pkey", ["application_id", "kind", "key", "language"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("content_seed_marks").execute();
}
