import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Identity } from "../auth/identity.js";
import type { DatabaseHandle } from "../db/database.js";
import { createServices, type Services } from "../services.js";
import { makeClient, makeEntry, makeUser } from "../test-support/factories.js";
import { random } from "../test-support/sync-model.js";
import { databaseWithTransactionIds } from "../test-support/transaction-ids.js";
import { ChangeFeedRepository } from "./change-feed.repository.js";
import { FEED_START, type FeedPosition } from "./feed-position.js";

/** The largest epoch pg_resetwal sets: every xid8 the cluster hands out has 20 digits (about 1.8 * 10^19). */
const EPOCH = 0xfffffffe;
const RECORDS = 40;
const TRIALS = 100;
/** `FEED_ORDER_SEED=<n>` replays one trial. */
const SEEDS = process.env.FEED_ORDER_SEED ? [Number(process.env.FEED_ORDER_SEED)] : Array.from({ length: TRIALS }, (_, i) => 4600 + i);
/** Page sizes a reader asks for, drawn anew for each page. */
const PAGE_SIZES = [1, 2, 3, 4, 5, 6, 7, 500];
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** Where decimal widths change, on both sides, and the width limits of a dataversion. */
const XID_EDGES = [0n, 1n, 9n, 10n, 99n, 100n, 999n, 1000n, 9_999_999n, 10_000_000n, 4_294_967_295n, 4_294_967_296n, 10n ** 19n - 1n, 10n ** 19n];
const DATAVERSION_EDGES = [1n, 9n, 10n, 999n, 1000n, 10n ** 15n - 1n, 10n ** 15n, MAX_SAFE];

/** A random whole number of `digits` digits (one digit: from `min`), at most `max`. */
function ofWidth(rng: ReturnType<typeof random>, digits: number, max: bigint, min = 0): bigint {
  let text = String(1 + rng.int(9));
  while (text.length < digits) text += String(rng.int(10));
  const value = digits === 1 ? BigInt(min + rng.int(10 - min)) : BigInt(text);
  return value > max ? max - BigInt(rng.int(1000)) : value;
}

/** Where a read first parts from the feed's order, for a failure's message. */
function firstDifference(got: readonly string[], want: readonly string[]): string {
  const at = want.findIndex((label, i) => got[i] !== label);
  if (at < 0 && got.length === want.length) return "none";
  const i = at < 0 ? want.length : at;
  return `read ${got.length} of ${want.length}; at ${i}: ${got[i] ?? "nothing"}, in feed order ${want[i] ?? "nothing"}`;
}

/** Feed order: by xid, then dataversion, as numbers. */
const byFeedOrder = (a: { xid: bigint; dataversion: bigint }, b: { xid: bigint; dataversion: bigint }) =>
  a.xid !== b.xid ? (a.xid < b.xid ? -1 : 1) : a.dataversion < b.dataversion ? -1 : a.dataversion > b.dataversion ? 1 : 0;

/**
 * docs/sync-and-api.md, "The feed's order is numeric, whatever the width of an id": on a cluster whose
 * epoch makes every id it hands out 20 digits long, records are given positions of every width (feed
 * xids of 1 to 20 digits, several records to one xid, dataversions of 1 to 16 digits, the edges where
 * a width changes among them) and read back through a device's `changesSince` and the replica's reader
 * in pages of 1 to 7 and 500, drawn anew for each page: each record is read once, in the order of the
 * numbers. The build before sorted the xid's text and lost or repeated records on the first trial.
 */
describe("the change feed's order over positions of every width, 1 to 20 digits, on postgres", () => {
  let database: { handle: DatabaseHandle; close(): Promise<void> };
  let s: Services;
  let device: Identity;
  let uuids: string[];
  /** The horizon once the records are written: every xid given them lies below it, so the feed reads them all. */
  let horizon: bigint;

  beforeAll(async () => {
    database = await databaseWithTransactionIds({ xidEpoch: EPOCH });
    s = createServices(database.handle.db, { adminToken: undefined });
    const writer = await makeUser(s);
    uuids = [];
    for (let batch = 0; batch < RECORDS / 10; batch++) {
      const clients = Array.from({ length: 10 }, () => makeClient());
      uuids.push(...clients.map((c) => c.uuid as string));
      await s.sync.applyBatch(
        writer.identity,
        writer.identity.installId,
        clients.map((c) => makeEntry(c)),
        "payload",
      );
    }
    device = { user: writer.identity.user, installId: randomUUID(), isAdmin: false };
    const { rows } = await sql<{ horizon: string }>`select pg_snapshot_xmin(pg_current_snapshot())::text as horizon`.execute(database.handle.db);
    horizon = BigInt(rows[0]!.horizon);
    expect({ epoch: horizon >> 32n, digits: horizon.toString().length }).toEqual({ epoch: BigInt(EPOCH), digits: 20 });
  });
  afterAll(async () => {
    await database?.close();
  });

  /** Gives each record a position: xids from a pool of fewer than the records (so some share one), distinct dataversions. */
  async function place(seed: number) {
    const rng = random(seed);
    const below = horizon - 1n;
    const edges = [...XID_EDGES, below, below - 1n];
    const pool = Array.from({ length: RECORDS / 2 }, () => (rng.next() < 0.3 ? rng.pick(edges) : ofWidth(rng, 1 + rng.int(20), below)));
    const versions = new Set<bigint>();
    // Dataversions start at 1: (0, 0) is the feed's start, before every change.
    while (versions.size < RECORDS) versions.add(rng.next() < 0.2 ? rng.pick(DATAVERSION_EDGES) : ofWidth(rng, 1 + rng.int(16), MAX_SAFE, 1));
    const drawn = [...versions];
    const placed = uuids.map((uuid, i) => ({ uuid, xid: rng.pick(pool), dataversion: drawn[i]! }));
    await sql`update records set feed_xid = placed.xid::xid8, dataversion = placed.dataversion::bigint
      from (select unnest(${placed.map((p) => p.uuid)}::text[]) as uuid, unnest(${placed.map((p) => String(p.xid))}::text[]) as xid,
        unnest(${placed.map((p) => String(p.dataversion))}::text[]) as dataversion) as placed
      where records.uuid::text = placed.uuid`.execute(database.handle.db);
    const ordered = [...placed].sort(byFeedOrder);
    const labelOf = new Map(placed.map((p) => [p.uuid, `${p.xid}:${p.dataversion}`]));
    return { rng, ordered, labels: ordered.map((p) => labelOf.get(p.uuid)!), labelOf };
  }

  type Placed = Awaited<ReturnType<typeof place>>;
  /** Places the records anew for each seed, then reads them as `read` does. */
  async function everyPlacement(read: (placed: Placed, seed: number, label: (uuid: string) => string) => Promise<void>): Promise<number> {
    let widths = 0;
    for (const seed of SEEDS) {
      const placed = await place(seed);
      widths += new Set(placed.ordered.map((p) => p.xid.toString().length)).size;
      await read(placed, seed, (uuid) => placed.labelOf.get(uuid) ?? `unknown ${uuid}`);
    }
    return widths / SEEDS.length;
  }

  it(`gives a device catching up from "0" every record once, in numeric (xid, dataversion) order, through ${SEEDS.length} random placements and page sizes`, async () => {
    const widths = await everyPlacement(async ({ rng, labels }, seed, label) => {
      const received: string[] = [];
      const sizes: number[] = [];
      let cursor = "0";
      for (let read = 0; read <= RECORDS + 1; read++) {
        const size = rng.pick(PAGE_SIZES);
        sizes.push(size);
        const page = await s.records.changesSince(device, cursor, size);
        received.push(...page.changes.map((change) => label(change.uuid)));
        // Each cursor as the server handed it, parsed again by the server.
        cursor = page.cursor;
        if (!page.hasMore) break;
      }
      const where = `changesSince, seed ${seed} (FEED_ORDER_SEED=${seed}), pages of ${sizes.join(", ")}`;
      expect(firstDifference(received, labels), where).toBe("none");
      expect(received, where).toEqual(labels);
    });
    // The placements did mix widths: on average more than five widths of xid among a trial's records.
    expect(widths).toBeGreaterThan(5);
  }, 60_000);

  it(`gives the replica's reader every record once, in numeric order, by position from the start, through ${SEEDS.length} random placements and page sizes`, async () => {
    const repository = new ChangeFeedRepository(database.handle.db);
    await everyPlacement(async ({ rng, labels }, seed, label) => {
      const announced: string[] = [];
      const sizes: number[] = [];
      let position: FeedPosition = FEED_START;
      for (let read = 0; read <= RECORDS + 1; read++) {
        const size = rng.pick(PAGE_SIZES);
        sizes.push(size);
        const page = await repository.committedAfter(position, size);
        announced.push(...page.rows.map((row) => label(row.uuid)));
        position = page.position;
        if (!page.full) break;
      }
      const where = `committedAfter, seed ${seed} (FEED_ORDER_SEED=${seed}), pages of ${sizes.join(", ")}`;
      expect(firstDifference(announced, labels), where).toBe("none");
      expect(announced, where).toEqual(labels);
      // Past every record, the reader stands at the horizon.
      expect(BigInt(position.xid), where).toBeGreaterThanOrEqual(horizon);
    });
  }, 60_000);

  it(`reads the transactions notices name in numeric order, and names the first one a page left unread, through ${SEEDS.length} random placements`, async () => {
    const repository = new ChangeFeedRepository(database.handle.db);
    await everyPlacement(async ({ rng, ordered, labelOf }, seed, label) => {
      const named = [...new Set(ordered.map((p) => p.xid))].filter(() => rng.next() < 0.5);
      const limit = rng.pick(PAGE_SIZES);
      const of = ordered.filter((p) => named.includes(p.xid));
      const byXids = await repository.committedBy(named.map(String), limit);
      expect(
        { rows: byXids.rows.map((row) => label(row.uuid)), next: byXids.next },
        `committedBy, seed ${seed} (FEED_ORDER_SEED=${seed}), ${named.length} transactions, a page of ${limit}`,
      ).toEqual({ rows: of.slice(0, limit).map((p) => labelOf.get(p.uuid)), next: of[limit] ? String(of[limit].xid) : null });
    });
  }, 60_000);
});
