import { sql, type Kysely } from "kysely";

/**
 * docs/operator-console.md: operator accounts (a role per user, and a disabled mark), and the
 * audit log of operator and security events, append-only in the database itself: a trigger
 * refuses every UPDATE and DELETE of its rows, whoever sends them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("role", "text", (col) => col.notNull().defaultTo("worker"))
    .addColumn("disabled_at", "timestamptz")
    .execute();
  await sql`alter table users add constraint users_role_known check (role in ('worker', 'operator-deployment', 'operator-all'))`.execute(db);
  await db.schema
    .createTable("audit_events")
    .addColumn("id", "bigserial", (col) => col.primaryKey())
    .addColumn("at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("actor_kind", "text", (col) => col.notNull())
    .addColumn("actor", "text")
    .addColumn("actor_user_id", "integer")
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("application", "text")
    .addColumn("target", "text")
    .addColumn("detail", "text")
    .addColumn("address", "text")
    .execute();
  await db.schema.createIndex("audit_events_application_id").on("audit_events").columns(["application", "id"]).execute();
  await sql`create function audit_events_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_events is append-only: % is refused', tg_op using errcode = 'insufficient_privilege';
    end
  $$`.execute(db);
  await sql`create trigger audit_events_append_only before update or delete on audit_events
    for each row execute function audit_events_append_only()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger audit_events_append_only on audit_events`.execute(db);
  await sql`drop function audit_events_append_only()`.execute(db);
  await db.schema.dropTable("audit_events").execute();
  await sql`alter table users drop constraint users_role_known`.execute(db);
  await db.schema.alterTable("users").dropColumn("role").dropColumn("disabled_at").execute();
}
