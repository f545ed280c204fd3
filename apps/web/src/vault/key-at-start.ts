import { askOtherTabs, takeHandedKey } from "./key-handoff.js";
import { fromBase64url, importVaultKey } from "./vault-crypto.js";
import { AFTER_RELOAD_NOTICE } from "./after-reload.js";
import { authToken, clearLogin, storedUser, type StoredUser } from "./storage-keys.js";
import { vaultOutboxName, type UnlockedVault, type VaultRecord, type VaultStore } from "./vault-store.js";
import { clearWorkerKeys } from "./worker-keys.js";

/**
 * Where a starting page finds the key of the vault in use, since no storage holds it (docs/shared-phone.md,
 * "The phone's side"): the page before handed it over (a reload) or another tab of hers gives it, else the server releases it again
 * to her live session (`myVaultKey`), else only her password opens it.
 */
export type KeyAtStart = { key: CryptoKey } | { sessionEnded: true; reason?: string } | { password: true };

/** How long a start waits for the server's answer before it asks her password instead. */
const RELEASE_WAIT_MS = 8_000;

export async function keyAtStart(record: VaultRecord, token: string | null): Promise<KeyAtStart> {
  const handed = (await takeHandedKey(record.installId)) ?? (await askOtherTabs(record.installId));
  if (handed) return { key: handed };
  if (token === null) return { password: true };
  let response: Response;
  try {
    // The install her session is bound to asks (docs/shared-phone.md, "The worker's key (vault key)").
    response = await fetch("/graphql", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Authorization: `Bearer ${token}`,
        "X-App-Install-Id": record.installId,
        "X-App-Install-Secret": record.secret,
        "X-Requested-With": "XMLHttpRequest",
      },
      body: JSON.stringify({ operationName: "MyVaultKey", query: "query MyVaultKey { myVaultKey }" }),
      signal: AbortSignal.timeout(RELEASE_WAIT_MS),
    });
  } catch {
    return { password: true };
  }
  // Her session ended, or the phone was marked lost (410): locked, the page starts as the phone's own
  // install, whose contact then hears the order (docs/shared-phone.md, "Wipe orders reach the phone").
  const body = (await response.json().catch(() => null)) as {
    data?: { myVaultKey?: string };
    errors?: { extensions?: { code?: string; reason?: string } }[];
  } | null;
  // Why, when the server says (server/src/auth/session-end.ts): the page that starts tells her (sync/refusals.ts).
  const reason = body?.errors?.find((e) => e.extensions?.code === "UNAUTHENTICATED")?.extensions?.reason;
  if (response.status === 401 || response.status === 410) return { sessionEnded: true, ...(typeof reason === "string" ? { reason } : {}) };
  if (body?.errors?.some((e) => e.extensions?.code === "UNAUTHENTICATED" || e.extensions?.code === "DEVICE_WIPED"))
    return { sessionEnded: true, ...(typeof reason === "string" ? { reason } : {}) };
  const released = body?.data?.myVaultKey;
  if (!response.ok || typeof released !== "string") return { password: true };
  const raw = fromBase64url(released);
  try {
    return { key: await importVaultKey(raw) };
  } finally {
    raw.fill(0);
  }
}

/**
 * The vault a starting page works in: the one in use, opened with the key a page or tab of hers gave
 * or the server released again (keyAtStart, above), when its worker is the one logged in. Without
 * either she gives her password first (`reopen`). A login without a vault in use (a build before
 * vaults, a key lost) is ended: she logs in again, and her password then wraps her key. A vault in
 * use without its login, or whose session the server says ended, is locked.
 */
export async function vaultAtStart(vaults: VaultStore): Promise<{ vault: UnlockedVault | null; reopen: StoredUser | null }> {
  const record = await vaults.activeRecord();
  const user = storedUser();
  let reason = "session-ended";
  if (record && user) {
    const found = await keyAtStart(record, authToken());
    if ("password" in found) return { vault: null, reopen: user };
    const vault = "key" in found ? await vaults.openWith(record, found.key) : null;
    if (vault && vault.user.id === user.id) return { vault, reopen: null };
    if ("sessionEnded" in found && found.reason) reason = found.reason;
  }
  if (record) await vaults.lock();
  if (user) {
    clearLogin();
    clearWorkerKeys();
    // docs/worker-phone.md, "Refusals and what they ask of her": why, whose login, and how many of her edits wait
    // (in her vault, counted without its key; without a vault, in the phone's own outbox, counted by the page).
    const waiting = record ? await import("./device-status.js").then(({ outboxEntriesIn }) => outboxEntriesIn(vaultOutboxName(record.installId))) : null;
    sessionStorage.setItem(AFTER_RELOAD_NOTICE, JSON.stringify({ reason, waiting, name: user.name || user.email }));
  }
  return { vault: null, reopen: null };
}
