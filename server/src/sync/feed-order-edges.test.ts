import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Identity } from "../auth/identity.js";
import type { DatabaseHandle } from "../db/database.js";
import { createServices } from "../services.js";
import { makeClient, makeEntry, makeUser } from "../test-support/factories.js";
import { untilFeedReadsWritesSoFar } from "../test-support/feed-horizon.js";
import { databaseWithTransactionIds, freshPglite, nextTransactionId, takeTransactionIdsUntil } from "../test-support/transaction-ids.js";
import { ChangeFeedRepository } from "./change-feed.repository.js";
import { FEED_START, type FeedPosition } from "./feed-position.js";

const CLIENTS = 1200;
const BATCH = 10;
/** Batches written below the power of ten, and as many at or above it. */
const BATCHES_A_SIDE = CLIENTS / BATCH / 2;
/** A device's page, and the replica reader's (FEED_PAGE). */
const PAGE = 500;

/** A stored change, named as the feed orders it: `<xid>:<dataversion>`. */
interface Stored {
  uuid: string;
  xid: bigint;
  label: string;
}

/**
 * docs/sync-and-api.md, "The feed's order is numeric, whatever the width of an id": one worker's
 * phone writes 1,200 clients, ten a batch, by transactions on both sides of a power of ten; her second
 * phone then catches up from the start in pages of 500, and the replica's reader reads the same
 * changes by position and by transaction. The build before ordered pages by the xid's text ("999"
 * after "1000"): a full page's last row became the cursor, and the catch-up received 600 of 1,200.
 */
function feedAcross(boundary: bigint, open: () => Promise<{ handle: DatabaseHandle; close(): Promise<void> }>) {
  let database: { handle: DatabaseHandle; close(): Promise<void> };
  let written: Awaited<ReturnType<typeof writeAcross>>;
  beforeAll(async () => {
    database = await open();
    written = await writeAcross();
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  /** Writes the 1,200 clients, the first half's transactions below `boundary`, the second's from it; answers them in feed order. */
  async function writeAcross() {
    const { db } = database.handle;
    const s = createServices(db, { adminToken: undefined });
    const writer = await makeUser(s);
    const write = async () => {
      const entries = Array.from({ length: BATCH }, () => makeEntry(makeClient()));
      const answers = await s.sync.applyBatch(writer.identity, writer.identity.installId, entries, "payload");
      expect(answers.map((a) => a.status)).toEqual(Array(BATCH).fill("APPLIED"));
    };
    // Room for two ids a batch below it; then on from the power of ten itself.
    await takeTransactionIdsUntil(db, boundary - 2n * BigInt(BATCHES_A_SIDE));
    for (let i = 0; i < BATCHES_A_SIDE; i++) await write();
    expect(await nextTransactionId(db), "the first half's transactions stay below the power of ten").toBeLessThanOrEqual(boundary);
    await takeTransactionIdsUntil(db, boundary);
    for (let i = 0; i < BATCHES_A_SIDE; i++) await write();
    await untilFeedReadsWritesSoFar(db);

    const { rows } = await sql<{
      uuid: string;
      xid: string;
      dataversion: string;
    }>`select uuid::text as uuid, feed_xid::text as xid, dataversion::text as dataversion
      from records`.execute(db);
    const stored: Stored[] = rows
      .map((row) => ({ uuid: row.uuid, xid: BigInt(row.xid), dataversion: BigInt(row.dataversion), label: `${row.xid}:${row.dataversion}` }))
      .sort((a, b) => (a.xid !== b.xid ? (a.xid < b.xid ? -1 : 1) : a.dataversion < b.dataversion ? -1 : 1));
    expect(stored.length).toBe(CLIENTS);
    expect({ below: stored.filter((r) => r.xid < boundary).length, from: stored.filter((r) => r.xid >= boundary).length }).toEqual({ below: 600, from: 600 });
    const reader: Identity = { user: writer.identity.user, installId: randomUUID(), isAdmin: false };
    return { s, reader, stored, labelOf: new Map(stored.map((r) => [r.uuid, r.label])) };
  }

  it(`gives her second phone, catching up from "0" in pages of ${PAGE}, every change once in numeric order across ${boundary}`, async () => {
    const { s, reader, stored, labelOf } = written;
    const inFeedOrder = stored.map((r) => r.label);
    // From "0", passing on each answer's cursor as the app does.
    const received: string[] = [];
    const pages: number[] = [];
    let cursor = "0";
    for (let read = 0; read < 10; read++) {
      const page = await s.records.changesSince(reader, cursor, PAGE);
      received.push(...page.changes.map((change) => labelOf.get(change.uuid) ?? `unknown ${change.uuid}`));
      pages.push(page.changes.length);
      cursor = page.cursor;
      if (!page.hasMore) break;
    }
    expect(received.length, `changes the second phone received of ${CLIENTS}`).toBe(CLIENTS);
    expect(pages).toEqual([500, 500, 200]);
    expect(received).toEqual(inFeedOrder);
    expect((await s.records.changesSince(reader, cursor, PAGE)).changes).toEqual([]);
  });

  it(`gives the replica's reader, by position from the start in pages of ${PAGE}, every change once in numeric order across ${boundary}`, async () => {
    const { stored, labelOf } = written;
    const inFeedOrder = stored.map((r) => r.label);
    // Its position as the reader keeps it, in memory: never written as a cursor.
    const repository = new ChangeFeedRepository(database.handle.db);
    const announced: string[] = [];
    const readerPages: number[] = [];
    let position: FeedPosition = FEED_START;
    for (let read = 0; read < 10; read++) {
      const page = await repository.committedAfter(position, PAGE);
      announced.push(...page.rows.map((row) => labelOf.get(row.uuid) ?? `unknown ${row.uuid}`));
      readerPages.push(page.rows.length);
      position = page.position;
      if (!page.full) break;
    }
    expect(announced.length, `changes the replica's reader read of ${CLIENTS}`).toBe(CLIENTS);
    expect(readerPages).toEqual([500, 500, 200]);
    expect(announced).toEqual(inFeedOrder);
    expect((await repository.committedAfter(position, PAGE)).rows).toEqual([]);
  });

  it(`reads the transactions notices name in numeric order across ${boundary}, and names the first one a page left unread`, async () => {
    const { stored, labelOf } = written;
    const repository = new ChangeFeedRepository(database.handle.db);
    const xids = [...new Set(stored.map((r) => r.xid))];
    expect(xids.length).toBe(CLIENTS / BATCH);
    // Three transactions either side of the power of ten, 60 changes, read 25 at a time: the first two below it and half the third.
    const around = [...xids.filter((x) => x < boundary).slice(-3), ...xids.filter((x) => x >= boundary).slice(0, 3)];
    const aroundRows = stored.filter((r) => around.includes(r.xid));
    const cut = await repository.committedBy(around.map(String).reverse(), 25);
    expect(cut.rows.map((row) => labelOf.get(row.uuid))).toEqual(aroundRows.slice(0, 25).map((r) => r.label));
    expect(cut.next).toBe(String(around[2]));
    const whole = await repository.committedBy(around.map(String), PAGE);
    expect(whole.rows.map((row) => labelOf.get(row.uuid))).toEqual(aroundRows.map((r) => r.label));
    expect(whole.next).toBe(null);
    // Every transaction, a page of 500: the 50 lowest, and the 51st named next.
    const all = await repository.committedBy(xids.map(String), PAGE);
    expect(all.rows.map((row) => labelOf.get(row.uuid))).toEqual(stored.slice(0, PAGE).map((r) => r.label));
    expect(all.next).toBe(String(xids[50]));
  });
}

describe("the change feed across transaction id 1,000, on postgres (ids from initdb's, taken up to below it)", () => {
  feedAcross(1000n, () => databaseWithTransactionIds({}));
});

describe("the change feed across transaction id 10,000,000, on postgres (ids placed below it by pg_resetwal)", () => {
  feedAcross(10_000_000n, () => databaseWithTransactionIds({ nextXid: 9_999_000 }));
});

describe("the change feed across transaction id 1,000, on pglite (ids taken up to below it)", () => {
  feedAcross(1000n, async () => {
    const handle = await freshPglite();
    return { handle, close: () => handle.close() };
  });
});
