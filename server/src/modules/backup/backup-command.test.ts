import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import "../../test-support/provided-context.js";
import { useTestDatabase } from "../../test-support/test-database.js";
import { startTestServer, TEST_ADMIN_TOKEN } from "../../test-support/test-server.js";
import { readBackupManifest } from "./backup-file.js";
import { runBackupCommand } from "./backup-command.js";
import { databaseUrl } from "./test-database-url.fixture.js";
import { listBackups } from "./backup-store.js";
import { writeServerMark } from "./running-server.js";

// docs/operating.md, "Backing up": `npm run backup`, its refusals and where it makes the backup.

const PASSPHRASE = "the command test's passphrase";
const roots: string[] = [];
afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

function folder(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-backup-command-"));
  roots.push(root);
  return root;
}

async function run(env: Record<string, string>, args: string[] = []) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runBackupCommand({ LOG_LEVEL: "silent", ...env }, args, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out, err };
}

/** A PGlite data directory as a server leaves it: the migrated database, closed. */
async function pgliteFolder(): Promise<string> {
  const dataDir = path.join(folder(), "data");
  fs.mkdirSync(dataDir);
  const db = await PGlite.create(path.join(dataDir, "pgdata"), { loadDataDir: new Blob([fs.readFileSync(inject("pgliteSnapshotFile"))]) });
  await db.close();
  return dataDir;
}

describe("npm run backup on PGlite", () => {
  it("refuses to run without BACKUP_PASSPHRASE, naming it", async () => {
    const dir = folder();
    const result = await run({ DATA_DIR: path.join(dir, "data"), BACKUP_DIR: path.join(dir, "backups") });
    expect(result.code).toBe(2);
    expect(result.err).toEqual([expect.stringMatching(/^BACKUP_PASSPHRASE is not set: backups are encrypted with it\./)]);
    expect(fs.existsSync(path.join(dir, "backups"))).toBe(false);
  });

  it("refuses a data directory with no database, saying which", async () => {
    const dir = folder();
    const result = await run({ BACKUP_PASSPHRASE: PASSPHRASE, DATA_DIR: path.join(dir, "none"), BACKUP_DIR: path.join(dir, "backups") });
    expect(result).toEqual({
      code: 2,
      out: [],
      err: [`no database in ${path.join(dir, "none", "pgdata")}: set DATA_DIR to the server's (default ./data), or DATABASE_URL for PostgreSQL`],
    });
  });

  it("backs up a folder no server holds, and records backup.made as npm run backup in it", async () => {
    const dataDir = await pgliteFolder();
    const backups = path.join(path.dirname(dataDir), "backups");
    const result = await run({ BACKUP_PASSPHRASE: PASSPHRASE, DATA_DIR: dataDir, BACKUP_DIR: backups });
    expect(result.err).toEqual([]);
    expect(result.code).toBe(0);
    const [name] = listBackups(backups);
    expect(name).toMatch(/^stepwise-\d{8}T\d{6}Z-pglite\.backup$/);
    expect(result.out).toEqual([`made ${path.join(backups, name!)} (${fs.statSync(path.join(backups, name!)).size} bytes)`]);
    expect((await readBackupManifest(path.join(backups, name!))).kind).toBe("pglite");
    const db = await PGlite.create(path.join(dataDir, "pgdata"));
    const { rows } = await db.query<{ actor: string; target: string }>("select actor, target from audit_events where action = 'backup.made'");
    await db.close();
    expect(rows).toEqual([{ actor: "npm run backup", target: name }]);

    // A folder left open (PGlite's postmaster.pid) with no server's mark: refused, unless --force.
    fs.writeFileSync(path.join(dataDir, "pgdata", "postmaster.pid"), "-42\n");
    const refused = await run({ BACKUP_PASSPHRASE: PASSPHRASE, DATA_DIR: dataDir, BACKUP_DIR: backups });
    expect(refused.code).toBe(2);
    expect(refused.err[0]).toContain("run again with --force");
    expect((await run({ BACKUP_PASSPHRASE: PASSPHRASE, DATA_DIR: dataDir, BACKUP_DIR: backups }, ["--force"])).code).toBe(0);
    expect(listBackups(backups)).toHaveLength(2);
  });

  describe("while a server holds the folder", () => {
    const database = useTestDatabase("pglite");

    it("refuses without ADMIN_TOKEN, and with it has the server make the backup", async () => {
      const dir = folder();
      const dataDir = path.join(dir, "data");
      fs.mkdirSync(dataDir);
      const serverBackups = path.join(dir, "server-backups");
      const server = await startTestServer(database.handle, { BACKUP_PASSPHRASE: PASSPHRASE, BACKUP_DIR: serverBackups });
      try {
        const port = Number(new URL(server.baseUrl).port);
        writeServerMark(dataDir, { pid: process.pid, port, host: "0.0.0.0" });
        const env = { BACKUP_PASSPHRASE: PASSPHRASE, DATA_DIR: dataDir, BACKUP_DIR: path.join(dir, "mine") };
        const refused = await run(env);
        expect(refused.code).toBe(2);
        expect(refused.err).toEqual([
          `the server (process ${process.pid}) has ${dataDir} open: it makes the nightly backup itself. ` +
            "To make one now, run again with ADMIN_TOKEN set to the server's (the server then makes it), or stop the server and run npm run backup",
        ]);
        const asked = await run({ ...env, ADMIN_TOKEN: TEST_ADMIN_TOKEN });
        expect(asked.err).toEqual([]);
        expect(asked.code).toBe(0);
        const [name] = listBackups(serverBackups);
        expect(asked.out).toEqual([
          `the server (process ${process.pid}) made ${name} (${fs.statSync(path.join(serverBackups, name!)).size} bytes) in its BACKUP_DIR`,
        ]);
        expect(fs.existsSync(path.join(dir, "mine"))).toBe(false);
        const wrong = await run({ ...env, ADMIN_TOKEN: "not-the-admin-token-at-all" });
        expect(wrong).toEqual({
          code: 2,
          out: [],
          err: [
            "the server refused: ADMIN_TOKEN is not the server's (the bearer token is not valid (expired or logged out)). Set ADMIN_TOKEN to the one the server runs with and run again",
          ],
        });
      } finally {
        await server.close();
      }
    });
  });
});

describe("npm run backup on PostgreSQL", () => {
  const database = useTestDatabase("postgres");

  it("runs pg_dump and records backup.made as npm run backup", async () => {
    const url = await databaseUrl(database.handle);
    const backups = path.join(folder(), "backups");
    const result = await run({ BACKUP_PASSPHRASE: PASSPHRASE, DATABASE_URL: url, BACKUP_DIR: backups, BACKUP_KEEP: "3" });
    expect(result.err).toEqual([]);
    expect(result.code).toBe(0);
    const [name] = listBackups(backups);
    expect(name).toMatch(/^stepwise-\d{8}T\d{6}Z-postgres\.backup$/);
    const rows = await database.handle.db.selectFrom("audit_events").select(["actor_kind", "actor", "action", "target"]).execute();
    expect(rows).toEqual([{ actor_kind: "server", actor: "npm run backup", action: "backup.made", target: name }]);
  });

  it("fails clearly when pg_dump cannot reach the database, and records backup.failed", async () => {
    const url = new URL(await databaseUrl(database.handle));
    const wrong = new URL(url);
    wrong.pathname = "/no_such_database_here";
    const backups = path.join(folder(), "backups");
    // DATABASE_URL is the server's database (the audit log); MIGRATION_DATABASE_URL, which pg_dump reads, names none.
    const result = await run({ BACKUP_PASSPHRASE: PASSPHRASE, DATABASE_URL: url.toString(), MIGRATION_DATABASE_URL: wrong.toString(), BACKUP_DIR: backups });
    expect(result.code).toBe(1);
    expect(result.err[0]).toMatch(/^the backup failed: pg_dump failed \(exit 1\): .*no_such_database_here.*\. The audit log has it as backup\.failed$/s);
    expect(fs.readdirSync(backups)).toEqual([]);
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const { rows } = await client.query<{ action: string }>("select action from audit_events");
    await client.end();
    expect(rows).toEqual([{ action: "backup.failed" }]);
  });
});
