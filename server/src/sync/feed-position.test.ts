import { describe, expect, it } from "vitest";
import { random } from "../test-support/sync-model.js";
import { FEED_START, formatFeedCursor, laterPosition, parseFeedCursor, positionAfter, type FeedPosition } from "./feed-position.js";

const SEED = 4646;
const CASES = 5000;
const MAX_XID8 = 2n ** 64n - 1n;
/** Where an xid's decimal width changes, on both sides, and the largest xid8. */
const EDGES = ["0", "1", "9", "10", "99", "100", "999", "1000", "9999999", "10000000", "9999999999999999999", "10000000000000000000", String(MAX_XID8)];

/** An xid8 of 1 to 20 digits as PostgreSQL writes it, an edge about one time in four. */
function xidOf(rng: ReturnType<typeof random>): string {
  if (rng.next() < 0.25) return rng.pick(EDGES);
  const digits = 1 + rng.int(20);
  let text = digits === 1 ? String(rng.int(10)) : String(1 + rng.int(9));
  while (text.length < digits) text += String(rng.int(10));
  return BigInt(text) > MAX_XID8 ? String(MAX_XID8 - BigInt(rng.int(1000))) : text;
}

/** A position: dataversions of 1 to 16 digits, safe integers. */
function positionOf(rng: ReturnType<typeof random>): FeedPosition {
  const digits = 1 + rng.int(16);
  return { xid: xidOf(rng), dataversion: Math.min(Number.MAX_SAFE_INTEGER, Math.floor(10 ** (digits - 1) + rng.next() * 9 * 10 ** (digits - 1))) };
}

/** The feed's order as numbers: -1, 0 or 1. */
function compare(a: FeedPosition, b: FeedPosition): number {
  const [x, y] = [BigInt(a.xid), BigInt(b.xid)];
  if (x !== y) return x < y ? -1 : 1;
  return Math.sign(a.dataversion - b.dataversion);
}

/**
 * docs/sync-and-api.md, "The feed's order is numeric, whatever the width of an id": positions of
 * random widths (xids of 1 to 20 digits, the edges where a width changes among them) keep their
 * order through a cursor, and a reader's next position is the later one as numbers. Comparing
 * their text instead gives another answer in the cases counted below.
 */
describe("feed positions of every width, 1 to 20 digits", () => {
  it(`read back from a cursor as the same position, in the same order, through ${CASES} random pairs (seed ${SEED})`, () => {
    const rng = random(SEED);
    let textDisagrees = 0;
    for (let i = 0; i < CASES; i++) {
      const [a, b] = [positionOf(rng), positionOf(rng)];
      const [readA, readB] = [a, b].map((p) => parseFeedCursor(formatFeedCursor(p), "cursor"));
      expect(readA, `seed ${SEED}, case ${i}`).toEqual({ position: a, restarted: false });
      expect(readB, `seed ${SEED}, case ${i}`).toEqual({ position: b, restarted: false });
      expect(compare(readA!.position, readB!.position), `seed ${SEED}, case ${i}`).toBe(compare(a, b));
      if (a.xid !== b.xid && a.xid < b.xid !== BigInt(a.xid) < BigInt(b.xid)) textDisagrees += 1;
    }
    // The pairs did cross widths: about half of those with different xids sort otherwise as text.
    expect(textDisagrees).toBeGreaterThan(CASES / 4);
  });

  it(`takes the later position as numbers, and after a page stands at its last change or the horizon, through ${CASES} random cases (seed ${SEED + 1})`, () => {
    const rng = random(SEED + 1);
    const later = (a: FeedPosition, b: FeedPosition) => (compare(a, b) >= 0 ? a : b);
    for (let i = 0; i < CASES; i++) {
      const [from, last] = [positionOf(rng), positionOf(rng)];
      const horizon = xidOf(rng);
      const at = `seed ${SEED + 1}, case ${i}: from ${from.xid}:${from.dataversion}, last ${last.xid}:${last.dataversion}, horizon ${horizon}`;
      expect(laterPosition(from, last), at).toEqual(later(from, last));
      expect(laterPosition(last, from), at).toEqual(later(last, from));
      // A full page: at its last change, never behind where it began.
      expect(positionAfter(from, last, true, horizon), at).toEqual(later(from, last));
      // A page not full, or empty: everything below the horizon was read.
      expect(positionAfter(from, last, false, horizon), at).toEqual(later(from, { xid: horizon, dataversion: 0 }));
      expect(positionAfter(from, null, true, horizon), at).toEqual(later(from, { xid: horizon, dataversion: 0 }));
    }
  });

  it("orders the positions at each edge of width by number, from the start to the largest xid8", () => {
    const positions = EDGES.flatMap((xid) => [
      { xid, dataversion: 10 },
      { xid, dataversion: 9 },
    ]);
    const latest = positions.reduce((a, b) => laterPosition(a, b), FEED_START);
    expect(latest).toEqual({ xid: "18446744073709551615", dataversion: 10 });
    // Each edge's next after it, as a full page's last change moves a reader on.
    for (let i = 1; i < EDGES.length; i++) {
      const [before, after] = [
        { xid: EDGES[i - 1]!, dataversion: 10 },
        { xid: EDGES[i]!, dataversion: 9 },
      ];
      expect(positionAfter(before, after, true, "0"), `${before.xid} then ${after.xid}`).toEqual(after);
      expect(positionAfter(after, before, true, "0"), `${after.xid} then ${before.xid}`).toEqual(after);
    }
  });
});
