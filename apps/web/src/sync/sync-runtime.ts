import type { ApolloClient, InMemoryCache } from "@apollo/client";
import { deleteDB } from "idb";
import { del } from "idb-keyval";
import { RegisterAppInstallDocument, SyncDocument } from "../generated/graphql.js";
import { t } from "../i18n/t.js";
import { CACHE_KEY, createApollo, createCache, holdAutoPersist, persistAll, persistNow, restoreCache } from "./apollo.js";
import { keepInstallId, renewInstallId } from "./durable-install-id.js";
import { apolloFeedTables, apolloFeedTransport, ChangeFeed, CURSOR_KEY, mayHaveMissed } from "./change-feed.js";
import { Connectivity, isNetworkFailure } from "./connectivity.js";
import { fetchDownloadPage } from "./download-page.js";
import { writeDownloadedPage, type DownloadedPage } from "./download-writer.js";
import { FIRST_SYNC_DONE_MARK, FirstSync } from "./first-sync.js";
import { openTabChannel, withSyncLock } from "./cross-tab.js";
import { InstallRegistration, REGISTERED_KEY } from "./install-registration.js";
import { logAuthenticationError } from "./logging.js";
import { Notices } from "./notices.js";
import { ownEntries, pinnedBatch } from "./own-entries.js";
import { DB_NAME, Outbox, type OutboxEntry, type SyncOp } from "./outbox.js";
import { appIdentifier, appInstallId, authToken, cacheOwner, clearLogin, resetAppInstallId, setCacheOwner, storedUser } from "./storage-keys.js";
import { settleAnswers, writeSettled } from "./settle-answers.js";
import { answerOf, inputFields } from "./sync-answer.js";
import { retryAfterMs } from "./retry-after.js";
import { Signal } from "./signal.js";
import { tellIfStorageFull } from "./storage-full.js";
import { Store } from "./store.js";
import { rejectionOfInvalidEntry } from "./invalid-entry.js";
import { SyncEngine, type SyncAnswer } from "./sync-engine.js";
import { loginUnderway } from "./use-cached-query.js";
import type { SyncView } from "./sync-view.js";
import type { SyncWiring } from "./sync-wiring.js";

/** Everything that keeps local edits and the server in step; created once before the app renders. */
export class SyncRuntime {
  readonly notices = new Notices();
  readonly view = new Store<SyncView>({
    online: navigator.onLine,
    engine: "idle",
    pending: 0,
    lastSyncedAt: null,
    error: null,
    waiting: new Map(),
    rejected: [],
  });
  /** A login, a logout or an ended session (spec 4): lists fetch again and the user shown is read again. */
  readonly loginChanges = new Signal();
  readonly client: ApolloClient;
  private readonly ws: ReturnType<typeof createApollo>["ws"];
  private readonly reconnectNow: () => void;
  private readonly engine: SyncEngine;
  private readonly feed: ChangeFeed;
  private readonly tell: ReturnType<typeof openTabChannel>;
  private readonly connectivity: Connectivity;
  private readonly install: InstallRegistration;
  /** The sync input field of each table the app shows. */
  private readonly inputFields: ReadonlyMap<string, string>;
  /** A new device's first sync after a login (issue 20 item 5); the change feed waits for it. */
  readonly firstSync: FirstSync<DownloadedPage>;

  private constructor(
    readonly outbox: Outbox,
    apollo: ReturnType<typeof createApollo>,
    private readonly cache: InMemoryCache,
    private readonly wiring: SyncWiring,
  ) {
    this.client = apollo.client;
    this.ws = apollo.ws;
    this.reconnectNow = apollo.reconnectNow;
    this.inputFields = inputFields(wiring.caches);
    // Back on screen: the live channel reconnects at once and a catch-up runs (issue 15 path 6).
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") this.liveAgain();
    });
    this.engine = new SyncEngine({
      queue: ownEntries(outbox, () => storedUser()?.id ?? null),
      send: (entries) => this.send(entries),
      retryAfterMs,
      settle: (answers, entries) => this.settle(answers, entries),
      afterSettled: (answers) => this.feed.refetch(mayHaveMissed(answers)),
      withLock: withSyncLock,
      isOnline: () => this.connectivity.online,
      onState: (engine, detail) => {
        this.view.set({
          engine,
          pending: detail.pending,
          lastSyncedAt: detail.lastSyncedAt ?? this.view.get().lastSyncedAt,
          error: detail.error ? String((detail.error as Error).message ?? detail.error) : null,
        });
        this.tell({ type: "progress", engine, pending: detail.pending });
        if (engine === "idle" && detail.lastSyncedAt) this.tell({ type: "synced", lastSyncedAt: detail.lastSyncedAt });
        if (engine === "idle") void this.refreshWaiting();
      },
    });
    this.connectivity = new Connectivity(this.notices, (online) => this.onOnlineChange(online));
    this.install = new InstallRegistration({
      register: async () => void (await this.client.mutate({ mutation: RegisterAppInstallDocument, variables: { input: wiring.installRecord() } })),
      meta: outbox,
      isOnline: () => this.connectivity.online,
      onError: (error) => console.warn("app install registration will be retried", error),
    });
    this.feed = new ChangeFeed({
      transport: apolloFeedTransport(this.client),
      store: outbox,
      tables: apolloFeedTables(this.client, wiring.caches),
      ownAppId: appInstallId,
      onFetchError: (change, error) => console.warn(`could not fetch changed ${change.table} ${change.uuid}`, error),
    });
    this.firstSync = new FirstSync<DownloadedPage>({
      page: (after, first, counts) => this.downloadPage(after, first, counts),
      apply: (page) => writeDownloadedPage(cache, page, this.view.get().waiting, wiring.caches),
      persist: persistAll,
      store: outbox,
      finished: () => performance.mark(FIRST_SYNC_DONE_MARK),
      measure: (step, start, end) => performance.measure(`stepwise:first-sync-${step}`, { start, end }),
    });
    this.tell = openTabChannel((message) => {
      // Another tab holds the sync lock: show its progress here (one outbox, one status).
      if (message.type === "progress") this.view.set({ engine: message.engine });
      if (message.type === "synced") this.view.set({ lastSyncedAt: message.lastSyncedAt });
      void this.refreshWaiting();
    });
  }

  /** Restores the persisted cache and opens the outbox before anything renders (ARCHITECTURE). */
  static async start(wiring: SyncWiring): Promise<SyncRuntime> {
    const cache = createCache();
    const [outbox] = await Promise.all([timed("open-outbox", Outbox.open()), timed("restore-cache", restoreCache(cache))]);
    await keepInstallId(outbox);
    // Assigned once below, but the callbacks may run before that: they must read undefined, not hit a const in its dead zone.
    // eslint-disable-next-line prefer-const
    let runtime: SyncRuntime | undefined;
    const apollo = createApollo(cache, {
      onUnauthenticated: (token) => runtime?.sessionEnded(token),
      onConnected: () => void runtime?.onConnected(),
    });
    runtime = new SyncRuntime(outbox, apollo, cache, wiring);
    await runtime.refreshWaiting();
    runtime.feed.subscribe();
    await runtime.firstSync.showWaiting();
    void runtime.registerInstall();
    if (runtime.view.get().pending > 0) void runtime.engine.syncNow();
    return runtime;
  }

  /** Writes an edit to the outbox first; resolves once it is durable, then a sync follows in 1 s. */
  async queue(table: string, uuid: string, op: SyncOp, record: Record<string, unknown> | null, baseDataversion: number | null): Promise<OutboxEntry> {
    const entry = await this.outbox
      .add({
        appIdentifier: appIdentifier(),
        user_id: storedUser()?.id ?? null,
        uuid,
        table,
        op,
        record,
        baseDataversion,
        queuedAt: new Date().toISOString(),
      })
      .catch((error: unknown) => tellIfStorageFull(error, this.notices));
    await this.refreshWaiting();
    this.tell({ type: "queued" });
    this.engine.request();
    return entry;
  }

  syncNow(): Promise<void> {
    return this.engine.syncNow();
  }

  private async send(chosen: OutboxEntry[]): Promise<SyncAnswer[]> {
    const fields = this.inputFields;
    // The login the batch goes as, read once: the link would read the credentials later (issue 16).
    const { entries, headers } = pinnedBatch(chosen, storedUser()?.id ?? null, authToken());
    if (entries.length === 0) return [];
    const input = {
      appInstallId: appInstallId(),
      entries: entries.map((e) => ({
        clientMutationId: e.clientMutationId,
        table: e.table,
        uuid: e.uuid,
        op: e.op,
        baseDataversion: e.baseDataversion,
        queuedAt: e.queuedAt,
        ...(e.record && fields.has(e.table) ? { [fields.get(e.table)!]: e.record } : {}),
      })),
    };
    try {
      // The answer's records go into the cache through settleAnswers alone (the last edit of each, never over a newer version).
      const { data } = await this.client.mutate({ mutation: SyncDocument, variables: { input }, fetchPolicy: "no-cache", context: { headers } });
      if (!data) throw new Error("the server gave no answer");
      return data.sync.results.map((result) => answerOf(result, fields));
    } catch (error) {
      if (isNetworkFailure(error)) this.connectivity.networkFailed();
      // One wrongly typed entry fails the request: it alone is rejected, and the others go on.
      const rejection = rejectionOfInvalidEntry(error, entries);
      if (rejection) return [rejection];
      throw error;
    }
  }

  /** Marks answered records synced with their dataversions; tells the user what was merged or clashed. */
  private async settle(answers: SyncAnswer[], entries: OutboxEntry[]): Promise<void> {
    await settleAnswers(answers, entries, {
      tables: this.wiring.caches,
      write: (settled) => writeSettled(this.cache, settled),
      refresh: async (table, uuid) => this.wiring.caches.find((c) => c.table === table)?.fetch(this.client, uuid),
      onMerged: (entry, answer) => this.merged(entry, answer),
    });
    // The outbox drops these entries next: the cache that now shows them is saved first, so an offline reload still has them.
    await persistNow();
  }

  /** Issue 16: a merge is told as it is; a clash stays open (ConflictsPanel) until the worker chooses. */
  private merged(entry: OutboxEntry, answer: SyncAnswer): void {
    if (answer.status === "MERGED") {
      this.notices.show(t("MERGED_NOTICE"), { group: "merged" });
      return;
    }
    const count = this.wiring.openConflicts(answer, this.describe(entry));
    this.notices.show(count === 1 ? t("CONFLICTS_ONE") : t("CONFLICTS_MANY", { count }), { timeoutMs: 30_000 });
  }

  private async refreshWaiting(): Promise<void> {
    const waiting = await this.outbox.pending();
    this.view.set({ waiting, pending: await this.outbox.count(), rejected: await this.outbox.rejectedEntries() });
  }

  /** The worker gives up a rejected edit: the record shows the server's version again. */
  async discardRejected(clientMutationId: number): Promise<void> {
    await this.outbox.remove([clientMutationId]);
    await this.refreshWaiting();
    this.tell({ type: "queued" });
  }

  /** A name for an edit's record in messages. */
  describe(entry: OutboxEntry): string {
    return this.wiring.caches.find((c) => c.table === entry.table)?.describe(entry) ?? entry.uuid;
  }

  private onOnlineChange(online: boolean): void {
    this.view.set({ online });
    if (online) {
      void this.engine.syncNow();
      void this.registerInstall();
      this.liveAgain();
    }
  }

  /**
   * The WebSocket reconnects now rather than at the end of its backoff (its connect then catches
   * up), and a catch-up runs at once too, for a socket that stayed open while notices were missed.
   */
  private liveAgain(): void {
    if (!this.connectivity.online) return;
    this.reconnectNow();
    void this.catchUp();
  }

  private async onConnected(): Promise<void> {
    await this.registerInstall();
    await this.catchUp();
  }

  /**
   * A first sync that waits (a new worker on this device) runs, or resumes, first: the change feed
   * goes on only once it is done, from where it began, instead of fetching every record one by one.
   */
  private async catchUp(): Promise<void> {
    const release = holdAutoPersist();
    try {
      if (!(await this.firstSync.run())) return;
    } catch (error) {
      console.warn("the download of your records stopped; it goes on at the next connection", error);
      return;
    } finally {
      release();
    }
    await this.feed.catchUp().catch((error) => console.warn("catch-up failed", error));
  }

  /** A page of the first sync, or null without an answer (the next connection tries again from the stored cursor). */
  private async downloadPage(after: string | null, first: number, counts: boolean): Promise<DownloadedPage | null> {
    const token = authToken();
    const answer = await fetchDownloadPage(after, first, counts);
    if ("page" in answer) return answer.page;
    if (answer.failed === "offline") this.connectivity.networkFailed();
    else if (answer.failed === "unauthenticated") this.sessionEnded(token);
    else console.warn("a page of your records could not be downloaded", answer.error);
    return null;
  }

  /** Spec 3, 7: the app install record is registered (again when `force`), retried until it is. */
  registerInstall(force = false): Promise<void> {
    return this.install.ensure(force);
  }

  /**
   * Spec 4: a 401 removes the token and logs the user out; waiting edits stay in the outbox. Only
   * a 401 to the current login's token ends it: one to a request sent before a new login (its old,
   * revoked token) is an answer about a session already gone (found by the protocol model test).
   */
  private sessionEnded(token: string | null): void {
    if (!storedUser() && !authToken()) return;
    if (token !== authToken()) return;
    logAuthenticationError();
    clearLogin();
    this.notices.show(t("SESSION_ENDED"), { tone: "negative", timeoutMs: 10_000 });
    this.loginChanges.emit();
  }

  /**
   * Spec 4 first run: wipes local tables and storage. An install whose edits still wait in the
   * outbox keeps them, its id and its login: they are sent before anything else.
   */
  async resetForFirstRun(): Promise<void> {
    const waiting = (await this.outbox.entries()).length;
    this.wiring.wipeLocalStorage(waiting > 0);
    if (waiting > 0) return;
    await Promise.all([
      this.client.clearStore(),
      this.outbox.setMeta(REGISTERED_KEY, false),
      this.outbox.setMeta(CURSOR_KEY, 0),
      this.firstSync.forget(),
      renewInstallId(this.outbox),
    ]);
    this.ws.terminate();
  }

  /**
   * Spec 4 logout: sync, clear local data, call the logout API, clear the auth keys, loggedIn false,
   * reload. Refused while edits still wait (offline): logging out would lose them.
   */
  async logout(): Promise<{ waiting: number } | null> {
    await this.engine.syncNow();
    // Rejected edits count too: logging out deletes the outbox, and they are kept until fixed or discarded.
    const waiting = (await this.outbox.entries()).length;
    if (waiting > 0) return { waiting };
    const token = authToken();
    this.outbox.close();
    await Promise.all([deleteDB(DB_NAME), this.client.clearStore(), del(CACHE_KEY)]);
    await fetch("/api/logout", { method: "POST", headers: token ? { Authorization: `Bearer ${token}` } : {} }).catch((error) =>
      console.warn("logout call failed; logging out on this device anyway", error),
    );
    clearLogin();
    resetAppInstallId();
    location.replace("/");
    return null;
  }

  /**
   * Credentials changed: reconnect the realtime channel with them and catch up. The same worker
   * logging in again (after a 401) keeps the records cached for them, shown at once; anyone else
   * starts from an empty cache. Lists fetch again at once (loginChanges), and the worker's
   * waiting edits go out without waiting for another change (issue 16).
   */
  async credentialsChanged(): Promise<void> {
    const user = storedUser()?.id ?? null;
    const newOwner = user === null || cacheOwner() !== user;
    // Before the realtime channel reconnects: its catch-up must find the download waiting (issue 20 item 5).
    if (newOwner) await (user === null ? this.firstSync.forget() : this.firstSync.begin(user));
    this.ws.terminate();
    loginUnderway.set({ pending: true });
    if (newOwner) {
      // The download starts as soon as the cache is emptied, while the screens' queries are fetched again.
      let emptied: () => void = () => {};
      const stop = this.client.onResetStore(() => Promise.resolve(emptied()));
      const reset = this.client.resetStore().catch((error) => console.warn("refetch after login failed", error));
      await Promise.race([new Promise<void>((resolve) => (emptied = resolve)), reset]);
      stop();
      void this.catchUp();
      await reset;
    }
    setCacheOwner(user);
    // The worker's records are downloaded page by page for offline use (or the download left off goes on).
    void this.catchUp();
    this.loginChanges.emit();
    loginUnderway.set({ pending: false });
    void this.refreshWaiting().then(() => this.engine.syncNow());
    // A reset also dropped the content read outside any screen (configuration, translations).
    await this.wiring.reloadContent(this.client);
  }
}

/** A step of the start, as a performance measure `stepwise:start:<step>` (bench/pwa-cold-start.ts reports them). */
async function timed<T>(step: string, work: Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work;
  performance.measure(`stepwise:start:${step}`, { start, end: performance.now() });
  return result;
}
