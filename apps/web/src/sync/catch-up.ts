/**
 * What the device reads from the server (docs/sync-and-api.md, "A new device's first sync", "The
 * device's feed" and "The holdings check"): a new worker's first sync downloads her records page
 * by page; the change feed then goes on from where it began, live and by catch-ups; and once both
 * are read through, the holdings check compares what the device holds with the server's. When the
 * page talks to the server at all is decided in sync/server-contact.ts.
 */
import type { ApolloClient, InMemoryCache } from "@apollo/client";
import { holdAutoPersist, persistAll, recordsAfterFirstScreen } from "../platform/persisted-cache.js";
import type { Store } from "../platform/store.js";
import { actingInstall } from "../vault/acting-install.js";
import { authToken, storedUser, type StoredUser } from "../vault/storage-keys.js";
import { apolloFeedTables, apolloFeedTransport, ChangeFeed, mayHaveMissed } from "./change-feed.js";
import type * as DownloadPages from "./download-page.js";
import type { DocumentsPage } from "./download-page.js";
import { FIRST_SYNC_DONE_MARK, FirstSync } from "./first-sync.js";
import type { CheckFigures, HoldingsCheck } from "./holdings-check.js";
import { noticeIdOf } from "./notice-id.js";
import type { Outbox } from "./outbox.js";
import type { RestoreMark } from "./restore-windows.js";
import type { SyncAnswer } from "./sync-engine.js";
import type { SyncView } from "./sync-view.js";
import type { SyncWiring } from "./sync-wiring.js";

/** What reading from the server needs of the sync runtime. */
export interface CatchUpPorts {
  client: ApolloClient;
  cache: InMemoryCache;
  outbox: Outbox;
  wiring: SyncWiring;
  view: Store<SyncView>;
  /** fetch for the first sync's pages: it hears the operator's orders on their answers (vault/wipe-watch.ts). */
  fetch: typeof fetch;
  isOnline(): boolean;
  /** A request failed without reaching the server. */
  networkFailed(): void;
  /** The page is about to reload (a lock, a logout, a wipe): nothing new starts. */
  isEnding(): boolean;
  /** A 401 to a request sent with `token` (sync/vault-transitions.ts, sessionEnded). */
  sessionEnded(token: string | null): void;
  /** Queues an edit through the outbox's normal path (OutgoingEdits.queue): a record sent again after a restore. */
  queue(table: string, uuid: string, op: "UPSERT", record: Record<string, unknown>, baseDataversion: number): Promise<unknown>;
}

/** The first sync, the change feed and the holdings check, and the catch-up that runs them in turn. */
export class CatchUp {
  readonly feed: ChangeFeed;
  /** A new device's first sync after a login (docs/sync-and-api.md); the change feed waits for it. */
  readonly firstSync: FirstSync<DocumentsPage>;
  /**
   * Compares what the device holds with the server's, and heals it (docs/sync-and-api.md, "The
   * holdings check"). Loaded at the first catch-up, not with the first screen: its code is no part
   * of the start (docs/PERFORMANCE.md, "Total Blocking Time on /Home").
   */
  private holdingsCheck: Promise<HoldingsCheck> | null = null;
  /**
   * The first sync's page code (download-page.ts, with its writer), loaded at the first page asked
   * (right after a login, from the service worker's cache): no part of the first screen's JavaScript.
   */
  private pageCode: typeof DownloadPages | null = null;

  constructor(private readonly ports: CatchUpPorts) {
    const { client, cache, outbox, wiring, view } = ports;
    this.feed = new ChangeFeed({
      transport: apolloFeedTransport(client, { fetch: ports.fetch, tables: wiring.caches }),
      store: outbox,
      tables: apolloFeedTables(client, wiring.caches),
      // docs/shared-phone.md: notices carry a hash of the writer's install id, never the id.
      ownAppId: () => noticeIdOf(actingInstall().id),
      onFetchError: (change, error) => console.warn(`could not fetch changed ${change.table} ${change.uuid}`, error),
      saved: persistAll,
      ready: recordsAfterFirstScreen,
      // The feed was read again from the start: what the device holds is checked after this catch-up.
      onRepaired: () => void this.holdings().then((check) => check.due()),
      onRestores: (restores) => this.resendAfterRestores(restores),
    });
    this.firstSync = new FirstSync<DocumentsPage>({
      page: (after, first, counts) => this.downloadPage(after, first, counts),
      foresee: async (after, first) => {
        this.pageCode ??= await import("./download-page.js");
        return this.pageCode.fetchDownloadPaging(this.ports.fetch, after, first);
      },
      // A page is applied only once downloadPage loaded its code.
      apply: (page) => this.pageCode!.writeFirstSyncPage(cache, page, view.get().waiting, wiring.caches),
      persist: persistAll,
      store: outbox,
      finished: () => performance.mark(FIRST_SYNC_DONE_MARK),
      measure: (step, start, end) => performance.measure(`stepwise:first-sync-${step}`, { start, end }),
    });
  }

  /**
   * A vault's first start (just logged in, online), once: her records download page by page, and
   * the deployment's content is read into her cache.
   */
  async beginVault(user: StoredUser): Promise<void> {
    const { outbox, wiring, client } = this.ports;
    if (await outbox.getMeta<boolean>(VAULT_BEGUN_KEY)) return;
    await this.firstSync.begin(user.id);
    await outbox.setMeta(VAULT_BEGUN_KEY, true);
    // Nothing waits that need not (docs/sync-and-api.md, "A new device's first sync"): her first page is
    // asked now, beside the content, and the download runs once the first screen is drawn (run waits
    // for it), not after the install's registration and the live channel's connect.
    void this.firstSync
      .prefetch()
      .catch((error: unknown) => console.warn("the first page of your records was not asked ahead; the download asks it", error))
      .then(() => this.run());
    // Awaited: her cache holds the configuration and translations before anything shows, for an offline start right after.
    await wiring.reloadContent(client);
  }

  /** After a sync's answers are settled: the records that may have changed meanwhile are fetched again. */
  afterSettled(answers: SyncAnswer[]): Promise<void> {
    return this.feed.refetch(mayHaveMissed(answers));
  }

  /**
   * A first sync that waits (a new worker on this device) runs, or resumes, first: the change feed
   * goes on only once it is done, from where it began, instead of fetching every record one by one.
   */
  async run(): Promise<void> {
    if (this.ports.isEnding()) return;
    // The downloaded pages and the feed's records go over the stored ones, never under them (platform/persisted-cache.ts, restoreRecords).
    await recordsAfterFirstScreen();
    const release = holdAutoPersist();
    try {
      if (!(await this.firstSync.run())) return;
    } catch (error) {
      console.warn("the download of your records stopped; it goes on at the next connection", error);
      return;
    } finally {
      release();
    }
    const readAll = await this.feed.catchUp().catch((error: unknown) => {
      console.warn("catch-up failed", error);
      // The sync line says so while online, not an old "Last synced" (modules/sync-status/sync-status-text.ts).
      if (this.ports.isOnline()) this.ports.view.set({ readFailed: true });
      return false;
    });
    // Read through: the server answers this build again (docs/sync-and-api.md, "Released builds and their operations").
    if (readAll) this.ports.view.set({ readFailed: false, updateRequired: false });
    // Only once the first sync and the feed are both read through: the check compares with the server's now.
    if (readAll)
      await this.holdings()
        .then((check) => check.afterCatchUp())
        .catch((error: unknown) => console.warn("the holdings check stopped; it runs again after the next catch-up", error));
  }

  /**
   * docs/operating.md, "Restoring": the records this vault holds that a restore lost go out again,
   * once per restore. Its code loads only when a page tells of a restore.
   */
  private async resendAfterRestores(restores: readonly RestoreMark[]): Promise<void> {
    const { client, wiring, outbox } = this.ports;
    const { resendFromApollo } = await import("./restore-resend-apollo.js");
    await recordsAfterFirstScreen();
    const queue = (table: string, uuid: string, record: Record<string, unknown>, base: number) => this.ports.queue(table, uuid, "UPSERT", record, base);
    const queued = await resendFromApollo(restores, { client, caches: wiring.caches, outbox, userId: storedUser()?.id ?? null, queue });
    if (queued > 0) console.info(`the server was restored from a backup: ${queued} records kept on this device are sent again`);
  }

  /** The holdings check, made at its first use (its modules load then). */
  private holdings(): Promise<HoldingsCheck> {
    const { client, wiring, outbox } = this.ports;
    this.holdingsCheck ??= Promise.all([import("./holdings-check.js"), import("./holdings-apollo.js")]).then(
      ([{ HoldingsCheck }, { apolloHoldings, apolloHoldingsTables, apolloHoldingsTransport }]) =>
        new HoldingsCheck({
          transport: apolloHoldingsTransport(client),
          tables: apolloHoldingsTables(client, wiring.caches),
          held: apolloHoldings(client, wiring.caches),
          store: outbox,
          ready: recordsAfterFirstScreen,
          saved: persistAll,
          isOnline: () => this.ports.isOnline(),
          isEnding: () => this.ports.isEnding(),
          onFetchError: (table, uuid, error) => console.warn(`could not fetch ${table} ${uuid} for the holdings check`, error),
          measured: markHoldingsCheck,
        }),
      (error: unknown) => {
        // Its code could not load (a build replaced under the page): the next catch-up tries again.
        this.holdingsCheck = null;
        throw error;
      },
    );
    return this.holdingsCheck;
  }

  /** A page of the first sync, or null without an answer (the next connection tries again from the stored cursor). */
  private async downloadPage(after: string | null, first: number, counts: boolean): Promise<DocumentsPage | null> {
    const token = authToken();
    this.pageCode ??= await import("./download-page.js");
    const answer = await this.pageCode.fetchDownloadPage(this.ports.fetch, after, first, counts, this.ports.wiring.caches, this.ports.cache);
    if ("page" in answer) return answer.page;
    if (answer.failed === "offline") this.ports.networkFailed();
    else if (answer.failed === "unauthenticated") this.ports.sessionEnded(token);
    else console.warn("a page of your records could not be downloaded", answer.error);
    return null;
  }
}

/** Set in a vault's outbox once its first start began her download. */
const VAULT_BEGUN_KEY = "vaultBegun";

/** A holdings check's figures, as a performance mark (bench/holdings-check.ts reads them). */
function markHoldingsCheck(figures: CheckFigures): void {
  performance.mark("stepwise:holdings-check", { detail: figures });
}
