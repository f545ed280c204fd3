import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../db/database.js";
import { untilFeedReadsWritesSoFar } from "../../test-support/feed-horizon.js";
import { createPostgresDatabase } from "../../test-support/postgres-database.js";
import { Device } from "../../test-support/sync-device.js";
import { databaseKinds } from "../../test-support/test-database.js";
import { createWorker, graphql, startTestServer, type TestServer } from "../../test-support/test-server.js";
import { backupSourceOf } from "../backup/backup-sources.js";
import { BackupEventsRepository } from "../backup/backup-events.repository.js";
import { makeBackup } from "../backup/backup.service.js";
import { restoreBackup } from "./restore-database.js";

const PASSPHRASE = "a passphrase for the drill";
const reportError = (error: Error, context: string) => console.warn(`${context}: ${error.message}`);

/** Every change of the feed a worker reads from `cursor`, page by page (3 a page, so it pages), as the app asks. */
async function readFeed(baseUrl: string, token: string, cursor: string) {
  const seen: { uuid: string; dataversion: number }[] = [];
  let restarted = false;
  for (;;) {
    const answer = await graphql<{ changesSince: { cursor: string; hasMore: boolean; restarted: boolean; changes: { uuid: string; dataversion: number }[] } }>(
      baseUrl,
      "query($cursor: String!) { changesSince(cursor: $cursor, limit: 3) { cursor hasMore restarted changes { uuid dataversion } } }",
      { cursor },
      { authorization: `Bearer ${token}` },
    );
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    const page = answer.data!.changesSince;
    restarted ||= page.restarted;
    seen.push(...page.changes);
    cursor = page.cursor;
    if (!page.hasMore) return { seen, cursor, restarted };
  }
}

/**
 * docs/operating.md, "Restoring": the restore drill. Two workers' phones (the web app's real outbox,
 * change feed and re-send, test-support/sync-device.ts) sync against the real server over HTTP; a
 * backup is made with the backup module; the phones sync more; the database is restored from the
 * backup by the restore command's own code; the phones come back. Every record is on the server
 * again, once, as the phones last held it, and the feed reads each once, with no manual step.
 */
describe.each(databaseKinds)("the restore drill on %s", (kind) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-drill-"));
  const target = { databaseUrl: undefined as string | undefined, migrationDatabaseUrl: undefined, dataDir: path.join(root, "data") };
  let handle: DatabaseHandle;
  let server: TestServer | null = null;
  let dropDatabase: (() => Promise<void>) | null = null;
  const devices: Device[] = [];

  const open = () => openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, reportError });
  beforeAll(async () => {
    if (kind === "postgres") {
      const created = await createPostgresDatabase(inject("postgresUrl"), { template: inject("postgresTemplate") });
      target.databaseUrl = created.url;
      dropDatabase = created.drop;
    }
    handle = await open();
    server = await startTestServer(handle);
  });
  afterAll(async () => {
    for (const device of devices) await device.close();
    await server?.close();
    await handle?.close();
    await dropDatabase?.();
    fs.rmSync(root, { recursive: true, force: true });
  });

  async function phone(name: string, worker: { token: string; user: { id: number } }): Promise<Device> {
    const device = new Device(`${name}-${randomUUID()}`, randomUUID(), () => server!, "0");
    devices.push(device);
    await device.open();
    await device.setUser({ id: worker.user.id, token: worker.token });
    return device;
  }

  /** Each phone sends what waits and reads what it lacks, twice over (a re-send's answer is read back too). */
  async function comeBack(phones: Device[]) {
    for (let round = 0; round < 2; round++) {
      for (const device of phones) {
        // The feed reads below the cluster's oldest running transaction: a test beside this one may hold it a moment.
        await untilFeedReadsWritesSoFar(handle.db);
        expect(await device.catchUp(), device.lastError ?? "catch-up").toBe(true);
        await device.sync();
        expect(await device.entries(), `${device.name}: ${device.lastError ?? ""}`).toEqual([]);
      }
    }
  }

  // Two servers, a backup, a restore and two phones' syncs: longer than the default on a busy machine.
  it("brings back every record the phones kept, once, with the feed exact and no manual step", { timeout: 300_000 }, async () => {
    const workers = [await createWorker(server!.baseUrl), await createWorker(server!.baseUrl)];
    const [a, b] = [await phone("a", workers[0]!), await phone("b", workers[1]!)];
    /** What each phone last wrote of each record: what the server must hold in the end. */
    const wanted = [new Map<string, string>(), new Map<string, string>()];
    const write = async (device: Device, mine: Map<string, string>, uuid: string, name: string) => {
      mine.set(uuid, name);
      await device.edit(uuid, "UPSERT", name);
    };

    // Seeded: four clients each.
    for (const [i, device] of [a, b].entries()) for (let n = 0; n < 4; n++) await write(device, wanted[i]!, randomUUID(), `Seeded ${i}-${n}`);
    await comeBack([a, b]);

    const settings = {
      passphrase: PASSPHRASE,
      dir: path.join(root, "backups"),
      copyDir: undefined,
      keep: 14,
      serverVersion: "0.1.0",
      scrypt: { N: 2 ** 10, r: 8, p: 1 },
    };
    const backup = await makeBackup(settings, backupSourceOf(handle, target.databaseUrl), new BackupEventsRepository(handle.db, kind), "command", new Date());

    // After the backup: new clients on both phones, and edits of seeded ones (a twice).
    for (const [i, device] of [a, b].entries()) {
      for (let n = 0; n < 3; n++) await write(device, wanted[i]!, randomUUID(), `After backup ${i}-${n}`);
      const seeded = [...wanted[i]!.keys()][0]!;
      await write(device, wanted[i]!, seeded, `Edited after backup ${i}`);
    }
    await comeBack([a, b]);
    await write(a, wanted[0]!, [...wanted[0]!.keys()][1]!, "Edited twice, first");
    await comeBack([a]);
    await write(a, wanted[0]!, [...wanted[0]!.keys()][1]!, "Edited twice, second");
    await comeBack([a]);
    const cursorsBefore = [await a.heldCursor(), await b.heldCursor()];

    // The restore: the server stopped, the command's own code, a server started on the restored database.
    await server!.close();
    server = null;
    await handle.close();
    const outcome = await restoreBackup({ target, backupFile: backup.file, passphrase: PASSPHRASE, now: new Date() });
    expect(outcome.mark.restoredThrough).toBeLessThan(outcome.mark.resumedFrom);
    handle = await open();
    server = await startTestServer(handle);
    for (const device of [a, b]) {
      device.reconnect();
      device.caughtUp.clear();
    }
    // Right after the restore, the server holds only the seeded clients, as the backup had them.
    expect((await handle.db.selectFrom("records").select("uuid").execute()).length).toBe(8);

    await comeBack([a, b]);

    for (const [i, device] of [a, b].entries()) {
      const rows = await handle.db
        .selectFrom("records")
        .select(["uuid", "content", "dataversion"])
        .where("owner_user_id", "=", workers[i]!.user.id)
        .where("deleted_at", "is", null)
        .execute();
      // Every record back exactly once, as the phone last wrote it.
      expect(new Map(rows.map((r) => [r.uuid, r.content.clientname]))).toEqual(wanted[i]);
      expect(rows).toHaveLength(wanted[i]!.size);
      // The phone holds the server's versions, and nothing else.
      expect(new Map([...device.cache].map(([uuid, held]) => [uuid, [held.clientname, held.dataversion]]))).toEqual(
        new Map(rows.map((r) => [r.uuid, [r.content.clientname, Number(r.dataversion)]])),
      );
      // Sent again: the 3 new clients and the edited ones (a's two seeded edits, b's one).
      expect(device.resent).toBe(i === 0 ? 5 : 4);
      expect(device.restartedPages).toBeGreaterThan(0);
      expect(device.readTwice).toEqual([]);
      // The feed exact: from the start every record once; from the phone's own cursor nothing more; a cursor from before the restore restarts.
      const fresh = await readFeed(server.baseUrl, workers[i]!.token, "0");
      expect(fresh.seen.map((c) => c.uuid).sort()).toEqual([...wanted[i]!.keys()].sort());
      expect(new Map(fresh.seen.map((c) => [c.uuid, c.dataversion]))).toEqual(new Map(rows.map((r) => [r.uuid, Number(r.dataversion)])));
      expect((await readFeed(server.baseUrl, workers[i]!.token, await device.heldCursor())).seen).toEqual([]);
      expect((await readFeed(server.baseUrl, workers[i]!.token, cursorsBefore[i]!)).restarted).toBe(true);
    }

    // A write after the return is read once from each phone's cursor.
    await a.edit([...wanted[0]!.keys()][2]!, "UPSERT", "After the return");
    await a.sync();
    const after = await readFeed(server.baseUrl, workers[0]!.token, "0");
    expect(after.seen).toHaveLength(wanted[0]!.size);
    const audit = await handle.db.selectFrom("audit_events").select(["action", "target"]).where("action", "=", "restore.done").execute();
    expect(audit).toEqual([{ action: "restore.done", target: path.basename(backup.file) }]);
  });
});
