import { CURSOR_KEY } from "./change-feed.js";
import { Store } from "../platform/store.js";

/** Records a page holds: the server's maximum page (server/src/graphql/answer-cost.ts). */
export const DOWNLOAD_PAGE = 500;
/** Where the outbox database keeps a download under way (docs/sync-and-api.md, "A new device's first sync"). */
export const FIRST_SYNC_KEY = "firstSync";
/**
 * A checkpoint (the cache saved, then the cursor moved) comes at most this often, and not when
 * the rest should come within it ... A cut-short download fetches again at most what came since a
 * checkpoint: a few pages. Each save writes the whole cache (a second for 10,000 records on the
 * benchmark's machine), so a checkpoint every 2 s took a quarter of the download's time.
 */
export const CHECKPOINT_EVERY_MS = 5000;
/** ... and no more often than it takes this share of the download's time: saving the whole cache grows with it. */
export const CHECKPOINT_SHARE = 0.2;
/** The performance mark set when the last page is stored (bench/new-device-sync.ts times it). */
export const FIRST_SYNC_DONE_MARK = "stepwise:first-sync-done";

/** A download under way, as the outbox database keeps it: saved at each checkpoint. */
export interface DownloadState {
  user: string;
  /** The cursor past the last page stored for offline use; null before the first. */
  after: string | null;
  /**
   * The first page's feedCursor: where the change feed goes on once the download ends. A download
   * begun before cursors were opaque kept a number (a dataversion), which the server still reads.
   */
  feedCursor: string | number | null;
  /** Records stored so far and in all, as last known (shown while the download waits for a network). */
  done: number;
  total: number;
}

/** What the paging needs of a page; its records are the writer's (FirstSyncPorts.apply). */
export interface DownloadPage {
  /** How many records the page holds. */
  count: number;
  cursor: string | null;
  hasMore: boolean;
  feedCursor: string;
  /** Where the page after the next one starts if the next one is full; null when fewer records follow. */
  ahead?: string | null;
  /** Asked for on the first page of each run: the caller's records in all, and those from this page on. */
  total?: number | null;
  remaining?: number | null;
}

/** Where a page ends and the page after the next starts, told without the page's records (FirstSyncPorts.foresee). */
export interface PageForesight {
  cursor: string | null;
  hasMore: boolean;
  ahead?: string | null;
  /** The caller's records in all, and those from this page on: the progress shows before the first page's records come. */
  total?: number | null;
  remaining?: number | null;
}

export interface DownloadProgress {
  done: number;
  total: number;
  /** Whether pages are being fetched now (false: it waits for a network, or for the next try). */
  running: boolean;
}

export interface FirstSyncPorts<P extends DownloadPage> {
  /** A page after the cursor; null when there is no answer (offline, a failed request). */
  page(after: string | null, first: number, counts: boolean): Promise<P | null>;
  /**
   * Where the page after the cursor ends and the one after it starts, without its records (one short
   * round trip): the pages after it are asked beside it, not once its records have all come. Null when unknown.
   */
  foresee?(after: string | null, first: number): Promise<PageForesight | null>;
  /** Puts a page's records where the screens read them (the Apollo cache). */
  apply(page: P): void;
  /** Saves what the screens read for offline use (the persisted cache); resolves once it is stored. */
  persist(): Promise<void>;
  store: {
    getMeta<T>(key: string): Promise<T | undefined>;
    setMeta(key: string, value: unknown): Promise<void>;
  };
  /** The last page is stored for offline use. */
  finished?(): void;
  /** Where the time goes: each wait for a page (its request runs while the page before is written), each write into the cache, each save (performance.measure in the app). */
  measure?(step: "page" | "apply" | "persist", start: number, end: number): void;
  now?: () => number;
}

/**
 * The first sync of a new device (docs/sync-and-api.md, "A new device's first sync"): after a login, every record the worker may read
 * is downloaded page by page and stored for offline use before the change feed takes over.
 *
 * Nothing is lost or skipped: the cursor kept in the outbox database moves only at a checkpoint,
 * after the pages before it are in the persisted cache, so a download cut short (offline, a
 * reload, a closed tab) resumes from a page that is stored, at worst fetching a few pages again.
 * Checkpoints come every CHECKPOINT_EVERY_MS, or less often when saving the cache takes more than
 * CHECKPOINT_SHARE of the time (it is saved whole, and grows with the download), but not when the
 * rest should come within that interval at the pace so far (the last page saves it all), and when a
 * page fails. Once the last page is stored, the change feed's cursor becomes the first page's
 * feedCursor: anything changed or deleted after the download began is caught up from there.
 */
export class FirstSync<P extends DownloadPage> {
  readonly progress = new Store<{ download: DownloadProgress | null }>({ download: null });
  private generation = 0;
  private current: { generation: number; promise: Promise<boolean> } | null = null;
  private readonly now: () => number;
  /** The first page of the download that waits, asked ahead of its run (prefetch). */
  private early: { generation: number; after: string | null; answer: Promise<P | null>; foresight: Promise<PageForesight | null> | null } | null = null;

  constructor(private readonly ports: FirstSyncPorts<P>) {
    this.now = ports.now ?? (() => performance.now());
  }

  /** Shows a download left waiting (a reload, offline) with its last known numbers. */
  async showWaiting(): Promise<void> {
    const state = await this.ports.store.getMeta<DownloadState | null>(FIRST_SYNC_KEY);
    if (state && !this.current) this.progress.set({ download: { done: state.done, total: state.total, running: false } });
  }

  /** Whether a download waits to be finished (the change feed waits for it). */
  async pending(): Promise<boolean> {
    return Boolean(await this.ports.store.getMeta<DownloadState | null>(FIRST_SYNC_KEY));
  }

  /**
   * A new worker on this device (the cache was emptied for her): her download starts from the first
   * page, and a download of anyone before stops before it writes anything more.
   */
  async begin(user: string): Promise<void> {
    this.generation += 1;
    const state: DownloadState = { user, after: null, feedCursor: null, done: 0, total: 0 };
    await Promise.all([this.ports.store.setMeta(FIRST_SYNC_KEY, state), this.ports.store.setMeta(CURSOR_KEY, 0)]);
    this.progress.set({ download: { done: 0, total: 0, running: false } });
  }

  /** Someone else's records will be shown (a logout, a first run): a download under way stops and is forgotten. */
  async forget(): Promise<void> {
    this.generation += 1;
    await this.ports.store.setMeta(FIRST_SYNC_KEY, null);
    this.progress.set({ download: null });
  }

  /**
   * Asks for the first page of the download that waits now, before its run begins (docs/sync-and-api.md,
   * "A new device's first sync"): right after a login it comes while the deployment's content is read,
   * the first screen drawn and the install registered, rather than after them; the run takes it.
   */
  async prefetch(): Promise<void> {
    const generation = this.generation;
    const kept = await this.ports.store.getMeta<DownloadState | null>(FIRST_SYNC_KEY);
    if (!kept || generation !== this.generation || this.current || this.early?.generation === generation) return;
    const after = startOf(kept).after;
    // Its foresight too; the pages it names are asked when the run begins (download): until then the first
    // page has the link to itself, so its records are the first shown (docs/PERFORMANCE.md, "New-device first sync").
    this.early = { generation, after, answer: this.ports.page(after, DOWNLOAD_PAGE, true).catch(() => null), foresight: this.foresee(after) };
  }

  /**
   * Runs the download that waits, or joins the one under way. Answers true when nothing is left to
   * download (finished now or before), false when it stopped short (it resumes at the next call).
   */
  run(): Promise<boolean> {
    if (this.current?.generation === this.generation) return this.current.promise;
    const generation = this.generation;
    const before = this.current?.promise ?? Promise.resolve(true);
    const run = before.catch(() => false).then(() => this.download(generation));
    const current = { generation, promise: run };
    this.current = current;
    // Cleared either way; the caller hears the run's failure, so this chain must not raise it again
    // (`finally` would: an unhandled rejection whenever the cache could not be saved).
    const clear = () => {
      if (this.current === current) this.current = null;
    };
    run.then(clear, clear);
    return run;
  }

  private foresee(after: string | null): Promise<PageForesight | null> | null {
    return this.ports.foresee?.(after, DOWNLOAD_PAGE).catch(() => null) ?? null;
  }

  private async download(generation: number): Promise<boolean> {
    const { ports } = this;
    const stale = () => generation !== this.generation;
    const kept = await ports.store.getMeta<DownloadState | null>(FIRST_SYNC_KEY);
    if (!kept || stale()) return !kept;
    let state = startOf(kept);
    let after = state.after;
    let feedCursor = state.feedCursor;
    let done = state.done;
    let total = state.total;
    let counted = false;
    const started = this.now();
    const doneBefore = done;
    let lastCheckpoint = started;
    let lastPersistMs = 0;
    const show = (running: boolean) => this.progress.set({ download: { done, total, running } });
    const persist = async () => {
      const started = this.now();
      await ports.persist();
      const ended = this.now();
      ports.measure?.("persist", started, ended);
      return ended - started;
    };
    const checkpoint = async (): Promise<boolean> => {
      lastPersistMs = await persist();
      lastCheckpoint = this.now();
      if (stale()) return false;
      state = { ...state, after, feedCursor, done, total };
      await ports.store.setMeta(FIRST_SYNC_KEY, state);
      return true;
    };
    show(true);
    // Pages under way, by the cursor they were asked after: two at a time, so the server works on
    // the next two while a page is written and saved.
    const asked = new Map<string | null, Promise<P | null>>();
    const ask = (cursor: string | null, counts = false) => {
      const answer = ports.page(cursor, DOWNLOAD_PAGE, counts).catch(() => null);
      asked.set(cursor, answer);
      return answer;
    };
    const early = this.early;
    this.early = null;
    let foresight: Promise<PageForesight | null> | null;
    if (early?.generation === generation && early.after === after) {
      asked.set(after, early.answer);
      foresight = early.foresight;
    } else {
      void ask(after, true);
      foresight = this.foresee(after);
    }
    // The first page's foresight, when it comes before the page: the next two pages are asked as the run
    // begins, or as it comes if later (docs/sync-and-api.md, "A new device's first sync"); a page that does
    // not follow on is never used.
    let firstCame = false;
    void foresight?.then((seen) => {
      if (!seen || firstCame || stale()) return;
      // "Downloading your records: 0 of 1,000" from here, not once the first page's records have come.
      if (!counted && typeof seen.total === "number" && typeof seen.remaining === "number") {
        total = seen.total;
        done = Math.max(0, seen.total - seen.remaining);
        counted = true;
        show(true);
      }
      if (!seen.hasMore) return;
      if (!asked.has(seen.cursor)) void ask(seen.cursor);
      if (seen.ahead && !asked.has(seen.ahead)) void ask(seen.ahead);
    });
    for (;;) {
      const waited = this.now();
      const page = await (asked.get(after) ?? ask(after));
      asked.delete(after);
      firstCame = true;
      ports.measure?.("page", waited, this.now());
      if (stale()) return false;
      if (!page) break;
      // The page after this one was asked for already when the page before (or the first page's
      // foresight) foresaw where it starts (`ahead`), and so may the one after it; any other page asked
      // for does not follow on, and is never used.
      for (const cursor of asked.keys()) if (cursor !== page.cursor && cursor !== page.ahead) asked.delete(cursor);
      if (page.hasMore) {
        if (!asked.has(page.cursor)) void ask(page.cursor);
        if (page.ahead && !asked.has(page.ahead)) void ask(page.ahead);
      }
      if (!counted && typeof page.total === "number" && typeof page.remaining === "number") {
        total = page.total;
        done = Math.max(0, page.total - page.remaining);
        counted = true;
      }
      if (after === null) feedCursor = page.feedCursor;
      const applying = this.now();
      ports.apply(page);
      ports.measure?.("apply", applying, this.now());
      after = page.cursor;
      done += page.count;
      total = Math.max(total, done);
      show(true);
      if (!page.hasMore) {
        await persist();
        if (stale()) return false;
        await ports.store.setMeta(CURSOR_KEY, String(feedCursor ?? "0"));
        await ports.store.setMeta(FIRST_SYNC_KEY, null);
        this.progress.set({ download: null });
        ports.finished?.();
        return true;
      }
      const due = Math.max(CHECKPOINT_EVERY_MS, lastPersistMs / CHECKPOINT_SHARE);
      // No checkpoint when the rest should come within the interval at this run's pace: the last page saves it all anyway.
      const pace = (done - doneBefore) / Math.max(1, this.now() - started);
      const restMs = pace > 0 ? (total - done) / pace : Infinity;
      if (this.now() - lastCheckpoint >= due && restMs >= CHECKPOINT_EVERY_MS && !(await checkpoint())) return false;
    }
    // Stopped short: what was stored so far is kept, and the next run goes on after it.
    if (after !== state.after && !(await checkpoint().catch(() => false))) return false;
    show(false);
    return false;
  }
}

/** Where a kept download goes on: a cursor without the feed's starting point cannot hand over safely, so it starts again. */
function startOf(kept: DownloadState): DownloadState {
  return kept.after !== null && kept.feedCursor === null ? { ...kept, after: null } : { ...kept };
}
