import type { ApolloClient } from "@apollo/client";
import {
  RehabilitationDocument,
  RehabilitationFieldsFragmentDoc,
  RehabilitationsDocument,
  type RehabilitationFieldsFragment,
} from "../../generated/graphql.js";
import type { RecordCache } from "../../sync/record-cache.js";

function cacheId(client: ApolloClient, uuid: string) {
  return client.cache.identify({ __typename: "Rehabilitation", uuid });
}

/** Puts a fetched plan in the cache and in its client's plan list (or drops a deleted one). */
async function fetchInto(client: ApolloClient, uuid: string): Promise<void> {
  const { data } = await client.query({ query: RehabilitationDocument, variables: { uuid }, fetchPolicy: "network-only" });
  const plan = data?.rehabilitation;
  if (!plan) return;
  if (plan.deletedAt) {
    client.cache.evict({ id: cacheId(client, uuid) });
    client.cache.gc();
    return;
  }
  // The client's plan list is written even when it was never fetched (first opened offline):
  // a plan that left the outbox must stay visible.
  const variables = { clientUuid: plan.client_uuid };
  const list = client.cache.readQuery({ query: RehabilitationsDocument, variables })?.rehabilitations ?? [];
  const others = list.filter((p) => p.uuid !== uuid);
  client.cache.writeQuery({ query: RehabilitationsDocument, variables, data: { __typename: "Query", rehabilitations: [...others, plan] } });
}

/** Rehabilitation plans in the Apollo cache. */
export const rehabCache: RecordCache = {
  table: "rehabilitations",
  list: "rehabilitations",
  fragment: RehabilitationFieldsFragmentDoc,
  fragmentName: "RehabilitationFields",
  // A client's plan screen, and the calendar (every plan: clientUuid null).
  screens: (r) => [
    { field: "rehabilitations", args: { clientUuid: r.client_uuid ?? null } },
    { field: "rehabilitations", args: { clientUuid: null } },
  ],
  dataversion(client, uuid) {
    const cached = client.cache.readFragment<RehabilitationFieldsFragment>({
      id: cacheId(client, uuid),
      fragment: RehabilitationFieldsFragmentDoc,
      fragmentName: "RehabilitationFields",
    });
    return cached?.dataversion ?? null;
  },
  fetch: fetchInto,
  describe: () => "The rehabilitation plan",
};
