// happy-dom has no IndexedDB: fake-indexeddb stands in for the browser's (the e2e suite uses Chromium's).
// happy-dom runs no module worker either: the stored records are opened on the page (cache-saver.ts, openHere).
import "fake-indexeddb/auto";
import { delMany, get, set } from "idb-keyval";
import type { NormalizedCacheObject } from "@apollo/client";
import { describe, expect, it } from "vitest";
import { FavoritesDocument, MyChildrenDocument } from "../generated/graphql.js";
import { createCache } from "./apollo.js";
import { CACHE_KEY, persistAll, persistNow, recordsInCache, restoreCache, restoreRecords } from "./persisted-cache.js";
import { unpackCacheText } from "./cache-bytes.js";
import { cacheKeysOf, recordsKeyOf, withStoredRecords } from "./cache-parts.js";
import { savesSettled } from "./cache-saver.js";

const child = (uuid: string, birthdate = "01-02-2025") => ({
  __typename: "MyChild" as const,
  uuid,
  birthdate,
  dataversion: 1,
  updatedAt: "2026-11-20T10:00:00.000Z",
  deletedAt: null,
});
const favorite = (uuid: string) => ({
  __typename: "Favorite" as const,
  uuid,
  article_uuid: "article-1",
  page: null,
  dataversion: 1,
  deletedAt: null,
});
const partOf = async (key: string) => JSON.parse((await unpackCacheText(await get(key), null)) ?? "{}") as NormalizedCacheObject;
/** What the two stored parts hold together, as a restore puts them together. */
const saved = async (key = CACHE_KEY) => withStoredRecords(await partOf(key), await partOf(recordsKeyOf(key)));
/** A cache saved by this build with these children, their records apart: what the next start reads. */
async function savedWith(...kept: ReturnType<typeof child>[]): Promise<ReturnType<typeof createCache>> {
  await delMany(cacheKeysOf(CACHE_KEY));
  const cache = createCache();
  await restoreCache(cache);
  await restoreRecords();
  cache.writeQuery({ query: MyChildrenDocument, data: { __typename: "Query", myChildren: kept } });
  await persistAll();
  return cache;
}
const children = (cache: ReturnType<typeof createCache>) =>
  cache.readQuery({ query: MyChildrenDocument })?.myChildren.map((c) => `${c.uuid} ${c.birthdate}`) ?? null;

describe("the persisted cache", () => {
  it("is restored, saved again only once it changed, and saved whole then", async () => {
    // As a build before kept it: the whole cache as one text under one key.
    const before = createCache();
    before.writeQuery({ query: MyChildrenDocument, data: { __typename: "Query", myChildren: [child("a")] } });
    await set(CACHE_KEY, JSON.stringify(before.extract()));

    const cache = createCache();
    await restoreCache(cache);
    expect(children(cache)).toEqual(["a 01-02-2025"]);
    await restoreRecords();

    // Unchanged since it was restored: leaving the page writes nothing (megabytes for thousands of clients).
    await set(CACHE_KEY, "left as it was");
    await persistNow();
    expect(await get(CACHE_KEY)).toBe("left as it was");

    cache.writeQuery({ query: MyChildrenDocument, data: { __typename: "Query", myChildren: [child("a"), child("b")] } });
    await persistNow();
    expect(Object.keys(await saved()).sort()).toEqual(['MyChild:{"uuid":"a"}', 'MyChild:{"uuid":"b"}', "ROOT_QUERY"]);
    // Each part kept gzipped (platform/cache-bytes.ts); together they are the cache.
    expect(await get(CACHE_KEY)).toEqual({ gzip: expect.any(ArrayBuffer) });
    expect(await get(recordsKeyOf(CACHE_KEY))).toEqual({ gzip: expect.any(ArrayBuffer) });
    expect(await saved()).toEqual(cache.extract());

    // Saved: nothing more to write until the next change; a reset (logout, first run) is a change too.
    await set(CACHE_KEY, "left as it was");
    await persistNow();
    expect(await get(CACHE_KEY)).toBe("left as it was");
    await cache.reset();
    await persistNow();
    expect(await saved()).toEqual({});
  });

  it("keeps the worker's records apart from what the first screen needs, and puts them in only when asked", async () => {
    const key = CACHE_KEY;
    const first = await savedWith(child("a"));
    first.writeQuery({ query: FavoritesDocument, data: { __typename: "Query", favorites: [favorite("f")] } });
    await persistAll();
    // Favorites show on /Home: they stay with the shell; the children's list and records go apart.
    expect(Object.keys(await partOf(key)).sort()).toEqual(['Favorite:{"uuid":"f"}', "ROOT_QUERY"]);
    expect(Object.keys((await partOf(key)).ROOT_QUERY ?? {})).not.toContain("myChildren");
    expect(Object.keys(await partOf(recordsKeyOf(key))).sort()).toEqual(['MyChild:{"uuid":"a"}', "ROOT_QUERY"]);

    const next = createCache();
    await restoreCache(next);
    expect(next.readQuery({ query: FavoritesDocument })?.favorites.map((f) => f.uuid)).toEqual(["f"]);
    expect(children(next)).toBeNull();
    expect(recordsInCache()).toBe(false);

    // Saved before they are in, the shell is written and their part is left as stored.
    next.writeQuery({ query: FavoritesDocument, data: { __typename: "Query", favorites: [] } });
    await persistNow();
    await savesSettled();
    expect((await partOf(key)).ROOT_QUERY).toMatchObject({ favorites: [] });
    expect(Object.keys(await partOf(recordsKeyOf(key)))).toContain('MyChild:{"uuid":"a"}');

    await restoreRecords();
    expect(recordsInCache()).toBe(true);
    expect(children(next)).toEqual(["a 01-02-2025"]);
  });

  it("keeps the records of a cache a build before saved whole, in a save made before anything asked for them", async () => {
    await delMany(cacheKeysOf(CACHE_KEY));
    const before = createCache();
    before.writeQuery({ query: MyChildrenDocument, data: { __typename: "Query", myChildren: [child("a")] } });
    await set(CACHE_KEY, JSON.stringify(before.extract()));

    const cache = createCache();
    await restoreCache(cache);
    expect(recordsInCache()).toBe(true);
    cache.writeQuery({ query: FavoritesDocument, data: { __typename: "Query", favorites: [favorite("f")] } });
    await persistNow();
    await savesSettled();
    expect(Object.keys(await saved()).sort()).toEqual(['Favorite:{"uuid":"f"}', 'MyChild:{"uuid":"a"}', "ROOT_QUERY"]);
    expect(Object.keys(await partOf(recordsKeyOf(CACHE_KEY)))).toContain('MyChild:{"uuid":"a"}');
  });

  it("empties the records' part when a reset dropped them before they came in", async () => {
    const key = CACHE_KEY;
    await savedWith(child("a"));

    const next = createCache();
    await restoreCache(next);
    await next.reset();
    await persistNow();
    await savesSettled();
    expect(await partOf(recordsKeyOf(key))).toEqual({});
  });

  it("puts the stored records under what the cache fetched since the start, and drops them after a reset", async () => {
    await savedWith(child("a"), child("b"));

    const fetched = createCache();
    await restoreCache(fetched);
    fetched.writeQuery({ query: MyChildrenDocument, data: { __typename: "Query", myChildren: [child("a", "09-09-2024")] } });
    await restoreRecords();
    expect(children(fetched)).toEqual(["a 09-09-2024"]);

    const emptied = createCache();
    await restoreCache(emptied);
    await emptied.reset();
    await restoreRecords();
    expect(children(emptied)).toBeNull();
  });

  it("saves the records fetched before the stored ones came in, once they are in", async () => {
    await savedWith(child("a"));

    const next = createCache();
    await restoreCache(next);
    // A list drawn from the parsed records refreshed online before Apollo held them: saved with the shell alone.
    next.writeQuery({ query: MyChildrenDocument, data: { __typename: "Query", myChildren: [child("a", "09-09-2024"), child("b")] } });
    await persistNow();
    // And by the library's own save a second after the change, still before they came in.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    await savesSettled();
    expect(Object.keys(await partOf(recordsKeyOf(CACHE_KEY)))).not.toContain('MyChild:{"uuid":"b"}');

    await restoreRecords();
    // Saved by itself, without another change: the save starts in a task of its own.
    await expect.poll(async () => Object.keys(await partOf(recordsKeyOf(CACHE_KEY)))).toContain('MyChild:{"uuid":"b"}');
    expect((await partOf(recordsKeyOf(CACHE_KEY)))['MyChild:{"uuid":"a"}']).toMatchObject({ birthdate: "09-09-2024" });
  });
});
