import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("application", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index users_email_key on users (lower(email))`.execute(db);

  await db.schema
    .createTable("auth_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("last_used_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("revoked_at", "timestamptz")
    .execute();

  await db.schema
    .createTable("app_installs")
    .addColumn("uuid", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("application", "text")
    .addColumn("platform", "text")
    .addColumn("useragent", "text")
    .addColumn("app_specifics", "jsonb")
    .addColumn("registered_at", "timestamptz")
    .addColumn("last_mutation_id", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await sql`create sequence dataversion_seq`.execute(db);

  await db.schema
    .createTable("records")
    .addColumn("table_name", "text", (c) => c.notNull())
    .addColumn("uuid", "text", (c) => c.notNull())
    .addColumn("owner_user_id", "integer", (c) => c.references("users.id"))
    .addColumn("owner_install_id", "text")
    .addColumn("application", "text")
    .addColumn("dataversion", "bigint", (c) => c.notNull())
    .addColumn("content", "jsonb", (c) => c.notNull())
    .addColumn("last_install_id", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .addColumn("deleted_at", "timestamptz")
    .addPrimaryKeyConstraint("records_pkey", ["table_name", "uuid"])
    .addCheckConstraint("records_has_owner", sql`owner_user_id is not null or owner_install_id is not null`)
    .execute();
  await db.schema.createIndex("records_user_feed").on("records").columns(["owner_user_id", "dataversion"]).execute();
  await db.schema.createIndex("records_install_feed").on("records").columns(["owner_install_id", "dataversion"]).execute();

  await db.schema
    .createTable("record_history")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("table_name", "text", (c) => c.notNull())
    .addColumn("uuid", "text", (c) => c.notNull())
    .addColumn("dataversion", "bigint", (c) => c.notNull())
    .addColumn("content", "jsonb", (c) => c.notNull())
    .addColumn("deleted_at", "timestamptz")
    .addColumn("changed_by_user_id", "integer")
    .addColumn("changed_by_install_id", "text")
    .addColumn("replaced_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("record_history_record").on("record_history").columns(["table_name", "uuid"]).execute();

  await db.schema
    .createTable("sync_mutations")
    .addColumn("install_id", "text", (c) => c.notNull())
    .addColumn("client_mutation_id", "bigint", (c) => c.notNull())
    .addColumn("table_name", "text", (c) => c.notNull())
    .addColumn("uuid", "text", (c) => c.notNull())
    .addColumn("dataversion", "bigint", (c) => c.notNull())
    .addColumn("applied_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("sync_mutations_pkey", ["install_id", "client_mutation_id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["sync_mutations", "record_history", "records", "app_installs", "auth_tokens", "users"]) {
    await db.schema.dropTable(table).execute();
  }
  await sql`drop sequence dataversion_seq`.execute(db);
}
