import type { ApolloClient, NormalizedCacheObject } from "@apollo/client";
import type { HeldVersion } from "@stepwise/domain";
import { CompareHoldingsDocument, ReportHoldingsHealedDocument } from "../generated/graphql.js";
import { typenameOf } from "./cached-tables.js";
import type { HoldingsTable, HoldingsTransport } from "./holdings-check.js";
import type { RecordCache } from "./record-cache.js";

/** The check's server side over Apollo: asked over HTTP, never cached. */
export function apolloHoldingsTransport(client: ApolloClient): HoldingsTransport {
  return {
    async compare(tables) {
      const { data } = await client.query({ query: CompareHoldingsDocument, variables: { input: { tables } }, fetchPolicy: "no-cache" });
      if (!data) throw new Error("the server gave no answer to compareHoldings");
      return data.compareHoldings;
    },
    async reportHealed(tables) {
      await client.mutate({ mutation: ReportHoldingsHealedDocument, variables: { input: { tables: [...tables] } } });
    },
  };
}

/** The app's record caches as the check's tables, reading and writing through the Apollo cache as the change feed does. */
export function apolloHoldingsTables(client: ApolloClient, caches: readonly RecordCache[]): HoldingsTable[] {
  return caches.map((cache) => ({
    table: cache.table,
    dataversion: (uuid) => cache.dataversion(client, uuid),
    fetch: (uuid) => cache.fetch(client, uuid),
    drop: (uuid) => cache.drop(client, uuid),
  }));
}

/**
 * Every record the cache holds of each table, by its uuid and dataversion: one read of the whole
 * normalized cache (a shallow copy of its entries), each entry's type read from its id
 * (`Client:{"uuid":"..."}`), rather than one read a table. A record marked deleted is not held.
 */
export function apolloHoldings(client: ApolloClient, caches: readonly RecordCache[]): () => Map<string, HeldVersion[]> {
  const tableOf = new Map(caches.map((cache) => [typenameOf(cache), cache.table]));
  return () => {
    const held = new Map<string, HeldVersion[]>(caches.map((cache) => [cache.table, []]));
    const entries = client.cache.extract() as NormalizedCacheObject;
    for (const id of Object.keys(entries)) {
      const colon = id.indexOf(":");
      const table = colon > 0 ? tableOf.get(id.slice(0, colon)) : undefined;
      if (!table) continue;
      const entity = entries[id] as { uuid?: unknown; dataversion?: unknown; deletedAt?: unknown } | undefined;
      if (typeof entity?.uuid !== "string" || entity.deletedAt) continue;
      held.get(table)!.push({ uuid: entity.uuid, dataversion: typeof entity.dataversion === "number" ? entity.dataversion : -1 });
    }
    return held;
  };
}
