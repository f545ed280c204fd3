/**
 * When the page talks to the server (docs/sync-and-api.md, "The device's feed"; docs/worker-phone.md,
 * "A weak link"; docs/shared-phone.md, "The phone's side"): at the start, on coming online, back
 * on screen and at each realtime connect, the feed catches up, the operator's orders are asked, the
 * install is registered and waiting edits go out. A first run with nothing to send and nobody
 * logged in holds all of it back until the welcome ends (endFirstRun); a vault unlocked offline
 * sends nothing as her until she logs in online; a vault that asks her password sends nothing at all.
 */
import type { ApolloClient } from "@apollo/client";
import { RegisterAppInstallDocument } from "../generated/graphql.js";
import type { Store } from "../platform/store.js";
import { heldContentRelease } from "../vault/content-release.js";
import { authToken } from "../vault/storage-keys.js";
import type { CatchUp } from "./catch-up.js";
import type { Orders } from "./lazy-device-orders.js";
import { InstallRegistration } from "./install-registration.js";
import type { Outbox } from "./outbox.js";
import type { SyncView } from "./sync-view.js";
import type { SyncWiring } from "./sync-wiring.js";

/** What the contacts with the server need of the sync runtime. */
export interface ServerContactPorts {
  client: ApolloClient;
  outbox: Outbox;
  wiring: SyncWiring;
  view: Store<SyncView>;
  catchUp: CatchUp;
  orders: Pick<Orders, "atContact" | "acknowledgeWipe" | "reportStatus">;
  /** The page works in a worker's vault (false: the phone's own install). */
  inVault: boolean;
  isOnline(): boolean;
  /** The page is about to reload (a lock, a logout, a wipe): nothing new starts. */
  isEnding(): boolean;
  /** Her vault waits for her password (sync/vault-transitions.ts): nothing goes to the server. */
  isReopening(): boolean;
  syncNow(): Promise<void>;
  /** The realtime socket reconnects now rather than at the end of its backoff. */
  reconnectNow(): void;
}

/** The page's contacts with the server, and what a first run holds back of them. */
export class ServerContact {
  /** Set while a first run holds back the feed, the orders and the registration (begin). */
  private held = false;
  private readonly install: InstallRegistration;

  constructor(private readonly ports: ServerContactPorts) {
    this.install = new InstallRegistration({
      register: async () => void (await ports.client.mutate({ mutation: RegisterAppInstallDocument, variables: { input: ports.wiring.installRecord() } })),
      meta: ports.outbox,
      isOnline: () => ports.isOnline(),
      onError: (error) => console.warn("app install registration will be retried", error),
    });
  }

  /** Back on screen: the live channel reconnects at once and a catch-up runs (docs/sync-and-api.md, "The device's feed"); answers its stop. */
  watchVisibility(): () => void {
    const visible = () => {
      if (document.visibilityState === "visible") this.liveAgain();
    };
    document.addEventListener("visibilitychange", visible);
    return () => document.removeEventListener("visibilitychange", visible);
  }

  /** The start's contact, once the outbox is open and counted (sync/sync-runtime.ts, start). */
  begin(): void {
    const { ports } = this;
    // Unlocked offline, she has no session yet: her edits wait, and nothing is asked of the server as her.
    if (ports.inVault && !authToken()) return;
    // A first run with nothing to send and nobody logged in: on a weak link the configuration and its
    // texts go first, alone; the feed, the orders and the registration begin at its end (docs/worker-phone.md, "A weak link").
    if (ports.wiring.firstRun() && !authToken() && ports.view.get().pending === 0) {
      this.held = true;
      // The acknowledgement of a wipe this page started after is not held: the console waits for it (docs/shared-phone.md, "Wipe orders reach the phone").
      if (ports.isOnline()) void ports.orders.acknowledgeWipe();
      return;
    }
    ports.catchUp.feed.subscribe();
    void this.registerInstall();
    if (ports.isOnline()) {
      void ports.orders.atContact();
      this.takeLatestRelease();
    }
    if (ports.view.get().pending > 0) void ports.syncNow();
  }

  /** The first run ended (docs/product.md §4): the contacts it held back begin, and the install is registered again. */
  endFirstRun(): void {
    if (this.held) {
      this.held = false;
      this.ports.catchUp.feed.subscribe();
      if (this.ports.isOnline()) void this.ports.orders.atContact();
    }
    void this.registerInstall(true);
  }

  /** docs/product.md §3, §7: the app install record is registered (again when `force`), retried until it is. */
  registerInstall(force = false): Promise<void> {
    return this.install.ensure(force);
  }

  /** Connectivity changed (sync/connectivity.ts). */
  onlineChanged(online: boolean): void {
    const { ports } = this;
    ports.view.set({ online });
    if (!online || ports.isReopening()) return;
    // Edits that wait are sent whatever a first run holds back (queued meanwhile, or by another tab).
    if (this.held) {
      void ports.orders.acknowledgeWipe();
      void ports.syncNow();
      return;
    }
    void ports.orders.atContact();
    // Unlocked offline, she has no session: nothing goes to the server as her until she logs in online.
    if (ports.inVault && !authToken()) return;
    void ports.syncNow();
    void this.registerInstall();
    this.takeLatestRelease();
    this.liveAgain();
  }

  /** The realtime socket connected: the install is registered and a catch-up runs. */
  async connected(): Promise<void> {
    this.takeLatestRelease();
    await this.registerInstall();
    await this.ports.catchUp.run();
  }

  /**
   * The deployment's latest content release, whole or not at all (docs/worker-phone.md, "Content
   * releases on the phone"); a failure keeps the release the phone holds, and the next contact tries again.
   */
  private takeLatestRelease(): void {
    const { ports } = this;
    if (!ports.isOnline() || ports.isEnding() || this.held || ports.isReopening() || (ports.inVault && !authToken())) return;
    const held = heldContentRelease();
    void ports.wiring
      .takeLatestRelease(ports.client)
      // The device list shows the release the phone now holds (docs/worker-phone.md).
      .then(() => (heldContentRelease() === held ? undefined : ports.orders.reportStatus()))
      .catch((error: unknown) => console.warn("content release: next contact", error));
  }

  /**
   * The WebSocket reconnects now rather than at the end of its backoff (its connect then catches
   * up), and a catch-up runs at once too, for a socket that stayed open while notices were missed.
   */
  private liveAgain(): void {
    const { ports } = this;
    if (!ports.isOnline() || ports.isEnding() || this.held || ports.isReopening() || (ports.inVault && !authToken())) return;
    ports.reconnectNow();
    void ports.catchUp.run();
  }
}
