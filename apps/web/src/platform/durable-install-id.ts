import { KEYS, appInstallId, appInstallSecret } from "../vault/storage-keys.js";

export const INSTALL_ID_KEY = "appInstallId";
/** The install's secret goes with its id: an id restored without its secret would be refused (docs/shared-phone.md). */
export const INSTALL_SECRET_KEY = "appInstallSecret";

interface MetaStore {
  getMeta<T>(key: string): Promise<T | undefined>;
  setMeta(key: string, value: unknown): Promise<void>;
}

/**
 * Keeps the install id (APP-ID) in the outbox's database as well as in localStorage, and restores it
 * from there. Chromium writes localStorage to disk some seconds later than IndexedDB: a browser killed
 * in between started again with the outbox but a new APP-ID, and the outbox was then sent as another
 * install, so the server took its entries for new ones (applied twice) or refused them (another owner).
 */
export async function keepInstallId(meta: MetaStore): Promise<string> {
  const kept = await meta.getMeta<string>(INSTALL_ID_KEY);
  if (kept) {
    if (localStorage.getItem(KEYS.appId) !== kept) localStorage.setItem(KEYS.appId, kept);
    const secret = await meta.getMeta<string>(INSTALL_SECRET_KEY);
    if (secret && localStorage.getItem(KEYS.appSecret) !== secret) localStorage.setItem(KEYS.appSecret, secret);
    if (!secret) await meta.setMeta(INSTALL_SECRET_KEY, appInstallSecret());
    return kept;
  }
  const id = appInstallId();
  await meta.setMeta(INSTALL_ID_KEY, id);
  await meta.setMeta(INSTALL_SECRET_KEY, appInstallSecret());
  return id;
}

/** A first run wiped localStorage and with it APP-ID: the device is a new install, in both places. */
export async function renewInstallId(meta: MetaStore): Promise<void> {
  await meta.setMeta(INSTALL_ID_KEY, appInstallId());
  await meta.setMeta(INSTALL_SECRET_KEY, appInstallSecret());
}
