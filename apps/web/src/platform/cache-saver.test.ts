// happy-dom has no IndexedDB: fake-indexeddb stands in for the browser's (the e2e suite uses Chromium's).
// happy-dom runs no module worker either, so the saves here are the ones made on the page, in the same order.
import "fake-indexeddb/auto";
import { get } from "idb-keyval";
import { describe, expect, it, vi } from "vitest";
import { unpackCacheText } from "./cache-bytes.js";
import { CacheSaver, saveCache, savesSettled, SETTLE_LIMIT_MS } from "./cache-saver.js";

const big = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`Client:${i}`, { uuid: String(i), note: "x".repeat(200) }]));

describe("saving the persisted cache", () => {
  it("writes saves in the order they were asked, a big one first never over a later small one", async () => {
    const storeKey = `cache-${crypto.randomUUID()}`;
    const first = saveCache(storeKey, big(30000), null);
    const second = saveCache(storeKey, { ROOT_QUERY: { __typename: "Query" } }, null);
    await Promise.all([first, second]);
    expect(await unpackCacheText(await get(storeKey), null)).toBe('{"ROOT_QUERY":{"__typename":"Query"}}');
  });

  it("tells when every save asked is written, so the entry may be deleted after", async () => {
    const storeKey = `cache-${crypto.randomUUID()}`;
    void saveCache(storeKey, big(2000), null);
    await savesSettled();
    expect(JSON.parse((await unpackCacheText(await get(storeKey), null))!)).toEqual(big(2000));
  });

  it("rejects with the write's own error and goes on with the next save", async () => {
    const storeKey = `cache-${crypto.randomUUID()}`;
    // A key IndexedDB refuses (an object is no valid key) stands for a write that fails.
    await expect(saveCache({} as unknown as string, { a: 1 }, null)).rejects.toThrow();
    await saveCache(storeKey, { a: 2 }, null);
    expect(await unpackCacheText(await get(storeKey), null)).toBe('{"a":2}');
  });
});

describe("a saver worker that never answers", () => {
  it("is stopped after the limit, its save given up, so nothing it holds is written after a deletion", async () => {
    // happy-dom runs no worker: this stand-in takes every message and answers none.
    const stopped = vi.fn();
    const silent = { onmessage: null, onerror: null, postMessage: () => {}, terminate: stopped } as unknown as Worker;
    const saver = new CacheSaver(() => silent);
    const storeKey = `cache-${crypto.randomUUID()}`;
    const saving = saver.save(storeKey, { a: 1 }, null);
    const given = expect(saving).rejects.toThrow("the cache save was given up after 50 ms");
    await saver.settled(50);
    await given;
    expect(stopped).toHaveBeenCalledTimes(1);
    expect(await get(storeKey)).toBeUndefined();
    expect(SETTLE_LIMIT_MS).toBe(15_000);
  });
});
