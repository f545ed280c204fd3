import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createServices } from "../services.js";
import { makeClient, makeEntry, makeUser } from "../test-support/factories.js";
import { untilFeedReadsWritesSoFar } from "../test-support/feed-horizon.js";
import { databaseKinds, useTestDatabase } from "../test-support/test-database.js";
import { formatFeedCursor, parseFeedCursor } from "./feed-position.js";
import { KNOWN_MARGIN, MAX_DATAVERSION, RestoreMarksRepository, UNKNOWN_GAP } from "./restore-marks.repository.js";

const BY_OPERATOR = { actor_kind: "server", actor: "npm run restore" };

/** docs/operating.md, "Restoring": what a restore does to feed positions, versions and cursors. */
describe.each(databaseKinds)("the restore mark on %s", (kind) => {
  const database = useTestDatabase(kind);
  const services = () => createServices(database.handle.db, { adminToken: undefined });
  const marks = () => new RestoreMarksRepository(database.handle.db);
  const feedXids = async () =>
    (await sql<{ xid: string }>`select feed_xid::text as xid from records order by dataversion`.execute(database.handle.db)).rows.map((r) => r.xid);

  async function twoClients() {
    const s = services();
    const { identity } = await makeUser(s);
    const first = makeClient();
    const second = makeClient();
    await s.sync.applyBatch(identity, identity.installId, [makeEntry(first, { clientMutationId: 1 })], "payload");
    await s.sync.applyBatch(identity, identity.installId, [makeEntry(second, { clientMutationId: 2 })], "payload");
    return { s, identity, first, second };
  }

  it("sets every feed_xid to 0, moves the sequence past the gap, records the restore and audits it", async () => {
    const { s, identity } = await twoClients();
    expect((await feedXids()).every((xid) => xid !== "0")).toBe(true);
    const mark = await marks().markRestore({ backupMadeAt: new Date("2026-12-05T01:00:00Z"), replacedThrough: null, actor: BY_OPERATOR, source: "b.backup" });
    expect(mark).toMatchObject({ restoredThrough: 2, resumedFrom: 2 + UNKNOWN_GAP });
    expect(await feedXids()).toEqual(["0", "0"]);
    const [next] = await s.sync.applyBatch(identity, identity.installId, [makeEntry(makeClient(), { clientMutationId: 3 })], "payload");
    expect(next!.dataversion).toBe(2 + UNKNOWN_GAP);
    expect(await marks().restores()).toEqual([{ ...mark }]);
    const audit = await database.handle.db.selectFrom("audit_events").selectAll().where("action", "=", "restore.done").execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_kind: "server", actor: "npm run restore", target: "b.backup" });
    expect(audit[0]!.detail).toBe(`restored through dataversion 2, resumed from ${2 + UNKNOWN_GAP}; backup made 2026-12-05T01:00:00.000Z`);
  });

  it("moves only a small margin past the replaced database's highest dataversion when it was read, and past every earlier restore", async () => {
    await twoClients();
    const first = await marks().markRestore({ backupMadeAt: null, replacedThrough: 40, actor: BY_OPERATOR, source: null });
    expect(first.resumedFrom).toBe(40 + KNOWN_MARGIN);
    // The same data restored again (its restores row kept): the next restore resumes past the first.
    const second = await marks().markRestore({ backupMadeAt: null, replacedThrough: 10, actor: BY_OPERATOR, source: null });
    expect(second.resumedFrom).toBe(first.resumedFrom + KNOWN_MARGIN);
    expect((await marks().restores()).map((r) => r.id)).toEqual([second.id, first.id]);
  });

  it("refuses, changing nothing, when the sequence would pass what the app's GraphQL Int carries", async () => {
    await twoClients();
    await sql`select setval('dataversion_seq', ${MAX_DATAVERSION - UNKNOWN_GAP + 1}::bigint)`.execute(database.handle.db);
    await expect(marks().markRestore({ backupMadeAt: null, replacedThrough: null, actor: BY_OPERATOR, source: null })).rejects.toThrow(
      /the dataversions would pass 2147483647, the highest the app carries .*--replaced-through/,
    );
    expect((await feedXids()).every((xid) => xid !== "0")).toBe(true);
    expect(await marks().restores()).toEqual([]);
  });

  it("finds a restore left unmarked: feed_xids at or past the transaction ids the cluster gives next", async () => {
    await twoClients();
    expect(await marks().unmarkedRestore()).toBe(false);
    await sql`update records set feed_xid = (pg_snapshot_xmax(pg_current_snapshot())::text::bigint + 1000)::text::xid8`.execute(database.handle.db);
    expect(await marks().unmarkedRestore()).toBe(true);
    const found = { backupMadeAt: null, replacedThrough: null, actor: { actor_kind: "server", actor: "found at the start" }, source: null };
    expect(await marks().markIfUnmarked(found)).toMatchObject({ restoredThrough: 2, resumedFrom: 2 + UNKNOWN_GAP });
    expect(await marks().unmarkedRestore()).toBe(false);
    expect(await marks().markIfUnmarked(found)).toBeNull();
    expect(await marks().restores()).toHaveLength(1);
  });

  it("reads a cursor from before the restore from the start, restarted, and hands out cursors carrying the restore's mark", async () => {
    const { s, identity, first, second } = await twoClients();
    await untilFeedReadsWritesSoFar(database.handle.db);
    const before = await s.records.changesSince(identity, "0", 10);
    expect(before).toMatchObject({ restarted: false, restores: [] });
    expect(before.cursor).toMatch(/^0\d+:\d+$/);
    const mark = await marks().markRestore({ backupMadeAt: null, replacedThrough: null, actor: BY_OPERATOR, source: null });
    const again = await s.records.changesSince(identity, before.cursor, 10);
    expect(again.restarted).toBe(true);
    expect(again.changes.map((c) => c.uuid)).toEqual([first.uuid, second.uuid]);
    expect(again.cursor).toMatch(new RegExp(`^0\\d+:\\d+:${mark.resumedFrom}$`));
    expect(again.restores).toEqual([mark]);
    const third = makeClient();
    await s.sync.applyBatch(identity, identity.installId, [makeEntry(third, { clientMutationId: 3 })], "payload");
    // The feed reads below the cluster's oldest running transaction: a test beside this one may hold it a moment.
    await untilFeedReadsWritesSoFar(database.handle.db);
    const after = await s.records.changesSince(identity, again.cursor, 10);
    expect(after).toMatchObject({ restarted: false, changes: [expect.objectContaining({ uuid: third.uuid, dataversion: mark.resumedFrom })] });
    // A bare dataversion cursor is from before the restore too; "0" is the start anyway.
    expect((await s.records.changesSince(identity, "1", 10)).restarted).toBe(true);
    expect((await s.records.changesSince(identity, "0", 10)).restarted).toBe(false);
    // A download's first feedCursor carries the mark as well.
    const page = await s.download.page(identity, { first: 1, after: null });
    expect(page.feedCursor.endsWith(`:${mark.resumedFrom}`)).toBe(true);
  });
});

describe("cursors and restores (docs/operating.md, Restoring)", () => {
  it("reads a cursor carrying the last restore's mark as its position, and any other from the start", () => {
    const position = { xid: "123", dataversion: 4 };
    expect(formatFeedCursor(position, 99)).toBe("0123:4:99");
    expect(parseFeedCursor("0123:4:99", "cursor", 99)).toEqual({ position, restarted: false });
    expect(parseFeedCursor("0123:4:99", "cursor", 100000099)).toEqual({ position: { xid: "0", dataversion: 0 }, restarted: true });
    expect(parseFeedCursor("0123:4:99", "cursor", null)).toEqual({ position: { xid: "0", dataversion: 0 }, restarted: true });
    expect(parseFeedCursor("0123:4", "cursor", 99)).toEqual({ position: { xid: "0", dataversion: 0 }, restarted: true });
    expect(parseFeedCursor("0", "cursor", 99)).toEqual({ position: { xid: "0", dataversion: 0 }, restarted: false });
    for (const refused of ["123:4:99", "0123:4:x", "0123:4:99:1", "0123:4:"])
      expect(() => parseFeedCursor(refused, "cursor", 99), refused).toThrow(/^cursor: must be/);
  });
});
