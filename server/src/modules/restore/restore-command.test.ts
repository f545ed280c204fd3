import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../db/database.js";
import { createPostgresDatabase } from "../../test-support/postgres-database.js";
import { backupSourceOf } from "../backup/backup-sources.js";
import { BackupEventsRepository } from "../backup/backup-events.repository.js";
import { makeBackup } from "../backup/backup.service.js";
import { markPath, writeServerMark } from "../backup/running-server.js";
import { runRestoreCommand } from "./restore-command.js";

const PASSPHRASE = "a passphrase for the command";
const reportError = (error: Error, context: string) => console.warn(`${context}: ${error.message}`);
const root = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-restore-command-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** The command's lines and exit code; `answer` is what the operator types (null: no terminal). */
async function run(env: Record<string, string>, args: string[], answer: string | null = null) {
  const lines: string[] = [];
  const errors: string[] = [];
  const asked: string[] = [];
  const code = await runRestoreCommand(env, args, {
    out: (line) => lines.push(line),
    err: (line) => errors.push(line),
    ask: async (question) => (asked.push(question), answer),
  });
  return { code, lines, errors, asked };
}

/** A client stored as a batch stores it: its dataversion drawn from the sequence. */
async function client(handle: DatabaseHandle, uuid: string, clientname: string) {
  await sql`insert into records (table_name, uuid, content, dataversion, updated_at, owner_install_id, application)
    values ('clients', ${uuid}, ${JSON.stringify({ uuid, clientname })}::jsonb, nextval('dataversion_seq'), now(), 'install-1', 'default')`.execute(handle.db);
}

/** A PGlite database on disk with one client, backed up at `at` with the backup module; the database is closed after. */
async function pgliteWithBackup(name: string, at: Date) {
  const dataDir = path.join(root, name, "data");
  const backups = path.join(root, name, "backups");
  const handle = await openDatabase({ dataDir, reportError });
  await client(handle, "c-1", "Kept");
  const settings = { passphrase: PASSPHRASE, dir: backups, copyDir: undefined, keep: 14, serverVersion: "0.1.0", scrypt: { N: 2 ** 10, r: 8, p: 1 } };
  const made = await makeBackup(settings, backupSourceOf(handle, undefined), new BackupEventsRepository(handle.db, "pglite"), "command", at);
  await client(handle, "c-2", "Lost");
  await handle.close();
  return { dataDir, backups, file: made.file, env: { DATA_DIR: dataDir, BACKUP_DIR: backups, BACKUP_PASSPHRASE: PASSPHRASE, LOG_LEVEL: "silent" } };
}

/** One backed-up database for the file; each test restores into a copy of its closed folder. */
let base: Awaited<ReturnType<typeof pgliteWithBackup>>;
beforeAll(async () => {
  base = await pgliteWithBackup("base", new Date("2026-12-05T01:00:00Z"));
});

function copyOfBase(name: string) {
  const dataDir = path.join(root, name, "data");
  fs.cpSync(base.dataDir, dataDir, { recursive: true });
  return { dataDir, file: base.file, env: { ...base.env, DATA_DIR: dataDir } };
}

describe('npm run restore (docs/operating.md, "Restoring")', () => {
  it("refuses, changing nothing, without a passphrase, a backup, a confirmation or a terminal, and names what to do", async () => {
    const { env, file, dataDir } = copyOfBase("refusals");
    expect((await run({ ...env, BACKUP_PASSPHRASE: "" }, [file, "--yes"])).errors[0]).toMatch(/^BACKUP_PASSPHRASE is not set: .* run again$/);
    expect((await run(env, [])).errors[0]).toMatch(/^name a backup file or give --to <time>, not both nor neither: npm run restore/);
    expect((await run(env, [file, "--to", "2026-12-06T00:00:00Z"])).errors[0]).toMatch(/^name a backup file or give --to <time>/);
    expect((await run(env, ["--to", "yesterday"])).errors[0]).toMatch(/^--to needs a time, e\.g\. --to 2026-12-05T18:00:00Z \(got yesterday\)/);
    expect((await run(env, ["--to", "2026-12-04T00:00:00Z", "--yes"])).errors[0]).toMatch(
      /^no backup in .* was made at or before 2026-12-04T00:00:00.000Z: name a backup file/,
    );
    const noTerminal = await run(env, [file]);
    expect([noTerminal.code, noTerminal.errors]).toEqual([2, ["no terminal to confirm on: run again with --yes to restore without asking"]]);
    const declined = await run(env, [file], "yes");
    expect(declined.asked[0]).toMatch(/^This replaces the embedded database in .* with the backup made 2026-12-05T01:00:00.000Z\. .*Type RESTORE to go on: $/);
    expect([declined.code, declined.errors]).toEqual([2, ["not confirmed (RESTORE was not typed): nothing was changed"]]);
    const wrong = await run({ ...env, BACKUP_PASSPHRASE: "not it" }, [file, "--yes"]);
    expect(wrong.code).toBe(2);
    expect(fs.readdirSync(path.dirname(dataDir))).toEqual(["data"]);
  });

  it("refuses while a running server's mark is in the data directory, naming its process", async () => {
    const { env, file, dataDir } = copyOfBase("marked");
    writeServerMark(dataDir, { pid: process.pid, port: 3000, host: "0.0.0.0" });
    const refused = await run(env, [file, "--yes", "--force"]);
    expect(refused.code).toBe(2);
    expect(refused.errors).toEqual([
      `a Stepwise server (process ${process.pid}, listening on http://127.0.0.1:3000) has the embedded database in ${dataDir} open (its mark ${markPath(dataDir)}): stop it (Ctrl-C on npm start, or docker compose stop server) and run again`,
    ]);
  });

  it("refuses while a server has the embedded database open (its pgdata/postmaster.pid)", async () => {
    const { env, file, dataDir } = copyOfBase("open");
    // As PGlite leaves it while open (its process id written as -42), or after a server was killed.
    fs.writeFileSync(path.join(dataDir, "pgdata", "postmaster.pid"), "-42\n/pglite/data\n");
    const refused = await run(env, [file, "--yes"]);
    expect(refused.code).toBe(2);
    expect(refused.errors[0]).toMatch(
      /^the embedded database in .* is open: .*postmaster\.pid exists .* Stop the server and run again; if no server runs .* --force$/,
    );
  });

  // Loads, migrates and marks an embedded database twice over: longer than the default on a busy machine.
  it("restores the newest backup made at or before --to, moves the replaced folder aside, marks and audits the restore", { timeout: 180_000 }, async () => {
    const { env, dataDir } = copyOfBase("to");
    const restored = await run(env, ["--to", "2026-12-05T02:00:00Z", "--yes"], null);
    expect(restored.errors).toEqual([]);
    expect(restored.code).toBe(0);
    expect(restored.lines[0]).toMatch(
      /^the newest backup made at or before 2026-12-05T02:00:00.000Z: .*stepwise-20261205T010000Z-pglite\.backup \(made 2026-12-05T01:00:00.000Z\)$/,
    );
    expect(restored.lines).toContain("start the server now");
    const aside = fs.readdirSync(path.dirname(dataDir)).filter((name) => name.startsWith("data.before-restore-"));
    expect(aside).toHaveLength(1);
    const handle = await openDatabase({ dataDir, reportError });
    try {
      expect((await handle.db.selectFrom("records").select("uuid").execute()).map((r) => r.uuid)).toEqual(["c-1"]);
      const [mark] = await handle.db.selectFrom("restores").selectAll().execute();
      // Past the replaced database's 2 (its client written after the backup) by the small margin. A sequence read from a
      // copied data directory may stand up to 32 ahead of its last value (PostgreSQL logs sequences 32 values ahead).
      expect(Number(mark!.restored_through)).toBe(1);
      expect(Number(mark!.resumed_from) - 1_000_000).toBeGreaterThanOrEqual(2);
      expect(Number(mark!.resumed_from) - 1_000_000).toBeLessThanOrEqual(2 + 32);
      expect(await handle.db.selectFrom("audit_events").select(["actor", "target"]).where("action", "=", "restore.done").execute()).toEqual([
        { actor: "npm run restore", target: "stepwise-20261205T010000Z-pglite.backup" },
      ]);
    } finally {
      await handle.close();
    }
  });

  it("refuses a PostgreSQL database another session is connected to (a running server always is)", { timeout: 120_000 }, async () => {
    const { file } = base;
    const created = await createPostgresDatabase(inject("postgresUrl"), { template: inject("postgresTemplate") });
    const server = await openDatabase({ databaseUrl: created.url, dataDir: "unused", reportError });
    try {
      await server.db.selectFrom("records").select("uuid").execute();
      const env = { DATABASE_URL: created.url, BACKUP_PASSPHRASE: PASSPHRASE, LOG_LEVEL: "silent" };
      // A PGlite backup for a PostgreSQL server: refused by kind first.
      expect((await run(env, [file, "--yes"])).errors[0]).toMatch(/is a backup of a PGlite database, but this server uses PostgreSQL \(DATABASE_URL is set\)/);
      const pgBackup = await makeBackup(
        {
          passphrase: PASSPHRASE,
          dir: path.join(root, "pg", "pg-backups"),
          copyDir: undefined,
          keep: 14,
          serverVersion: "0.1.0",
          scrypt: { N: 2 ** 10, r: 8, p: 1 },
        },
        backupSourceOf(server, created.url),
        new BackupEventsRepository(server.db, "postgres"),
        "command",
        new Date(),
      );
      const refused = await run(env, [pgBackup.file, "--yes"]);
      expect(refused.code).toBe(2);
      expect(refused.errors[0]).toMatch(/^the database is in use: \d+ other session\(s\) are connected .*Stop every server .* then run again$/);
    } finally {
      await server.close();
      await created.drop();
    }
  });
});
