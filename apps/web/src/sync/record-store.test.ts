// happy-dom has no IndexedDB: fake-indexeddb stands in for the browser's (the e2e suite uses Chromium's).
// happy-dom runs no module worker: the records part is opened on the page (cache-saver.ts, openHere), by the same functions.
import "fake-indexeddb/auto";
import type { NormalizedCacheObject } from "@apollo/client";
import { delMany, get, set } from "idb-keyval";
import { beforeEach, describe, expect, it } from "vitest";
import { MyChildrenDocument } from "../generated/graphql.js";
import { writePageEntries } from "./download-writer.js";
import { chunksOfPage, type PageEntries } from "./page-entries.js";
import { importVaultKey, isSealed, newVaultKey } from "../vault/vault-crypto.js";
import { createCache } from "../platform/apollo.js";
import { packCacheText, unpackCacheText } from "../platform/cache-bytes.js";
import { cacheKeysOf, recordsKeyOf } from "../platform/cache-parts.js";
import { savesSettled } from "../platform/cache-saver.js";
import { persistAll, restoreCache, restoreRecords, type CacheVault } from "../platform/persisted-cache.js";
import { stopRecordStore } from "../platform/stored-records.js";
import { DROPPED_KEY, deleteRecordStore, mergedRecords, readChunks, writeChunks } from "../platform/record-store.js";

const child = (uuid: string, birthdate = "01-02-2025") => ({
  __typename: "MyChild" as const,
  uuid,
  birthdate,
  dataversion: 1,
  updatedAt: "2026-11-20T10:00:00.000Z",
  deletedAt: null,
});
const idOf = (uuid: string) => `MyChild:${JSON.stringify({ uuid })}`;

let vault: CacheVault & { recordStore: string };
const target = () => ({ name: vault.recordStore, key: vault.key });

beforeEach(async () => {
  const installId = crypto.randomUUID();
  vault = { cacheKey: `stepwise-apollo-cache:${installId}`, key: await importVaultKey(newVaultKey()), recordStore: `stepwise-records-${installId}` };
  await delMany(cacheKeysOf(vault.cacheKey));
});

/** A first-sync page of these children as the documents' worker makes it and stores it (page-entries.ts, download-documents.worker.ts). */
async function storePage(cache: ReturnType<typeof createCache>, children: ReturnType<typeof child>[]): Promise<void> {
  const texts = children.map((c) => JSON.stringify(c));
  const ids = children.map((c) => idOf(c.uuid));
  const entries: PageEntries = {
    entities: `[${texts.join(",")}]`,
    texts,
    ids,
    waitKeys: children.map((c) => `my_children:${c.uuid}`),
    lists: { myChildren: ids },
  };
  await writeChunks(target(), chunksOfPage(entries));
  entries.stored = Promise.resolve(true);
  writePageEntries(cache, entries, new Map(), []);
  await entries.stored;
}

/** A new page's start in the vault: the cache restored, the stored records put in. */
async function started(): Promise<ReturnType<typeof createCache>> {
  const cache = createCache();
  await restoreCache(cache, vault);
  await restoreRecords();
  return cache;
}

const recordsPart = async () => JSON.parse((await unpackCacheText(await get(recordsKeyOf(vault.cacheKey)), vault.key)) ?? "{}") as NormalizedCacheObject;
const children = (cache: ReturnType<typeof createCache>) =>
  cache.readQuery({ query: MyChildrenDocument })?.myChildren.map((c) => `${c.uuid} ${c.birthdate}`) ?? null;

describe("the record store (docs/decisions/0009-records-kept-per-table.md)", () => {
  it("keeps a first-sync page sealed per table: the cache's save leaves its records out, and the next start shows them", async () => {
    const cache = await started();
    expect(cache.identify(child("a"))).toBe(idOf("a"));
    await storePage(cache, [child("a"), child("b")]);
    await storePage(cache, [child("c")]);
    await persistAll();
    await savesSettled();

    // The records part carries the list alone: the records are the store's.
    const part = await recordsPart();
    expect(Object.keys(part)).toEqual(["ROOT_QUERY"]);
    expect(part.ROOT_QUERY).toEqual({ myChildren: [{ __ref: idOf("a") }, { __ref: idOf("b") }, { __ref: idOf("c") }] });
    // One object store for the table, one value a page, each sealed with her key: no uuid in the clear.
    const raw = await rawValues(vault.recordStore);
    expect(Object.keys(raw)).toEqual(["my_children"]);
    expect(raw.my_children).toHaveLength(2);
    for (const value of raw.my_children!) {
      expect(isSealed(value)).toBe(true);
      expect(new TextDecoder().decode((value as { data: ArrayBuffer }).data)).not.toContain('"uuid"');
    }

    const next = await started();
    expect(children(next)).toEqual(["a 01-02-2025", "b 01-02-2025", "c 01-02-2025"]);
    // Nothing changed since: a save still leaves them out.
    await persistAll();
    await savesSettled();
    expect(Object.keys(await recordsPart())).toEqual(["ROOT_QUERY"]);
  });

  it("saves a record changed since it was stored, and names a record dropped since, so the next start shows the change and not the dropped one", async () => {
    const cache = await started();
    await storePage(cache, [child("a"), child("b")]);
    await persistAll();

    const next = await started();
    next.writeQuery({ query: MyChildrenDocument, data: { __typename: "Query", myChildren: [child("a"), child("b", "03-04-2025")] } });
    next.evict({ id: idOf("a") });
    next.writeQuery({ query: MyChildrenDocument, data: { __typename: "Query", myChildren: [child("b", "03-04-2025")] } });
    await persistAll();
    await savesSettled();
    const part = await recordsPart();
    expect(Object.keys(part).sort()).toEqual([DROPPED_KEY, idOf("b"), "ROOT_QUERY"].sort());
    expect(part[DROPPED_KEY]).toEqual([idOf("a")]);

    const third = await started();
    expect(children(third)).toEqual(["b 03-04-2025"]);
    expect(Object.keys(third.extract())).not.toContain(idOf("a"));
  });

  it("shows every stored record after a crash between the store's write and the cache's save", async () => {
    const cache = await started();
    await storePage(cache, [child("a")]);
    await persistAll();
    // The next page is stored, and the page dies before the cache is saved again.
    await storePage(cache, [child("b"), child("c")]);
    await savesSettled();
    expect((await recordsPart()).ROOT_QUERY).toEqual({ myChildren: [{ __ref: idOf("a") }] });

    const next = await started();
    expect(children(next)).toEqual(["a 01-02-2025", "b 01-02-2025", "c 01-02-2025"]);
  });

  it("keeps showing the records a build before kept in the cache's records part alone, and adds a page stored after", async () => {
    const before = createCache();
    before.writeQuery({ query: MyChildrenDocument, data: { __typename: "Query", myChildren: [child("old")] } });
    const { ROOT_QUERY, ...records } = before.extract();
    await set(recordsKeyOf(vault.cacheKey), await packCacheText(JSON.stringify({ ...records, ROOT_QUERY }), vault.key));
    await set(vault.cacheKey, await packCacheText(JSON.stringify({ ROOT_QUERY: { __typename: "Query" } }), vault.key));

    const cache = await started();
    expect(children(cache)).toEqual(["old 01-02-2025"]);
    await storePage(cache, [child("new")]);
    await persistAll();
    await savesSettled();

    const next = await started();
    expect(children(next)).toEqual(["old 01-02-2025", "new 01-02-2025"]);
    // The record from before stays in the part; the new one is the store's.
    expect(Object.keys(await recordsPart()).sort()).toEqual([idOf("old"), "ROOT_QUERY"]);
  });

  it("is emptied with the cache (a first run, a new login) and no page is stored once the page is ending", async () => {
    const cache = await started();
    await storePage(cache, [child("a")]);
    await cache.reset();
    await persistAll();
    // The page's end (persisted-cache.ts, stopPersisting) waits for the deletion, as for a page's write.
    await stopRecordStore();
    expect(await readChunks(target())).toEqual([]);
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(vault.recordStore);
  });

  it("puts the store's records under the part's own, the part's dropped ones left out, each list completed in order", () => {
    const chunks = [
      { ids: [idOf("a"), idOf("b")], texts: [JSON.stringify(child("a")), JSON.stringify(child("b"))], lists: { myChildren: [idOf("a"), idOf("b")] } },
      {
        ids: [idOf("c"), idOf("a")],
        texts: [JSON.stringify(child("c")), JSON.stringify(child("a", "05-06-2025"))],
        lists: { myChildren: [idOf("c"), idOf("a")] },
      },
    ];
    const part = {
      [idOf("b")]: child("b", "07-08-2025"),
      [DROPPED_KEY]: [idOf("c")],
      ROOT_QUERY: { myChildren: [{ __ref: idOf("b") }] },
    } as unknown as NormalizedCacheObject;
    const { text, fromStore } = mergedRecords(part, chunks);
    const merged = JSON.parse(text) as NormalizedCacheObject;
    expect(fromStore).toEqual([idOf("a")]);
    expect(merged[idOf("a")]).toEqual(child("a", "05-06-2025"));
    expect(merged[idOf("b")]).toEqual(child("b", "07-08-2025"));
    expect(Object.keys(merged)).not.toContain(idOf("c"));
    expect(merged.ROOT_QUERY).toEqual({ myChildren: [{ __ref: idOf("b") }, { __ref: idOf("a") }] });
    // Without a part (a crash before the first save): the lists are made of the store's records.
    expect(JSON.parse(mergedRecords(null, chunks).text)).toMatchObject({
      ROOT_QUERY: { myChildren: [{ __ref: idOf("a") }, { __ref: idOf("b") }, { __ref: idOf("c") }] },
    });
  });

  it("deletes its database whole, and reads none that is not there without making one", async () => {
    await writeChunks(target(), [
      { table: "my_children", chunk: { ids: [idOf("a")], texts: [JSON.stringify({ ...child("a"), name: "Bánda 🙂" })], lists: {} } },
    ]);
    const [chunk] = await readChunks(target());
    // Kept ASCII (escaped as JSON escapes), read back the same.
    expect([...chunk!.texts[0]!].every((c) => c.charCodeAt(0) < 0x80)).toBe(true);
    expect(JSON.parse(chunk!.texts[0]!)).toEqual({ ...child("a"), name: "Bánda 🙂" });
    await deleteRecordStore(vault.recordStore);
    expect(await readChunks(target())).toEqual([]);
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(vault.recordStore);
  });
});

/** Every value of every object store of the database, as IndexedDB holds it. */
function rawValues(name: string): Promise<Record<string, unknown[]>> {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open(name);
    opening.onerror = () => reject(opening.error ?? new Error("not opened"));
    opening.onsuccess = () => {
      const db = opening.result;
      const tables = [...db.objectStoreNames];
      const tx = db.transaction(tables, "readonly");
      const values: Record<string, unknown[]> = {};
      for (const table of tables) {
        const request = tx.objectStore(table).getAll();
        request.onsuccess = () => (values[table] = request.result as unknown[]);
      }
      tx.oncomplete = () => {
        db.close();
        resolve(values);
      };
    };
  });
}
