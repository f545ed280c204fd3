import type { ApolloClient, Reference } from "@apollo/client";
import { RehabilitationDocument, RehabilitationFieldsFragmentDoc, type RehabilitationFieldsFragment } from "../../generated/graphql.js";
import type { RecordCache } from "../../sync/record-cache.js";

function cacheId(client: ApolloClient, uuid: string) {
  return client.cache.identify({ __typename: "Rehabilitation", uuid });
}

/** Puts a fetched plan in the cache and in its client's plan lists (or drops a deleted one). */
async function fetchInto(client: ApolloClient, uuid: string): Promise<void> {
  const { data } = await client.query({ query: RehabilitationDocument, variables: { uuid }, fetchPolicy: "network-only" });
  const plan = data?.rehabilitation;
  if (!plan) return;
  if (plan.deletedAt) {
    client.cache.evict({ id: cacheId(client, uuid) });
    client.cache.gc();
    return;
  }
  const ref = client.cache.writeFragment({ fragment: RehabilitationFieldsFragmentDoc, fragmentName: "RehabilitationFields", data: plan });
  client.cache.modify({
    fields: {
      rehabilitations(existing, { readField, storeFieldName }) {
        const list = (existing ?? []) as readonly Reference[];
        const forThisClient = storeFieldName.includes(plan.client_uuid) || storeFieldName === "rehabilitations";
        if (!ref || !forThisClient || list.some((r) => readField("uuid", r) === uuid)) return list;
        return [...list, ref];
      },
    },
  });
}

/**
 * Plans are settled by reading the server's version back: a plan is a deep record, and the
 * server's copy is the one every device shares. A failed read keeps the outbox entry for a retry.
 */
export const rehabCache: RecordCache = {
  table: "rehabilitations",
  dataversion(client, uuid) {
    const cached = client.cache.readFragment<RehabilitationFieldsFragment>({
      id: cacheId(client, uuid),
      fragment: RehabilitationFieldsFragmentDoc,
      fragmentName: "RehabilitationFields",
    });
    return cached?.dataversion ?? null;
  },
  settle: (client, entry) => fetchInto(client, entry.uuid),
  fetch: fetchInto,
  describe: () => "The rehabilitation plan",
};
