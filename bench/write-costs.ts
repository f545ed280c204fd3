import { randomUUID } from "node:crypto";
import pg from "pg";
import { openDatabase } from "../server/src/db/database.js";
import { startPostgresCluster } from "../server/src/test-support/postgres-cluster.js";
import { createPostgresDatabase } from "../server/src/test-support/postgres-database.js";
import { clientRecord } from "./support/api.js";
import { median, ms, type BenchRow } from "./support/stats.js";
import { LINES_UPSERT, rawRows } from "./sync-throughput.js";

const BATCH = 500;
/** Rounds over the variants; in each, a variant writes BATCHES_A_TURN batches, so drift falls on all alike. */
const ROUNDS = 6;
const BATCHES_A_TURN = 4;

/**
 * What each index and check of `records` costs a sync batch's write, and so what it buys (the read it
 * serves, docs/PERFORMANCE.md "What a write's parts cost"): a variant drops one of them, and the
 * write is put back together after its turn.
 */
interface Variant {
  name: string;
  /** What it serves. */
  serves: string;
  drop: string;
  restore: string;
}

const VARIANTS: Variant[] = [
  {
    name: "records_feed (feed_xid, dataversion)",
    serves: "the change feed's reads",
    drop: "drop index records_feed",
    restore: "create index records_feed on records (feed_xid, dataversion)",
  },
  {
    name: "records_user_feed (owner_user_id, dataversion) where owned by a user",
    serves: "a worker's download and list pages",
    drop: "drop index records_user_feed",
    restore: "create index records_user_feed on records (owner_user_id, dataversion) where owner_user_id is not null",
  },
  {
    name: "records_application_table_updated (application, table_name, updated_at, uuid)",
    serves: "the reports and reportRecords",
    drop: "drop index records_application_table_updated",
    restore: "create index records_application_table_updated on records (application, table_name, updated_at, uuid)",
  },
  {
    name: "the owner's foreign key to users",
    serves: "no record of a user who does not exist",
    drop: "alter table records drop constraint records_owner_user_id_fkey",
    restore: "alter table records add constraint records_owner_user_id_fkey foreign key (owner_user_id) references users (id)",
  },
];

/** The raw write of sync-throughput.ts (its fastest), in a transaction: one batch of new clients. */
async function writeBatch(client: pg.Client, userId: number, start: number): Promise<number> {
  const rows = rawRows(
    Array.from({ length: BATCH }, (_, i) => clientRecord(start + i)),
    userId,
    randomUUID(),
  );
  const values = [JSON.stringify(rows.map(({ content: _content, ...columns }) => columns)), rows.map((r) => JSON.stringify(r.content)).join("\n")];
  const started = performance.now();
  await client.query({ ...LINES_UPSERT, values });
  return performance.now() - started;
}

/**
 * The raw write of a batch of 500 new clients into `records` as migrated, against the same write
 * with one secondary index or check dropped, taking turns. Run: `npm run bench -- write-costs`
 * (no build needed).
 */
export async function benchWriteCosts(): Promise<BenchRow[]> {
  const cluster = await startPostgresCluster();
  const database = await createPostgresDatabase(cluster.url);
  const handle = await openDatabase({ databaseUrl: database.url, dataDir: "unused", reportError: () => {} });
  await handle.close();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      "insert into users (application, email, name, password_hash) values ('default', 'bench-costs@example.org', 'Bench', 'x') returning id",
    );
    const userId = rows[0]!.id;
    let next = 0;
    const turn = async (into: number[]) => {
      for (let b = 0; b < BATCHES_A_TURN; b += 1) into.push(await writeBatch(client, userId, (next += BATCH)));
    };
    for (let w = 0; w < 3; w += 1) await writeBatch(client, userId, (next += BATCH));
    const whole: number[] = [];
    const without = VARIANTS.map(() => [] as number[]);
    for (let round = 0; round < ROUNDS; round += 1) {
      await turn(whole);
      for (const [i, variant] of VARIANTS.entries()) {
        await client.query(variant.drop);
        await turn(without[i]!);
        await client.query(variant.restore);
      }
    }
    const all = median(whole);
    return VARIANTS.map((variant, i) => {
      const less = median(without[i]!);
      return {
        benchmark: `Write costs: raw batch of ${BATCH} new clients without ${variant.name} (serves ${variant.serves})`,
        figure: `${ms(less)} (median of ${without[i]!.length}); it costs ${ms(all - less)} a batch`,
        baseline: `the write with every index and check ${ms(all)} (median of ${whole.length})`,
        ratio: `${((all - less) / all).toFixed(2)} of the write`,
        target: "measured",
        met: true,
      };
    });
  } finally {
    await client.end();
    await cluster.stop();
  }
}
