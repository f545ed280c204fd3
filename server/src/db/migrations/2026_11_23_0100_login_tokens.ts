import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("auth_tokens")
    .addColumn("expires_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now() + interval '90 days'`))
    .execute();

  await db.schema
    .createTable("login_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("used_at", "timestamptz")
    .execute();

  await db.schema
    .createTable("password_requests")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("requested_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("answered_at", "timestamptz")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("password_requests").execute();
  await db.schema.dropTable("login_tokens").execute();
  await db.schema.alterTable("auth_tokens").dropColumn("expires_at").execute();
}
