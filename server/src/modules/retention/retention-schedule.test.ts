import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUDIT, admin, type AuditAnswer } from "../../test-support/operator-console.js";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { createWorker, graphql, startTestServer, type TestServer } from "../../test-support/test-server.js";
import { insertDeployment } from "./retention-deployment.fixture.js";
import { startRetentionSchedule } from "./retention-schedule.js";

const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date("2027-06-01T03:00:00Z");
const daysBefore = (at: Date, days: number) => new Date(at.getTime() - days * DAY);

/**
 * docs/operating.md, "Retention": the purge on schedule through the server's own wiring (createApp
 * starts it), its clock injected: set by GraphQL, purged at the first tick, not again within the
 * day, again a day later, each purge audited with its counts.
 */
describe.each(databaseKinds)("the retention schedule in the server on %s", (kind) => {
  const database = useTestDatabase(kind);
  let now = T0;
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database.handle, {}, { clock: () => now });
  });
  afterAll(() => server.close());

  async function seed(uuid: string, deletedAt: Date | null, historyReplacedAt: Date[]) {
    const { db } = database.handle;
    const worker = await createWorker(server.baseUrl, { application: "default" });
    const last = await db
      .selectFrom("records")
      .select((eb) => eb.fn.max("dataversion").as("v"))
      .executeTakeFirst();
    const version = Number(last?.v ?? 0) + 1;
    await db
      .insertInto("records")
      .values({
        table_name: "clients",
        uuid,
        content: JSON.stringify({ uuid }),
        owner_user_id: worker.user.id,
        owner_install_id: "install-a",
        application: "default",
        dataversion: version,
        last_install_id: "install-a",
        updated_at: deletedAt ?? now,
        deleted_at: deletedAt,
      })
      .execute();
    for (const [i, replaced_at] of historyReplacedAt.entries()) {
      await db
        .insertInto("record_history")
        .values({ table_name: "clients", uuid, dataversion: i + 1, content: JSON.stringify({ uuid, version: i }), deleted_at: null, replaced_at })
        .execute();
    }
  }

  const uuids = async () => (await database.handle.db.selectFrom("records").select("uuid").orderBy("uuid").execute()).map((r) => r.uuid);

  it("purges by the policy set in GraphQL at the first tick, then once a day, each purge audited", async () => {
    const { db } = database.handle;
    const application = await insertDeployment(db, "default");
    const set = await graphql(
      server.baseUrl,
      "mutation($a: Int!) { setRetention(applicationId: $a, historyDays: 30, tombstoneDays: 180) { historyDays } }",
      { a: application },
      admin,
    );
    expect(set.errors).toBeUndefined();
    await seed("live", null, [daysBefore(T0, 31), daysBefore(T0, 29)]);
    await seed("old-tomb", daysBefore(T0, 181), [daysBefore(T0, 182)]);
    await seed("young-tomb", daysBefore(T0, 100), []);

    expect(await server.retention.tick()).toBe(true);
    expect(await uuids()).toEqual(["live", "young-tomb"]);
    expect((await db.selectFrom("record_history").select("uuid").execute()).map((h) => h.uuid)).toEqual(["live"]);

    // Within the day nothing runs, though young-tomb's time has come by then.
    now = new Date(T0.getTime() + 23 * 60 * 60 * 1000);
    await db
      .updateTable("records")
      .set({ deleted_at: daysBefore(T0, 200) })
      .where("uuid", "=", "young-tomb")
      .execute();
    expect(await server.retention.tick()).toBe(false);
    expect(await uuids()).toEqual(["live", "young-tomb"]);

    now = new Date(T0.getTime() + DAY);
    expect(await server.retention.tick()).toBe(true);
    expect(await uuids()).toEqual(["live"]);

    const audit = await graphql<AuditAnswer>(server.baseUrl, AUDIT, { f: { kind: "RETENTION_PURGED" } }, admin);
    expect(audit.data!.auditEvents.map((e) => ({ actorKind: e.actorKind, actor: e.actor, application: e.application, detail: e.detail }))).toEqual([
      { actorKind: "server", actor: "retention schedule", application: "default", detail: "0 history versions, 1 tombstone" },
      { actorKind: "server", actor: "retention schedule", application: "default", detail: "2 history versions, 1 tombstone" },
    ]);
    const policy = await graphql<{ retentionPolicy: { lastPurge: { at: string; detail: string } } }>(
      server.baseUrl,
      "query($a: Int!) { retentionPolicy(applicationId: $a) { lastPurge { detail } } }",
      { a: application },
      admin,
    );
    expect(policy).toEqual({ data: { retentionPolicy: { lastPurge: { detail: "0 history versions, 1 tombstone" } } } });
  });
});

/** docs/operating.md, "When the purge runs": a purge that fails is logged, never thrown, and tried again at the next tick. */
describe.each(databaseKinds)("a failing purge on %s", (kind) => {
  const database = useTestDatabase(kind);

  it("is logged as an error, ends nothing, and runs at the next tick once the cause is gone", async () => {
    const { db } = database.handle;
    const application = await insertDeployment(db, "default");
    // A policy the purge refuses, written past storeRetentionPolicy's check (by hand in SQL, say).
    await db.updateTable("applications").set({ retention_tombstone_days: 10 }).where("id", "=", application).execute();
    const lines: Array<{ level: number; msg: string }> = [];
    const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) });
    const retention = startRetentionSchedule(db, logger, () => T0);
    try {
      expect(await retention.tick()).toBe(false);
      expect(lines.map((l) => [l.level, l.msg])).toEqual([[50, "retention: the purge failed; it is tried again within the hour"]]);
      await db.updateTable("applications").set({ retention_tombstone_days: 180 }).where("id", "=", application).execute();
      expect(await retention.tick()).toBe(true);
      expect(lines.at(-1)).toMatchObject({ level: 30, msg: "retention: purged by each deployment's policy" });
    } finally {
      await retention.stop();
    }
  });
});
