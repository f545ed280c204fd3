/**
 * A worker's vault as the page goes in and out of it (docs/shared-phone.md, "The phone's side"):
 * her logout, her vault unlocked after an online login or offline with her password, a session
 * that ends (her vault locks), a vault that waits for her password at the start, and her key handed
 * to the next page in memory only. Each ends with the page starting again; why is told in
 * docs/shared-phone.md, "The phone's side" ("Why the page starts again").
 */
import { deleteDB } from "idb";
import { delMany } from "idb-keyval";
import { CACHE_KEY, stopPersisting } from "../platform/persisted-cache.js";
import { cacheKeysOf } from "../platform/cache-parts.js";
import { t } from "../i18n/t.js";
import { logAuthenticationError } from "../platform/logging.js";
import type { Notices } from "../platform/notices.js";
import type { Store } from "../platform/store.js";
import { actAs, actingInstall, type InstallProof } from "../vault/acting-install.js";
import { AFTER_RELOAD_NOTICE, rememberScreenForRestart } from "../vault/after-reload.js";
import { cacheOwner, clearLogin, setCacheOwner, storeLogin, storeUnlockedOffline, storedUser, authToken, type StoredUser } from "../vault/storage-keys.js";
import { fromBase64url, importVaultKey } from "../vault/vault-crypto.js";
import { vaultCacheKey, vaultOutboxName, vaultPdfRequestsName, type UnlockedVault, type VaultStore } from "../vault/vault-store.js";
import { clearWorkerKeys } from "../vault/worker-keys.js";
import { dropHandedKey, handKeyOver, shareKeyWithTabs } from "../vault/key-handoff.js";
import { DB_NAME, Outbox } from "./outbox.js";
import type { Refusal } from "./refusals.js";
import type { SyncView } from "./sync-view.js";

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
  /** The page is about to reload (a lock, a logout, a wipe): her key goes to no next page. */
  isEnding(): boolean;
  notices: Pick<Notices, "show" | "update">;
  /** The sync line's state: a refusal says there that a login is needed (sync/refusals.ts). */
  view: Store<SyncView>;
  /** A session of the phone's own install ended: the screens read the user and their lists again. */
  loginChanged(): void;
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

  /**
   * Her session's vault, whose key no page handed over and no server released (offline, or unlocked
   * offline): the page asks her password instead of showing her screens (docs/shared-phone.md, "The phone's side").
   */
  reopening: StoredUser | null = null;

  constructor(private readonly ports: VaultTransitionPorts) {}

  /**
   * Her key goes to the next page in memory only, never to storage (docs/shared-phone.md, "The phone's side"):
   * not when the page ends for a lock, a logout or a wipe (isEnding), nor kept once the page stays after all.
   */
  keepKeyForNextPage(): void {
    const { vault } = this.ports;
    if (!vault) return;
    addEventListener("pagehide", () => {
      if (!this.ports.isEnding()) handKeyOver(vault.record.installId, vault.key);
    });
    addEventListener("pageshow", (event) => {
      if (event.persisted) dropHandedKey();
    });
    shareKeyWithTabs(vault.record.installId, vault.key, () => !this.ports.isEnding());
  }

  /**
   * The notice the page before left as it ended for a lock, a logout or a wipe (vault/after-reload.ts), shown once:
   * a translation key, or a refusal kept as JSON (sync/refusals.ts), whose code then loads.
   */
  tellAfterReload(): void {
    const notice = sessionStorage.getItem(AFTER_RELOAD_NOTICE);
    if (!notice) return;
    sessionStorage.removeItem(AFTER_RELOAD_NOTICE);
    // Her name, for an install that asks for her login later on this page (installRefused).
    if (notice.startsWith("{")) void this.refusals().then(async (r) => (this.endedLogin = await r.tellKeptRefusal(this.ports, notice)));
    else this.ports.notices.show(t(notice), { tone: "negative", timeoutMs: 10_000 });
  }

  /** The refusals' code (sync/refusals.ts), loaded when one comes: off the first screen's JavaScript (docs/PERFORMANCE.md). */
  private readonly refusals = () => import("./refusals.js");

  /** Whose session ended as this page started (tellAfterReload): the login the phone's own edits wait for. */
  private endedLogin: string | null = null;

  /** A refusal of her session is being told: what the page still sends without her token is no new refusal. */
  private refusing = false;

  /** A refusal of the phone's own install, nobody logged in, is asked about once a page. */
  private installAsked = false;

  /**
   * The phone's own install, nobody logged in, refused: an install a worker used is acted as only
   * with her session (`install-session`, docs/shared-phone.md), so its waiting edits wait for her
   * login (docs/worker-phone.md, "Refusals and what they ask of her"). Another 401 (a table only a
   * logged-in user reads) is no refusal of the install: the server, asked, says so.
   */
  private async installRefused(): Promise<void> {
    if (this.installAsked || this.refusing) return;
    this.installAsked = true;
    await (await this.refusals()).tellInstallRefusal(this.ports, actingInstall(), this.endedLogin, () => !storedUser() && !this.ports.isEnding());
  }

  /**
   * docs/product.md §4: a 401 removes the token and logs the user out; waiting edits stay in the outbox. Only
   * a 401 to the current login's token ends it: one to a request sent before a new login (its old,
   * revoked token) is an answer about a session already gone (found by the protocol model test).
   * Her vault locks at once (docs/shared-phone.md, "Locked"): the key is dropped and the page starts again as
   * the phone's own install, so no screen shows her records; her waiting edits stay, sealed.
   */
  sessionEnded(token: string | null): void {
    if (this.reopening) return;
    if (!storedUser() && !authToken()) {
      if (token === null) void this.installRefused().catch((error) => console.warn("could not tell why this install is refused", error));
      return;
    }
    if (token !== authToken()) return;
    if (token === null) {
      // Unlocked offline: there was no session to end; she logs in online to send her edits.
      this.ports.notices.show(t("LOGIN_TO_SEND_EDITS"), { group: "login-to-send" });
      return;
    }
    const name = storedUser()?.name ?? null;
    const install = actingInstall();
    this.refusing = true;
    logAuthenticationError();
    clearLogin();
    clearWorkerKeys();
    void this.tellSessionEnded(token, install, name);
  }

  /**
   * Why her session ended, asked with its token (sync/refusals.ts), and how many of her edits wait: the
   * phone's own install says so at once; her vault locks first and the page that starts after says it
   * (docs/worker-phone.md, "Refusals and what they ask of her"). Her edits stay, sealed.
   */
  private async tellSessionEnded(token: string, install: InstallProof, name: string | null): Promise<void> {
    const stopped = this.ports.vault && this.ports.stop();
    let refusal: Refusal | null = null;
    try {
      const refusals = await this.refusals();
      refusal = await refusals.sessionRefusal(this.ports, token, install, name);
      // The phone's own install logged in (a build before vaults): said here, and her name kept for the install's own refusal.
      if (!stopped) refusals.showRefusal(this.ports, refusal);
    } catch (error) {
      console.warn("could not tell why the session ended", error);
    }
    if (!stopped) {
      if (!refusal) this.ports.notices.show(t("SESSION_ENDED"), { tone: "negative", timeoutMs: 10_000 });
      this.endedLogin = name;
      this.refusing = false;
      this.ports.loginChanged();
      return;
    }
    await stopped;
    // Locked whatever became of the telling: nothing of hers stays on screen.
    await this.lockAndRestart(refusal ? JSON.stringify(refusal) : "SESSION_ENDED");
  }

  /** Her password opens her vault again (WrongPassword, UnlockWait, AccountDisabledHere otherwise); the page continues in it. */
  async reopenVault(password: string): Promise<void> {
    if (!this.reopening) return;
    const vault = await this.ports.vaults.unlockOffline(this.reopening.email, password);
    if (!vault) throw new Error(t("LOGIN_NEEDS_NETWORK"));
    await this.ports.stop();
    handKeyOver(vault.record.installId, vault.key);
    location.reload();
  }

  /** Stops everything of this page, locks her vault and starts the page again as the phone's own install, with a notice (a key, or a refusal as JSON). */
  private async lockAndRestart(notice: string): Promise<void> {
    await this.ports.stop();
    await this.ports.vaults.lock();
    sessionStorage.setItem(AFTER_RELOAD_NOTICE, notice);
    location.replace("/");
  }

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
