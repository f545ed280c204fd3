import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { DatabaseHandle } from "../../db/database.js";
import { createPostgresDatabase } from "../../test-support/postgres-database.js";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import "../../test-support/provided-context.js";
import { decryptBackupToFile, readBackupFile, type ScryptParams } from "./backup-file.js";
import { BACKUP_LOCK, BackupEventsRepository } from "./backup-events.repository.js";
import { BackupSchedule } from "./backup-schedule.js";
import { backupSourceOf, connectionEnvironment } from "./backup-sources.js";
import { listBackups } from "./backup-store.js";
import { databaseUrl } from "./test-database-url.fixture.js";
import { makeBackup, MissingPassphrase, type BackupSettings, type BackupSource } from "./backup.service.js";

// docs/operating.md, "Backing up": real dumps of both databases, encrypted, kept, audited, scheduled.

const CHEAP: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };
const PASSPHRASE = "a passphrase for the tests only";
const HOUR = 60 * 60 * 1000;
const roots: string[] = [];
afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

function settingsIn(overrides: Partial<BackupSettings> = {}): BackupSettings {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-backups-"));
  roots.push(root);
  return { passphrase: PASSPHRASE, dir: path.join(root, "backups"), copyDir: undefined, keep: 14, serverVersion: "0.1.0", scrypt: CHEAP, ...overrides };
}

async function auditRows(handle: DatabaseHandle) {
  return handle.db.selectFrom("audit_events").select(["actor_kind", "actor", "action", "application", "target", "detail"]).orderBy("id").execute();
}

const fixed = (bytes: string): BackupSource => ({
  kind: "pglite",
  payload: async function* () {
    yield Buffer.from(bytes);
  },
});

describe("connectionEnvironment", () => {
  it("turns a URL into libpq's variables, decoding what is escaped", () => {
    expect(connectionEnvironment("postgres://us%40r:p%3Ass@db.example:5433/stepwise?sslmode=require")).toEqual({
      PGHOST: "db.example",
      PGPORT: "5433",
      PGDATABASE: "stepwise",
      PGUSER: "us@r",
      PGPASSWORD: "p:ss",
      PGSSLMODE: "require",
    });
    expect(connectionEnvironment("postgresql:///stepwise?host=/var/run/postgresql")).toEqual({ PGHOST: "/var/run/postgresql", PGDATABASE: "stepwise" });
  });
});

describe.each(databaseKinds)("makeBackup on %s", (kind) => {
  const database = useTestDatabase(kind);

  it("refuses to run without BACKUP_PASSPHRASE, naming it, and writes nothing", async () => {
    const settings = settingsIn({ passphrase: undefined });
    const events = new BackupEventsRepository(database.handle.db, kind);
    const error = await makeBackup(settings, fixed("x"), events, "command", new Date()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MissingPassphrase);
    expect((error as Error).message).toMatch(/^BACKUP_PASSPHRASE is not set: /);
    expect(fs.existsSync(settings.dir)).toBe(false);
    expect(await auditRows(database.handle)).toEqual([]);
  });

  it("writes the file in BACKUP_DIR (mode 0700) and its copy, keeps the newest BACKUP_KEEP, and records backup.made", async () => {
    const settings = settingsIn({ keep: 2 });
    settings.copyDir = path.join(path.dirname(settings.dir), "second-disk");
    const events = new BackupEventsRepository(database.handle.db, kind);
    const times = ["2026-12-01T01:00:00Z", "2026-12-02T01:00:00Z", "2026-12-03T01:00:00Z"].map((t) => new Date(t));
    const made = [];
    for (const at of times) made.push(await makeBackup(settings, fixed(`dump of ${at.toISOString()}`), events, "schedule", at));
    expect(fs.statSync(settings.dir).mode & 0o777).toBe(0o700);
    const names = ["stepwise-20261203T010000Z-pglite.backup", "stepwise-20261202T010000Z-pglite.backup"];
    expect(listBackups(settings.dir)).toEqual(names);
    expect(listBackups(settings.copyDir)).toEqual(names);
    expect(made[2]!.pruned).toEqual(["stepwise-20261201T010000Z-pglite.backup", "stepwise-20261201T010000Z-pglite.backup"]);
    expect(fs.readFileSync(made[2]!.copy!).equals(fs.readFileSync(made[2]!.file))).toBe(true);
    const opened = await readBackupFile(made[2]!.copy!, PASSPHRASE);
    expect(opened.manifest.createdAt).toBe("2026-12-03T01:00:00.000Z");
    const rows = await auditRows(database.handle);
    expect(rows).toHaveLength(3);
    expect(rows[2]).toEqual({
      actor_kind: "server",
      actor: "backup schedule",
      action: "backup.made",
      application: null,
      target: "stepwise-20261203T010000Z-pglite.backup",
      detail: `${made[2]!.bytes} bytes, copied to ${settings.copyDir}`,
    });
  });

  it("records backup.failed with the reason when the dump fails, and leaves no file", async () => {
    const settings = settingsIn();
    const events = new BackupEventsRepository(database.handle.db, kind);
    const failing: BackupSource = {
      kind: "postgres",
      payload: async function* () {
        yield Buffer.from("half");
        throw new Error("pg_dump failed (exit 1): connection refused");
      },
    };
    await expect(makeBackup(settings, failing, events, "command", new Date())).rejects.toThrow("connection refused");
    expect(fs.readdirSync(settings.dir)).toEqual([]);
    expect(await auditRows(database.handle)).toEqual([
      {
        actor_kind: "server",
        actor: "npm run backup",
        action: "backup.failed",
        application: null,
        target: null,
        detail: "pg_dump failed (exit 1): connection refused",
      },
    ]);
  });

  it("backs up the real database, which comes back whole from the file", async () => {
    const { db } = database.handle;
    await db
      .insertInto("audit_events")
      .values({
        actor_kind: "operator",
        actor: "o@example.org",
        actor_user_id: null,
        action: "user.created",
        application: "MALA",
        target: "backup-probe",
        detail: null,
        address: null,
      })
      .execute();
    const settings = settingsIn();
    const events = new BackupEventsRepository(db, kind);
    const url = kind === "postgres" ? await databaseUrl(database.handle) : undefined;
    const made = await makeBackup(settings, backupSourceOf(database.handle, url), events, "command", new Date());
    expect(path.basename(made.file)).toMatch(new RegExp(`^stepwise-\\d{8}T\\d{6}Z-${kind}\\.backup$`));
    const plain = path.join(path.dirname(settings.dir), "plain");
    const manifest = await decryptBackupToFile(made.file, PASSPHRASE, plain);
    expect(manifest.kind).toBe(kind);
    if (kind === "pglite") {
      const restored = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(plain)]) });
      const { rows } = await restored.query<{ actor: string }>("select actor from audit_events where target = 'backup-probe'");
      await restored.close();
      expect(rows).toEqual([{ actor: "o@example.org" }]);
    } else {
      const fresh = await createPostgresDatabase(inject("postgresUrl"));
      try {
        execFileSync("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", "--dbname", fresh.url, plain], { stdio: "pipe" });
        const client = new pg.Client({ connectionString: fresh.url });
        await client.connect();
        const { rows } = await client.query<{ actor: string }>("select actor from audit_events where target = 'backup-probe'");
        await client.end();
        expect(rows).toEqual([{ actor: "o@example.org" }]);
      } finally {
        await fresh.drop();
      }
    }
  });
});

describe.each(databaseKinds)("BackupSchedule on %s", (kind) => {
  const database = useTestDatabase(kind);

  it("makes a backup when none was made, then not until the last good one is 24 hours old", async () => {
    const events = new BackupEventsRepository(database.handle.db, kind);
    const settings = settingsIn();
    let now = new Date();
    const schedule = new BackupSchedule(
      () => now,
      events,
      (at) => makeBackup(settings, fixed("dump"), events, "schedule", at),
    );
    expect(await schedule.tick()).toBe("made");
    now = new Date(now.getTime() + 23 * HOUR);
    expect(await schedule.tick()).toBe("not-due");
    now = new Date(now.getTime() + HOUR + 1000);
    expect(await schedule.tick()).toBe("made");
    expect((await auditRows(database.handle)).map((row) => row.action)).toEqual(["backup.made", "backup.made"]);
  });

  it("tries again at the next tick after a failed backup", async () => {
    const events = new BackupEventsRepository(database.handle.db, kind);
    const settings = settingsIn();
    let fail = true;
    const source: BackupSource = {
      kind,
      payload: async function* () {
        if (fail) throw new Error("disk full");
        yield Buffer.from("dump");
      },
    };
    let now = new Date();
    const schedule = new BackupSchedule(
      () => now,
      events,
      (at) => makeBackup(settings, source, events, "schedule", at),
    );
    await expect(schedule.tick()).rejects.toThrow("disk full");
    fail = false;
    now = new Date(now.getTime() + HOUR);
    expect(await schedule.tick()).toBe("made");
    expect((await auditRows(database.handle)).map((row) => [row.action, row.detail?.replace(/^\d+ bytes$/, "N bytes")])).toEqual([
      ["backup.failed", "disk full"],
      ["backup.made", "N bytes"],
    ]);
  });

  if (kind === "postgres") {
    let other: pg.Client | undefined;
    beforeAll(async () => {
      other = new pg.Client({ connectionString: await databaseUrl(database.handle) });
      await other.connect();
    });
    afterAll(() => other?.end());

    it("leaves the backup to the replica that holds the lock", async () => {
      const events = new BackupEventsRepository(database.handle.db, kind);
      let made = 0;
      const schedule = new BackupSchedule(
        () => new Date(),
        events,
        async () => void made++,
      );
      await other!.query("select pg_advisory_lock($1)", [BACKUP_LOCK]);
      expect(await schedule.tick()).toBe("locked");
      await other!.query("select pg_advisory_unlock($1)", [BACKUP_LOCK]);
      expect(await schedule.tick()).toBe("made");
      expect(made).toBe(1);
    });
  }
});
