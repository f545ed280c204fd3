import { describe, expect, it } from "vitest";
import { preFixPosition } from "../test-support/pre-fix-feed.js";
import { random } from "../test-support/sync-model.js";
import { FEED_START, formatFeedCursor, parseFeedCursor } from "./feed-position.js";

const SEED = 46;

/** A random decimal of `digits` digits (no leading zero), as text. */
function decimal(next: () => number, digits: number): string {
  let text = String(1 + Math.floor(next() * 9));
  while (text.length < digits) text += String(Math.floor(next() * 10));
  return text;
}

/**
 * docs/sync-and-api.md, "Cursors from the build that sorted by text": cursors of this build carry a leading 0 before their xid (`0<xid>:<dataversion>`); one
 * without it was handed out by the build that sorted the feed by the xid's text and may stand past
 * changes its device never read, so it is answered from the start. A bare dataversion, held from
 * before cursors named transactions, is still the exact position (0, N).
 */
describe("the change feed's cursors across builds (docs/sync-and-api.md, Cursors from the build that sorted by text)", () => {
  it("reads this build's cursors back as the same position, at every width of xid from 1 to 20 digits", () => {
    const rng = random(SEED);
    for (let digits = 1; digits <= 20; digits++) {
      for (let i = 0; i < 50; i++) {
        let xid = decimal(rng.next, digits);
        if (BigInt(xid) > 0xffffffffffffffffn) xid = "18446744073709551615";
        const position = { xid, dataversion: Math.floor(rng.next() * 2 ** 40) };
        const cursor = formatFeedCursor(position);
        expect(cursor, `seed ${SEED}`).toBe(`0${xid}:${position.dataversion}`);
        expect(parseFeedCursor(cursor, "cursor"), `${cursor}, seed ${SEED}`).toEqual({ position, restarted: false });
      }
    }
    expect(parseFeedCursor(formatFeedCursor(FEED_START), "cursor")).toEqual({ position: FEED_START, restarted: false });
  });

  it("answers a cursor of the build before from the start, restarted, whatever its position", () => {
    for (const cursor of ["999:1200", "1000:0", "757:31", "0:0", "0:17", "18446744073709551615:9007199254740991"]) {
      expect(parseFeedCursor(cursor, "cursor"), cursor).toEqual({ position: FEED_START, restarted: true });
    }
  });

  it("reads a bare dataversion, from before cursors named transactions, as the position (0, N)", () => {
    expect(parseFeedCursor("0", "cursor")).toEqual({ position: { xid: "0", dataversion: 0 }, restarted: false });
    expect(parseFeedCursor("4711", "cursor")).toEqual({ position: { xid: "0", dataversion: 4711 }, restarted: false });
  });

  it("refuses anything else, naming the argument", () => {
    const refused = ["", "abc", ":5", "5:", "01:", "0x1:2", "1:2:3", "01:-2", "-1", "1.5", ` ${formatFeedCursor({ xid: "12", dataversion: 3 })}`];
    refused.push(`0${"1".repeat(21)}:1`, `1:${"9".repeat(17)}`, "018446744073709551616:0", "09007199254740993");
    for (const cursor of refused) {
      expect(() => parseFeedCursor(cursor, "cursor"), JSON.stringify(cursor)).toThrow(/^cursor: must be a cursor of changesSince/);
    }
  });

  it("is read by a replica of the build before as the same position, up to 19-digit xids (a rolling upgrade)", () => {
    const rng = random(SEED + 1);
    for (let digits = 1; digits <= 19; digits++) {
      const position = { xid: decimal(rng.next, digits), dataversion: Math.floor(rng.next() * 1e9) };
      expect(preFixPosition(formatFeedCursor(position)), `seed ${SEED + 1}`).toEqual(position);
    }
    // At 20 digits the leading 0 makes 21, which that build refused (an xid8 past 10^19: not met in practice).
    expect(preFixPosition(formatFeedCursor({ xid: "10000000000000000000", dataversion: 1 }))).toBeNull();
  });
});
