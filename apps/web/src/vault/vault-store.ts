import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import type { StoredUser } from "./storage-keys.js";
import { newSecret, type InstallProof } from "./acting-install.js";
import { afterWrongUnlock, UnlockWait, unlockWaitLeft, type FailedUnlocks } from "./unlock-backoff.js";
import {
  emailHash,
  importVaultKey,
  isCurrentWrap,
  openJson,
  sealJson,
  unwrapVaultKeyBytes,
  wrapVaultKey,
  WrongPassword,
  type Sealed,
  type WrappedKey,
} from "./vault-crypto.js";

/**
 * One worker's vault on this phone (docs/shared-phone.md): her own worker install (id and secret),
 * her key wrapped by her password, and who she is, sealed under that key. Found by the SHA-256 of
 * her e-mail, so no e-mail or user id is kept in the clear.
 */
export interface VaultRecord {
  installId: string;
  secret: string;
  emailHash: string;
  wrapped: WrappedKey;
  /** Her StoredUser, sealed with her key. */
  user: Sealed;
  /** Wrong offline passwords in a row (unlock-backoff.ts); absent after a right one. */
  failedUnlocks?: FailedUnlocks;
  /** The phone heard that her account is disabled (deviceOrders): no offline unlock until it hears otherwise. */
  accountDisabled?: true;
  /**
   * When she set the password that wraps `wrapped`, as the server told (ISO); absent for a wrap made
   * at an online login here: the server's next wrap replaces it (heardPassword).
   */
  passwordSetAt?: string;
}

/**
 * Which vault is in use on this phone now: kept while her session lives, deleted when it ends. Never
 * its key: the key lives in the page's memory only (docs/shared-phone.md, "The phone's side"); a
 * record an older build stored with its key is rewritten without it at the upgrade to version 2.
 */
interface ActiveVault {
  installId: string;
}

interface VaultsDB extends DBSchema {
  vaults: { key: string; value: VaultRecord; indexes: { byEmail: string } };
  session: { key: "active"; value: ActiveVault };
}

export const VAULTS_DB = "stepwise-vaults";

/** A vault opened with its key: what the runtime works with. */
export interface UnlockedVault {
  record: VaultRecord;
  key: CryptoKey;
  user: StoredUser;
}

/** The workers' vaults of this phone. */
export class VaultStore {
  private constructor(private readonly db: IDBPDatabase<VaultsDB>) {}

  static async open(name = VAULTS_DB): Promise<VaultStore> {
    const db = await openDB<VaultsDB>(name, 2, {
      upgrade(database, oldVersion, _newVersion, transaction) {
        if (oldVersion < 1) {
          database.createObjectStore("vaults", { keyPath: "installId" }).createIndex("byEmail", "emailHash");
          database.createObjectStore("session");
          return;
        }
        // Version 1 kept her unwrapped key here: only which vault was active stays (docs/SECURITY.md, "A phone in many hands").
        const session = transaction.objectStore("session");
        void session.get("active").then((old) => (old ? session.put({ installId: old.installId }, "active") : undefined));
      },
      // A wipe deletes this database: the connection gives way at once (docs/shared-phone.md, "Wipe orders").
      blocking: () => db.close(),
    });
    return new VaultStore(db);
  }

  async byEmail(email: string): Promise<VaultRecord | undefined> {
    return this.db.getFromIndex("vaults", "byEmail", await emailHash(email));
  }

  /** The worker install a login of this e-mail goes as: her vault's, or a new one (kept once the login answers). */
  async installFor(email: string): Promise<InstallProof> {
    const known = await this.byEmail(email);
    return known ? { id: known.installId, secret: known.secret } : { id: crypto.randomUUID(), secret: newSecret() };
  }

  all(): Promise<VaultRecord[]> {
    return this.db.getAll("vaults");
  }

  /**
   * After an online login: her vault (made at her first login on this phone), its key wrapped
   * again with the password she just used (after a password reset too), made the active one.
   */
  async afterOnlineLogin(user: StoredUser, password: string, raw: Uint8Array<ArrayBuffer>, key: CryptoKey, install?: InstallProof): Promise<UnlockedVault> {
    const hash = await emailHash(user.email);
    const known = await this.db.getFromIndex("vaults", "byEmail", hash);
    const record: VaultRecord = {
      installId: known?.installId ?? install?.id ?? crypto.randomUUID(),
      secret: known?.secret ?? install?.secret ?? newSecret(),
      emailHash: hash,
      wrapped: await wrapVaultKey(raw, password),
      user: await sealJson(key, user),
    };
    await this.db.put("vaults", record);
    await this.activate(record.installId);
    return { record, key, user };
  }

  /**
   * Offline: her password unwraps her key (WrongPassword otherwise, counted); null when no vault of
   * that e-mail is here. After 5 wrong in a row a try waits (UnlockWait, nothing tried): unlock-backoff.ts.
   */
  async unlockOffline(email: string, password: string, now = Date.now()): Promise<UnlockedVault | null> {
    const record = await this.byEmail(email);
    if (!record) return null;
    if (record.accountDisabled) throw new AccountDisabledHere();
    const wait = unlockWaitLeft(record.failedUnlocks, now);
    if (wait > 0) throw new UnlockWait(wait);
    let key: CryptoKey;
    let raw: Uint8Array<ArrayBuffer>;
    try {
      raw = await unwrapVaultKeyBytes(record.wrapped, password);
      key = await importVaultKey(raw);
    } catch (error) {
      if (error instanceof WrongPassword) {
        const failedUnlocks = afterWrongUnlock(record.failedUnlocks, now);
        await this.db.put("vaults", { ...record, failedUnlocks });
        error.waitMs = unlockWaitLeft(failedUnlocks, now);
      }
      throw error;
    }
    if (record.failedUnlocks) {
      const { failedUnlocks: _, ...cleared } = record;
      await this.db.put("vaults", cleared);
    }
    // A wrap of an older derivation (PBKDF2) is made again with today's (docs/SECURITY.md, "The key derivation, measured again").
    try {
      if (!isCurrentWrap(record.wrapped)) await this.wrapAgain(record.installId, record.wrapped, raw, password);
    } finally {
      // Her key's raw bytes live only as long as the wrap needs them (docs/shared-phone.md, "Her key at work").
      raw.fill(0);
    }
    await this.activate(record.installId);
    return { record, key, user: await openJson<StoredUser>(key, record.user) };
  }

  /**
   * What the phone heard of a vault's account (deviceOrders, at start and on coming online): a
   * disabled account's records stay locked offline; enabled again, they open as before.
   */
  async heardAccount(installId: string, disabled: boolean): Promise<void> {
    const record = await this.db.get("vaults", installId);
    if (!record || (record.accountDisabled === true) === disabled) return;
    const { accountDisabled: _, ...rest } = record;
    await this.db.put("vaults", disabled ? { ...rest, accountDisabled: true } : rest);
  }

  /**
   * The wrap of her key by the password she set last, as the server made it (vault/password-wraps.ts):
   * it replaces this vault's wrap unless the one here is as new or newer, so from then her new password
   * opens her records offline and the old one no longer does (docs/shared-phone.md, "The worker's key (vault key)").
   * Answers whether it replaced it.
   */
  async heardPassword(installId: string, passwordSetAt: string, wrapped: WrappedKey): Promise<boolean> {
    const at = Date.parse(passwordSetAt);
    if (Number.isNaN(at)) throw new Error(`passwordSetAt: ${passwordSetAt} is no time`);
    const tx = this.db.transaction("vaults", "readwrite");
    const record = await tx.store.get(installId);
    if (!record || (record.passwordSetAt !== undefined && Date.parse(record.passwordSetAt) >= at)) return false;
    await tx.store.put({ ...record, wrapped, passwordSetAt: new Date(at).toISOString() });
    await tx.done;
    return true;
  }

  /** Her key wrapped again with the password that just opened it, unless another wrap replaced that one meanwhile; a failure keeps the old wrap. */
  private async wrapAgain(installId: string, old: WrappedKey, raw: Uint8Array<ArrayBuffer>, password: string): Promise<void> {
    try {
      const wrapped = await wrapVaultKey(raw, password);
      const tx = this.db.transaction("vaults", "readwrite");
      const record = await tx.store.get(installId);
      if (record && record.wrapped.salt.every((byte, i) => byte === old.salt[i])) await tx.store.put({ ...record, wrapped });
      await tx.done;
    } catch (error) {
      console.warn("her key stays wrapped as it was", error);
    }
  }

  private async activate(installId: string): Promise<void> {
    await this.db.put("session", { installId }, "active");
  }

  /** The vault in use on this phone (her session lives), still to be opened with its key; null: nobody's. */
  async activeRecord(): Promise<VaultRecord | null> {
    const session = await this.db.get("session", "active");
    return session ? ((await this.db.get("vaults", session.installId)) ?? null) : null;
  }

  /** Her vault opened with a key the page holds in memory (vault/key-handoff.ts), or null: that key does not open it. */
  async openWith(record: VaultRecord, key: CryptoKey): Promise<UnlockedVault | null> {
    try {
      return { record, key, user: await openJson<StoredUser>(key, record.user) };
    } catch {
      return null;
    }
  }

  /** Her session ended or she logged out keeping her edits: the key is dropped, the vault stays locked. */
  async lock(): Promise<void> {
    await this.db.delete("session", "active");
  }

  /** A clean logout: her vault goes (its outbox and cache are deleted by the caller). */
  async forget(installId: string): Promise<void> {
    const tx = this.db.transaction(["vaults", "session"], "readwrite");
    await tx.objectStore("vaults").delete(installId);
    await tx.objectStore("session").delete("active");
    await tx.done;
  }

  close(): void {
    this.db.close();
  }
}

/** Her outbox's database name, by her worker install (never her user id). */
export function vaultOutboxName(installId: string): string {
  return `stepwise-vault-${installId}`;
}

/** Her HIAPP PDF requests' database name, by her worker install. */
export function vaultPdfRequestsName(installId: string): string {
  return `stepwise-pdf-requests-${installId}`;
}

/** Her persisted cache's key, by her worker install. */
export function vaultCacheKey(installId: string): string {
  return `stepwise-apollo-cache:${installId}`;
}

/** The phone heard that the account is disabled: its records are not opened offline, whatever the password. */
export class AccountDisabledHere extends Error {
  constructor() {
    super("this account is disabled: ask your operator");
  }
}
