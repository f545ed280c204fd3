import { takeHandedKey } from "./key-handoff.js";
import { fromBase64url, importVaultKey } from "./vault-crypto.js";
import type { VaultRecord } from "./vault-store.js";

/**
 * Where a starting page finds the key of the vault in use, since no storage holds it (docs/shared-phone.md,
 * "The phone's side"): the page before handed it over (a reload), else the server releases it again
 * to her live session (`myVaultKey`), else only her password opens it.
 */
export type KeyAtStart = { key: CryptoKey } | { sessionEnded: true } | { password: true };

/** How long a start waits for the server's answer before it asks her password instead. */
const RELEASE_WAIT_MS = 8_000;

export async function keyAtStart(record: VaultRecord, token: string | null): Promise<KeyAtStart> {
  const handed = await takeHandedKey(record.installId);
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
  if (response.status === 401) return { sessionEnded: true };
  const body = (await response.json().catch(() => null)) as { data?: { myVaultKey?: string }; errors?: { extensions?: { code?: string } }[] } | null;
  if (body?.errors?.some((e) => e.extensions?.code === "UNAUTHENTICATED")) return { sessionEnded: true };
  const released = body?.data?.myVaultKey;
  if (!response.ok || typeof released !== "string") return { password: true };
  const raw = fromBase64url(released);
  try {
    return { key: await importVaultKey(raw) };
  } finally {
    raw.fill(0);
  }
}
