import { sql } from "kysely";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { createServices } from "../services.js";
import { makeClient, makeEntry, makeUser } from "../test-support/factories.js";
import { replicaOn } from "../test-support/replica-feed.js";
import { ChangeFeedRepository } from "./change-feed.repository.js";
import { laterPosition, parseFeedCursor } from "./feed-position.js";
import { useTestDatabase } from "../test-support/test-database.js";

/** The advisory lock the test holds to keep a batch's commit waiting. */
const HOLD = 4242;

/**
 * The change feed never passes a write that has not committed (docs/sync-and-api.md, "Change
 * feed"): a batch is held open at its commit (a deferred trigger waits for a lock the test holds)
 * after it drew its dataversion, while other workers' batches commit after it with higher ones.
 * A cursor on dataversions would pass the open one and never see it; the feed's readers wait below
 * it, then read every change once, in order, when it commits or rolls back. A replica's notices,
 * which are wake-ups, announce the batches committed after it at once (each notice names its
 * transaction), and each change once.
 */
describe("the change feed around a write transaction held open, on postgres", () => {
  const database = useTestDatabase("postgres");
  const services = () => createServices(database.handle.db, { adminToken: undefined });
  const stops: (() => Promise<void>)[] = [];
  let holder: pg.Client;

  beforeAll(async () => {
    await sql`create or replace function hold_commit() returns trigger language plpgsql as $$
      begin
        perform pg_advisory_xact_lock_shared(${sql.lit(HOLD)});
        if new.content->>'clientname' = 'Roll me back' then raise exception 'rolled back by the test'; end if;
        return null;
      end $$`.execute(database.handle.db);
    await sql`create constraint trigger hold_commit after insert on records deferrable initially deferred for each row
      when (new.content->>'clientname' in ('Hold me', 'Roll me back')) execute function hold_commit()`.execute(database.handle.db);
    holder = new pg.Client({ connectionString: await connectionUrl() });
    await holder.connect();
  });
  afterAll(async () => {
    await holder.end();
    await sql`drop trigger hold_commit on records`.execute(database.handle.db);
  });
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
  });

  async function connectionUrl(): Promise<string> {
    const { rows } = await sql<{ db: string }>`select current_database() as db`.execute(database.handle.db);
    const url = new URL(inject("postgresUrl"));
    url.pathname = `/${rows[0]!.db}`;
    return url.toString();
  }

  /** Batches waiting at their commit for the test's lock. */
  async function held(): Promise<number> {
    const { rows } = await holder.query<{ n: number }>(
      `select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = ${HOLD} and not granted`,
    );
    return rows[0]!.n;
  }

  async function scene(heldName: string) {
    const s = services();
    const [a, b, c] = [await makeUser(s), await makeUser(s), await makeUser(s)];
    const feed = await replicaOn(database.handle, stops);
    await holder.query(`select pg_advisory_lock(${HOLD})`);
    const open = makeClient({ clientname: heldName });
    const pending = s.sync.applyBatch(a.identity, a.identity.installId, [makeEntry(open)], "payload");
    pending.catch(() => undefined);
    await expect.poll(held, { timeout: 10_000 }).toBe(1);
    // A's cursor, read while its batch is open: nothing of its own yet.
    const beforeA = await s.records.changesSince(a.identity, "0", 500);
    expect(beforeA.changes).toEqual([]);
    const later = [makeClient(), makeClient()];
    const [answerB] = await s.sync.applyBatch(b.identity, b.identity.installId, [makeEntry(later[0]!)], "payload");
    const [answerC] = await s.sync.applyBatch(c.identity, c.identity.installId, [makeEntry(later[1]!)], "payload");
    // Drawn after the open batch's 1, committed before it.
    expect([answerB!.dataversion, answerC!.dataversion]).toEqual([2, 3]);
    const { rows } = await sql<{ last: string }>`select max(dataversion) as last from records`.execute(database.handle.db);
    expect(Number(rows[0]!.last)).toBe(3);
    // B's catch-up waits below the open batch: its change is not passed, only not read yet.
    const beforeB = await s.records.changesSince(b.identity, "0", 500);
    expect(beforeB.changes).toEqual([]);
    expect(beforeB.hasMore).toBe(false);
    // The replica's reader read the transactions B's and C's notices name and announced them ahead of the open batch: its position stays before it.
    await expect.poll(feed.announced, { timeout: 10_000 }).toEqual([later[0]!.uuid, later[1]!.uuid]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(feed.announced()).toEqual([later[0]!.uuid, later[1]!.uuid]);
    // What B's notice made the reader read: the changes of the transaction it names, committed while A's is open.
    const repository = new ChangeFeedRepository(database.handle.db);
    const { rows: written } = await sql<{ xid: string }>`select feed_xid::text as xid from records where uuid = ${later[0]!.uuid}`.execute(database.handle.db);
    const byB = await repository.committedBy([written[0]!.xid], 500);
    expect(byB).toEqual({ rows: [expect.objectContaining({ uuid: later[0]!.uuid, dataversion: 2, feed_xid: written[0]!.xid })], next: null });
    expect(await repository.committedBy([written[0]!.xid], 0)).toEqual({ rows: [], next: written[0]!.xid });
    await holder.query(`select pg_advisory_unlock(${HOLD})`);
    return { s, a, b, c, open, later, pending, feed, beforeA, beforeB };
  }

  it("reads nothing past a batch held open, then every change once, in order, when it commits", async () => {
    const { s, a, b, open, later, pending, feed, beforeA, beforeB } = await scene("Hold me");
    expect((await pending).map((r) => [r.status, r.dataversion])).toEqual([["APPLIED", 1]]);
    // The open batch announced when it commits; B's and C's not again when the reader's position passes them.
    await expect.poll(feed.announced, { timeout: 10_000 }).toEqual([later[0]!.uuid, later[1]!.uuid, open.uuid]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(feed.announced()).toEqual([later[0]!.uuid, later[1]!.uuid, open.uuid]);
    const afterA = await s.records.changesSince(a.identity, beforeA.cursor, 500);
    expect(afterA.changes.map((c) => [c.uuid, c.dataversion])).toEqual([[open.uuid, 1]]);
    const afterB = await s.records.changesSince(b.identity, beforeB.cursor, 500);
    expect(afterB.changes.map((c) => [c.uuid, c.dataversion])).toEqual([[later[0]!.uuid, 2]]);
    // Read once: from the cursor after them, nothing again.
    expect((await s.records.changesSince(a.identity, afterA.cursor, 500)).changes).toEqual([]);
    expect((await s.records.changesSince(b.identity, afterB.cursor, 500)).changes).toEqual([]);
  }, 60_000);

  it("reads nothing past a batch held open, then every other change once when it rolls back", async () => {
    const { s, a, b, later, pending, feed, beforeA, beforeB } = await scene("Roll me back");
    await expect(pending).rejects.toThrow("rolled back by the test");
    // The reader's position passes the rolled-back batch (read again every HELD_BACK_RETRY_MS): B's and C's changes are not announced twice.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(feed.announced()).toEqual([later[0]!.uuid, later[1]!.uuid]);
    const afterA = await s.records.changesSince(a.identity, beforeA.cursor, 500);
    expect(afterA.changes).toEqual([]);
    const afterB = await s.records.changesSince(b.identity, beforeB.cursor, 500);
    expect(afterB.changes.map((c) => [c.uuid, c.dataversion])).toEqual([[later[0]!.uuid, 2]]);
    // Past the rolled-back batch: a cursor read now stands beyond it.
    const [before, after] = [beforeA.cursor, afterA.cursor].map((cursor) => parseFeedCursor(cursor, "cursor").position);
    expect(laterPosition(before!, after!)).toBe(after);
    expect(after).not.toEqual(before);
  }, 60_000);
});
