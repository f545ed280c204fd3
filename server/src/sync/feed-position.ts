import { BadInput } from "../errors.js";

/**
 * A place in the change feed (docs/sync-and-api.md, "Change feed"): every change at or before
 * (xid, dataversion), in that order, has been read. `xid` is the writing transaction's id (xid8)
 * as its decimal text; changes are read only below the oldest transaction still running, so a
 * change that commits later always sorts after every position already handed out.
 */
export interface FeedPosition {
  xid: string;
  dataversion: number;
}

/** The start of the feed: before every change. */
export const FEED_START: FeedPosition = { xid: "0", dataversion: 0 };

/**
 * A cursor as devices hold it: `0<xid>:<dataversion>`, opaque to them. The leading 0 marks a cursor
 * handed out since the feed is ordered by the stored xid8: the build before ordered by
 * the xid's text ("999" after "1000"), and a cursor it handed out after a full page may stand past
 * changes its device never read. A replica of that build still reads `0<xid>` as the same xid.
 */
export function formatFeedCursor(position: FeedPosition, restore: number | null = null): string {
  const cursor = `0${position.xid}:${position.dataversion}`;
  return restore === null ? cursor : `${cursor}:${restore}`;
}

/** Longest text of an xid8 (2^64 - 1 has 20 digits; a cursor adds its leading 0) and of a dataversion (a safe integer has 16). */
const MAX_XID_DIGITS = 20;
const MAX_DATAVERSION_DIGITS = 16;
const MAX_XID8 = 0xffffffffffffffffn;

/** Longest cursor text: the leading 0, an xid8, the colon, a dataversion, and a restore's mark after a colon. */
const MAX_CURSOR_LENGTH = 1 + MAX_XID_DIGITS + 1 + MAX_DATAVERSION_DIGITS + 1 + MAX_DATAVERSION_DIGITS;

/** A cursor as read: where to read from, and whether it was handed out by a build that could skip. */
export interface ReadCursor {
  position: FeedPosition;
  /**
   * The cursor came from a build that ordered the feed by the xid's text: it is read from the start
   * instead (FEED_START), and the device fetches only what it does not hold (docs/sync-and-api.md, "Cursors from the build that sorted by text").
   */
  restarted: boolean;
}

/**
 * A cursor a device sent (docs/sync-and-api.md, "Change feed"):
 * - `0<xid>:<dataversion>`, this build's: that position;
 * - `<xid>:<dataversion>` without the leading 0, handed out by the build that sorted by text: the start, restarted;
 * - a bare whole number, the dataversion cursor devices held before the feed was ordered by
 *   transaction: every change committed before that carries xid 0 and came in dataversion order, so
 *   the old cursor N is the position (0, N) and loses nothing;
 * - after a restore (docs/operating.md, "Restoring") the cursors handed out end in `:<resumed_from>` of
 *   the last restore (`restore`, formatFeedCursor). A cursor without that mark, or with another
 *   restore's, names transactions and dataversions of a database that is gone (a new cluster's ids
 *   start lower, an older copy's went back): it is read from the start, restarted. Old app builds
 *   only pass the cursor on, so they repair the same way. "0" is the start anyway.
 * Anything else is refused, naming `where`.
 */
export function parseFeedCursor(text: string, where: string, restore: number | null = null): ReadCursor {
  const bad = () => new BadInput(`${where}: must be a cursor of changesSince or downloadRecords' feedCursor (got "${text.slice(0, 40)}")`);
  if (text.length === 0 || text.length > MAX_CURSOR_LENGTH) throw bad();
  const marks = text.split(":");
  if (marks.length > 3) throw bad();
  const restoreText = marks.length === 3 ? marks.pop()! : null;
  // Only this build's cursors (`0<xid>:<dataversion>`) carry a restore's mark.
  if (restoreText !== null && (!isDigits(restoreText, MAX_DATAVERSION_DIGITS) || marks[0]!.length < 2 || !marks[0]!.startsWith("0"))) throw bad();
  const unmarked = marks.join(":");
  const read = parseUnmarked(unmarked, bad);
  // docs/operating.md, "Restoring": a cursor from before the last restore (or of none, when one was made) starts again.
  const fromThisDatabase = restoreText === null ? restore === null : restore !== null && Number(restoreText) === restore;
  if (!fromThisDatabase && !(unmarked === "0" && restoreText === null)) return { position: FEED_START, restarted: true };
  return read;
}

function parseUnmarked(text: string, bad: () => BadInput): ReadCursor {
  const colon = text.indexOf(":");
  const [xidText, version] = colon < 0 ? ["0", text] : [text.slice(0, colon), text.slice(colon + 1)];
  const marked = colon > 0 && xidText.length > 1 && xidText.startsWith("0");
  const xid = xid8Of(marked ? xidText.slice(1) : xidText);
  if (xid === null || !isDigits(version, MAX_DATAVERSION_DIGITS)) throw bad();
  const dataversion = Number(version);
  if (!Number.isSafeInteger(dataversion)) throw bad();
  if (colon > 0 && !marked) return { position: FEED_START, restarted: true };
  return { position: { xid, dataversion }, restarted: false };
}

/** An xid8 as decimal text, written as PostgreSQL writes it (no leading zero), or null when the text is none. */
export function xid8Of(text: string): string | null {
  if (!isDigits(text, MAX_XID_DIGITS)) return null;
  const xid = BigInt(text);
  return xid <= MAX_XID8 ? xid.toString() : null;
}

function isDigits(text: string, max: number): boolean {
  if (text.length === 0 || text.length > max) return false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

/** The later of two positions. */
export function laterPosition(a: FeedPosition, b: FeedPosition): FeedPosition {
  const [x, y] = [BigInt(a.xid), BigInt(b.xid)];
  if (x !== y) return x > y ? a : b;
  return a.dataversion >= b.dataversion ? a : b;
}

/**
 * Where a reader stands after reading a page of changes after `from`, below `horizon` (the oldest
 * transaction still running when the page was read): at the page's last change when the page was
 * full (more may follow below the horizon), else at the horizon, since every change below it has
 * been read; never behind `from`.
 */
export function positionAfter(from: FeedPosition, last: FeedPosition | null, full: boolean, horizon: string): FeedPosition {
  if (full && last) return laterPosition(from, last);
  return laterPosition(from, { xid: horizon, dataversion: 0 });
}
