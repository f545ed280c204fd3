import type { ApolloClient } from "@apollo/client";
import { AcknowledgeWipeDocument, DeviceAccountsDocument, DeviceOrdersDocument, ReportDeviceStatusDocument } from "../generated/graphql.js";
import type { Store } from "../platform/store.js";
import { phoneInstall, type InstallProof } from "../vault/acting-install.js";
import { AFTER_RELOAD_NOTICE } from "../vault/after-reload.js";
import { deviceStatus } from "../vault/device-status.js";
import { hearPasswords } from "../vault/password-wraps.js";
import { authToken } from "../vault/storage-keys.js";
import type { VaultStore } from "../vault/vault-store.js";
import { acknowledgeWipe, wipeOrigin, type WipeOrder } from "../vault/wipe.js";
import type { Outbox } from "./outbox.js";
import type { SyncView } from "./sync-view.js";

/** deviceOrders and acknowledgeWipe name their installs with their secrets, and need no session: they go as no install at all. */
const AS_NO_INSTALL = { headers: { Authorization: "", "X-App-Install-Id": "", "X-App-Install-Secret": "" } };

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
}

/**
 * The phone and the operator's console (docs/shared-phone.md, "Wipe orders reach the phone"): the
 * phone reports its state, asks the orders of every install it holds, obeys them, and tells the
 * server once a wipe is done.
 */
export class DeviceOrders {
  private wiping = false;

  constructor(private readonly ports: DeviceOrderPorts) {}

  /** The installs of the workers' vaults on this phone, the locked ones too. */
  private async vaultInstalls(): Promise<InstallProof[]> {
    return (await this.ports.vaults.all()).map((v) => ({ id: v.installId, secret: v.secret }));
  }

  /** Tells the server a wipe is done; an offline phone tells it at its next start (wipe.ts keeps the installs). */
  private async acknowledgeWipe(): Promise<void> {
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
    if (this.ports.isEnding() || !this.ports.isOnline() || (this.ports.inVault && !authToken())) return;
    const error = this.ports.view.get().error;
    const input = await deviceStatus(this.ports.view.get().pending, error ? { at: new Date().toISOString(), reason: error } : null);
    const { data } = await this.ports.client.mutate({ mutation: ReportDeviceStatusDocument, variables: { input } });
    if (data) await this.obey(data.reportDeviceStatus);
  }

  /** At a contact with the server: a wipe left unacknowledged is told, and the orders of the phone's installs are asked. */
  async atContact(): Promise<void> {
    await this.acknowledgeWipe();
    await this.askOrders().catch((error) => console.warn("could not ask for this phone's orders", error));
    if (!this.wiping) await hearPasswords(this.ports.client, this.ports.vaults).catch((error) => console.warn("could not ask for new password wraps", error));
  }

  /**
   * An operator's order (docs/shared-phone.md, "Wipe orders reach the phone"): LOST wipes at once;
   * RETIRE first sends what waits here, and wipes once nothing waits (else at the next contact).
   */
  async obey(order: WipeOrder): Promise<void> {
    if (order === "NONE" || this.wiping) return;
    if (order === "RETIRE" && authToken() && this.ports.inVault) {
      await this.ports.syncNow();
      if ((await this.ports.outbox.count()) > 0) return;
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
