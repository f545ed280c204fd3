import type { Page } from "puppeteer-core";
import { vaultKeyOf } from "./vault-key.js";

/**
 * Deletes one record from the records the phone keeps (the persisted Apollo cache's records part,
 * apps/web/src/platform/cache-parts.ts, in IndexedDB), by hand, as storage trouble or a bug of the
 * sync might: the record's entity and its key in every list of the cache's root. The part is opened,
 * changed and stored again the way the app keeps it (gzipped, and for a logged-in worker sealed with
 * her key, which the server releases to her live session: support/vault-key.ts and
 * apps/web/src/platform/cache-bytes.ts), so the
 * next start reads it as its own. The page's app must be idle (its cache saved), and is reloaded
 * after: a later save of its own would write the record back. Answers the install the phone acts as.
 */
export async function dropFromPersistedRecords(page: Page, typename: string, uuid: string): Promise<string> {
  const vaultKey = await vaultKeyOf(page);
  if (vaultKey === null) throw new Error("no worker is logged in on this phone");
  return page.evaluate(
    async (typename, uuid, vaultKey) => {
      const request = <T>(r: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          r.onsuccess = () => resolve(r.result);
          r.onerror = () => reject(r.error ?? new Error("IndexedDB failed"));
        });
      const open = (name: string) => request(indexedDB.open(name));
      const through = (bytes: BufferSource, stream: CompressionStream | DecompressionStream) =>
        new Response(new Response(bytes).body!.pipeThrough(stream)).arrayBuffer();

      const vaults = await open("stepwise-vaults");
      const active = (await request(vaults.transaction("session").objectStore("session").get("active"))) as { installId: string } | undefined;
      vaults.close();
      if (!active) throw new Error("no worker is logged in on this phone");
      const raw = Uint8Array.from(atob(vaultKey.replaceAll("-", "+").replaceAll("_", "/")), (c) => c.charCodeAt(0));
      const session = { installId: active.installId, key: await crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]) };
      const partKey = `stepwise-apollo-cache:${session.installId}:records`;

      const keyval = await open("keyval-store");
      const sealed = (await request(keyval.transaction("keyval").objectStore("keyval").get(partKey))) as
        { iv: Uint8Array<ArrayBuffer>; data: ArrayBuffer; gzipped?: true } | undefined;
      if (!sealed) throw new Error(`the phone keeps no records under ${partKey}`);
      const opened = await crypto.subtle.decrypt({ name: "AES-GCM", iv: sealed.iv }, session.key, sealed.data);
      const text = new TextDecoder().decode(sealed.gzipped ? await through(opened, new DecompressionStream("gzip")) : opened);
      const records = JSON.parse(text) as Record<string, Record<string, unknown>>;

      const id = `${typename}:${JSON.stringify({ uuid })}`;
      if (!(id in records)) throw new Error(`the phone keeps no ${id}`);
      delete records[id];
      const root = records.ROOT_QUERY ?? {};
      for (const field of Object.keys(root)) {
        const value = root[field];
        if (Array.isArray(value)) root[field] = value.filter((item: { __ref?: string }) => item?.__ref !== id);
        else if ((value as { __ref?: string } | null)?.__ref === id) delete root[field];
      }

      const gzip = await through(new TextEncoder().encode(JSON.stringify(records)), new CompressionStream("gzip"));
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const data = await crypto.subtle.encrypt({ name: "AES-GCM", iv }, session.key, gzip);
      const write = keyval.transaction("keyval", "readwrite");
      write.objectStore("keyval").put({ iv, data, gzipped: true }, partKey);
      await new Promise<void>((resolve, reject) => {
        write.oncomplete = () => resolve();
        write.onerror = () => reject(write.error ?? new Error("IndexedDB failed"));
      });
      keyval.close();
      return session.installId;
    },
    typename,
    uuid,
    vaultKey,
  );
}
