import { isReference, type ApolloCache, type NormalizedCacheObject } from "@apollo/client";
import type { ClientListFieldsFragment, ClientListQuery } from "../../generated/graphql.js";
import { storedRecordsPending } from "../../platform/persisted-cache.js";

type StoredObjects = Record<string, Record<string, unknown> | undefined>;

/**
 * The `ClientList` query's result read straight from the cache's stored records, in a few
 * milliseconds for 5,000 clients. Apollo's own read notes every field it reads as a dependency,
 * which took about a second for them at 4x CPU throttling (bench/pwa-cold-start.ts, docs/PERFORMANCE.md, "PWA offline cold start with 5,000 clients").
 * Before the records kept on the phone are in the cache (`pending`, parsed: platform/persisted-cache.ts,
 * storedRecordsPending) it reads them as restoreRecords will put them in: what the cache holds
 * over them, the root field or the whole record (platform/cache-parts.ts, withStoredRecords).
 * Undefined where Apollo's read would find something missing: the caller then reads through Apollo.
 */
export function readClientListQuickly(cache: ApolloCache, pending: NormalizedCacheObject | null = storedRecordsPending()): ClientListQuery | undefined {
  const held = cache.extract(true) as StoredObjects;
  const stored = (pending ?? {}) as StoredObjects;
  const refs = held.ROOT_QUERY?.clients ?? stored.ROOT_QUERY?.clients;
  if (!Array.isArray(refs)) return undefined;
  const clients: ClientListFieldsFragment[] = [];
  for (const ref of refs as unknown[]) {
    if (!isReference(ref)) return undefined;
    const record = held[ref.__ref] ?? stored[ref.__ref];
    // A reference to a record no longer held (evicted): Apollo's read leaves it out of a list too.
    if (!record) continue;
    const { __typename, uuid, clientname, archived, dataversion } = record;
    if (__typename !== "Client" || uuid === undefined || clientname === undefined || archived === undefined || dataversion === undefined) return undefined;
    clients.push({ __typename, uuid, clientname, archived, dataversion } as ClientListFieldsFragment);
  }
  return { __typename: "Query", clients };
}
