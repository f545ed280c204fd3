import { digestRecord, MAX_RANGE_PREFIX, MAX_RANGES_PER_CHECK, rangeDigests, subRanges, type DigestedRecord, type HeldVersion } from "@stepwise/domain";
import { waits, type FeedStore } from "./change-feed.js";
import { lostInRestore, RESTORE_WINDOWS_KEY, type RestoreMark } from "./restore-windows.js";

/*
 * The holdings check (docs/sync-and-api.md, "The holdings check"): the device sums up what it holds
 * of each table (packages/domain holdings-digest.ts), the server answers the ranges where it holds
 * otherwise, and the device fetches what it lacks or holds older and drops what the server no
 * longer gives it. Whatever a bug of the change feed made it miss heals here.
 */

/** The last check's time (ms), in the outbox database: a check is due again a day after. */
export const CHECKED_KEY = "holdingsCheckedAt";
/** A heal the server has not heard of yet (its report failed): sent again after the next catch-up. */
export const UNREPORTED_KEY = "holdingsHealUnreported";
/**
 * A check a day of use: the device checks at every start anyway, so this is for an app kept open
 * for days; more often would spend a weak link's bytes on a check that almost always finds nothing.
 */
export const CHECK_EVERY_MS = 24 * 60 * 60 * 1000;
/** Records hashed between two yields to the page: a few milliseconds at 4x CPU throttling. */
const DIGEST_CHUNK = 1000;

export interface RangeDigestInput {
  prefix: string;
  count: number;
  hash: string;
}

export interface RangeDifference {
  table: string;
  prefix: string;
  count: number;
  records: readonly HeldVersion[] | null;
}

export interface HealedTable {
  table: string;
  fetched: number;
  dropped: number;
}

/** The server side of the check: compareHoldings and reportHoldingsHealed. */
export interface HoldingsTransport {
  compare(tables: Array<{ table: string; ranges: RangeDigestInput[] }>): Promise<readonly RangeDifference[]>;
  reportHealed(tables: readonly HealedTable[]): Promise<void>;
}

/** One table as the check sees it: the version held of a record, and how to fetch or drop one. */
export interface HoldingsTable {
  table: string;
  dataversion(uuid: string): number | null;
  fetch(uuid: string): Promise<void>;
  drop(uuid: string): void;
}

export interface HoldingsCheckOptions {
  transport: HoldingsTransport;
  tables: readonly HoldingsTable[];
  /** Every record the device holds now, table by table (apolloHoldings: one read of the cache). */
  held(): ReadonlyMap<string, readonly HeldVersion[]>;
  /** The outbox database: waiting edits, and where the last check's time is kept. */
  store: FeedStore;
  /** Resolves once the records kept on the phone are in the cache (as for the change feed). */
  ready?(): Promise<void>;
  /** Saves the cache the heal wrote into. */
  saved?(): Promise<void>;
  isOnline(): boolean;
  /** The page is ending (a logout, a lock, a wipe): nothing more is asked or written. */
  isEnding?(): boolean;
  now?(): number;
  /** Gives the page its turn between chunks of hashing (the main thread stays free). */
  yieldToPage?(): Promise<void>;
  onFetchError?(table: string, uuid: string, error: unknown): void;
  /** What one check cost and did, for the benchmark (a performance mark). */
  measured?(figures: CheckFigures): void;
}

export interface CheckFigures {
  records: number;
  /** Main-thread time of reading the holdings and hashing them, yields left out. */
  digestMs: number;
  /** Of which the read of the cache's records: one step, it cannot be cut. */
  readMs: number;
  /** The longest of its steps between two yields. */
  longestStepMs: number;
  /** Main-thread time of the comparison: each request's digests, each answer's differences. */
  compareMs: number;
  requests: number;
  healed: readonly HealedTable[];
}

interface Snapshot {
  /** Each table's held records, digested. */
  records: Map<string, DigestedRecord[]>;
  figures: { records: number; digestMs: number; readMs: number; longestStepMs: number };
}

const defaultYield = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs the check after a catch-up that read everything: the first after the app starts, after a
 * catch-up answered as a repair (`due`), and once a day of use. Never during a first sync or offline:
 * the runtime calls it only once both the first sync and the catch-up are done, and it asks
 * `isOnline` before each step.
 */
export class HoldingsCheck {
  /** Due at the start: the catch-up after a restart is the first place a missed record shows. */
  private dueNow = true;
  private running: Promise<CheckFigures | null> | null = null;

  constructor(private readonly options: HoldingsCheckOptions) {}

  /** A check runs after the next catch-up that reads everything (a repaired feed's). */
  due(): void {
    this.dueNow = true;
  }

  /** After a catch-up that read everything: sends an unreported heal, and runs a check when one is due. Answers its figures, or null. */
  afterCatchUp(): Promise<CheckFigures | null> {
    this.running ??= this.checkIfDue().finally(() => (this.running = null));
    return this.running;
  }

  private async checkIfDue(): Promise<CheckFigures | null> {
    const { store } = this.options;
    await this.reportUnreported();
    const now = this.now();
    const last = await store.getMeta<number>(CHECKED_KEY);
    if (!this.dueNow && last !== undefined && now - last < CHECK_EVERY_MS) return null;
    if (!this.live()) return null;
    const figures = await this.run();
    if (figures === null) return null;
    this.dueNow = false;
    await store.setMeta(CHECKED_KEY, now);
    return figures;
  }

  /** One check: digest, compare range by range, heal, report. Null when it stopped (offline, the page ending). */
  async run(): Promise<CheckFigures | null> {
    await this.options.ready?.();
    const snapshot = await this.snapshot();
    let requests = 0;
    const toFetch: Array<{ table: string } & HeldVersion> = [];
    const toDrop: Array<{ table: string } & HeldVersion> = [];
    let compareMs = 0;
    let asked = [...snapshot.records.keys()].map((table) => ({ table, prefix: "" }));
    for (let depth = 0; asked.length > 0 && depth <= MAX_RANGE_PREFIX; depth++) {
      const split: typeof asked = [];
      let start = performance.now();
      const round = requestsOf(asked, snapshot.records);
      compareMs += performance.now() - start;
      for (const request of round) {
        if (!this.live()) return null;
        requests += 1;
        const differences = await this.options.transport.compare(request);
        start = performance.now();
        for (const difference of differences) {
          const held = snapshot.records.get(difference.table) ?? [];
          if (difference.records === null) {
            split.push(...subRanges(difference.prefix).map((prefix) => ({ table: difference.table, prefix })));
            continue;
          }
          const { fetch, drop } = differing(held, difference.prefix, difference.records);
          toFetch.push(...fetch.map((r) => ({ table: difference.table, ...r })));
          toDrop.push(...drop.map((r) => ({ table: difference.table, ...r })));
        }
        compareMs += performance.now() - start;
      }
      asked = split;
    }
    const { healed, complete } = await this.heal(toFetch, toDrop);
    // What was healed before a stop is kept and told all the same; a stopped check stays due.
    if (healed.length > 0 && !this.options.isEnding?.()) {
      await this.options.saved?.();
      await this.options.store.setMeta(UNREPORTED_KEY, merged(await this.unreported(), healed));
      await this.reportUnreported();
    }
    if (!complete) return null;
    const figures = { ...snapshot.figures, compareMs, requests, healed };
    this.options.measured?.(figures);
    return figures;
  }

  /** What the device holds, digested a chunk at a time. */
  private async snapshot(): Promise<Snapshot> {
    const yieldToPage = () => (this.options.yieldToPage ? this.options.yieldToPage() : defaultYield());
    let start = performance.now();
    let digestMs = 0;
    let longestStepMs = 0;
    let count = 0;
    const step = () => {
      const spent = performance.now() - start;
      digestMs += spent;
      longestStepMs = Math.max(longestStepMs, spent);
    };
    // The read of the cache is a step of its own: it cannot be cut, the hashing after it can.
    const held = this.options.held();
    step();
    const readMs = digestMs;
    await yieldToPage();
    start = performance.now();
    const known = new Set(this.options.tables.map((t) => t.table));
    const records = new Map<string, DigestedRecord[]>([...known].map((table) => [table, []]));
    for (const [table, versions] of held) {
      const digested = records.get(table);
      if (!digested) continue;
      for (let i = 0; i < versions.length; i += DIGEST_CHUNK) {
        for (const version of versions.slice(i, i + DIGEST_CHUNK)) digested.push(digestRecord(version));
        count += Math.min(DIGEST_CHUNK, versions.length - i);
        step();
        await yieldToPage();
        start = performance.now();
      }
    }
    step();
    return { records, figures: { records: count, digestMs, readMs, longestStepMs } };
  }

  /**
   * Fetches what the server holds newer or the device lacks, as the change feed does (never over an
   * edit waiting in the outbox, never what it already holds at that version); drops what the server
   * no longer gives it, unless any outbox entry names the record, the device got another version
   * of it since the check began (brought by the feed meanwhile), or a restore lost its version (restore-windows.ts). Answers each table's counts, and
   * whether it went through (offline or the page ending stops it).
   */
  private async heal(
    toFetch: ReadonlyArray<{ table: string } & HeldVersion>,
    toDrop: ReadonlyArray<{ table: string } & HeldVersion>,
  ): Promise<{ healed: HealedTable[]; complete: boolean }> {
    const counts = new Map<string, HealedTable>();
    const result = (complete: boolean) => ({ healed: [...counts.values()].filter((t) => t.fetched + t.dropped > 0), complete });
    if (toFetch.length === 0 && toDrop.length === 0) return result(true);
    const pending = await this.options.store.pending();
    const count = (table: string) => counts.get(table) ?? counts.set(table, { table, fetched: 0, dropped: 0 }).get(table)!;
    for (const wanted of toFetch) {
      const table = this.options.tables.find((t) => t.table === wanted.table);
      if (!table || waits(pending, wanted)) continue;
      const before = table.dataversion(wanted.uuid);
      if ((before ?? -1) >= wanted.dataversion) continue;
      if (!this.live()) return result(false);
      try {
        await table.fetch(wanted.uuid);
        if (table.dataversion(wanted.uuid) !== before) count(wanted.table).fetched += 1;
      } catch (error) {
        this.options.onFetchError?.(wanted.table, wanted.uuid, error);
      }
    }
    // docs/operating.md, "Restoring": a record held at a version a restore lost is the device's to send again, never dropped.
    const lost = (await this.options.store.getMeta<RestoreMark[]>(RESTORE_WINDOWS_KEY)) ?? [];
    for (const extra of toDrop) {
      const table = this.options.tables.find((t) => t.table === extra.table);
      if (!table || pending.has(`${extra.table}:${extra.uuid}`) || table.dataversion(extra.uuid) !== extra.dataversion) continue;
      if (lostInRestore(extra.dataversion, lost)) continue;
      if (this.options.isEnding?.()) return result(false);
      table.drop(extra.uuid);
      count(extra.table).dropped += 1;
    }
    return result(true);
  }

  private async unreported(): Promise<HealedTable[]> {
    return (await this.options.store.getMeta<HealedTable[] | null>(UNREPORTED_KEY)) ?? [];
  }

  /** Tells the server of a heal not yet told; a failure keeps it for the next catch-up. */
  private async reportUnreported(): Promise<void> {
    const unreported = await this.unreported();
    if (unreported.length === 0 || !this.live()) return;
    try {
      await this.options.transport.reportHealed(unreported);
      await this.options.store.setMeta(UNREPORTED_KEY, null);
    } catch (error) {
      console.warn("the heal of this device's records is reported at the next connection", error);
    }
  }

  private live(): boolean {
    return this.options.isOnline() && !this.options.isEnding?.();
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }
}

/** The ranges to ask, as requests of at most MAX_RANGES_PER_CHECK ranges, each table's digests from the snapshot. */
function requestsOf(asked: ReadonlyArray<{ table: string; prefix: string }>, records: ReadonlyMap<string, DigestedRecord[]>) {
  const requests: Array<Array<{ table: string; ranges: RangeDigestInput[] }>> = [];
  for (let i = 0; i < asked.length; i += MAX_RANGES_PER_CHECK) {
    const byTable = new Map<string, string[]>();
    for (const { table, prefix } of asked.slice(i, i + MAX_RANGES_PER_CHECK)) byTable.set(table, [...(byTable.get(table) ?? []), prefix]);
    requests.push(
      [...byTable].map(([table, prefixes]) => {
        const digests = rangeDigests(records.get(table) ?? [], prefixes);
        return { table, ranges: prefixes.map((prefix) => ({ prefix, ...digests.get(prefix)! })) };
      }),
    );
  }
  return requests;
}

/** Within one range: the server's records the device lacks or holds older, and the device's the server does not hold. */
function differing(held: readonly DigestedRecord[], prefix: string, server: readonly HeldVersion[]) {
  const mine = new Map(held.filter((r) => r.position.startsWith(prefix)).map((r) => [r.uuid.toLowerCase(), r]));
  const theirs = new Set(server.map((r) => r.uuid.toLowerCase()));
  const fetch = server.filter((r) => (mine.get(r.uuid.toLowerCase())?.dataversion ?? -1) < r.dataversion);
  const drop = [...mine.values()].filter((r) => !theirs.has(r.uuid.toLowerCase())).map((r) => ({ uuid: r.uuid, dataversion: r.dataversion }));
  return { fetch, drop };
}

/** Two heals of the same tables, summed. */
function merged(earlier: readonly HealedTable[], later: readonly HealedTable[]): HealedTable[] {
  const sums = new Map(earlier.map((t) => [t.table, { ...t }]));
  for (const t of later) {
    const sum = sums.get(t.table) ?? { table: t.table, fetched: 0, dropped: 0 };
    sums.set(t.table, { table: t.table, fetched: sum.fetched + t.fetched, dropped: sum.dropped + t.dropped });
  }
  return [...sums.values()];
}
