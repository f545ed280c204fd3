import type { ApolloClient, Reference } from "@apollo/client";
import { mergeFetchedRecord } from "@stepwise/domain";
import { ClientDocument, ClientFieldsFragmentDoc, type ClientFieldsFragment } from "../../generated/graphql.js";
import { oneList } from "../../sync/cached-tables.js";
import type { RecordCache } from "../../sync/record-cache.js";
import type { ClientRecord } from "./client-record.js";

function addToList(client: ApolloClient, data: ClientFieldsFragment): void {
  const ref = client.cache.writeFragment({ fragment: ClientFieldsFragmentDoc, fragmentName: "ClientFields", data });
  client.cache.modify({
    fields: {
      clients(existing, { readField }) {
        const list = (existing ?? []) as readonly Reference[];
        return list.some((r) => readField("uuid", r) === data.uuid) || !ref ? list : [...list, ref];
      },
    },
  });
}

function readCached(client: ApolloClient, uuid: string): ClientFieldsFragment | undefined {
  const id = client.cache.identify({ __typename: "Client", uuid });
  return client.cache.readFragment<ClientFieldsFragment>({ id, fragment: ClientFieldsFragmentDoc, fragmentName: "ClientFields" }) ?? undefined;
}

function removeFromList(client: ApolloClient, uuid: string): void {
  client.cache.evict({ id: client.cache.identify({ __typename: "Client", uuid }) });
  client.cache.gc();
}

/** How clients enter and leave the Apollo cache (the fast view of the server's data). */
export const clientCache: RecordCache = {
  table: "clients",
  list: "clients",
  fragment: ClientFieldsFragmentDoc,
  fragmentName: "ClientFields",
  screens: oneList("clients"),
  dataversion(client, uuid) {
    return readCached(client, uuid)?.dataversion ?? null;
  },
  /** Spec 7: a fetched record is merged into the local one. */
  async fetch(client, uuid) {
    const local = readCached(client, uuid);
    const { data } = await client.query({ query: ClientDocument, variables: { uuid }, fetchPolicy: "network-only" });
    const fetched = data?.client;
    if (!fetched) return;
    if (fetched.deletedAt) removeFromList(client, uuid);
    else addToList(client, mergeFetchedRecord(local, fetched));
  },
  describe(entry) {
    return String((entry.record as ClientRecord | null)?.clientname ?? entry.uuid);
  },
};
