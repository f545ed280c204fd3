import { describe, expect, it } from "vitest";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { MIN_TOMBSTONE_DAYS, purgeByRetention } from "./retention-purge.repository.js";

const NOW = new Date("2026-12-06T03:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);

/** docs/operating.md, "Retention": exactly what is older than the policy goes, in one deployment only. */
describe.each(databaseKinds)("purgeByRetention on %s", (kind) => {
  const database = useTestDatabase(kind);

  async function seed() {
    const { db } = database.handle;
    const [user] = await db
      .insertInto("users")
      .values({ email: "w@example.org", name: "W", application: "default", password_hash: "x" } as never)
      .returning("id")
      .execute();
    const records = [
      { uuid: "live", application: "default", deleted_at: null },
      { uuid: "old-tomb", application: "default", deleted_at: daysAgo(200) },
      { uuid: "young-tomb", application: "default", deleted_at: daysAgo(179) },
      { uuid: "other-tomb", application: "other", deleted_at: daysAgo(400) },
      { uuid: "other-live", application: "other", deleted_at: null },
    ];
    await db
      .insertInto("records")
      .values(
        records.map((r, i) => ({
          table_name: "clients",
          uuid: r.uuid,
          content: JSON.stringify({ uuid: r.uuid }),
          owner_user_id: user!.id,
          owner_install_id: "install-a",
          application: r.application,
          dataversion: i + 1,
          last_install_id: "install-a",
          updated_at: NOW,
          deleted_at: r.deleted_at,
        })),
      )
      .execute();
    const history = [
      { uuid: "live", replaced_at: daysAgo(31) },
      { uuid: "live", replaced_at: daysAgo(29) },
      { uuid: "old-tomb", replaced_at: daysAgo(5) },
      { uuid: "young-tomb", replaced_at: daysAgo(1) },
      { uuid: "other-live", replaced_at: daysAgo(400) },
    ];
    await db
      .insertInto("record_history")
      .values(
        history.map((h, i) => ({
          table_name: "clients",
          uuid: h.uuid,
          dataversion: i + 1,
          content: JSON.stringify({ uuid: h.uuid, version: i }),
          deleted_at: null,
          replaced_at: h.replaced_at,
        })),
      )
      .execute();
  }

  async function remaining() {
    const { db } = database.handle;
    const records = await db.selectFrom("records").select("uuid").orderBy("uuid").execute();
    const history = await db.selectFrom("record_history").select(["uuid", "replaced_at"]).orderBy("id").execute();
    return {
      records: records.map((r) => r.uuid),
      history: history.map((h) => `${h.uuid}@${Math.round((NOW.getTime() - new Date(h.replaced_at).getTime()) / 86400000)}`),
    };
  }

  it("removes history replaced before the cutoff and tombstones deleted before theirs, with their history; nothing of another deployment", async () => {
    await seed();
    const counts = await purgeByRetention(database.handle.db, "default", { historyDays: 30, tombstoneDays: MIN_TOMBSTONE_DAYS }, NOW);
    expect(counts).toEqual({ historyVersions: 2, tombstones: 1 });
    expect(await remaining()).toEqual({
      records: ["live", "other-live", "other-tomb", "young-tomb"],
      history: ["live@29", "young-tomb@1", "other-live@400"],
    });
  });

  it("keeps everything when the policy keeps forever", async () => {
    await seed();
    const before = await remaining();
    const counts = await purgeByRetention(database.handle.db, "default", { historyDays: null, tombstoneDays: null }, NOW);
    expect(counts).toEqual({ historyVersions: 0, tombstones: 0 });
    expect(await remaining()).toEqual(before);
  });

  it("refuses tombstones kept shorter than a phone may be offline, and purges nothing", async () => {
    await seed();
    const before = await remaining();
    await expect(purgeByRetention(database.handle.db, "default", { historyDays: 30, tombstoneDays: MIN_TOMBSTONE_DAYS - 1 }, NOW)).rejects.toThrow(
      `tombstoneDays must be a whole number of days, at least ${MIN_TOMBSTONE_DAYS}`,
    );
    expect(await remaining()).toEqual(before);
  });
});
