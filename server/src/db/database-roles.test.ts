import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import { sql, type Kysely } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createPostgresDatabase } from "../test-support/postgres-database.js";
import "../test-support/provided-context.js";
import { createWorker, graphql, startTestServer, TEST_ADMIN_TOKEN } from "../test-support/test-server.js";
import { openDatabase, type DatabaseHandle } from "./database.js";
import { grantRuntimeRole, rolePowers } from "./database-roles.repository.js";
import type { Database } from "./schema.js";

/** A connection string as `role` (the throwaway cluster trusts 127.0.0.1; the password is what a real one would check). */
function as(url: string, role: string): string {
  const named = new URL(url);
  named.username = role;
  named.password = `${role}-password`;
  return named.toString();
}

async function superuser(url: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The statement's error message, or "ran" when the role was allowed it. */
const refusal = (db: Kysely<Database>, statement: string) =>
  sql
    .raw(statement)
    .execute(db)
    .then(
      () => "ran",
      (error: Error) => error.message,
    );

/**
 * docs/SECURITY.md, "The database roles", on PostgreSQL: the migrations run as the schema's owner,
 * which grants the server's role its rows; the server then runs as that role, which owns nothing.
 * It cannot disable the audit log's trigger, set session_replication_role, truncate, update or
 * delete the log, or change the schema; the app works.
 */
describe("the server as a database role that owns nothing (PostgreSQL)", () => {
  const run = randomBytes(4).toString("hex");
  const [owner, app] = [`stepwise_owner_${run}`, `stepwise_app_${run}`];
  const clusterUrl = inject("postgresUrl");
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    await superuser(clusterUrl, [
      `create role ${owner} login password '${owner}-password' nosuperuser nocreatedb nocreaterole`,
      `create role ${app} login password '${app}-password' nosuperuser nocreatedb nocreaterole`,
    ]);
    database = await createPostgresDatabase(clusterUrl);
    // The owner role owns the database, so its public schema (pg_database_owner's since PostgreSQL 15).
    await superuser(database.url, [
      `alter database ${new URL(database.url).pathname.slice(1)} owner to ${owner}`,
      "revoke create on schema public from public",
    ]);
    handle = await openDatabase({
      databaseUrl: as(database.url, app),
      migrationDatabaseUrl: as(database.url, owner),
      dataDir: "unused",
      reportError: () => undefined,
    });
    server = await startTestServer(handle);
  });
  afterAll(async () => {
    await server?.close();
    await handle?.close();
    await database?.drop();
    await superuser(clusterUrl, [`drop role if exists ${app}`, `drop role if exists ${owner}`]);
  });

  it("runs the app as that role: a worker syncs, an operator's action is audited and read back", async () => {
    const { rows } = await sql<{ role: string }>`select current_user as role`.execute(handle.db);
    expect(rows[0]!.role).toBe(app);
    const worker = await createWorker(server.baseUrl);
    const install = randomUUID();
    const uuid = randomUUID();
    const synced = await graphql(
      server.baseUrl,
      "mutation($input: SyncBatchInput!) { sync(input: $input) { results { status } } }",
      { input: { appInstallId: install, entries: [{ clientMutationId: 1, table: "clients", uuid, client: { uuid, clientname: "Grace" } }] } },
      { authorization: `Bearer ${worker.token}`, "x-app-install-id": install },
    );
    expect(synced).toEqual({ data: { sync: { results: [{ status: "APPLIED" }] } } });
    const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
    const email = `roles-${run}@example.org`;
    const made = await graphql(
      server.baseUrl,
      "mutation($input: CreateUserInput!) { createUser(input: $input) { id } }",
      { input: { application: "default", email, name: "R" } },
      admin,
    );
    expect(made.errors).toBeUndefined();
    const audit = await graphql<{ auditEvents: { action: string; target: string }[] }>(
      server.baseUrl,
      "query($f: AuditFilter) { auditEvents(filter: $f) { action target } }",
      { f: { target: email } },
      admin,
    );
    expect(audit.data!.auditEvents).toEqual([{ action: "user.created", target: email }]);
    expect(await rolePowers(handle.db)).toEqual([]);
  });

  it("cannot disable the audit log's trigger, set session_replication_role, truncate, update or delete the log, or change the schema", async () => {
    expect(await refusal(handle.db, "alter table audit_events disable trigger all")).toBe("must be owner of table audit_events");
    expect(await refusal(handle.db, "set session_replication_role = replica")).toBe('permission denied to set parameter "session_replication_role"');
    expect(await refusal(handle.db, "truncate audit_events")).toBe("permission denied for table audit_events");
    expect(await refusal(handle.db, "update audit_events set detail = 'rewritten'")).toBe("permission denied for table audit_events");
    expect(await refusal(handle.db, "delete from audit_events")).toBe("permission denied for table audit_events");
    expect(await refusal(handle.db, "drop table audit_events")).toBe("must be owner of table audit_events");
    expect(await refusal(handle.db, "create table intruder (id int)")).toBe("permission denied for schema public");
    expect(await refusal(handle.db, "delete from kysely_migration")).toBe("permission denied for table kysely_migration");
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from audit_events`.execute(handle.db);
    expect(rows[0]!.n).toBeGreaterThan(0);
  });

  it("a database made before the roles (every table the superuser's) is handed to the owner by deploy/postgres-roles-upgrade.sql, and the server then runs as the role", async () => {
    const before = await createPostgresDatabase(clusterUrl);
    try {
      // Migrated as the superuser, as docker-compose.yml did until the roles.
      const old = await openDatabase({ databaseUrl: before.url, dataDir: "unused", reportError: () => undefined });
      await old.close();
      const upgrade = fs.readFileSync(new URL("../../../deploy/postgres-roles-upgrade.sql", import.meta.url), "utf8").replaceAll("stepwise_owner", owner);
      await superuser(before.url, [upgrade]);
      const upgraded = await openDatabase({
        databaseUrl: as(before.url, app),
        migrationDatabaseUrl: as(before.url, owner),
        dataDir: "unused",
        reportError: () => undefined,
      });
      try {
        expect(await rolePowers(upgraded.db)).toEqual([]);
        expect(await refusal(upgraded.db, "alter table audit_events disable trigger all")).toBe("must be owner of table audit_events");
        expect(await refusal(upgraded.db, "insert into throttle_events (key) values ('roles-upgrade')")).toBe("ran");
      } finally {
        await upgraded.close();
      }
      const asOwner = await openDatabase({ databaseUrl: as(before.url, owner), dataDir: "unused", reportError: () => undefined });
      try {
        const { rows } = await sql<{
          owners: string[];
        }>`select array_agg(distinct tableowner::text) as owners from pg_tables where schemaname = 'public'`.execute(asOwner.db);
        expect(rows[0]!.owners).toEqual([owner]);
      } finally {
        await asOwner.close();
      }
    } finally {
      await before.drop();
    }
  });

  it("a superuser, or the owner of the log, is named as able to bypass it; the owner is refused as the server's role", async () => {
    const ownerHandle = await openDatabase({ databaseUrl: as(database.url, owner), dataDir: "unused", reportError: () => undefined });
    try {
      expect(await rolePowers(ownerHandle.db)).toEqual(["it owns audit_events, so it can disable its trigger or truncate it"]);
      await expect(grantRuntimeRole(ownerHandle.db, owner)).rejects.toThrow(`the runtime role ${owner} is the schema's owner`);
    } finally {
      await ownerHandle.close();
    }
    const root = await openDatabase({ databaseUrl: database.url, dataDir: "unused", reportError: () => undefined });
    try {
      expect(await rolePowers(root.db)).toContain("it is a superuser, so it can set session_replication_role and skip every trigger");
    } finally {
      await root.close();
    }
  });
});
