// Here, not beside sync/change-feed.ts: it writes through the caches the modules register where the app is assembled.
import { ApolloClient, ApolloLink, type InMemoryCache } from "@apollo/client";
import { Kind, type FieldNode, type OperationDefinitionNode } from "graphql";
import { Observable } from "rxjs";
import { describe, expect, it } from "vitest";
import { ChatMessagesDocument } from "../generated/graphql.js";
import { createCache } from "../platform/apollo.js";
import { inputFieldOf } from "../sync/cached-tables.js";
import { apolloFeedTables, apolloFeedTransport, ChangeFeed, type ChangedRecord } from "../sync/change-feed.js";
import { makeStoredRecord, SHOWN_TABLES } from "../test-support/stored-records.js";
import { recordCaches } from "./record-caches.js";

type Stored = ReturnType<typeof makeStoredRecord>;

/**
 * A stand-in server holding records by table and uuid: it answers storedRecords (one answer a key,
 * the record in the field named for its table) and the one-record queries; records each request.
 */
function makeDevice(server: Map<string, Stored>) {
  const requests: string[] = [];
  const link = new ApolloLink((operation) => {
    requests.push(operation.operationName ?? "anonymous");
    const root = operation.query.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
    const field = (root.selectionSet.selections[0] as FieldNode).name.value;
    let data: Record<string, unknown>;
    if (field === "storedRecords") {
      const keys = operation.variables.keys as Array<{ table: string; uuid: string }>;
      data = {
        storedRecords: keys.map((key) => {
          const cache = recordCaches.find((c) => c.table === key.table)!;
          return { __typename: "StoredRecord", ...key, withheld: false, [inputFieldOf(cache)]: server.get(`${key.table}:${key.uuid}`) ?? null };
        }),
      };
    } else {
      const found = [...server.entries()].find(([key]) => key.endsWith(`:${operation.variables.uuid as string}`));
      data = { [field]: found?.[1] ?? null };
    }
    return new Observable((observer) => {
      observer.next({ data: { __typename: "Query", ...data } });
      observer.complete();
    });
  });
  const cache: InMemoryCache = createCache();
  const client = new ApolloClient({ cache, link });
  // The chat's list is held (the first catch-up after a login loads it whole; chat-cache.ts).
  cache.writeQuery({ query: ChatMessagesDocument, data: { __typename: "Query", chatMessages: [] } });
  return { client, cache, requests };
}

/**
 * The cache as the screens read it: without the one-record queries' own root fields
 * (`cycleAction({"uuid":...})`), which no screen reads, and without references to evicted records
 * in the lists (Apollo drops dangling references when a screen reads a list).
 */
function shown(cache: InMemoryCache): Record<string, unknown> {
  const stored = cache.extract() as Record<string, Record<string, unknown>>;
  const held = (value: unknown) => !(value && typeof value === "object" && "__ref" in value) || (value.__ref as string) in stored;
  const root = Object.entries(stored.ROOT_QUERY!)
    .filter(([key]) => !key.includes('({"uuid":'))
    .map(([key, value]) => [key, Array.isArray(value) ? value.filter(held) : value]);
  return { ...stored, ROOT_QUERY: Object.fromEntries(root) };
}

describe("the change feed's records over Apollo (docs/sync-and-api.md, \"The device's feed\")", () => {
  it("fetches the records of every shown table in one request and leaves the cache as fetching each one did", async () => {
    const server = new Map<string, Stored>();
    const changes: ChangedRecord[] = [];
    for (const table of SHOWN_TABLES) {
      for (let i = 1; i <= 3; i++) {
        // A picture as its screen's fragment reads it: with its image.
        const record = makeStoredRecord(table, `${table}-${i}`, 10 + i, table === "client_images" ? { image: `data:image/jpeg;base64,${i}` } : {});
        server.set(`${table}:${record.uuid}`, record);
        changes.push({ table, uuid: record.uuid, dataversion: record.dataversion });
      }
    }
    // A record deleted on the server, which both devices held, and one this device may not read.
    const held = makeStoredRecord("cycle_actions", "cycle_actions-gone", 5);
    server.set("cycle_actions:cycle_actions-gone", { ...held, dataversion: 20, deletedAt: "2026-11-23T09:00:00.000Z" });
    changes.push({ table: "cycle_actions", uuid: held.uuid, dataversion: 20 }, { table: "favorites", uuid: "not-readable", dataversion: 3 });

    const batched = makeDevice(server);
    const single = makeDevice(server);
    for (const device of [batched, single])
      await recordCaches.find((c) => c.table === "cycle_actions")!.put(device.client, [{ uuid: held.uuid, record: held }]);

    const feed = new ChangeFeed({
      transport: apolloFeedTransport(batched.client),
      store: { pending: async () => new Map(), getMeta: async () => undefined, setMeta: async () => undefined },
      tables: apolloFeedTables(batched.client, recordCaches),
      ownAppId: () => "me",
    });
    expect(await feed.apply(changes)).toBeNull();
    expect(batched.requests).toEqual(["StoredRecords"]);

    for (const change of changes) await recordCaches.find((c) => c.table === change.table)!.fetch(single.client, change.uuid);
    expect(single.requests).toHaveLength(changes.length);

    expect(shown(batched.cache)).toEqual(shown(single.cache));
    const stored = batched.cache.extract() as Record<string, unknown>;
    expect(Object.keys(stored).filter((id) => id.includes("cycle_actions-gone"))).toEqual([]);
    expect(Object.keys(stored).filter((id) => id.includes("cycle_actions-1"))).toEqual(['CycleAction:{"uuid":"cycle_actions-1"}']);
  });
});
