import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../db/schema.js";
import { HORIZON } from "./change-feed.repository.js";
import type { FeedPosition } from "./feed-position.js";

type Db = Kysely<Database> | Transaction<Database>;

/** A record moved away from a worker (docs/teams.md, "Moving a caseload"), as her phone is told of it. */
export interface MovedAway {
  table_name: string;
  uuid: string;
  /** The record's dataversion the move gave it. */
  dataversion: number;
  transferred_at: Date;
  /** The uuids the record names (`client_uuid`, `description_uuid`), as its tombstone keeps them (server/src/modules/erasure/erased-tombstone.ts). */
  content: Record<string, unknown>;
}

/**
 * The old owner's part of the change feed (docs/sync-and-api.md, "Moving a caseload"): each record
 * moved away from her after the position, below the horizon, as a delete at the move's position
 * (its transaction and the record's new dataversion). Her phone fetches it and is answered a
 * tombstone (movedAwayAmong), so it drops the record. Columns as RecordsRepository.changesSince's.
 */
export function movedAwayChanges(db: Db, userId: number, position: FeedPosition, limit: number) {
  return db
    .selectFrom("transferred_records as moved")
    .select([
      "moved.table_name",
      "moved.uuid",
      "moved.dataversion",
      sql<Date>`moved.transferred_at`.as("deleted_at"),
      sql<string>`moved.feed_xid::text`.as("feed_xid"),
    ])
    .where("moved.from_user_id", "=", userId)
    .where(sql<boolean>`(moved.feed_xid, moved.dataversion) > (${position.xid}::xid8, ${position.dataversion}::bigint) and moved.feed_xid < ${HORIZON}`)
    .orderBy(sql`moved.feed_xid`, "asc")
    .orderBy("moved.dataversion", "asc")
    .limit(limit + 1);
}

/** A move (`moved`) of a record that is not the user's again: a later move may have brought it back. */
export const notHersAgain = (userId: number) =>
  sql<boolean>`not exists (select 1 from records where records.table_name = moved.table_name and records.uuid = moved.uuid and records.owner_user_id = ${userId})`;

/** The moves away from the user of records named by the uuids that are not hers again (a later move may have brought one back). */
function stillAway(db: Db, userId: number, uuids: readonly string[]) {
  return db
    .selectFrom("transferred_records as moved")
    .select(["moved.table_name", "moved.uuid", "moved.dataversion", "moved.transferred_at"])
    .where("moved.from_user_id", "=", userId)
    .where("moved.uuid", "in", [...new Set(uuids)])
    .where(notHersAgain(userId));
}

/** Among the keys, the records moved away from the user and not hers again, each at its latest move: what storedRecords answers her as tombstones. */
export async function movedAwayAmong(db: Db, userId: number, keys: ReadonlyArray<{ table: string; uuid: string }>): Promise<MovedAway[]> {
  if (keys.length === 0) return [];
  const rows = await stillAway(
    db,
    userId,
    keys.map((k) => k.uuid),
  )
    .leftJoin("records as now", (join) => join.onRef("now.table_name", "=", "moved.table_name").onRef("now.uuid", "=", "moved.uuid"))
    .select(sql<Record<string, unknown>>`coalesce(now.content, '{}'::jsonb)`.as("content"))
    .orderBy("moved.dataversion", "desc")
    .execute();
  const wanted = new Set(keys.map((k) => `${k.table}:${k.uuid}`));
  const latest = new Map<string, MovedAway>();
  for (const row of rows) {
    const key = `${row.table_name}:${row.uuid}`;
    if (wanted.has(key) && !latest.has(key)) latest.set(key, { ...row, dataversion: Number(row.dataversion) });
  }
  return [...latest.values()];
}

/**
 * The uuids among `uuids` of records moved away from the user and not hers again, read in a
 * batch's transaction: an entry naming one is REJECTED (server/src/sync/transferred-references.ts).
 */
export async function transferredAwayAmong(trx: Db, userId: number, uuids: readonly string[]): Promise<Set<string>> {
  if (uuids.length === 0) return new Set();
  const rows = await stillAway(trx, userId, uuids).execute();
  return new Set(rows.map((r) => r.uuid));
}
