import { createHash } from "node:crypto";
import { createPubSub } from "@graphql-yoga/subscription";
import type { DatabaseHandle } from "../db/database.js";
import type { Logger } from "../logger.js";
import { ChangeFeedRepository, type FeedRow } from "./change-feed.repository.js";

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
 * One replica's reader of committed changes (ARCHITECTURE: NOTIFY is a wake-up, not the data).
 * A wake-up (a notice, or the LISTEN connection back after a break) makes it read every change
 * after its cursor from the database, page by page, and publish them in dataversion order; reads
 * never overlap, and a wake-up during a read makes it read again once that one ends.
 */
export class ChangeFeedReader {
  private running: Promise<void> | null = null;
  private again = false;

  private constructor(
    private readonly feed: ChangeFeedRepository,
    private readonly publish: (event: RecordsChangedEvent) => void,
    private readonly logger: Logger,
    private cursor: number,
  ) {}

  /** Starts after the last committed change: older ones are caught up by each client (changesSince). */
  static async start(feed: ChangeFeedRepository, publish: (event: RecordsChangedEvent) => void, logger: Logger): Promise<ChangeFeedReader> {
    return new ChangeFeedReader(feed, publish, logger, await feed.lastCommitted());
  }

  /** The last dataversion announced. */
  get position(): number {
    return this.cursor;
  }

  /**
   * A batch's notice (wakeUpPayload): when its dataversions lie at or below the cursor, the
   * sequence was set back (a database restored, or emptied by a test): the cursor follows it.
   */
  heard(payload: string): Promise<void> {
    const [first, last] = payload.split(":").map(Number);
    if (Number.isInteger(first) && Number.isInteger(last) && last! <= this.cursor) this.cursor = first! - 1;
    return this.wake();
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

  private async readAll(): Promise<void> {
    for (;;) {
      const rows = await this.feed.committedAfter(this.cursor, FEED_PAGE);
      for (const event of eventsOf(rows)) this.publish(event);
      if (rows.length > 0) this.cursor = rows[rows.length - 1]!.dataversion;
      if (rows.length < FEED_PAGE) return;
    }
  }
}

/** What a notice says of the install that wrote: never the id itself (issue 31 item 2). */
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
  const stop = await database.listen(
    RECORDS_CHANGED_CHANNEL,
    (payload) => void reader.heard(payload),
    () => void reader.wake(),
  );
  // Changes committed between the cursor's read and the LISTEN are read now.
  await reader.wake();
  return stop;
}

/** The NOTIFY payload of a batch: only its first and last dataversions, a few bytes whatever the batch's size. */
export function wakeUpPayload(firstDataversion: number, lastDataversion: number): string {
  return `${firstDataversion}:${lastDataversion}`;
}
