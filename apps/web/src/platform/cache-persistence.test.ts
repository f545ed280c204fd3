// happy-dom has no IndexedDB: fake-indexeddb stands in for the browser's (the e2e suite uses Chromium's).
import "fake-indexeddb/auto";
import { get, set } from "idb-keyval";
import { describe, expect, it } from "vitest";
import { MyChildrenDocument } from "../generated/graphql.js";
import { CACHE_KEY, createCache, persistNow, restoreCache } from "./apollo.js";
import { unpackCacheText } from "./cache-bytes.js";

const child = (uuid: string) => ({
  __typename: "MyChild" as const,
  uuid,
  birthdate: "01-02-2025",
  dataversion: 1,
  updatedAt: "2026-11-20T10:00:00.000Z",
  deletedAt: null,
});
const savedText = async () => unpackCacheText(await get(CACHE_KEY), null);
const saved = async () => JSON.parse((await savedText()) ?? "{}") as Record<string, unknown>;

describe("the persisted cache", () => {
  it("is restored, saved again only once it changed, and saved whole then", async () => {
    const before = createCache();
    before.writeQuery({ query: MyChildrenDocument, data: { __typename: "Query", myChildren: [child("a")] } });
    await set(CACHE_KEY, JSON.stringify(before.extract()));

    const cache = createCache();
    await restoreCache(cache);
    expect(cache.readQuery({ query: MyChildrenDocument })?.myChildren.map((c) => c.uuid)).toEqual(["a"]);

    // Unchanged since it was restored: leaving the page writes nothing (megabytes for thousands of clients).
    await set(CACHE_KEY, "left as it was");
    await persistNow();
    expect(await get(CACHE_KEY)).toBe("left as it was");

    cache.writeQuery({ query: MyChildrenDocument, data: { __typename: "Query", myChildren: [child("a"), child("b")] } });
    await persistNow();
    expect(Object.keys(await saved()).sort()).toEqual(['MyChild:{"uuid":"a"}', 'MyChild:{"uuid":"b"}', "ROOT_QUERY"]);
    // The text the library saved before (cache-text.ts makes it now), kept gzipped (platform/cache-bytes.ts).
    expect(await get(CACHE_KEY)).toEqual({ gzip: expect.any(ArrayBuffer) });
    expect(await savedText()).toBe(JSON.stringify(cache.extract()));

    // Saved: nothing more to write until the next change; a reset (logout, first run) is a change too.
    await set(CACHE_KEY, "left as it was");
    await persistNow();
    expect(await get(CACHE_KEY)).toBe("left as it was");
    await cache.reset();
    await persistNow();
    expect(await saved()).toEqual({});
  });
});
