/** Browser storage keys of docs/product.md §3. */
export const KEYS = {
  authToken: "auth_token",
  loggedIn: "loggedIn",
  user: "user",
  appId: "APP-ID",
  /** The install's secret (docs/shared-phone.md): 32 random bytes, base64url, sent as X-App-Install-Secret. */
  appSecret: "APP-SECRET",
  /** The flavour of the deployment (HIAPP, MALA, default), remembered with its configuration. */
  appIdentifier: "appIdentifier",
  /** Whose records the persisted cache holds (a user id; absent: the install's own, made without login). */
  cacheOwner: "cacheOwner",
} as const;

export interface StoredUser {
  id: string;
  email: string;
  name: string;
  application: string;
}

export function authToken(): string | null {
  return localStorage.getItem(KEYS.authToken);
}

export function storedUser(): StoredUser | null {
  const raw = localStorage.getItem(KEYS.user);
  if (!raw || localStorage.getItem(KEYS.loggedIn) !== "true") return null;
  try {
    return JSON.parse(raw) as StoredUser;
  } catch {
    return null;
  }
}

export function storeLogin(token: string, user: StoredUser): void {
  localStorage.setItem(KEYS.authToken, token);
  localStorage.setItem(KEYS.user, JSON.stringify(user));
  localStorage.setItem(KEYS.loggedIn, "true");
}

/** An offline unlock of her vault (docs/shared-phone.md): she is shown as logged in, without a token until she logs in online. */
export function storeUnlockedOffline(user: StoredUser): void {
  localStorage.removeItem(KEYS.authToken);
  localStorage.setItem(KEYS.user, JSON.stringify(user));
  localStorage.setItem(KEYS.loggedIn, "true");
}

/** docs/product.md §4, logout step 3: clear the auth and user keys, loggedIn false. */
export function clearLogin(): void {
  localStorage.removeItem(KEYS.authToken);
  localStorage.removeItem(KEYS.user);
  localStorage.setItem(KEYS.loggedIn, "false");
}

export function cacheOwner(): string | null {
  return localStorage.getItem(KEYS.cacheOwner);
}

export function setCacheOwner(userId: string | null): void {
  if (userId === null) localStorage.removeItem(KEYS.cacheOwner);
  else localStorage.setItem(KEYS.cacheOwner, userId);
}

/** This install's uuid (APP-ID), made on first run. */
export function appInstallId(): string {
  let id = localStorage.getItem(KEYS.appId);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(KEYS.appId, id);
  }
  return id;
}

/** This install's secret (APP-SECRET), made on first use; the server trusts the first one it hears. */
export function appInstallSecret(): string {
  let secret = localStorage.getItem(KEYS.appSecret);
  if (!secret) {
    const bytes = crypto.getRandomValues(new Uint8Array(32));
    secret = btoa(String.fromCharCode(...bytes))
      .replaceAll("+", "-")
      .replaceAll("/", "_")
      .replaceAll("=", "");
    localStorage.setItem(KEYS.appSecret, secret);
  }
  return secret;
}

export function appIdentifier(): string {
  return localStorage.getItem(KEYS.appIdentifier) ?? "default";
}
