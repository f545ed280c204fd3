import { describe, expect, it } from "vitest";
import {
  digestRecord,
  EMPTY_RANGE,
  inRange,
  positionOf,
  rangeDigests,
  sameDigest,
  subRanges,
  type DigestedRecord,
  type HeldVersion,
} from "./holdings-digest.js";

/** A uuid as the app makes them (crypto.randomUUID's shape), made from a number so each test's records are always the same. */
function makeUuid(n: number): string {
  const hex = (n * 2654435761).toString(16).padStart(12, "0").slice(-12);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(1, 4)}-8${hex.slice(4, 7)}-${hex}`;
}

function makeHoldings(count: number, { dataversion = (n: number) => n + 1 } = {}): HeldVersion[] {
  return Array.from({ length: count }, (_, n) => ({ uuid: makeUuid(n), dataversion: dataversion(n) }));
}

const digested = (held: readonly HeldVersion[]) => held.map(digestRecord);
const ALL_16 = subRanges("");

describe('the holdings digest (docs/sync-and-api.md, "The holdings check")', () => {
  it("gives a record the same position whatever the case of its uuid, and 8 hex digits of it", () => {
    const uuid = "5F0C2A9E-1B7D-4E3A-9C21-0D8E7F6A5B4C";
    expect(positionOf(uuid)).toMatch(/^[0-9a-f]{8}$/);
    expect(positionOf(uuid)).toBe(positionOf(uuid.toLowerCase()));
    expect(digestRecord({ uuid, dataversion: 7 })).toEqual({ ...digestRecord({ uuid: uuid.toLowerCase(), dataversion: 7 }), uuid });
  });

  it("places a uuid that is no UUID too (a legacy device's), and keeps its place when its version changes", () => {
    expect(positionOf("client-17")).toMatch(/^[0-9a-f]{8}$/);
    expect(digestRecord({ uuid: "client-17", dataversion: 1 }).position).toBe(digestRecord({ uuid: "client-17", dataversion: 99 }).position);
  });

  it("is the same whatever order the records are read in", () => {
    const held = digested(makeHoldings(500));
    const reversed = [...held].reverse();
    const shuffled = [...held].sort((x, y) => x.position.localeCompare(y.position));
    expect(rangeDigests(reversed, ["", ...ALL_16])).toEqual(rangeDigests(held, ["", ...ALL_16]));
    expect(rangeDigests(shuffled, ["", ...ALL_16])).toEqual(rangeDigests(held, ["", ...ALL_16]));
  });

  it("spreads 10,000 uuids over the 16 ranges evenly, each within a fifth of 625", () => {
    const counts = rangeDigests(digested(makeHoldings(10_000)), ALL_16);
    for (const prefix of ALL_16) {
      expect(counts.get(prefix)!.count).toBeGreaterThan(500);
      expect(counts.get(prefix)!.count).toBeLessThan(750);
    }
    expect([...counts.values()].reduce((sum, d) => sum + d.count, 0)).toBe(10_000);
  });

  it("a changed dataversion changes exactly its record's range, at every depth, and the whole table's", () => {
    const held = makeHoldings(2000);
    const changed = held.map((r, i) => (i === 1234 ? { ...r, dataversion: r.dataversion + 1 } : r));
    const position = positionOf(held[1234]!.uuid);
    const ranges = ["", ...ALL_16, ...subRanges(position[0]!), position];
    const before = rangeDigests(digested(held), ranges);
    const after = rangeDigests(digested(changed), ranges);
    const differing = ranges.filter((p) => !sameDigest(before.get(p)!, after.get(p)!));
    expect(differing).toEqual(["", position[0], position.slice(0, 2), position]);
    // Same count: only the hash tells it.
    expect(after.get("")!.count).toBe(2000);
  });

  it("a missing uuid changes exactly its range, by one in the count", () => {
    const held = makeHoldings(2000);
    const missing = held[99]!;
    const before = rangeDigests(digested(held), ALL_16);
    const after = rangeDigests(digested(held.filter((r) => r !== missing)), ALL_16);
    const differing = ALL_16.filter((p) => !sameDigest(before.get(p)!, after.get(p)!));
    expect(differing).toEqual([positionOf(missing.uuid)[0]]);
    expect(after.get(differing[0]!)!.count).toBe(before.get(differing[0]!)!.count - 1);
  });

  it("tells apart two holdings of the same count: a record swapped for another, and a version moved between two records", () => {
    const held = makeHoldings(100);
    const swapped = [...held.slice(0, 99), { uuid: makeUuid(5000), dataversion: 100 }];
    const moved = held.map((r, i) => (i === 0 ? { ...r, dataversion: 2 } : i === 1 ? { ...r, dataversion: 1 } : r));
    const whole = (records: HeldVersion[]) => rangeDigests(digested(records), [""]).get("")!;
    expect(sameDigest(whole(swapped), whole(held))).toBe(false);
    expect(sameDigest(whole(moved), whole(held))).toBe(false);
    expect(whole(swapped).count).toBe(100);
  });

  it("answers an empty range for a range no record lies in, and for no records", () => {
    expect(rangeDigests([], ["", "a"])).toEqual(
      new Map([
        ["", EMPTY_RANGE],
        ["a", EMPTY_RANGE],
      ]),
    );
    const one = digestRecord({ uuid: makeUuid(1), dataversion: 3 });
    const elsewhere = ALL_16.find((p) => !inRange(one, p))!;
    expect(rangeDigests([one], [elsewhere]).get(elsewhere)).toEqual(EMPTY_RANGE);
    expect(rangeDigests([one], [""]).get("")).toEqual({ count: 1, hash: expect.stringMatching(/^[0-9a-f]{16}$/) });
  });

  it("splits a range into its 16 sub-ranges, down to a whole position", () => {
    expect(subRanges("")).toHaveLength(16);
    expect(subRanges("a3")).toEqual([..."0123456789abcdef"].map((d) => `a3${d}`));
    expect(() => subRanges("0123abcd")).toThrow('the range "0123abcd" is a whole position');
  });

  it("sums a range's records: the whole table is the sum of its 16 ranges", () => {
    const held: DigestedRecord[] = digested(makeHoldings(300));
    const whole = rangeDigests(held, [""]).get("")!;
    const parts = rangeDigests(held, ALL_16);
    const lane = (hash: string, at: 0 | 8) => parseInt(hash.slice(at, at + 8), 16);
    const sum = (at: 0 | 8) => [...parts.values()].reduce((s, d) => (s + lane(d.hash, at)) >>> 0, 0);
    expect(sum(0)).toBe(lane(whole.hash, 0));
    expect(sum(8)).toBe(lane(whole.hash, 8));
  });
});
