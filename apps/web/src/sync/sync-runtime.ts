import type { ApolloClient, InMemoryCache } from "@apollo/client";
import { RegisterAppInstallDocument, SyncDocument } from "../generated/graphql.js";
import { t } from "../i18n/t.js";
import { serverErrorText } from "../i18n/server-error.js";
import { createApollo, createCache } from "../platform/apollo.js";
import { stopPersisting, holdAutoPersist, persistAll, persistNow, recordsAfterFirstScreen, restoreCache } from "../platform/persisted-cache.js";
import { keepInstallId, renewInstallId } from "../platform/durable-install-id.js";
import { noticeIdOf } from "./notice-id.js";
import { apolloFeedTables, apolloFeedTransport, ChangeFeed, CURSOR_KEY, mayHaveMissed } from "./change-feed.js";
import { Connectivity, isNetworkFailure } from "./connectivity.js";
import { DeviceOrders } from "./device-orders.js";
import { VaultTransitions } from "./vault-transitions.js";
import { fetchDownloadPage } from "./download-page.js";
import { writeDownloadedPage, type DownloadedPage } from "./download-writer.js";
import { FIRST_SYNC_DONE_MARK, FirstSync } from "./first-sync.js";
import type { CheckFigures, HoldingsCheck } from "./holdings-check.js";
import { openTabChannel, withSyncLock } from "./cross-tab.js";
import { InstallRegistration, REGISTERED_KEY } from "./install-registration.js";
import { logAuthenticationError } from "../platform/logging.js";
import { Notices } from "../platform/notices.js";
import { ownEntries, pinnedBatch } from "./own-entries.js";
import { Outbox, type OutboxEntry, type SyncOp } from "./outbox.js";
import { appIdentifier, authToken, clearLogin, storedUser, type StoredUser } from "../vault/storage-keys.js";
import { actAs, actingInstall, type InstallProof } from "../vault/acting-install.js";
import { VaultStore, vaultCacheKey, vaultOutboxName, type UnlockedVault } from "../vault/vault-store.js";
import { clearWorkerKeys } from "../vault/worker-keys.js";
import { setVaultInUse } from "../vault/vault-in-use.js";
import { dropHandedKey, handKeyOver, shareKeyWithTabs } from "../vault/key-handoff.js";
import { vaultAtStart } from "../vault/key-at-start.js";
import { onWipeOrder } from "../vault/wipe-watch.js";
import type { WipeOrder } from "../vault/wipe.js";
import { AFTER_RELOAD_NOTICE } from "../vault/after-reload.js";
import { forgetHeldLists } from "../platform/held-lists.js";
import { settleAnswers, writeSettled } from "./settle-answers.js";
import { answerOf, inputFields } from "./sync-answer.js";
import { retryAfterMs } from "./retry-after.js";
import { Signal } from "../platform/signal.js";
import { tellIfStorageFull } from "./storage-full.js";
import { Store } from "../platform/store.js";
import { SyncEngine, type SyncAnswer } from "./sync-engine.js";
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
    errorText: null,
    waiting: new Map(),
    rejected: [],
  });
  /** A login, a logout or an ended session (docs/product.md §4): lists fetch again and the user shown is read again. */
  readonly loginChanges = new Signal();
  readonly client: ApolloClient;
  private readonly ws: ReturnType<typeof createApollo>["ws"];
  private readonly reconnectNow: () => void;
  private readonly engine: SyncEngine;
  private readonly feed: ChangeFeed;
  /**
   * Compares what the device holds with the server's, and heals it (docs/sync-and-api.md, "The
   * holdings check"). Loaded at the first catch-up, not with the first screen: its code is no part
   * of the start (docs/PERFORMANCE.md, "Total Blocking Time on /Home").
   */
  private holdingsCheck: Promise<HoldingsCheck> | null = null;
  private readonly tell: ReturnType<typeof openTabChannel>;
  private readonly connectivity: Connectivity;
  private readonly install: InstallRegistration;
  /** The sync input field of each table the app shows. */
  private readonly inputFields: ReadonlyMap<string, string>;
  /** A new device's first sync after a login (docs/sync-and-api.md); the change feed waits for it. */
  readonly firstSync: FirstSync<DownloadedPage>;

  /** Set once the page is about to reload (a lock, a logout, a wipe): nothing new starts, nothing reads the closing outbox. */
  private ending = false;
  /** The operator's orders: reported, asked and obeyed (sync/device-orders.ts). */
  private readonly orders: DeviceOrders;
  /** Logouts and a vault's unlocking (sync/vault-transitions.ts). */
  private readonly transitions: VaultTransitions;

  private constructor(
    readonly outbox: Outbox,
    apollo: ReturnType<typeof createApollo>,
    private readonly cache: InMemoryCache,
    private readonly wiring: SyncWiring,
    private readonly vaults: VaultStore,
    /** The worker's vault this page works in; null: the phone's own install (docs/shared-phone.md). */
    readonly vault: UnlockedVault | null,
  ) {
    this.client = apollo.client;
    // Before any screen hears of a login change: every list is fetched again once, for the new login.
    this.loginChanges.subscribe(() => forgetHeldLists(this.client));
    this.ws = apollo.ws;
    this.reconnectNow = apollo.reconnectNow;
    this.inputFields = inputFields(wiring.caches);
    // Her key goes to the next page in memory only, never to storage (docs/shared-phone.md, "The phone's side"):
    // not when the page ends for a lock, a logout or a wipe (ending), nor kept once the page stays after all.
    if (vault) {
      addEventListener("pagehide", () => {
        if (!this.ending) handKeyOver(vault.record.installId, vault.key);
      });
      addEventListener("pageshow", (event) => {
        if (event.persisted) dropHandedKey();
      });
      shareKeyWithTabs(vault.record.installId, vault.key, () => !this.ending);
    }
    // Back on screen: the live channel reconnects at once and a catch-up runs (docs/sync-and-api.md, "The device's feed").
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
          errorText: detail.error ? serverErrorText(detail.error) : null,
        });
        this.tell({ type: "progress", engine, pending: detail.pending });
        if (engine === "idle" && detail.lastSyncedAt) this.tell({ type: "synced", lastSyncedAt: detail.lastSyncedAt });
        if (engine === "idle") void this.refreshWaiting();
        if (engine === "idle" && detail.lastSyncedAt)
          void this.orders.reportStatus().catch((error) => console.warn("the device status was not reported", error));
      },
    });
    this.connectivity = new Connectivity(this.notices, (online) => this.onOnlineChange(online));
    // What the orders and the vault's transitions both use of this runtime.
    const shared = { outbox, vaults, isOnline: () => this.connectivity.online, syncNow: () => this.engine.syncNow(), stop: () => this.stop() };
    this.orders = new DeviceOrders({ ...shared, client: this.client, view: this.view, inVault: vault !== null, isEnding: () => this.ending });
    this.transitions = new VaultTransitions({ ...shared, vault });
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
      // docs/shared-phone.md: notices carry a hash of the writer's install id, never the id.
      ownAppId: () => noticeIdOf(actingInstall().id),
      onFetchError: (change, error) => console.warn(`could not fetch changed ${change.table} ${change.uuid}`, error),
      saved: persistAll,
      ready: recordsAfterFirstScreen,
      // The feed was read again from the start: what the device holds is checked after this catch-up.
      onRepaired: () => void this.holdings().then((check) => check.due()),
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

  /** Restores the persisted cache and opens the outbox before anything renders (docs/style.md, "Web (`apps/web/src`)"). */
  static async start(wiring: SyncWiring): Promise<SyncRuntime> {
    const cache = createCache();
    const vaults = await VaultStore.open();
    // Her key from the page before, another tab or the server (vault/key-at-start.ts): a step of the start of its own.
    const { vault, reopen } = await timed("vault-key", vaultAtStart(vaults));
    actAs(vault ? { id: vault.record.installId, secret: vault.record.secret } : null);
    setVaultInUse(vault ? { installId: vault.record.installId, key: vault.key } : null);
    const [outbox] = await Promise.all([
      timed("open-outbox", vault ? Outbox.open(vaultOutboxName(vault.record.installId), vault.key) : Outbox.open()),
      timed("restore-cache", restoreCache(cache, vault ? { cacheKey: vaultCacheKey(vault.record.installId), key: vault.key } : null)),
    ]);
    if (!vault) await keepInstallId(outbox);
    // Assigned once below, but the callbacks may run before that: they must read undefined, not hit a const in its dead zone.
    // eslint-disable-next-line prefer-const
    let runtime: SyncRuntime | undefined;
    const apollo = createApollo(cache, {
      onUnauthenticated: (token) => runtime?.sessionEnded(token),
      onConnected: () => void runtime?.onConnected(),
    });
    runtime = new SyncRuntime(outbox, apollo, cache, wiring, vaults, vault);
    onWipeOrder((order) => void runtime?.obey(order));
    const notice = sessionStorage.getItem(AFTER_RELOAD_NOTICE);
    if (notice) {
      sessionStorage.removeItem(AFTER_RELOAD_NOTICE);
      runtime.notices.show(t(notice), { tone: "negative", timeoutMs: 10_000 });
    }
    // Her vault's key is nowhere but behind her password: the page asks it, and nothing goes to the server meanwhile.
    if (reopen) {
      runtime.reopening = reopen;
      return runtime;
    }
    await runtime.refreshWaiting();
    if (vault && !(await outbox.getMeta<boolean>(VAULT_BEGUN_KEY))) await runtime.beginVault(vault.user);
    await runtime.firstSync.showWaiting();
    // Unlocked offline, she has no session yet: her edits wait, and nothing is asked of the server as her.
    if (vault && !authToken()) return runtime;
    // A first run with nothing to send and nobody logged in: on a weak link the configuration and its
    // texts go first, alone; the feed, the orders and the registration begin at its end (docs/worker-phone.md, "A weak link").
    if (wiring.firstRun() && !authToken() && runtime.view.get().pending === 0) {
      runtime.contactHeld = true;
      // The acknowledgement of a wipe this page started after is not held: the console waits for it (docs/shared-phone.md, "The wipe").
      if (runtime.connectivity.online) void runtime.orders.acknowledgeWipe();
      return runtime;
    }
    runtime.feed.subscribe();
    void runtime.registerInstall();
    if (runtime.connectivity.online) void runtime.orders.atContact();
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
    // The login the batch goes as, read once: the link would read the credentials later (docs/sync-and-api.md, "Login transitions").
    const { entries, headers } = pinnedBatch(chosen, storedUser()?.id ?? null, authToken());
    if (entries.length === 0 || this.ending) return [];
    const input = {
      appInstallId: actingInstall().id,
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
      throw error;
    }
  }

  /** Marks answered records synced with their dataversions; tells the user what was merged or clashed. */
  private async settle(answers: SyncAnswer[], entries: OutboxEntry[]): Promise<void> {
    // The stored records are in the cache first: an answer is never put under an older stored copy (platform/persisted-cache.ts, restoreRecords).
    await recordsAfterFirstScreen();
    await settleAnswers(answers, entries, {
      tables: this.wiring.caches,
      write: (settled) => writeSettled(this.cache, settled),
      refresh: async (table, uuid) => this.wiring.caches.find((c) => c.table === table)?.fetch(this.client, uuid),
      onMerged: (entry, answer) => this.merged(entry, answer),
    });
    // The outbox drops these entries next: the cache that now shows them is saved first, so an offline reload still has them.
    await persistNow();
  }

  /** docs/sync-and-api.md, "Merging concurrent edits": a merge is told as it is; a clash stays open (ConflictsPanel) until the worker chooses. */
  private merged(entry: OutboxEntry, answer: SyncAnswer): void {
    if (answer.status === "MERGED") {
      this.notices.show(t("MERGED_NOTICE"), { group: "merged" });
      return;
    }
    const count = this.wiring.openConflicts(answer, this.describe(entry));
    this.notices.show(count === 1 ? t("CONFLICTS_ONE") : t("CONFLICTS_MANY", { count }), { timeoutMs: 30_000 });
  }

  private async refreshWaiting(): Promise<void> {
    if (this.ending) return;
    try {
      const waiting = await this.outbox.pending();
      this.view.set({ waiting, pending: await this.outbox.count(), rejected: await this.outbox.rejectedEntries() });
    } catch (error) {
      // A logout, lock or wipe closed the outbox while this read was under way: the page is going.
      if (!this.ending) throw error;
    }
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
    if (!online || this.reopening) return;
    // Edits that wait are sent whatever a first run holds back (queued meanwhile, or by another tab).
    if (this.contactHeld) {
      void this.orders.acknowledgeWipe();
      void this.engine.syncNow();
      return;
    }
    void this.orders.atContact();
    // Unlocked offline, she has no session: nothing goes to the server as her until she logs in online.
    if (this.vault && !authToken()) return;
    void this.engine.syncNow();
    void this.registerInstall();
    this.liveAgain();
  }

  /**
   * The WebSocket reconnects now rather than at the end of its backoff (its connect then catches
   * up), and a catch-up runs at once too, for a socket that stayed open while notices were missed.
   */
  private liveAgain(): void {
    if (!this.connectivity.online || this.ending || this.contactHeld || this.reopening || (this.vault && !authToken())) return;
    this.reconnectNow();
    void this.catchUp();
  }

  private async onConnected(): Promise<void> {
    void this.orders.reportStatus().catch((error) => console.warn("the device status was not reported", error));
    await this.registerInstall();
    await this.catchUp();
  }

  /**
   * A first sync that waits (a new worker on this device) runs, or resumes, first: the change feed
   * goes on only once it is done, from where it began, instead of fetching every record one by one.
   */
  private async catchUp(): Promise<void> {
    if (this.ending) return;
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
      return false;
    });
    // Only once the first sync and the feed are both read through: the check compares with the server's now.
    if (readAll)
      await this.holdings()
        .then((check) => check.afterCatchUp())
        .catch((error: unknown) => console.warn("the holdings check stopped; it runs again after the next catch-up", error));
  }

  /** The holdings check, made at its first use (its modules load then). */
  private holdings(): Promise<HoldingsCheck> {
    this.holdingsCheck ??= Promise.all([import("./holdings-check.js"), import("./holdings-apollo.js")]).then(
      ([{ HoldingsCheck }, { apolloHoldings, apolloHoldingsTables, apolloHoldingsTransport }]) =>
        new HoldingsCheck({
          transport: apolloHoldingsTransport(this.client),
          tables: apolloHoldingsTables(this.client, this.wiring.caches),
          held: apolloHoldings(this.client, this.wiring.caches),
          store: this.outbox,
          ready: recordsAfterFirstScreen,
          saved: persistAll,
          isOnline: () => this.connectivity.online,
          isEnding: () => this.ending,
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
  private async downloadPage(after: string | null, first: number, counts: boolean): Promise<DownloadedPage | null> {
    const token = authToken();
    const answer = await fetchDownloadPage(after, first, counts);
    if ("page" in answer) return answer.page;
    if (answer.failed === "offline") this.connectivity.networkFailed();
    else if (answer.failed === "unauthenticated") this.sessionEnded(token);
    else console.warn("a page of your records could not be downloaded", answer.error);
    return null;
  }

  /** docs/product.md §3, §7: the app install record is registered (again when `force`), retried until it is. */
  registerInstall(force = false): Promise<void> {
    return this.install.ensure(force);
  }

  /** Set while a first run holds back the feed, the orders and the registration (start). */
  private contactHeld = false;

  endFirstRun(): void {
    if (this.contactHeld) {
      this.contactHeld = false;
      this.feed.subscribe();
      if (this.connectivity.online) void this.orders.atContact();
    }
    void this.registerInstall(true);
  }

  /**
   * docs/product.md §4: a 401 removes the token and logs the user out; waiting edits stay in the outbox. Only
   * a 401 to the current login's token ends it: one to a request sent before a new login (its old,
   * revoked token) is an answer about a session already gone (found by the protocol model test).
   * Her vault locks at once (docs/shared-phone.md): the key is dropped and the page starts again as
   * the phone's own install, so no screen shows her records; her waiting edits stay, sealed.
   */
  private sessionEnded(token: string | null): void {
    if (this.reopening || (!storedUser() && !authToken())) return;
    if (token !== authToken()) return;
    if (token === null) {
      // Unlocked offline: there was no session to end; she logs in online to send her edits.
      this.notices.show(t("LOGIN_TO_SEND_EDITS"), { group: "login-to-send" });
      return;
    }
    logAuthenticationError();
    clearLogin();
    clearWorkerKeys();
    if (!this.vault) {
      this.notices.show(t("SESSION_ENDED"), { tone: "negative", timeoutMs: 10_000 });
      this.loginChanges.emit();
      return;
    }
    void this.reloadAs(null, "SESSION_ENDED");
  }

  /** Stops everything of this page and starts it again, with her vault locked (null) or another unlocked. */
  private async reloadAs(next: "kept" | null, notice: string | null): Promise<void> {
    await this.stop();
    if (next === null) await this.vaults.lock();
    if (notice) sessionStorage.setItem(AFTER_RELOAD_NOTICE, notice);
    location.replace("/");
  }

  /** Nothing more goes to the server or reads the outbox from this page; resolves once its cache saves under way are written. */
  private stop(): Promise<void> {
    this.ending = true;
    void this.ws.dispose();
    return stopPersisting();
  }

  /**
   * docs/product.md §4 first run: wipes local tables and storage. An install whose edits still wait in the
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

  /** docs/product.md §4 logout, refused while her edits wait unless she keeps them locked (sync/vault-transitions.ts). */
  logout(keepLocked = false): Promise<{ waiting: number } | null> {
    return this.transitions.logout(keepLocked);
  }

  /** After an online login: her vault unlocked with the key the server released (sync/vault-transitions.ts). */
  enterVaultOnline(login: { token: string; user: StoredUser; vaultKey: string }, password: string, install?: InstallProof): Promise<void> {
    return this.transitions.enterVaultOnline(login, password, install);
  }

  /** The worker install a login of this e-mail goes as (her vault's, or a new one). */
  installFor(email: string): Promise<InstallProof> {
    return this.vaults.installFor(email);
  }

  /** Offline: her password unwraps her key; false when this phone holds no vault of hers (sync/vault-transitions.ts). */
  unlockOffline(email: string, password: string): Promise<boolean> {
    return this.transitions.unlockOffline(email, password);
  }

  /** The page starts again in the vault just unlocked (sync/vault-transitions.ts). */
  enterVault(): void {
    this.transitions.enterVault();
  }

  /**
   * Her session's vault, whose key no page handed over and no server released (offline, or unlocked
   * offline): the page asks her password instead of showing her screens (docs/shared-phone.md, "The phone's side").
   */
  reopening: StoredUser | null = null;

  /** Her password opens her vault again (WrongPassword, UnlockWait, AccountDisabledHere otherwise); the page continues in it. */
  async reopenVault(password: string): Promise<void> {
    if (!this.reopening) return;
    const vault = await this.vaults.unlockOffline(this.reopening.email, password);
    if (!vault) throw new Error(t("LOGIN_NEEDS_NETWORK"));
    await this.stop();
    handKeyOver(vault.record.installId, vault.key);
    location.reload();
  }

  /** A new vault's first start (just logged in, online): her records download page by page, and the deployment's content is read into her cache. */
  private async beginVault(user: StoredUser): Promise<void> {
    await this.firstSync.begin(user.id);
    await this.outbox.setMeta(VAULT_BEGUN_KEY, true);
    // Awaited: her cache holds the configuration and translations before anything shows, for an offline start right after.
    await this.wiring.reloadContent(this.client);
  }

  /** An operator's order: see DeviceOrders.obey. */
  obey(order: WipeOrder): Promise<void> {
    return this.orders.obey(order);
  }
}

/** Set in a vault's outbox once its first start began her download. */
const VAULT_BEGUN_KEY = "vaultBegun";

/** A holdings check's figures, as a performance mark (bench/holdings-check.ts reads them). */
function markHoldingsCheck(figures: CheckFigures): void {
  performance.mark("stepwise:holdings-check", { detail: figures });
}

/** A step of the start, as a performance measure `stepwise:start:<step>` (bench/pwa-cold-start.ts reports them). */
async function timed<T>(step: string, work: Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work;
  performance.measure(`stepwise:start:${step}`, { start, end: performance.now() });
  return result;
}
