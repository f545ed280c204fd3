import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { RETENTION_LOCK, RetentionSchedule, runRetentionOnce } from "./retention-job.repository.js";

const T0 = new Date("2026-12-06T03:00:00Z");
const HOUR = 60 * 60 * 1000;

describe("RetentionSchedule", () => {
  it("runs at the first tick, then not again until a day has passed on its clock", async () => {
    let now = T0;
    const runs: string[] = [];
    const schedule = new RetentionSchedule(
      () => now,
      async (at) => void runs.push(at.toISOString()),
    );
    expect(await schedule.tick()).toBe(true);
    now = new Date(T0.getTime() + 23 * HOUR);
    expect(await schedule.tick()).toBe(false);
    now = new Date(T0.getTime() + 24 * HOUR);
    expect(await schedule.tick()).toBe(true);
    expect(runs).toEqual(["2026-12-06T03:00:00.000Z", "2026-12-07T03:00:00.000Z"]);
  });

  it("runs again at the next tick after a run that failed", async () => {
    let now = T0;
    let fail = true;
    const runs: string[] = [];
    const schedule = new RetentionSchedule(
      () => now,
      async (at) => {
        if (fail) throw new Error("database away");
        runs.push(at.toISOString());
      },
    );
    await expect(schedule.tick()).rejects.toThrow("database away");
    fail = false;
    now = new Date(T0.getTime() + HOUR);
    expect(await schedule.tick()).toBe(true);
    expect(runs).toEqual(["2026-12-06T04:00:00.000Z"]);
  });
});

/** docs/operating.md, "Retention": each deployment by its own policy, under the lock. */
describe.each(databaseKinds)("runRetentionOnce on %s", (kind) => {
  const database = useTestDatabase(kind);

  it("purges each deployment by its policy and answers the counts", async () => {
    const { db } = database.handle;
    const [user] = await db
      .insertInto("users")
      .values({ email: "w@example.org", name: "W", application: "a", password_hash: "x" } as never)
      .returning("id")
      .execute();
    const old = new Date(T0.getTime() - 400 * 24 * HOUR);
    await db
      .insertInto("records")
      .values(
        ["a", "b"].map((application, i) => ({
          table_name: "clients",
          uuid: `tomb-${application}`,
          content: JSON.stringify({ uuid: `tomb-${application}` }),
          owner_user_id: user!.id,
          owner_install_id: "install-a",
          application,
          dataversion: i + 1,
          last_install_id: "install-a",
          updated_at: old,
          deleted_at: old,
        })),
      )
      .execute();
    const counts = await runRetentionOnce(
      db,
      new Map([
        ["a", { historyDays: null, tombstoneDays: 365 }],
        ["b", { historyDays: null, tombstoneDays: null }],
      ]),
      T0,
    );
    expect(counts && Object.fromEntries(counts)).toEqual({ a: { historyVersions: 0, tombstones: 1 }, b: { historyVersions: 0, tombstones: 0 } });
    expect((await db.selectFrom("records").select("uuid").execute()).map((r) => r.uuid)).toEqual(["tomb-b"]);
    // One retention.purged event for the deployment that lost something, none for the other.
    const events = await db.selectFrom("audit_events").select(["actor_kind", "actor", "action", "application", "detail"]).execute();
    expect(events).toEqual([
      { actor_kind: "server", actor: "retention schedule", action: "retention.purged", application: "a", detail: "0 history versions, 1 tombstone" },
    ]);
  });
});

/** Two replicas: PostgreSQL only, as PGlite has one connection (one process, one replica). */
describe("runRetentionOnce while another replica holds the lock", () => {
  const database = useTestDatabase("postgres");

  it("answers null and purges nothing", async () => {
    const { db } = database.handle;
    const answer = await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${RETENTION_LOCK})`.execute(trx);
      return runRetentionOnce(db, new Map([["a", { historyDays: 1, tombstoneDays: 365 }]]), T0);
    });
    expect(answer).toBeNull();
  });
});
