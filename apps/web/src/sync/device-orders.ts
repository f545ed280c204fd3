import type { ApolloClient } from "@apollo/client";
import {
  AcknowledgeWipeDocument,
  DeviceAccountsDocument,
  DeviceOrdersDocument,
  DeviceWipeDecisionDocument,
  ReportDeviceStatusDocument,
} from "../generated/graphql.js";
import { tCount } from "../i18n/format.js";
import type { Notices } from "../platform/notices.js";
import type { Store } from "../platform/store.js";
import { actingAsWorker, actingInstall, phoneInstall, type InstallProof } from "../vault/acting-install.js";
import { AFTER_RELOAD_NOTICE } from "../vault/after-reload.js";
import { deviceStatus, heldInstalls, type HeldInstall } from "../vault/device-status.js";
import { hearPasswords } from "../vault/password-wraps.js";
import { authToken } from "../vault/storage-keys.js";
import { vaultOutboxName, type VaultStore } from "../vault/vault-store.js";
import { acknowledgeWipe, wipeOrigin, type WipeOrder } from "../vault/wipe.js";
import { DB_NAME, type Outbox } from "./outbox.js";
import { REFUSAL_SLOT } from "./refusals.js";
import type { SyncView } from "./sync-view.js";

/** deviceOrders and acknowledgeWipe name their installs with their secrets, and need no session: they go as no install at all. */
const AS_NO_INSTALL = { headers: { Authorization: "", "X-App-Install-Id": "", "X-App-Install-Secret": "" } };

/** How often a retiring phone that waits for locked edits asks whether an operator chose to wipe them (docs/shared-phone.md, "Retiring a phone"). */
export const ASK_WIPE_DECISION_MS = 15_000;

/** What an operator's orders need of the sync runtime (sync/sync-runtime.ts). */
export interface DeviceOrderPorts {
  client: ApolloClient;
  vaults: VaultStore;
  outbox: Outbox;
  view: Store<SyncView>;
  /** The page works in a worker's vault (false: the phone's own install, docs/shared-phone.md). */
  inVault: boolean;
  isOnline(): boolean;
  /** The page is about to reload (a lock, a logout, a wipe): nothing new starts. */
  isEnding(): boolean;
  syncNow(): Promise<void>;
  /** Stops everything of the page; resolves once its cache saves under way are written. */
  stop(): Promise<void>;
  /** Where a retire that waits for a worker's login says so (docs/worker-phone.md, "Refusals and what they ask of her"). */
  notices: Pick<Notices, "show">;
}

/**
 * The phone and the operator's console (docs/shared-phone.md, "Wipe orders reach the phone"): the
 * phone reports its state, asks the orders of every install it holds, obeys them, and tells the
 * server once a wipe is done.
 */
export class DeviceOrders {
  private wiping = false;
  /** A RETIRE is being checked (sent, counted, asked). */
  private retiring = false;
  /** This page reported the locked edits a retire waits for: from now on it only asks whether an operator chose to wipe them. */
  private waitingForLocked = false;

  constructor(private readonly ports: DeviceOrderPorts) {}

  /** The installs of the workers' vaults on this phone, the locked ones too. */
  private async vaultInstalls(): Promise<InstallProof[]> {
    return (await this.ports.vaults.all()).map((v) => ({ id: v.installId, secret: v.secret }));
  }

  /** Tells the server a wipe is done; an offline phone tells it at its next start (wipe.ts keeps the installs). */
  async acknowledgeWipe(): Promise<void> {
    await acknowledgeWipe(async (installs) => {
      await this.ports.client.mutate({ mutation: AcknowledgeWipeDocument, variables: { installs: installs }, context: AS_NO_INSTALL });
    }).catch((error) => console.warn("the wipe is acknowledged at the next start", error));
  }

  /**
   * At start, online: the orders of every install this phone holds (its own and every worker's, the
   * locked ones too), so a phone learns of an order for a worker who is not logged in.
   */
  private async askOrders(): Promise<void> {
    const vaults = await this.vaultInstalls();
    const { data } = await this.ports.client.query({
      query: DeviceOrdersDocument,
      variables: { installs: [phoneInstall(), ...vaults] },
      fetchPolicy: "no-cache",
      context: AS_NO_INSTALL,
    });
    const orders = (data?.deviceOrders ?? []).map((o) => o.order);
    await this.obey(orders.includes("LOST") ? "LOST" : orders.includes("RETIRE") ? "RETIRE" : "NONE");
    await this.askAccounts(vaults).catch((error) => console.warn("could not ask whether this phone's accounts are disabled", error));
  }

  /** Whether each worker's account is disabled: her vault stays locked offline from then on; enabled again, it opens. */
  private async askAccounts(vaults: InstallProof[]): Promise<void> {
    // A phone nobody logged in on has no account to ask about.
    if (this.wiping || vaults.length === 0) return;
    const { data } = await this.ports.client.query({
      query: DeviceAccountsDocument,
      variables: { installs: vaults },
      fetchPolicy: "no-cache",
      context: AS_NO_INSTALL,
    });
    for (const { installId, accountDisabled } of data?.deviceOrders ?? []) await this.ports.vaults.heardAccount(installId, accountDisabled);
  }

  /** Reports the phone's state as the install it acts as (at start, after each sync, at each realtime connect); obeys the order it answers. */
  async reportStatus(): Promise<void> {
    const order = await this.sendReport();
    if (order) await this.obey(order);
  }

  /**
   * The report itself, with every install the phone holds and the edits waiting in each
   * (docs/shared-phone.md, "Phones, as the operator sees them"); answers the order, or null when not sent.
   */
  private async sendReport(): Promise<WipeOrder | null> {
    if (this.ports.isEnding() || !this.ports.isOnline() || (this.ports.inVault && !authToken())) return null;
    const error = this.ports.view.get().error;
    const status = await deviceStatus(this.ports.view.get().pending, error ? { at: new Date().toISOString(), reason: error } : null);
    const installs = await this.heldInstalls();
    // A logout or a lock may have begun while the stores were counted: nothing goes out as her without her token.
    if (this.ports.isEnding() || (this.ports.inVault && !authToken())) return null;
    const { data } = await this.ports.client.mutate({ mutation: ReportDeviceStatusDocument, variables: { input: { ...status, installs } } });
    return data?.reportDeviceStatus ?? null;
  }

  /** The phone's own install and each worker's vault, with the edits waiting in each; a vault is locked unless in use with her session. */
  private async heldInstalls(): Promise<HeldInstall[]> {
    const vaults = (await this.vaultInstalls()).map((v) => ({ ...v, outbox: vaultOutboxName(v.id) }));
    const unlocked = actingAsWorker() && authToken() ? actingInstall().id : null;
    return heldInstalls(phoneInstall(), DB_NAME, vaults, unlocked);
  }

  /**
   * RETIRE: what this page can send is sent; it may wipe once none of it waits and no other
   * worker's vault holds locked edits, or an operator chose to wipe those (docs/shared-phone.md, "Retiring a phone").
   */
  private async retireMayWipe(): Promise<boolean> {
    const decided = () => this.wipeLockedDecided().catch(() => false);
    let wipeLocked: boolean | null = null;
    if (this.waitingForLocked && !(wipeLocked = await decided())) return false;
    if (!this.ports.inVault || authToken()) {
      await this.ports.syncNow();
      if ((await this.ports.outbox.count()) > 0) return false;
    }
    if (this.wiping || this.ports.isEnding()) return false;
    const locked = (await this.heldInstalls()).filter((held) => !held.own && held.locked && held.waitingEdits > 0);
    if (locked.length === 0 || (wipeLocked ?? (await decided()))) return true;
    if (!this.waitingForLocked) {
      this.waitingForLocked = true;
      // The phone waits for her login: the notice says so, with how many edits wait (sync/refusals.ts).
      const waiting = locked.reduce((sum, held) => sum + held.waitingEdits, 0);
      this.ports.notices.show(tCount("RETIRE_WAITS_FOR_LOGIN", waiting), { tone: "negative", timeoutMs: 0, slot: REFUSAL_SLOT });
      this.ports.view.set({ refusedWaiting: waiting });
      await this.sendReport().catch((error) => console.warn("the locked edits were not reported", error));
      // The retire closed the realtime socket (4410, not reopened): an operator's "wipe now" is asked for.
      const asking = setInterval(() => {
        if (this.wiping || this.ports.isEnding()) clearInterval(asking);
        else if (this.ports.isOnline()) void this.obey("RETIRE").catch((error) => console.warn("could not ask about the locked edits", error));
      }, ASK_WIPE_DECISION_MS);
    }
    return false;
  }

  /** Whether an operator chose to wipe the locked edits this retiring phone waits for (docs/shared-phone.md, "Retiring a phone"). */
  private async wipeLockedDecided(): Promise<boolean> {
    const { data } = await this.ports.client.query({
      query: DeviceWipeDecisionDocument,
      variables: { installs: [phoneInstall(), ...(await this.vaultInstalls())] },
      fetchPolicy: "no-cache",
      context: AS_NO_INSTALL,
    });
    return (data?.deviceOrders ?? []).some((o) => o.wipeLockedEdits);
  }

  /** At a contact with the server: a wipe left unacknowledged is told, and the orders of the phone's installs are asked. */
  async atContact(): Promise<void> {
    await this.acknowledgeWipe();
    await this.askOrders().catch((error) => console.warn("could not ask for this phone's orders", error));
    if (!this.wiping) await hearPasswords(this.ports.client, this.ports.vaults).catch((error) => console.warn("could not ask for new password wraps", error));
  }

  /**
   * An operator's order (docs/shared-phone.md, "Wipe orders reach the phone" and "Retiring a phone"):
   * LOST wipes at once. RETIRE first sends what can be sent here (the page's own outbox: the
   * worker's with her session, or the phone's own), and wipes once nothing of it waits (else at the
   * next contact); while another worker's vault holds locked edits it does not wipe: it reports
   * them and waits, until they have gone out (she logs in) or an operator chose to wipe them now.
   */
  async obey(order: WipeOrder): Promise<void> {
    if (order === "NONE" || this.wiping) return;
    if (order === "RETIRE") {
      // Every answer to a retiring install carries the order: one check at a time.
      if (this.retiring) return;
      this.retiring = true;
      try {
        if (!(await this.retireMayWipe())) return;
      } finally {
        this.retiring = false;
      }
    }
    if (this.wiping) return;
    this.wiping = true;
    const installs = [phoneInstall(), ...(await this.vaultInstalls())];
    await this.ports.stop();
    this.ports.outbox.close();
    this.ports.vaults.close();
    await wipeOrigin(installs);
    await this.acknowledgeWipe();
    sessionStorage.setItem(AFTER_RELOAD_NOTICE, "PHONE_WIPED");
    location.replace("/");
  }
}
