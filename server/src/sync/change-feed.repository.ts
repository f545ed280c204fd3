import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { positionAfter, type FeedPosition } from "./feed-position.js";

/** A committed change as every replica reads it: the record's key, version, owner and writer. */
export interface FeedRow {
  table_name: string;
  uuid: string;
  dataversion: number;
  owner_user_id: number | null;
  owner_install_id: string | null;
  application: string | null;
  last_install_id: string | null;
  /** The transaction that wrote this version (xid8 as text). */
  feed_xid: string;
}

/**
 * A FeedRow's columns, as both of the reader's reads select them. `feed_xid` leaves as text, so a
 * read orders by `records.feed_xid`: a bare `feed_xid` in ORDER BY names this text column first,
 * which sorts "999" after "1000" (FEED_ORDER).
 */
const FEED_COLUMNS = sql`table_name, uuid, dataversion, owner_user_id, owner_install_id, application, last_install_id, feed_xid::text as feed_xid`;

/**
 * A moved record's row of transferred_records as a FeedRow of its old owner (docs/teams.md, "Moving a
 * caseload"): the notice that announces it reaches her phone, which fetches it and drops it.
 */
const MOVED_COLUMNS = sql`moved.table_name, moved.uuid, moved.dataversion, moved.from_user_id as owner_user_id, null::text as owner_install_id,
  moved.application, null::text as last_install_id, moved.feed_xid::text as feed_xid`;

/** The feed's order, by the stored xid8 and bigint: numeric, whatever their widths. */
const FEED_ORDER = sql`order by records.feed_xid, records.dataversion`;

/** A page of the feed and where its reader stands after it (feed-position.ts). */
export interface FeedPage<Row> {
  rows: Row[];
  position: FeedPosition;
  /** Whether more changes follow below the horizon: read them from `position`. */
  full: boolean;
}

/** A page of the replica's reader, which also learns whether committed changes wait above the horizon. */
export interface ReaderPage extends FeedPage<FeedRow> {
  /** Committed changes lie after the position but not below the horizon: an older transaction still runs. */
  heldBack: boolean;
  /** The horizon the page was read below (xid8 as text). */
  horizon: string;
}

/**
 * The oldest transaction still running, in the statement's own snapshot: every change of a
 * transaction below it is committed (or rolled back) and visible to the same statement, and every
 * transaction still to commit has an id at or above it (docs/sync-and-api.md, "Change feed").
 */
export const HORIZON = sql<string>`pg_snapshot_xmin(pg_current_snapshot())`;

/** Changes after `position` in feed order and below the horizon: the feed's one rule, for any reader. */
export const afterPosition = (position: FeedPosition) =>
  sql<boolean>`(records.feed_xid, records.dataversion) > (${position.xid}::xid8, ${position.dataversion}::bigint) and records.feed_xid < ${HORIZON}`;

/**
 * Turns rows read with their `horizon` (one row of nulls when none matched) into a page of at most
 * `limit`: the rows are read with `limit + 1`, so that one more says that more follow.
 */
export function feedPage<Row extends { feed_xid: string; dataversion: number | string }>(
  from: FeedPosition,
  rows: ReadonlyArray<Row & { horizon: string }>,
  limit: number,
): FeedPage<Row> {
  const matched = rows.filter((row) => row.feed_xid !== null);
  const found = matched.slice(0, limit).map((row) => {
    const { horizon: _, held_back: __, ...columns } = row as typeof row & { held_back?: unknown };
    return { ...columns, dataversion: Number(row.dataversion) } as unknown as Row;
  });
  const last = found.at(-1);
  const full = matched.length > limit;
  const position = positionAfter(from, last ? { xid: last.feed_xid, dataversion: Number(last.dataversion) } : null, full, rows[0]!.horizon);
  return { rows: found, position, full };
}

/** The change feed's reads, across every owner (the replica's reader, change-feed.ts). */
export class ChangeFeedRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Where a replica that starts begins announcing: below the oldest transaction still running, all is committed. */
  async now(): Promise<FeedPosition> {
    const { rows } = await sql<{ horizon: string }>`select ${HORIZON}::text as horizon`.execute(this.db);
    return { xid: rows[0]!.horizon, dataversion: 0 };
  }

  /**
   * Committed changes after the position in feed order (a move's records also as their old owner's,
   * MOVED_COLUMNS), but for those of the transactions `skip`
   * (announced already: change-feed.ts, announceHeard), at most `limit`, where the reader then
   * stands, and whether committed changes wait above the horizon (a later transaction committed
   * while an older one still runs: change-feed.ts reads again until they are read).
   */
  async committedAfter(position: FeedPosition, limit: number, skip: readonly string[] = []): Promise<ReaderPage> {
    const { rows } = await sql<FeedRow & { horizon: string; held_back: boolean }>`select ${HORIZON}::text as horizon,
        exists (select 1 from records where records.feed_xid >= ${HORIZON} and (records.feed_xid, records.dataversion) > (${position.xid}::xid8, ${position.dataversion}::bigint)) as held_back,
        changed.*
      from (select 1) as one left join lateral (select * from ((
        select ${FEED_COLUMNS}
        from records where ${afterPosition(position)} and not (records.feed_xid = any(${[...skip]}::xid8[]))
        ${FEED_ORDER} limit ${limit + 1}) union all (select ${MOVED_COLUMNS}
        from transferred_records as moved where (moved.feed_xid, moved.dataversion) > (${position.xid}::xid8, ${position.dataversion}::bigint)
          and moved.feed_xid < ${HORIZON} and not (moved.feed_xid = any(${[...skip]}::xid8[]))
        order by moved.feed_xid, moved.dataversion limit ${limit + 1})) as parts
        order by parts.feed_xid::xid8, parts.dataversion limit ${limit + 1}) as changed on true`.execute(this.db);
    return { ...feedPage(position, rows, limit), heldBack: rows[0]!.held_back, horizon: rows[0]!.horizon };
  }

  /**
   * The changes the transactions wrote, as they stand (a record written again since is the later
   * transaction's), by transaction then dataversion, at most `limit`, and the transaction of the
   * change after them when more follow (null when none): what the notices naming them announce
   * (change-feed.ts, announceHeard). Read by the feed index's first column.
   */
  async committedBy(xids: readonly string[], limit: number): Promise<{ rows: FeedRow[]; next: string | null }> {
    // docs/teams.md, "Moving a caseload": a move's records also come as their old owner's, so her phone hears it at once and drops them.
    const { rows } = await sql<FeedRow>`select * from ((select ${FEED_COLUMNS}
      from records where records.feed_xid = any(${[...xids]}::xid8[])
      ${FEED_ORDER} limit ${limit + 1}) union all (select ${MOVED_COLUMNS}
      from transferred_records as moved where moved.feed_xid = any(${[...xids]}::xid8[])
      order by moved.feed_xid, moved.dataversion limit ${limit + 1})) as parts
      order by parts.feed_xid::xid8, parts.dataversion limit ${limit + 1}`.execute(this.db);
    return { rows: rows.slice(0, limit).map((row) => ({ ...row, dataversion: Number(row.dataversion) })), next: rows[limit]?.feed_xid ?? null };
  }
}
