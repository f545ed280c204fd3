// happy-dom has no IndexedDB: fake-indexeddb stands in for the browser's (the e2e suite uses Chromium's).
import "fake-indexeddb/auto";
import { get, set } from "idb-keyval";
import { describe, expect, it, vi } from "vitest";
import { MyChildrenDocument } from "../generated/graphql.js";
import type { NormalizedCacheObject } from "@apollo/client";
import { createCache } from "./apollo.js";
import { persistAll, restoreCache, restoreRecords } from "./persisted-cache.js";
import { cacheKeysOf, withStoredRecords } from "./cache-parts.js";
import { importVaultKey, isSealed, newVaultKey, seal } from "../vault/vault-crypto.js";
import { unpackCacheText } from "./cache-bytes.js";
import { vaultCacheKey } from "../vault/vault-store.js";

const child = (uuid: string, birthdate: string) => ({
  __typename: "MyChild" as const,
  uuid,
  birthdate,
  dataversion: 1,
  updatedAt: "2026-11-20T10:00:00.000Z",
  deletedAt: null,
});

describe("a worker's persisted cache", () => {
  it("is saved sealed with her key under her worker install's key, restored with it, and not at all without it", async () => {
    const key = await importVaultKey(newVaultKey());
    const cacheKey = vaultCacheKey(crypto.randomUUID());
    const cache = createCache();
    await restoreCache(cache, { cacheKey, key });
    await restoreRecords();
    cache.writeQuery({ query: MyChildrenDocument, data: { __typename: "Query", myChildren: [child("a", "07-03-2024")] } });
    await persistAll();

    // Both parts (platform/cache-parts.ts) are sealed: the shell, and the records apart.
    const [shell, records] = await Promise.all(cacheKeysOf(cacheKey).map((part) => get<unknown>(part)));
    for (const stored of [shell, records]) {
      expect(isSealed(stored)).toBe(true);
      expect(stored).toMatchObject({ gzipped: true });
      expect(await unpackCacheText(stored, null)).toBeNull();
    }
    if (!isSealed(records) || !isSealed(shell)) return;
    expect(new TextDecoder().decode(records.data)).not.toContain("07-03-2024");
    const opened = async (stored: unknown) => JSON.parse((await unpackCacheText(stored, key))!) as NormalizedCacheObject;
    expect(withStoredRecords(await opened(shell), await opened(records))).toEqual(cache.extract());
    expect(JSON.stringify(await opened(records))).toContain("07-03-2024");

    const again = createCache();
    await restoreCache(again, { cacheKey, key });
    await restoreRecords();
    expect(again.readQuery({ query: MyChildrenDocument })?.myChildren.map((c) => c.birthdate)).toEqual(["07-03-2024"]);

    // Another key opens neither part: the shell's restore fails, and the records are left out with the failure logged.
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const withoutKey = createCache();
    await restoreCache(withoutKey, { cacheKey, key: await importVaultKey(newVaultKey()) }).catch(() => undefined);
    await restoreRecords();
    expect(withoutKey.readQuery({ query: MyChildrenDocument })).toBeNull();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("the records kept on this phone could not be opened"), expect.anything());
    logged.mockRestore();
  });

  it("restores a cache an earlier build sealed as its plain text", async () => {
    const key = await importVaultKey(newVaultKey());
    const cacheKey = vaultCacheKey(crypto.randomUUID());
    const before = createCache();
    before.writeQuery({ query: MyChildrenDocument, data: { __typename: "Query", myChildren: [child("b", "01-01-2025")] } });
    await set(cacheKey, await seal(key, JSON.stringify(before.extract())));

    const cache = createCache();
    await restoreCache(cache, { cacheKey, key });
    expect(cache.readQuery({ query: MyChildrenDocument })?.myChildren.map((c) => c.birthdate)).toEqual(["01-01-2025"]);
  });
});
