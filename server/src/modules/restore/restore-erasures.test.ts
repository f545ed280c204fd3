import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, describe, expect, inject, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../db/database.js";
import { createPostgresDatabase } from "../../test-support/postgres-database.js";
import { databaseKinds } from "../../test-support/test-database.js";
import { backupSourceOf } from "../backup/backup-sources.js";
import { BackupEventsRepository } from "../backup/backup-events.repository.js";
import { makeBackup } from "../backup/backup.service.js";
import { ClientErasureRepository } from "../erasure/client-erasure.repository.js";
import { ERASED_LIST_FILE } from "../erasure/erased-list-file.js";
import { graphql, startTestServer, TEST_ADMIN_TOKEN } from "../../test-support/test-server.js";
import { restoreBackup } from "./restore-database.js";

const PASSPHRASE = "a passphrase for the erasure's restore";
const reportError = (error: Error, context: string) => console.warn(`${context}: ${error.message}`);

/** A record as a batch stores it: its dataversion drawn from the sequence, with one earlier version in its history. */
async function stored(handle: DatabaseHandle, table: string, uuid: string, content: Record<string, unknown>) {
  await sql`insert into records (table_name, uuid, content, dataversion, updated_at, owner_install_id, application)
    values (${table}, ${uuid}, ${JSON.stringify({ uuid, ...content })}::jsonb, nextval('dataversion_seq'), now(), 'install-1', 'default')`.execute(handle.db);
  await sql`insert into record_history (table_name, uuid, content, dataversion, replaced_at)
    values (${table}, ${uuid}, ${JSON.stringify({ uuid, ...content, draft: true })}::jsonb, 0, now())`.execute(handle.db);
}

/**
 * docs/operating.md, "Restoring" and "Erasing a client": a backup taken before an erasure, restored
 * with the restore command's own code, does not bring her back. The backup lacks the erasure; the
 * replaced database held it, and the restore carries it over and erases her again.
 */
describe.each(databaseKinds)("a restore of a backup taken before an erasure, on %s", (kind) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-restore-erasure-"));
  let dropDatabase: (() => Promise<void>) | null = null;
  afterAll(async () => {
    await dropDatabase?.();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("loses the erased client and everything of hers again; the others are back", { timeout: 180_000 }, async () => {
    const target = { databaseUrl: undefined as string | undefined, migrationDatabaseUrl: undefined, dataDir: path.join(root, "data") };
    if (kind === "postgres") {
      const created = await createPostgresDatabase(inject("postgresUrl"), { template: inject("postgresTemplate") });
      target.databaseUrl = created.url;
      dropDatabase = created.drop;
    }
    let handle = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, reportError });
    await stored(handle, "clients", "grace", { clientname: "Grace Banda" });
    await stored(handle, "rehabilitations", "grace-plan", { client_uuid: "grace", domains: [] });
    await stored(handle, "clients", "kept", { clientname: "Kept Client" });
    const settings = {
      passphrase: PASSPHRASE,
      dir: path.join(root, "backups"),
      copyDir: undefined,
      keep: 14,
      serverVersion: "0.1.0",
      scrypt: { N: 2 ** 10, r: 8, p: 1 },
    };
    const backup = await makeBackup(settings, backupSourceOf(handle, target.databaseUrl), new BackupEventsRepository(handle.db, kind), "command", new Date());

    // After the backup: she asks to be forgotten.
    await new ClientErasureRepository(handle.db).eraseClient("default", "grace");
    await handle.close();

    const outcome = await restoreBackup({ target, backupFile: backup.file, passphrase: PASSPHRASE, now: new Date() });
    expect(outcome.replayed).toBe(1);
    handle = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, reportError });
    try {
      const records = await handle.db.selectFrom("records").select(["uuid", "content", "deleted_at"]).orderBy("uuid").execute();
      const byUuid = new Map(records.map((r) => [r.uuid, r]));
      // Hers are tombstones that keep nothing of her; the other client is back as she was.
      for (const uuid of ["grace", "grace-plan"]) {
        expect(byUuid.get(uuid)?.deleted_at, uuid).not.toBeNull();
        expect(JSON.stringify(byUuid.get(uuid)?.content)).not.toContain("Grace");
      }
      expect(byUuid.get("kept")).toMatchObject({ deleted_at: null, content: { clientname: "Kept Client" } });
      const history = await handle.db.selectFrom("record_history").select("uuid").where("uuid", "in", ["grace", "grace-plan"]).execute();
      expect(history).toEqual([]);
      // The erasure is kept in the restored database, for the next restore and the later refusals.
      expect((await handle.db.selectFrom("erased_records").select("uuid").where("client_uuid", "is", null).execute()).map((r) => r.uuid)).toEqual(["grace"]);
    } finally {
      await handle.close();
    }
  });
});

/**
 * docs/operating.md, "Kept, and replayed after a restore": the database the restore would replace is
 * lost with its disk, so only the list the server wrote beside the backups at the erasure says whom to
 * erase again. The erasure goes through the server (GraphQL eraseClient), as an operator's does.
 */
describe("a restore after the database was lost, with the erased clients listed beside the backups", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-restore-lost-"));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("erases her again from the list, and the list holds uuids only", { timeout: 180_000 }, async () => {
    const dataDir = path.join(root, "data");
    const backups = path.join(root, "backups");
    const handle = await openDatabase({ dataDir, reportError });
    await stored(handle, "clients", "grace", { clientname: "Grace Banda" });
    await stored(handle, "clients", "kept", { clientname: "Kept Client" });
    const settings = { passphrase: PASSPHRASE, dir: backups, copyDir: undefined, keep: 14, serverVersion: "0.1.0", scrypt: { N: 2 ** 10, r: 8, p: 1 } };
    const backup = await makeBackup(settings, backupSourceOf(handle, undefined), new BackupEventsRepository(handle.db, "pglite"), "command", new Date());
    const server = await startTestServer(handle, { BACKUP_PASSPHRASE: PASSPHRASE, BACKUP_DIR: backups });
    try {
      const erased = await graphql(
        server.baseUrl,
        `
          mutation {
            eraseClient(uuid: "grace", confirm: "ERASE")
          }
        `,
        {},
        { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
      );
      expect(erased.errors).toBeUndefined();
    } finally {
      await server.close();
      await handle.close();
    }
    const list = fs.readFileSync(path.join(backups, ERASED_LIST_FILE), "utf8");
    expect(list).toContain('"uuid":"grace"');
    expect(list).not.toContain("Grace Banda");

    // The disk with the database is gone; the backups survive on theirs.
    fs.rmSync(dataDir, { recursive: true, force: true });
    const outcome = await restoreBackup({
      target: { databaseUrl: undefined, migrationDatabaseUrl: undefined, dataDir },
      backupFile: backup.file,
      passphrase: PASSPHRASE,
      now: new Date(),
    });
    expect(outcome.replayed).toBe(1);
    const restored = await openDatabase({ dataDir, reportError });
    try {
      const rows = await restored.db.selectFrom("records").select(["uuid", "content", "deleted_at"]).orderBy("uuid").execute();
      expect(rows.find((r) => r.uuid === "grace")?.deleted_at).not.toBeNull();
      expect(JSON.stringify(rows)).not.toContain("Grace Banda");
      expect(rows.find((r) => r.uuid === "kept")).toMatchObject({ deleted_at: null });
    } finally {
      await restored.close();
    }
  });
});
