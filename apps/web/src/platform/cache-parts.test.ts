import type { NormalizedCacheObject } from "@apollo/client";
import { describe, expect, it } from "vitest";
import { cacheKeysOf, holdsRecords, recordsKeyOf, splitCache, withStoredRecords } from "./cache-parts.js";

const ref = (id: string) => ({ __ref: id });
const client = 'Client:{"uuid":"c1"}';
const plan = 'Rehabilitation:{"uuid":"r1"}';
const favorite = 'Favorite:{"uuid":"f1"}';

describe("the persisted cache's two parts", () => {
  it("puts records and the root fields that list them apart, and keeps the rest (favorites too) in the shell", () => {
    const data = {
      ROOT_QUERY: {
        __typename: "Query",
        'clients({"first":50})': [ref(client)],
        rehabilitations: { edges: [{ node: ref(plan) }], pageInfo: { hasNextPage: false } },
        favorites: [ref(favorite)],
        'translations({"language":"ny"})': [{ key: "HOME", value: "Kunyumba" }],
        emptyList: [],
      },
      [client]: { __typename: "Client", uuid: "c1" },
      [plan]: { __typename: "Rehabilitation", uuid: "r1" },
      [favorite]: { __typename: "Favorite", uuid: "f1" },
      "User:7": { __typename: "User", id: 7 },
    } as unknown as NormalizedCacheObject;
    const { shell, records } = splitCache(data);
    expect(Object.keys(records).sort()).toEqual([client, "ROOT_QUERY", plan]);
    expect(Object.keys(records.ROOT_QUERY ?? {}).sort()).toEqual(['clients({"first":50})', "rehabilitations"]);
    expect(Object.keys(shell).sort()).toEqual([favorite, "ROOT_QUERY", "User:7"]);
    expect(Object.keys(shell.ROOT_QUERY ?? {}).sort()).toEqual(["__typename", "emptyList", "favorites", 'translations({"language":"ny"})']);
    // Put together again, they are the cache.
    expect(withStoredRecords(shell, records)).toEqual(data);
    // The records' part holds records; the shell, favorites and all, holds none.
    expect([holdsRecords(data), holdsRecords(records), holdsRecords(shell)]).toEqual([true, true, false]);
    expect(holdsRecords({ ROOT_QUERY: { 'clients({"first":50})': [ref(client)] } })).toBe(true);
  });

  it("lets what the cache holds now win over the stored records, entity by entity and field by field", () => {
    const stored = {
      ROOT_QUERY: { 'clients({"first":50})': [ref(client)] },
      [client]: { __typename: "Client", uuid: "c1", name: "stored" },
      [plan]: { __typename: "Rehabilitation", uuid: "r1" },
    } as unknown as NormalizedCacheObject;
    const current = {
      ROOT_QUERY: { __typename: "Query", favorites: [] },
      [client]: { __typename: "Client", uuid: "c1", name: "fetched" },
    } as unknown as NormalizedCacheObject;
    expect(withStoredRecords(current, stored)).toEqual({
      ROOT_QUERY: { __typename: "Query", favorites: [], 'clients({"first":50})': [ref(client)] },
      [client]: { __typename: "Client", uuid: "c1", name: "fetched" },
      [plan]: { __typename: "Rehabilitation", uuid: "r1" },
    });
  });

  it("keeps the records beside the shell's key, and a logout deletes both", () => {
    expect(recordsKeyOf("stepwise-apollo-cache:i1")).toBe("stepwise-apollo-cache:i1:records");
    expect(cacheKeysOf("stepwise-apollo-cache")).toEqual(["stepwise-apollo-cache", "stepwise-apollo-cache:records"]);
  });
});
