import { sql, type Kysely } from "kysely";

/**
 * docs/operator-console.md, "Content, drafts and releases": every deployment's content as numbered
 * releases (settings and items, each a whole copy), one draft per deployment that operators edit,
 * and the preview tickets that let a phone-sized frame read a draft (stored hashed, 30 minutes).
 * content_items and the applications row stay the live copy of the latest release.
 * Every deployment already there gets its release 1 from its live content (note "First release",
 * published by "seed"), so an upgraded database behaves like a fresh one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("content_releases")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("application_id", "integer", (c) => c.notNull().references("applications.id").onDelete("cascade"))
    .addColumn("number", "integer", (c) => c.notNull())
    .addColumn("note", "text", (c) => c.notNull())
    .addColumn("published_by", "text", (c) => c.notNull())
    .addColumn("published_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("rolled_back_to", "integer")
    .addColumn("settings", "jsonb", (c) => c.notNull())
    .addUniqueConstraint("content_releases_number_key", ["application_id", "number"])
    .execute();
  await db.schema
    .createTable("content_release_items")
    .addColumn("release_id", "integer", (c) => c.notNull().references("content_releases.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("content", "jsonb", (c) => c.notNull())
    .addPrimaryKeyConstraint("content_release_items_pkey", ["release_id", "kind", "key", "language"])
    .execute();
  await db.schema
    .createTable("content_drafts")
    .addColumn("application_id", "integer", (c) => c.primaryKey().references("applications.id").onDelete("cascade"))
    .addColumn("base_release", "integer", (c) => c.notNull())
    .addColumn("settings", "jsonb", (c) => c.notNull())
    .addColumn("updated_by", "text")
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable("content_draft_items")
    .addColumn("application_id", "integer", (c) => c.notNull().references("content_drafts.application_id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("content", "jsonb", (c) => c.notNull())
    .addPrimaryKeyConstraint("content_draft_items_pkey", ["application_id", "kind", "key", "language"])
    .execute();
  await db.schema
    .createTable("content_preview_tickets")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("application_id", "integer", (c) => c.notNull().references("applications.id").onDelete("cascade"))
    .addColumn("minted_by", "text", (c) => c.notNull())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .execute();

  await sql`insert into content_releases (application_id, number, note, published_by, settings)
    select id, 1, 'First release', 'seed', jsonb_build_object('app_title', app_title, 'login', login, 'metadata', metadata,
      'languages', languages, 'regions', regions, 'forms', forms)
    from applications`.execute(db);
  await sql`insert into content_release_items (release_id, kind, key, language, content)
    select r.id, i.kind, i.key, i.language, i.content from content_items i join content_releases r on r.application_id = i.application_id`.execute(db);
  await sql`update applications set content_version = 1`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["content_preview_tickets", "content_draft_items", "content_drafts", "content_release_items", "content_releases"])
    await db.schema.dropTable(table).execute();
}
