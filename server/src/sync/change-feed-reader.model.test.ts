import { describe, expect, it } from "vitest";
import { createLogger } from "../logger.js";
import { random } from "../test-support/sync-model.js";
import { ChangeFeedReader, type RecordsChangedEvent } from "./change-feed.js";
import { feedPage, type ChangeFeedRepository, type FeedRow } from "./change-feed.repository.js";
import type { FeedPosition } from "./feed-position.js";

/** Random schedules run per test, each of STEPS operations. */
const SCHEDULES = 2000;
const STEPS = 60;
const KEYS = ["a", "b", "c", "d", "e", "f"];
/** The model's page, in place of the reader's 500: pages end inside a transaction, and a transaction of more is left to the read by position. */
const PAGE = 2;
/**
 * Where a schedule's transaction ids start, by seed: at 3 as in a new database, or a few below a power
 * of ten, so that its transactions, and full pages, cross where an id grows a digit.
 */
const POWERS_OF_TEN = [10n, 1000n, 10_000_000n];
function firstXid(seed: number): { first: bigint; boundary: bigint | null } {
  const boundary = seed % 4 === 0 ? null : POWERS_OF_TEN[(seed % 4) - 1]!;
  return { first: boundary === null ? 3n : boundary - BigInt(1 + ((seed >> 2) % 6)), boundary };
}

interface Transaction {
  xid: bigint;
  writes: Map<string, number>;
  state: "running" | "committed" | "rolled back";
}

/**
 * The records table as the change feed reads it, in memory: transactions get increasing ids when
 * they begin, draw dataversions as they write, and their rows become visible whole when they commit
 * (a record written again moves to the later transaction). The horizon is the oldest transaction
 * running. Its reads answer as ChangeFeedRepository's statements do (change-feed.repository.ts), with
 * the repository's own paging (feedPage); before answering, `meanwhile` lets other transactions
 * begin, write, commit or roll back, as they do while a read runs.
 *
 * It orders rows by their ids as numbers, as the statements do (docs/sync-and-api.md, "The feed's
 * order is numeric"), so it cannot show a statement that sorts ids as text ("999" after "1000"):
 * feed-order-edges.test.ts and feed-order-widths.test.ts prove the statements' order on a real
 * database. What the schedules that start below a power of ten prove here is the reader's own
 * comparisons across it (change-feed.ts: a notice's transaction against its position, the
 * transactions a cut page left unread).
 */
class FeedModel {
  private nextXid: bigint;
  /** Full pages whose rows lie on both sides of the schedule's power of ten. */
  pagesAcross = 0;
  private nextVersion = 1;
  readonly transactions: Transaction[] = [];
  /** Committed rows by uuid. */
  readonly rows = new Map<string, { xid: bigint; dataversion: number }>();
  meanwhile: () => void = () => {};
  /** Whether an answer comes a turn of the event loop later (a notice may be heard first), as a database's answers come. */
  late: () => boolean = () => false;

  constructor(
    first: bigint,
    private readonly boundary: bigint | null,
  ) {
    this.nextXid = first;
  }

  horizon(): bigint {
    const running = this.transactions.filter((t) => t.state === "running").map((t) => t.xid);
    return running.length > 0 ? running.reduce((a, b) => (a < b ? a : b)) : this.nextXid;
  }

  begin(): Transaction {
    const transaction: Transaction = { xid: this.nextXid++, writes: new Map(), state: "running" };
    this.transactions.push(transaction);
    return transaction;
  }

  /** A record is written by one running transaction at a time (the batch's `for update` makes the next wait). */
  write(transaction: Transaction, uuid: string): boolean {
    if (this.transactions.some((t) => t !== transaction && t.state === "running" && t.writes.has(uuid))) return false;
    transaction.writes.set(uuid, this.nextVersion++);
    return true;
  }

  end(transaction: Transaction, commit: boolean): void {
    transaction.state = commit ? "committed" : "rolled back";
    if (commit) for (const [uuid, dataversion] of transaction.writes) this.rows.set(uuid, { xid: transaction.xid, dataversion });
  }

  private sorted(keep: (row: { xid: bigint; dataversion: number }) => boolean): FeedRow[] {
    return [...this.rows]
      .filter(([, row]) => keep(row))
      .sort(([, x], [, y]) => (x.xid === y.xid ? x.dataversion - y.dataversion : x.xid < y.xid ? -1 : 1))
      .map(([uuid, row]) => ({
        table_name: "clients",
        uuid,
        dataversion: row.dataversion,
        owner_user_id: 1,
        owner_install_id: null,
        application: null,
        last_install_id: null,
        feed_xid: String(row.xid),
      }));
  }

  private static after(row: { xid: bigint; dataversion: number }, position: FeedPosition): boolean {
    const xid = BigInt(position.xid);
    return row.xid > xid || (row.xid === xid && row.dataversion > position.dataversion);
  }

  async now(): Promise<FeedPosition> {
    return { xid: String(this.horizon()), dataversion: 0 };
  }

  async committedAfter(position: FeedPosition, _limit: number, skip: readonly string[] = []) {
    const limit = PAGE;
    this.meanwhile();
    if (this.late()) await new Promise((resolve) => setImmediate(resolve));
    const horizon = this.horizon();
    const below = this.sorted((row) => FeedModel.after(row, position) && row.xid < horizon && !skip.includes(String(row.xid))).slice(0, limit + 1);
    const heldBack = this.sorted((row) => FeedModel.after(row, position) && row.xid >= horizon).length > 0;
    const rows = below.length > 0 ? below.map((row) => ({ ...row, horizon: String(horizon) })) : [{ feed_xid: null, horizon: String(horizon) }];
    this.countAcross(below);
    return { ...feedPage(position, rows as Array<FeedRow & { horizon: string }>, limit), heldBack, horizon: String(horizon) };
  }

  async committedBy(xids: readonly string[], _limit: number) {
    const limit = PAGE;
    this.meanwhile();
    if (this.late()) await new Promise((resolve) => setImmediate(resolve));
    const rows = this.sorted((row) => xids.includes(String(row.xid)));
    this.countAcross(rows.slice(0, limit + 1));
    return { rows: rows.slice(0, limit), next: rows[limit]?.feed_xid ?? null };
  }

  private countAcross(read: FeedRow[]): void {
    const boundary = this.boundary;
    if (boundary === null || read.length <= PAGE) return;
    if (BigInt(read[0]!.feed_xid) < boundary && BigInt(read.at(-1)!.feed_xid) >= boundary) this.pagesAcross += 1;
  }
}

/**
 * docs/sync-and-api.md, "The feed's lag": a replica's reader announces every committed change once,
 * never a rolled-back one, and, since notices are wake-ups, announces a transaction's changes as soon
 * as its notice is heard, even while an older transaction still runs or a read is under way. Random
 * schedules of up to four transactions at once (five in those that hold one open) over six records,
 * with commits and rollbacks also landing while the reader reads (each commit that wrote sends its
 * notice, as its NOTIFY would).
 */
describe("a replica's change-feed reader under random schedules", () => {
  it(`announces each committed change once, at once, through ${SCHEDULES} schedules`, async () => {
    let ahead = 0;
    let pagesAcross = 0;
    let schedulesAcross = 0;
    for (let seed = 1; seed <= SCHEDULES; seed += 1) {
      const run = await runSchedule(seed);
      ahead += run.ahead;
      pagesAcross += run.pagesAcross;
      if (run.crossed) schedulesAcross += 1;
    }
    // The schedules did make the case: changes announced while an older transaction still ran.
    expect(ahead).toBeGreaterThan(SCHEDULES / 4);
    // Three schedules in four start a few ids below 10, 1,000 or 10,000,000, and every one of them runs past it;
    // 128 full pages (read by position or by transaction) held rows from both sides.
    expect(schedulesAcross).toBe((SCHEDULES * 3) / 4);
    expect(pagesAcross).toBeGreaterThan(SCHEDULES / 20);
  });
});

/**
 * Runs one schedule; answers how often a check found a change announced while an older transaction
 * still ran, whether its transactions crossed its power of ten, and how many full pages did.
 */
async function runSchedule(seed: number): Promise<{ ahead: number; crossed: boolean; pagesAcross: number }> {
  const rng = random(seed);
  const { first, boundary } = firstXid(seed);
  const model = new FeedModel(first, boundary);
  const announced: string[] = [];
  const publish = (event: RecordsChangedEvent) => announced.push(...event.records.map((r) => `${r.uuid}@${r.dataversion}`));
  const reader = await ChangeFeedReader.start(model as unknown as ChangeFeedRepository, publish, createLogger("silent"));
  const log: string[] = [];
  const running = () => model.transactions.filter((t) => t.state === "running");
  /** NOTIFYs sent and not yet heard, and the reader's work on those heard. */
  let notices = 0;
  const hearing: Promise<void>[] = [];
  /** Wakes the reader and waits until it has done its work on every notice sent so far. */
  const settle = async () => {
    do {
      await new Promise((resolve) => setImmediate(resolve));
      await Promise.all([...hearing.splice(0), reader.wake()]);
    } while (notices > 0 || hearing.length > 0);
  };
  // Half the schedules hold one transaction open from the start to the end, as a long batch does: every
  // change after it waits behind the horizon, and only its notice announces it, cut pages included.
  const holder = rng.next() < 0.5 ? model.begin() : null;
  if (holder) {
    model.write(holder, "a");
    log.push(`start: ${holder.xid} begins, writes a and stays open`);
  }
  /** One step of another transaction: begin, write, commit or roll back; a commit that wrote sends its notice. */
  const step = (where: string) => {
    const open = running().filter((t) => t !== holder);
    const choice = rng.int(4);
    if (choice === 0 && open.length < 4) {
      log.push(`${where}: begin ${model.begin().xid}`);
    } else if (choice === 1 && open.length > 0) {
      const transaction = rng.pick(open);
      const uuid = rng.pick(KEYS);
      if (model.write(transaction, uuid)) log.push(`${where}: ${transaction.xid} writes ${uuid}`);
    } else if (open.length > 0) {
      const transaction = rng.pick(open);
      const commit = rng.next() < 0.8;
      model.end(transaction, commit);
      log.push(`${where}: ${transaction.xid} ${commit ? "commits" : "rolls back"}`);
      // A write's NOTIFY, naming its transaction, is delivered once it commits, as an event of its own, never inside the read under way.
      if (!commit || transaction.writes.size === 0) return;
      notices += 1;
      setImmediate(() => {
        notices -= 1;
        hearing.push(reader.heard(`${transaction.xid}:0:0`));
      });
    }
  };
  // Up to three steps while a read runs: commits heard during one read are read together by the next, more than a page of them at times.
  model.meanwhile = () => {
    if (rng.next() < 0.3) for (let k = rng.int(3); k >= 0; k -= 1) step("during a read");
  };
  model.late = () => rng.next() < 0.5;
  let ahead = 0;
  const check = (when: string) => {
    const fail = (what: string) => {
      throw new Error(`seed ${seed}, ${when}: ${what}\n${log.join("\n")}\nannounced: ${announced.join(", ")}`);
    };
    if (new Set(announced).size !== announced.length) fail("a change was announced twice");
    const committed = new Set(model.transactions.filter((t) => t.state === "committed").flatMap((t) => [...t.writes].map(([u, v]) => `${u}@${v}`)));
    for (const change of announced) if (!committed.has(change)) fail(`${change} was announced but never committed`);
    const horizon = model.horizon();
    // How many records each transaction wrote: a notice's read never finds more (some may be written again since).
    const sizes = new Map(model.transactions.map((t) => [t.xid, t.writes.size]));
    for (const [uuid, row] of model.rows) {
      // A transaction of more than a page, behind an older one still running, is left to the read by position: it waits.
      const waits = row.xid >= horizon && sizes.get(row.xid)! > PAGE;
      if (!waits && !announced.includes(`${uuid}@${row.dataversion}`)) fail(`${uuid}@${row.dataversion} is committed and not announced`);
    }
    ahead += [...model.rows.values()].filter((row) => row.xid > horizon && sizes.get(row.xid)! <= PAGE).length;
  };
  try {
    for (let i = 0; i < STEPS; i += 1) {
      // One to four steps at a time: their notices are heard together, and their reads cut into pages.
      for (let k = rng.int(4); k >= 0; k -= 1) step("between reads");
      if (rng.next() < 0.5) {
        await settle();
        // Woken after every commit so far: each committed record's version is announced, older transactions running or not.
        check(`after read ${i}`);
      }
    }
    // The last ones end with no notice heard (a LISTEN connection lost): the read by position alone announces them.
    for (const transaction of running()) model.end(transaction, rng.next() < 0.5);
    await settle();
    check("at the end");
  } finally {
    reader.close();
  }
  const crossed = boundary !== null && model.transactions.some((t) => t.xid >= boundary);
  return { ahead, crossed, pagesAcross: model.pagesAcross };
}
