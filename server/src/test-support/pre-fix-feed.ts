import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { feedPage } from "../sync/change-feed.repository.js";
import type { FeedPosition } from "../sync/feed-position.js";
import type { ChangesAnswer } from "./sync-device-wire.js";

/**
 * The change feed as the build before the feed's order was fixed answered a worker's `changesSince` (main at
 * 0c53c94, `RecordsRepository.changesSince` and `parseFeedCursor`/`formatFeedCursor`): the same
 * statement, whose `order by feed_xid` named the selected text `feed_xid::text` and so sorted the
 * page as text ("999" after "1000"), and cursors written `<xid>:<dataversion>`. Kept here, and only
 * here, to make the devices that build left behind (feed-order-upgrade.test.ts).
 */
export function preFixChangesSince(db: Kysely<Database>, userId: number) {
  return async (cursor: string, limit: number): Promise<ChangesAnswer> => {
    const position = preFixPosition(cursor);
    if (!position) throw new Error(`cursor: must be a cursor of changesSince or downloadRecords' feedCursor (got "${cursor}")`);
    const { rows } = await sql<{ table_name: string; uuid: string; dataversion: string; feed_xid: string; horizon: string }>`
      select pg_snapshot_xmin(pg_current_snapshot())::text as horizon, changed.*
      from (select 1) as one left join lateral (
        select table_name, uuid, dataversion, deleted_at, feed_xid::text as feed_xid from records
        where records.owner_user_id = ${userId}
          and (records.feed_xid, records.dataversion) > (${position.xid}::xid8, ${position.dataversion}::bigint)
          and records.feed_xid < pg_snapshot_xmin(pg_current_snapshot())
        order by feed_xid asc, dataversion asc limit ${limit + 1}) as changed on true`.execute(db);
    const page = feedPage(position, rows, limit);
    return {
      changes: page.rows.map((row) => ({ table: row.table_name, uuid: row.uuid, dataversion: Number(row.dataversion) })),
      cursor: `${page.position.xid}:${page.position.dataversion}`,
      hasMore: page.full,
    };
  };
}

/**
 * That build's reading of a cursor (its `parseFeedCursor`, as it was): `<xid>:<dataversion>` or a
 * bare dataversion N as (0, N); null where it refused the cursor. A replica of that build meets
 * this build's cursors during a rolling upgrade (legacy-cursors.test.ts).
 */
export function preFixPosition(text: string): FeedPosition | null {
  if (text.length === 0 || text.length > 20 + 1 + 16) return null;
  const colon = text.indexOf(":");
  const [xid, version] = colon < 0 ? ["0", text] : [text.slice(0, colon), text.slice(colon + 1)];
  if (!/^\d{1,20}$/.test(xid) || BigInt(xid) > 0xffffffffffffffffn || !/^\d{1,16}$/.test(version)) return null;
  const dataversion = Number(version);
  return Number.isSafeInteger(dataversion) ? { xid: BigInt(xid).toString(), dataversion } : null;
}
