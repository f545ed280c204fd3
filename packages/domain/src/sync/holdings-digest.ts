/*
 * The holdings check (docs/sync-and-api.md, "The holdings check"): a device and the server each sum
 * up the records it holds of a table by ranges, and compare. One function for both sides, so the
 * two sums can only differ where what they hold differs.
 *
 * A record's place is its **position**: 8 hex digits of a hash of its uuid, lowercased (a uuid is
 * any text of up to 64 characters, upper or lower case: legacy devices made their own). A range is
 * named by a prefix of positions: "" is the whole table, "a" the 16th of it whose positions start
 * with "a", "a3" a 16th of that, and so on. A range's digest is how many records it holds and two
 * 32-bit sums of a hash of each record's `uuid:dataversion`: sums, so the order records are read
 * in does not matter, and two lanes of different hashes, so two different holdings give the same
 * digest only by a 1 in 2^64 chance.
 */

/** How many sub-ranges a range splits into: one per hex digit of the position. */
export const HOLDINGS_FANOUT = 16;
/** The longest range prefix: a whole position. */
export const MAX_RANGE_PREFIX = 8;
/**
 * A differing range with at most this many records on the server is answered with their keys; a
 * bigger one is split into its 16 sub-ranges and compared again. 64 keys are about 4 KB of answer.
 */
export const KEYS_PER_RANGE = 64;
/** The most ranges one comparison takes (every table's whole range, or 16 sub-ranges of 16 ranges). */
export const MAX_RANGES_PER_CHECK = 256;
/** What a range prefix looks like: lowercase hex digits, at most a whole position. */
export const RANGE_PREFIX_PATTERN = /^[0-9a-f]{0,8}$/;
/** What a digest's hash looks like: its two lanes, 8 hex digits each. */
export const DIGEST_HASH_PATTERN = /^[0-9a-f]{16}$/;

const HEX = "0123456789abcdef";

/** A record as either side holds it: its uuid and the version held. */
export interface HeldVersion {
  uuid: string;
  dataversion: number;
}

/** A held record with its position and its two hashes, worked out once. */
export interface DigestedRecord extends HeldVersion {
  position: string;
  a: number;
  b: number;
}

/** What a range holds: how many records, and the two lanes' sums as 16 hex digits. */
export interface RangeDigest {
  count: number;
  hash: string;
}

export const EMPTY_RANGE: RangeDigest = { count: 0, hash: "0000000000000000" };

/** MurmurHash3's finaliser: every input bit moves every output bit, so a position's first digits spread evenly. */
function mix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

function hex8(value: number): string {
  return (value >>> 0).toString(16).padStart(8, "0");
}

/**
 * The record's position and hashes, in one walk over its characters: lane a is FNV-1a over
 * `uuid:dataversion` (its state after the uuid alone gives the position), lane b a multiply-xor hash
 * of the same text with another constant. Plain arithmetic on char codes: a record costs well under
 * a microsecond, and nothing waits for WebCrypto.
 */
export function digestRecord(record: HeldVersion): DigestedRecord {
  const id = record.uuid.toLowerCase();
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  for (let i = 0; i < id.length; i++) {
    const c = id.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
  }
  const position = hex8(mix(a));
  const tail = `:${record.dataversion}`;
  for (let i = 0; i < tail.length; i++) {
    const c = tail.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
  }
  return { uuid: record.uuid, dataversion: record.dataversion, position, a: mix(a), b: mix(b) };
}

/** The position of a uuid alone (digestRecord's, whatever the version). */
export function positionOf(uuid: string): string {
  return digestRecord({ uuid, dataversion: 0 }).position;
}

/** Whether the record lies in the range. */
export function inRange(record: Pick<DigestedRecord, "position">, prefix: string): boolean {
  return record.position.startsWith(prefix);
}

/** The 16 ranges a range splits into, in order. */
export function subRanges(prefix: string): string[] {
  if (prefix.length >= MAX_RANGE_PREFIX) throw new Error(`the range "${prefix}" is a whole position: it has no sub-ranges`);
  return [...HEX].map((digit) => prefix + digit);
}

/**
 * The digest of each range asked for, over the records given (in any order); a range none of them
 * lies in is EMPTY_RANGE. Ranges may overlap ("" and "a"): each is summed on its own.
 */
export function rangeDigests(records: readonly DigestedRecord[], prefixes: readonly string[]): Map<string, RangeDigest> {
  const sums = new Map<string, { count: number; a: number; b: number }>(prefixes.map((p) => [p, { count: 0, a: 0, b: 0 }]));
  const lengths = [...new Set(prefixes.map((p) => p.length))];
  for (const record of records) {
    for (const length of lengths) {
      const sum = sums.get(length === 0 ? "" : record.position.slice(0, length));
      if (!sum) continue;
      sum.count += 1;
      sum.a = (sum.a + record.a) >>> 0;
      sum.b = (sum.b + record.b) >>> 0;
    }
  }
  return new Map([...sums].map(([prefix, sum]) => [prefix, { count: sum.count, hash: hex8(sum.a) + hex8(sum.b) }]));
}

/** Whether two digests say the same holdings. */
export function sameDigest(x: RangeDigest, y: RangeDigest): boolean {
  return x.count === y.count && x.hash === y.hash;
}
