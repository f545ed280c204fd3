import { deleteDB } from "idb";
import { delMany } from "idb-keyval";
import { CACHE_KEY, stopPersisting } from "../platform/persisted-cache.js";
import { cacheKeysOf } from "../platform/cache-parts.js";
import { actAs, type InstallProof } from "../vault/acting-install.js";
import { rememberScreenForRestart } from "../vault/after-reload.js";
import { cacheOwner, clearLogin, setCacheOwner, storeLogin, storeUnlockedOffline, authToken, type StoredUser } from "../vault/storage-keys.js";
import { fromBase64url, importVaultKey } from "../vault/vault-crypto.js";
import { vaultCacheKey, vaultOutboxName, vaultPdfRequestsName, type UnlockedVault, type VaultStore } from "../vault/vault-store.js";
import { clearWorkerKeys } from "../vault/worker-keys.js";
import { handKeyOver } from "../vault/key-handoff.js";
import { DB_NAME, Outbox } from "./outbox.js";

/** What a login's or a logout's transition needs of the sync runtime (sync/sync-runtime.ts). */
export interface VaultTransitionPorts {
  outbox: Outbox;
  vaults: VaultStore;
  /** The worker's vault this page works in; null: the phone's own install. */
  vault: UnlockedVault | null;
  isOnline(): boolean;
  syncNow(): Promise<void>;
  /** Stops everything of the page; resolves once its cache saves under way are written. */
  stop(): Promise<void>;
}

/**
 * A phone that passes between hands (docs/shared-phone.md): a worker's logout, her vault unlocked
 * after an online login or offline with her password, and the page starting again in it. A logout
 * and entering a vault both end with the page starting again, so no screen of one worker stays up
 * for the next.
 */
export class VaultTransitions {
  /** The vault a login or an unlock just opened: its key goes to the next page in memory only (vault/key-handoff.ts). */
  private entered: UnlockedVault | null = null;

  constructor(private readonly ports: VaultTransitionPorts) {}

  /**
   * docs/product.md §4 logout: sync, clear local data, call the logout API, clear the auth keys, loggedIn false,
   * reload. Refused while her own edits still wait (offline), unless she chooses to keep them
   * locked on this phone (`keepLocked`, docs/shared-phone.md): her vault then stays, sealed, and
   * they go out as hers at her next login. Nobody else's edits are in her outbox.
   */
  async logout(keepLocked = false): Promise<{ waiting: number } | null> {
    if (this.ports.isOnline() && authToken()) await this.ports.syncNow();
    // Rejected edits count too: logging out deletes the outbox, and they are kept until fixed or discarded.
    const waiting = (await this.ports.outbox.entries()).length;
    if (waiting > 0 && !keepLocked) return { waiting };
    const token = authToken();
    const stopped = this.ports.stop();
    // The token goes before the logout call, so no request of this page goes out with it once revoked.
    clearLogin();
    clearWorkerKeys();
    if (this.ports.vault && waiting > 0) {
      await this.ports.vaults.lock();
    } else {
      await stopped;
      this.ports.outbox.close();
      const installId = this.ports.vault?.record.installId;
      await Promise.all([
        deleteDB(installId ? vaultOutboxName(installId) : DB_NAME),
        ...(installId ? [deleteDB(vaultPdfRequestsName(installId))] : []),
        delMany(cacheKeysOf(installId ? vaultCacheKey(installId) : CACHE_KEY)),
        installId ? this.ports.vaults.forget(installId) : this.ports.vaults.lock(),
      ]);
    }
    if (token)
      await fetch("/api/logout", { method: "POST", headers: { Authorization: `Bearer ${token}` } }).catch((error) =>
        console.warn("logout call failed; logging out on this device anyway", error),
      );
    location.replace("/");
    return null;
  }

  /**
   * After an online login: her vault (made at her first login on this phone) is unlocked with the
   * key the server released, wrapped again with the password she used; edits of hers an older
   * build kept in the phone's own outbox move into it, sealed. The page then starts again in it.
   */
  async enterVaultOnline(login: { token: string; user: StoredUser; vaultKey: string }, password: string, install?: InstallProof): Promise<void> {
    const raw = fromBase64url(login.vaultKey);
    let vault: UnlockedVault;
    try {
      vault = await this.ports.vaults.afterOnlineLogin(login.user, password, raw, await importVaultKey(raw), install);
    } finally {
      // The raw bytes only wrap her key with her password: the page keeps the non-extractable key alone.
      raw.fill(0);
    }
    this.entered = vault;
    if (!this.ports.vault) await this.moveOwnEdits(vault);
    storeLogin(login.token, login.user);
    actAs({ id: vault.record.installId, secret: vault.record.secret });
  }

  /** Offline: her password unwraps her key (WrongPassword otherwise); false when this phone holds no vault of hers. */
  async unlockOffline(email: string, password: string): Promise<boolean> {
    const vault = await this.ports.vaults.unlockOffline(email, password);
    if (!vault) return false;
    this.entered = vault;
    storeUnlockedOffline(vault.user);
    return true;
  }

  /** The page starts again in the vault just unlocked, on the screen she logged in from. */
  enterVault(): void {
    rememberScreenForRestart();
    // The saves under way are written first: the page starting again reads what they wrote, and takes
    // the key handed over just before (docs/shared-phone.md, "The phone's side").
    void this.ports.stop().then(() => {
      if (this.entered) handKeyOver(this.entered.record.installId, this.entered.key);
      location.reload();
    });
  }

  /** An older build kept a worker's edits, and her cache, in the phone's own stores: they become her vault's. */
  private async moveOwnEdits(vault: UnlockedVault): Promise<void> {
    const hers = (await this.ports.outbox.entries()).filter((e) => e.user_id === vault.user.id);
    if (hers.length > 0) {
      const target = await Outbox.open(vaultOutboxName(vault.record.installId), vault.key);
      for (const { clientMutationId: _id, rejected: _rejected, ...entry } of hers) await target.add(entry);
      target.close();
      await this.ports.outbox.remove(hers.map((e) => e.clientMutationId));
    }
    if (cacheOwner() !== null) {
      // The phone's own cache holds her records: no save of this page may write it back after it is deleted.
      await stopPersisting();
      await delMany(cacheKeysOf(CACHE_KEY));
      setCacheOwner(null);
    }
  }
}
