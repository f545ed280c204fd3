import { createHash } from "node:crypto";
import { createPubSub } from "@graphql-yoga/subscription";
import type { DatabaseHandle } from "../db/database.js";
import type { Logger } from "../logger.js";
import { ChangeFeedRepository, type FeedRow } from "./change-feed.repository.js";
import { xid8Of, type FeedPosition } from "./feed-position.js";

/** PostgreSQL NOTIFY channel: every replica is woken by every replica's accepted writes. */
export const RECORDS_CHANGED_CHANNEL = "stepwise_records_changed";
export const RECORDS_CHANGED_TOPIC = "RECORDS_CHANGED";

export interface ChangedRecord {
  table: string;
  uuid: string;
  dataversion: number;
  ownerUserId: number | null;
  ownerInstallId: string | null;
  /** The owner's deployment: every user of it hears of records shared with it (chat). */
  application: string | null;
}

export interface RecordsChangedEvent {
  /**
   * The lowercase hex SHA-256 of the lowercased install id that made the change (docs/shared-phone.md):
   * a device recognises its own notices by hashing its own id; nobody can act as the writer from it.
   */
  appID: string | null;
  records: ChangedRecord[];
}

export function createChangePubSub() {
  return createPubSub<{ [RECORDS_CHANGED_TOPIC]: [RecordsChangedEvent] }>();
}

export type ChangePubSub = ReturnType<typeof createChangePubSub>;

/** How many committed changes a replica reads at a time. */
export const FEED_PAGE = 500;

/**
 * How soon a reader reads again while committed changes wait behind an older transaction still
 * running: no notice comes when that one rolls back, or when it is not a batch (any writing
 * transaction holds the horizon).
 */
export const HELD_BACK_RETRY_MS = 100;

/** After how long behind one transaction the reader warns, and then again each time as long (docs/sync-and-api.md, "The feed's lag"). */
export const HELD_BACK_WARN_MS = 10_000;

/**
 * Transactions announced ahead of the position at most, until the feed's own read passes them: beyond
 * that (an older transaction held open for long while thousands commit), later changes wait for it.
 */
export const MAX_AHEAD = 1_000;

/**
 * One replica's reader of committed changes (docs/sync-and-api.md, "The server's feed: NOTIFY wakes, the database tells").
 * A wake-up (a notice, or the LISTEN connection back after a break) makes it read every change
 * after its position from the database, page by page, and publish them in feed order (the writing
 * transaction, then dataversion: docs/sync-and-api.md, "Change feed"); it reads only below the
 * oldest transaction still running, so a batch that commits late is announced once it commits,
 * never passed. Reads by position never overlap, and a wake-up during one makes it read again once
 * that one ends. A notice names the transaction that wrote (writerOf): that transaction's changes
 * are read at once, beside any read by position under way, and announced ahead of the position
 * (announceHeard); the position's read skips them when it reaches them. A notice is a wake-up, read
 * in no order by devices, so it need not wait for the reads of other workers' batches before it,
 * nor for a transaction older than it still running. Those reads never overlap either: the
 * transactions heard during one are read together by the next, so the reader holds at most two of
 * the pool's connections however many notices come.
 */
export class ChangeFeedReader {
  private running: Promise<void> | null = null;
  private again = false;
  private retry: NodeJS.Timeout | null = null;
  private closed = false;
  /** The horizon that holds changes back, since when, and when the reader last warned of it. */
  private held: { horizon: string; since: number; warned: number } | null = null;
  /** Transactions whose changes were all announced ahead of the position: its read skips them. */
  private readonly ahead = new Set<string>();
  /** Transactions heard of and not yet read (announceHeard). */
  private readonly heardOf = new Set<string>();
  private announcing: Promise<void> | null = null;

  private constructor(
    private readonly feed: ChangeFeedRepository,
    private readonly publish: (event: RecordsChangedEvent) => void,
    private readonly logger: Logger,
    private cursor: FeedPosition,
  ) {}

  /**
   * Starts below the oldest transaction running now: changes committed before are caught up by
   * each client (changesSince); those of transactions still running are announced when they commit.
   */
  static async start(feed: ChangeFeedRepository, publish: (event: RecordsChangedEvent) => void, logger: Logger): Promise<ChangeFeedReader> {
    return new ChangeFeedReader(feed, publish, logger, await feed.now());
  }

  /** Where the reader stands: every change before it is announced. */
  get position(): FeedPosition {
    return this.cursor;
  }

  /**
   * A write's notice (wakeUpPayload): the transaction it names is read and announced at once, and
   * the reader reads by position as after any wake-up. Resolves when both are done.
   */
  async heard(payload?: string): Promise<void> {
    const xid = writerOf(payload);
    if (xid !== null && this.heardOf.size < MAX_AHEAD) this.heardOf.add(xid);
    await Promise.all([this.heardOf.size > 0 ? this.announceHeard() : null, this.wake()]);
  }

  /** Reads and announces the transactions heard of, one read at a time, all those heard meanwhile in the next. */
  private announceHeard(): Promise<void> {
    this.announcing ??= (async () => {
      while (this.heardOf.size > 0 && !this.closed) {
        const xids = [...this.heardOf];
        this.heardOf.clear();
        await this.announceTransactions(xids);
      }
    })().finally(() => {
      this.announcing = null;
    });
    return this.announcing;
  }

  /** Reads and announces everything after the cursor; resolves once all committed so far is announced. */
  wake(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async drain(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.readAll();
      } catch (error) {
        // The cursor stays: the next wake-up (a notice, or the LISTEN connection back) reads from it.
        this.logger.error({ err: error }, "could not read the change feed; it is read again at the next wake-up");
        return;
      }
    } while (this.again);
  }

  /** Stops the reads scheduled while changes are held back. */
  close(): void {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
  }

  private async readAll(): Promise<void> {
    for (;;) {
      const page = await this.feed.committedAfter(this.cursor, FEED_PAGE, [...this.ahead]);
      // A transaction announced while this read ran (announceHeard) is skipped here too.
      for (const event of eventsOf(page.rows.filter((row) => !this.ahead.has(row.feed_xid)))) this.publish(event);
      this.cursor = page.position;
      this.forgetPassed();
      if (page.full) continue;
      this.heldBack(page.heldBack ? page.horizon : null);
      return;
    }
  }

  /**
   * Announces committed transactions' changes that the position has not passed, unless they were
   * announced already, and notes each so the position's read skips the rest. A transaction whose
   * changes a page cut (more than FEED_PAGE in all), or a failed read, is left to the position's
   * read. The checks and the announcement come in one step after the read: a read by position that
   * ended meanwhile has moved the position, and what it announced lies at or before it.
   */
  private async announceTransactions(heard: readonly string[]): Promise<void> {
    const passed = BigInt(this.cursor.xid);
    const xids = heard.filter((xid) => !this.ahead.has(xid) && BigInt(xid) >= passed).slice(0, Math.max(0, MAX_AHEAD - this.ahead.size));
    if (xids.length === 0) return;
    let rows: FeedRow[];
    let next: string | null;
    try {
      ({ rows, next } = await this.feed.committedBy(xids, FEED_PAGE));
    } catch (error) {
      this.logger.warn({ err: error, transactions: xids.length }, "could not read the notices' changes; the change feed's read announces them");
      return;
    }
    // A page short of all: the transactions after its last one were not read, and are read next; the last one is
    // cut when the change after the page is its own, and is read again too, unless it came first (alone it is
    // more than a page: the position's read has it). Each read thus announces or drops at least one.
    const last = rows.at(-1)?.feed_xid;
    const cut = next !== null && next === last ? last : undefined;
    const unread = new Set(next === null || last === undefined ? [] : xids.filter((xid) => BigInt(xid) > BigInt(last)));
    for (const xid of unread) this.heardOf.add(xid);
    if (cut !== undefined && rows[0]!.feed_xid !== cut) this.heardOf.add(cut);
    const { xid: at, dataversion } = this.cursor;
    // Checked after the read: a transaction the position passed meanwhile is not announced again. None was
    // announced ahead meanwhile: only this method notes them, and its calls never overlap (announceHeard).
    const taken = new Set(xids.filter((xid) => xid !== cut && !unread.has(xid) && BigInt(xid) >= BigInt(at)));
    const fresh = rows.filter((row) => taken.has(row.feed_xid) && (row.feed_xid !== at || row.dataversion > dataversion));
    // A transaction with none found (its records written again since) is not noted: the position's read has the rest.
    for (const row of rows) if (taken.has(row.feed_xid)) this.ahead.add(row.feed_xid);
    for (const event of eventsOf(fresh)) this.publish(event);
  }

  /** Transactions before the position are never read again: they need not be remembered. */
  private forgetPassed(): void {
    if (this.ahead.size === 0) return;
    const passed = BigInt(this.cursor.xid);
    for (const xid of this.ahead) if (BigInt(xid) < passed) this.ahead.delete(xid);
  }

  /**
   * Committed changes wait behind the transaction `horizon` (null: none wait): read again soon,
   * and warn when the same transaction holds them longer than HELD_BACK_WARN_MS.
   */
  private heldBack(horizon: string | null): void {
    if (horizon === null || this.closed) {
      this.held = null;
      return;
    }
    const now = performance.now();
    if (this.held?.horizon !== horizon) this.held = { horizon, since: now, warned: now };
    if (now - this.held.warned >= HELD_BACK_WARN_MS) {
      this.held.warned = now;
      const seconds = Math.round((now - this.held.since) / 1000);
      this.logger.warn(
        { transaction: horizon, seconds },
        "the change feed waits for a write transaction still running; its later changes are announced when it ends",
      );
    }
    this.retry ??= setTimeout(() => {
      this.retry = null;
      void this.wake();
    }, HELD_BACK_RETRY_MS);
    this.retry.unref();
  }
}

/** What a notice says of the install that wrote: never the id itself. */
export function noticeAppId(installId: string | null): string | null {
  return installId === null ? null : createHash("sha256").update(installId.toLowerCase()).digest("hex");
}

/** Consecutive changes by one install make one notice, whose appID stands for that install (noticeAppId). */
function eventsOf(rows: readonly FeedRow[]): RecordsChangedEvent[] {
  const events: (RecordsChangedEvent & { writer: string | null })[] = [];
  for (const row of rows) {
    const record: ChangedRecord = {
      table: row.table_name,
      uuid: row.uuid,
      dataversion: row.dataversion,
      ownerUserId: row.owner_user_id,
      ownerInstallId: row.owner_install_id,
      application: row.application,
    };
    const last = events[events.length - 1];
    if (last && last.writer === row.last_install_id) last.records.push(record);
    else events.push({ writer: row.last_install_id, appID: noticeAppId(row.last_install_id), records: [record] });
  }
  return events.map(({ appID, records }) => ({ appID, records }));
}

/**
 * Bridges the database's NOTIFY channel to this process's subscribers: every notice, and every
 * return of the LISTEN connection, wakes the reader, so a notice lost in between loses nothing.
 */
export async function listenForChanges(database: DatabaseHandle, pubSub: ChangePubSub, logger: Logger) {
  const reader = await ChangeFeedReader.start(new ChangeFeedRepository(database.db), (event) => pubSub.publish(RECORDS_CHANGED_TOPIC, event), logger);
  const stopListening = await database.listen(
    RECORDS_CHANGED_CHANNEL,
    (payload) => void reader.heard(payload),
    () => void reader.wake(),
  );
  // Changes committed between the cursor's read and the LISTEN are read now.
  await reader.wake();
  return async () => {
    reader.close();
    await stopListening();
  };
}

/**
 * The NOTIFY payload of a write, after the writing transaction's id, which the writer puts before it
 * in SQL (`pg_current_xact_id()::text || ':' || ...`): its first and last dataversions, a few bytes
 * whatever the batch's size. A reader takes only the transaction's id from it (writerOf), and reads
 * that transaction's changes from the database.
 */
export function wakeUpPayload(firstDataversion: number, lastDataversion: number): string {
  return `${firstDataversion}:${lastDataversion}`;
}

/** Longest payload wakeUpPayload's writers send: an xid8's 20 digits, and two dataversions of 16, each after a colon. */
const MAX_PAYLOAD_LENGTH = 20 + 2 * (1 + 16);

/**
 * The writing transaction's id a notice's payload begins with (`<xid>:<first>:<last>`), or null for
 * any other payload: a replica of a build before sends `<first>:<last>`, whose first number is no
 * transaction's id.
 */
export function writerOf(payload: string | undefined): string | null {
  if (payload === undefined || payload.length > MAX_PAYLOAD_LENGTH) return null;
  const parts = payload.split(":");
  // As PostgreSQL writes it: the reader compares it with the ids its reads return.
  return parts.length === 3 ? xid8Of(parts[0]!) : null;
}
