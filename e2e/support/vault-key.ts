import type { Page } from "puppeteer-core";

/**
 * The key of the worker's vault a page works in, base64url, or null when no worker's vault is in use.
 * No storage of the phone holds it (docs/shared-phone.md, "The phone's side"): the test asks the
 * server for it as her live session's install would (`myVaultKey`), with the token and the install the
 * page keeps; from the test's side, so a page that is offline is read too.
 */
export async function vaultKeyOf(page: Page): Promise<string | null> {
  const session = await page.evaluate(async () => {
    const request = <T>(r: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error ?? new Error("IndexedDB failed"));
      });
    if (!(await indexedDB.databases()).some((d) => d.name === "stepwise-vaults")) return null;
    const db = await request(indexedDB.open("stepwise-vaults"));
    try {
      const active = (await request(db.transaction("session").objectStore("session").get("active"))) as { installId: string } | undefined;
      if (!active) return null;
      const vault = (await request(db.transaction("vaults").objectStore("vaults").get(active.installId))) as { installId: string; secret: string } | undefined;
      return vault ? { installId: vault.installId, secret: vault.secret, token: localStorage.getItem("auth_token") } : null;
    } finally {
      db.close();
    }
  });
  if (!session) return null;
  if (!session.token) throw new Error("her vault was unlocked offline: no session of hers asks the server for her key");
  const response = await fetch(new URL("/graphql", page.url()), {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${session.token}`,
      "x-app-install-id": session.installId,
      "x-app-install-secret": session.secret,
      "x-requested-with": "XMLHttpRequest",
    },
    body: JSON.stringify({ query: "{ myVaultKey }" }),
  });
  const body = (await response.json()) as { data?: { myVaultKey: string }; errors?: unknown };
  if (!body.data) throw new Error(`the server released no key: ${JSON.stringify(body.errors)}`);
  return body.data.myVaultKey;
}
