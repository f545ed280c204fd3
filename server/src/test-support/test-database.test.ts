import { sql, type Insertable, type Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import type { Database } from "../db/schema.js";
import { databaseKinds, useTestDatabase } from "./test-database.js";

/** The tables of the migrated schema, read from the catalogue; Kysely's migration bookkeeping aside. */
async function catalogueTables(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not in ('kysely_migration', 'kysely_migration_lock')
    order by table_name`.execute(db);
  return rows.map((row) => row.table_name);
}

async function rowCounts(db: Kysely<Database>, tables: readonly string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await sql<{ count: number }>`select count(*)::int as count from ${sql.table(table)}`.execute(db);
    counts[table] = rows[0]!.count;
  }
  return counts;
}

/** The tables the planner holds statistics of (ANALYZE made them; a new database has none). */
async function analyzedTables(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ tablename: string }>`select distinct tablename from pg_stats where schemaname = current_schema() order by tablename`.execute(db);
  return rows.map((row) => row.tablename);
}

type OtherTables = Exclude<keyof Database, "users" | "applications">;

/**
 * One row in every table of db/schema.ts: a table a migration adds must get its row here (the
 * mapped type asks for it once schema.ts names it; the first test, once the catalogue holds it).
 */
async function fillEveryTable(db: Kysely<Database>): Promise<string[]> {
  const user = await db
    .insertInto("users")
    .values({ application: "default", email: "left@example.org", name: "Left Behind", password_hash: "x" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const application = await db
    .insertInto("applications")
    .values({
      app_identifier: "default",
      host: "left.example.org",
      app_title: "Left",
      login: false,
      version: "1",
      metadata: "{}",
      languages: "[]",
      regions: "[]",
      forms: "[]",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const content = JSON.stringify({ uuid: "left-1" });
  const rows: { [T in OtherTables]: Insertable<Database[T]> } = {
    throttle_events: { key: "left" },
    audit_events: {
      actor_kind: "anyone",
      actor: null,
      actor_user_id: null,
      action: "operator.login-failed",
      application: null,
      target: null,
      detail: null,
      address: null,
    },
    reporting_tokens: { token_hash: "h", application: "default", label: "left behind", revoked_at: null },
    reporting_pseudonym_keys: { application: "default", secret: "s" },
    erased_records: { uuid: "left-1", application: "default" },
    restores: { id: "left-1", backup_made_at: null, restored_through: 1, resumed_from: 2 },
    login_tokens: { token_hash: "h", user_id: user.id, expires_at: new Date(), used_at: null },
    password_requests: { email: "left@example.org", user_id: user.id, answered_at: null },
    content_items: { application_id: application.id, kind: "article", key: "left", content: "{}" },
    content_seed_marks: { application_id: application.id, kind: "article", key: "left", language: "en" },
    content_releases: { application_id: application.id, number: 1, note: "left", published_by: "seed", rolled_back_to: null, settings: "{}" },
    // The first release of an emptied database (its identity restarts at 1).
    content_release_items: { release_id: 1, kind: "article", key: "left", language: "en", content: "{}" },
    content_drafts: { application_id: application.id, base_release: 1, settings: "{}", updated_by: null },
    content_draft_items: { application_id: application.id, kind: "article", key: "left", language: "en", content: "{}" },
    content_preview_tickets: { token_hash: "h", application_id: application.id, minted_by: "left", expires_at: new Date() },
    error_logs: { app_id: null, date: null, error: "{}", user_id: null, install_id: null },
    app_usage: { app_id: null, date: "2026-01-01", screen: "home", visits: 1, user_id: null, install_id: null },
    auth_tokens: { token_hash: "h", user_id: user.id, revoked_at: null },
    app_installs: { uuid: "left-install", user_id: user.id, application: "default", platform: null, useragent: null, app_specifics: null, registered_at: null },
    records: {
      table_name: "clients",
      uuid: "left-1",
      owner_user_id: user.id,
      owner_install_id: null,
      application: "default",
      dataversion: 1,
      content,
      last_install_id: null,
      updated_at: new Date(),
      deleted_at: null,
    },
    record_history: { table_name: "clients", uuid: "left-1", dataversion: 1, content, deleted_at: null, changed_by_user_id: null, changed_by_install_id: null },
    sync_mutations: { install_id: "left-install", client_mutation_id: 1, table_name: "clients", uuid: "left-1", dataversion: 1 },
    teams: { application: "default", name: "Left", area: null },
    // The first team of an emptied database (its identity restarts at 1).
    team_members: { team_id: 1, user_id: user.id, role: "worker" },
    transferred_records: {
      table_name: "clients",
      uuid: "left-1",
      dataversion: 2,
      application: "default",
      client_uuid: "left-1",
      from_user_id: user.id,
      to_user_id: user.id,
      feed_xid: "0",
    },
  };
  for (const [table, row] of Object.entries(rows))
    await db
      .insertInto(table as OtherTables)
      .values(row)
      .execute();
  return ["users", "applications", ...Object.keys(rows)].sort();
}

describe.each(databaseKinds)("the test database on %s", (kind) => {
  const database = useTestDatabase(kind);

  // The two tests run in order: the first leaves a row in every table, the second finds none.
  it("takes a row in every table of the migrated schema (reporting_pseudonym_keys and reporting_tokens among them)", async () => {
    const { db } = database.handle;
    const tables = await catalogueTables(db);
    expect(tables).toContain("reporting_tokens");
    expect(tables).toContain("reporting_pseudonym_keys");
    expect(await fillEveryTable(db)).toEqual(tables);
    expect(Object.values(await rowCounts(db, tables))).toEqual(tables.map(() => 1));
  });

  it("is emptied before each test, every table the migrations made", async () => {
    const { db } = database.handle;
    const tables = await catalogueTables(db);
    expect(await rowCounts(db, tables)).toEqual(Object.fromEntries(tables.map((table) => [table, 0])));
  });
});

// A finished describe leaves its PGlite database for the next one of the worker: the next finds it
// empty, with every table and the dataversion sequence as a new database has them.
describe("a PGlite database used again by the next describe", () => {
  let first: Kysely<Database> | undefined;
  describe("the first user", () => {
    const database = useTestDatabase("pglite");
    it("leaves a row in every table, the planner's statistics of them and a used dataversion sequence", async () => {
      first = database.handle.db;
      await fillEveryTable(first);
      await sql`analyze`.execute(first);
      expect(await analyzedTables(first)).toContain("records");
      await sql`select nextval('dataversion_seq')`.execute(first);
      await sql`select nextval('dataversion_seq')`.execute(first);
    });
  });
  describe("the next user", () => {
    const database = useTestDatabase("pglite");
    it("gets the same database, emptied, with no statistics, its sequence starting again at 1", async () => {
      const { db } = database.handle;
      expect(db).toBe(first);
      const tables = await catalogueTables(db);
      expect(await rowCounts(db, tables)).toEqual(Object.fromEntries(tables.map((table) => [table, 0])));
      expect(await analyzedTables(db)).toEqual([]);
      const { rows: sizes } = await sql<{ relname: string }>`select relname from pg_class
        where relnamespace = current_schema()::regnamespace and relkind = 'r' and reltuples <> -1`.execute(db);
      expect(sizes).toEqual([]);
      const { rows } = await sql<{ next: number }>`select nextval('dataversion_seq')::int as next`.execute(db);
      expect(rows[0]!.next).toBe(1);
    });
  });
});
