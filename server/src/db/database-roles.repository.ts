import { sql, type Kysely } from "kysely";
import type { Database } from "./schema.js";

/**
 * docs/SECURITY.md, "The database roles": what the server's runtime role may do, granted by the
 * schema's owner after the migrations: read and write the rows of every table and draw from every
 * sequence, nothing more. It owns nothing, so it can neither alter a table nor disable a trigger;
 * as no superuser it cannot set session_replication_role. The audit log it may only read and append
 * to, the migrations' bookkeeping only read.
 */
export async function grantRuntimeRole(owner: Kysely<Database>, role: string): Promise<void> {
  const { rows } = await sql<{ schema: string; me: string }>`select current_schema() as schema, current_user as me`.execute(owner);
  const { schema, me } = rows[0]!;
  if (role === me) throw new Error(`the runtime role ${role} is the schema's owner: give DATABASE_URL a role that owns nothing`);
  const [on, to] = [sql.id(schema), sql.id(role)];
  await sql`grant usage on schema ${on} to ${to}`.execute(owner);
  await sql`grant select, insert, update, delete on all tables in schema ${on} to ${to}`.execute(owner);
  await sql`grant usage, select on all sequences in schema ${on} to ${to}`.execute(owner);
  await sql`revoke update, delete, truncate, references, trigger on ${on}.audit_events from ${to}`.execute(owner);
  await sql`revoke insert, update, delete, truncate, references, trigger on ${on}.kysely_migration, ${on}.kysely_migration_lock from ${to}`.execute(owner);
}

/** The role a connection runs as. */
export async function currentRole(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ role: string }>`select current_user as role`.execute(db);
  return rows[0]!.role;
}

/**
 * Why the server's own role could bypass the audit log's trigger (docs/SECURITY.md, "The database roles"):
 * a superuser (session_replication_role) or the owner of audit_events (disable trigger, truncate);
 * empty when it can do neither.
 */
export async function rolePowers(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ superuser: boolean; owns: boolean }>`select
      (select rolsuper from pg_roles where rolname = current_user) as superuser,
      coalesce((select pg_has_role(current_user, tableowner, 'USAGE') from pg_tables
        where schemaname = current_schema() and tablename = 'audit_events'), false) as owns`.execute(db);
  const { superuser, owns } = rows[0]!;
  return [
    ...(superuser ? ["it is a superuser, so it can set session_replication_role and skip every trigger"] : []),
    ...(owns ? ["it owns audit_events, so it can disable its trigger or truncate it"] : []),
  ];
}
