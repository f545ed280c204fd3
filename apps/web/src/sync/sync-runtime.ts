/**
 * The sync runtime: the one object the screens get of the sync layer (sync/runtime-context.tsx),
 * which opens the page's stores at the start and wires the parts that keep local edits and the
 * server in step (docs/sync-and-api.md; docs/shared-phone.md, "The phone's side"). Each part holds
 * one concern, and this file only wires them:
 * - sending and settling edits, and the counts the screens show: sync/outgoing-edits.ts;
 * - reading from the server (the first sync, the change feed, the holdings check): sync/catch-up.ts;
 * - when the page talks to the server, and what a first run holds back: sync/server-contact.ts;
 * - a worker's vault as the page goes in and out of it: sync/vault-transitions.ts;
 * - the operator's orders, reported, asked and obeyed: sync/device-orders.ts.
 */
import { checkForUpdateNow } from "../platform/update-checks.js";
import { clockWatchingFetch, onClockOffset } from "../platform/server-clock.js";
import type { ApolloClient, InMemoryCache } from "@apollo/client";
import { createApollo, createCache, type Apollo } from "../platform/apollo.js";
import { forgetHeldLists } from "../platform/held-lists.js";
import { Notices } from "../platform/notices.js";
import { restoreCache, stopPersisting } from "../platform/persisted-cache.js";
import { Signal } from "../platform/signal.js";
import { Store } from "../platform/store.js";
import { keepInstallId, renewInstallId } from "../platform/durable-install-id.js";
import { actAs, type InstallProof } from "../vault/acting-install.js";
import { vaultAtStart } from "../vault/key-at-start.js";
import type { StoredUser } from "../vault/storage-keys.js";
import { setVaultInUse } from "../vault/vault-in-use.js";
import { VaultStore, vaultCacheKey, vaultOutboxName, type UnlockedVault } from "../vault/vault-store.js";
import type { WipeOrder } from "../vault/wipe.js";
import { wipeWatchingFetch } from "../vault/wipe-watch.js";
import { CatchUp } from "./catch-up.js";
import { CURSOR_KEY } from "./change-feed.js";
import { Connectivity } from "./connectivity.js";
import { lazyDeviceOrders, type Orders } from "./lazy-device-orders.js";
import type { FirstSync } from "./first-sync.js";
import type { DocumentsPage } from "./download-page.js";
import { REGISTERED_KEY } from "./install-registration.js";
import { OutgoingEdits } from "./outgoing-edits.js";
import { Outbox, type OutboxEntry, type SyncOp } from "./outbox.js";
import { ServerContact } from "./server-contact.js";
import type { SyncView } from "./sync-view.js";
import type { SyncWiring } from "./sync-wiring.js";
import { VaultTransitions } from "./vault-transitions.js";

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
    updateRequired: false,
    readFailed: false,
    refusedWaiting: null,
    waiting: new Map(),
    rejected: [],
  });
  /** A login, a logout or an ended session (docs/product.md §4): lists fetch again and the user shown is read again. */
  readonly loginChanges = new Signal();
  readonly client: ApolloClient;
  /** A new device's first sync after a login (docs/sync-and-api.md); the change feed waits for it. */
  readonly firstSync: FirstSync<DocumentsPage>;

  private readonly ws: Apollo["ws"];
  private readonly connectivity: Connectivity;
  private readonly edits: OutgoingEdits;
  private readonly catchUp: CatchUp;
  private readonly contact: ServerContact;
  /** The operator's orders: reported, asked and obeyed (sync/device-orders.ts). */
  private readonly orders: Orders;
  /** Logouts, a vault's unlocking and locking (sync/vault-transitions.ts). */
  private readonly transitions: VaultTransitions;
  /** Set once the page is about to reload (a lock, a logout, a wipe): nothing new starts, nothing reads the closing outbox. */
  private ending = false;

  private constructor(
    readonly outbox: Outbox,
    apollo: Apollo,
    /** fetch for the requests made outside the Apollo client: it hears the operator's orders on their answers. */
    watchingFetch: typeof fetch,
    cache: InMemoryCache,
    private readonly wiring: SyncWiring,
    private readonly vaults: VaultStore,
    /** The worker's vault this page works in; null: the phone's own install (docs/shared-phone.md). */
    readonly vault: UnlockedVault | null,
  ) {
    this.client = apollo.client;
    this.ws = apollo.ws;
    // Before any screen hears of a login change: every list is fetched again once, for the new login.
    this.loginChanges.subscribe(() => forgetHeldLists(this.client));
    const { client, view, notices } = this;
    // What the parts share of the runtime; each takes what its ports name.
    const shared = {
      client,
      cache,
      outbox,
      vaults,
      vault,
      wiring,
      view,
      notices,
      inVault: vault !== null,
      isOnline: () => this.connectivity.online,
      networkFailed: () => this.connectivity.networkFailed(),
      isEnding: () => this.ending,
      syncNow: () => this.edits.engine.syncNow(),
      stop: () => this.stop(),
    };
    this.edits = new OutgoingEdits({ ...shared, afterSettled: (answers) => this.catchUp.afterSettled(answers), synced: () => this.reportStatus() });
    this.connectivity = new Connectivity(notices, (online) => this.contact.onlineChanged(online));
    this.orders = lazyDeviceOrders(shared);
    this.transitions = new VaultTransitions({ ...shared, loginChanged: () => this.loginChanges.emit() });
    this.catchUp = new CatchUp({
      ...shared,
      fetch: watchingFetch,
      sessionEnded: (token) => this.transitions.sessionEnded(token),
      queue: (table, uuid, op, record, base) => this.edits.queue(table, uuid, op, record, base),
    });
    this.firstSync = this.catchUp.firstSync;
    const isReopening = () => this.transitions.reopening !== null;
    this.contact = new ServerContact({ ...shared, catchUp: this.catchUp, orders: this.orders, isReopening, reconnectNow: apollo.reconnectNow });
    this.transitions.keepKeyForNextPage();
    this.contact.watchVisibility();
    // docs/product.md §10: a phone clock off by more than 5 minutes is told, with how to set it right;
    // the warning's code loads at the first contact, off the first screen's JavaScript.
    const firstMeasure = onClockOffset(() => {
      firstMeasure();
      void import("./clock-warning.js").then(({ watchClock }) => watchClock(notices));
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
    const onWipeOrder = (order: WipeOrder) => void runtime?.obey(order);
    const apollo = createApollo(cache, {
      onUnauthenticated: (token) => runtime?.transitions.sessionEnded(token),
      onConnected: () => void runtime?.connected(),
      onWipeOrder,
      onUpdateRequired: () => runtime?.updateRequired(),
    });
    runtime = new SyncRuntime(outbox, apollo, clockWatchingFetch(wipeWatchingFetch(onWipeOrder)), cache, wiring, vaults, vault);
    runtime.transitions.tellAfterReload();
    // Her vault's key is nowhere but behind her password: the page asks it, and nothing goes to the server meanwhile.
    if (reopen) {
      runtime.transitions.reopening = reopen;
      return runtime;
    }
    await runtime.edits.refreshWaiting();
    if (vault) await runtime.catchUp.beginVault(vault.user);
    await runtime.firstSync.showWaiting();
    runtime.contact.begin();
    return runtime;
  }

  /** Writes an edit to the outbox first; resolves once it is durable, then a sync follows in 1 s. */
  queue(table: string, uuid: string, op: SyncOp, record: Record<string, unknown> | null, baseDataversion: number | null): Promise<OutboxEntry> {
    return this.edits.queue(table, uuid, op, record, baseDataversion);
  }

  syncNow(): Promise<void> {
    return this.edits.engine.syncNow();
  }

  /**
   * The server no longer answers this build (docs/sync-and-api.md, "Released builds and their
   * operations"): the sync line says "Update to keep syncing" and the app asks for a new version at
   * once. The outbox keeps every waiting edit: a refused request leaves them waiting, and the new
   * version sends them.
   */
  updateRequired(): void {
    if (this.view.get().updateRequired) return;
    this.view.set({ updateRequired: true });
    checkForUpdateNow();
  }

  /** The worker gives up a rejected edit: the record shows the server's version again. */
  discardRejected(clientMutationId: number): Promise<void> {
    return this.edits.discardRejected(clientMutationId);
  }

  /** A name for an edit's record in messages. */
  describe(entry: OutboxEntry): string {
    return this.edits.describe(entry);
  }

  /** docs/product.md §3, §7: the app install record is registered (again when `force`), retried until it is. */
  registerInstall(force = false): Promise<void> {
    return this.contact.registerInstall(force);
  }

  /** The first run ended (sync/server-contact.ts): the contacts it held back begin, and the install is registered again. */
  endFirstRun(): void {
    this.contact.endFirstRun();
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

  /** Her session's vault waits for her password: no key came with the start (sync/vault-transitions.ts). */
  get reopening(): StoredUser | null {
    return this.transitions.reopening;
  }

  /** Her password opens her vault again; the page continues in it (sync/vault-transitions.ts). */
  reopenVault(password: string): Promise<void> {
    return this.transitions.reopenVault(password);
  }

  /** An operator's order: see DeviceOrders.obey. */
  obey(order: WipeOrder): Promise<void> {
    return this.orders.obey(order);
  }

  /** The realtime socket connected: the phone's state is reported, then the contact's catch-up runs. */
  private async connected(): Promise<void> {
    this.reportStatus();
    await this.contact.connected();
  }

  private reportStatus(): void {
    void this.orders.reportStatus().catch((error) => console.warn("the device status was not reported", error));
  }

  /** Nothing more goes to the server or reads the outbox from this page; resolves once its cache saves under way are written. */
  private stop(): Promise<void> {
    this.ending = true;
    // graphql-ws may reject its dispose with the socket's error Event (offline, a wipe): nothing is left to do with it.
    void Promise.resolve(this.ws.dispose()).catch(() => undefined);
    return stopPersisting();
  }
}

/** A step of the start, as a performance measure `stepwise:start:<step>` (bench/pwa-cold-start.ts reports them). */
async function timed<T>(step: string, work: Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work;
  performance.measure(`stepwise:start:${step}`, { start, end: performance.now() });
  return result;
}
