import type { ApolloClient, Reference } from "@apollo/client";
import { mergeFetchedRecord } from "@stepwise/domain";
import { ClientDocument, ClientFieldsFragmentDoc, ClientsDocument, type ClientFieldsFragment } from "../../generated/graphql.js";
import { listedTableCache } from "../../sync/listed-table-cache.js";
import type { RecordCache } from "../../sync/record-cache.js";

const clients = listedTableCache({
  table: "clients",
  fragment: ClientFieldsFragmentDoc,
  listQuery: ClientsDocument,
  oneQuery: ClientDocument,
  describe: (record) => record?.clientname,
});

/** Appended to the list by reference: the list of thousands of clients is not read and written again. */
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

/** How clients enter and leave the Apollo cache (the fast view of the server's data). */
export const clientCache: RecordCache = {
  ...clients,
  /** docs/product.md §7: a fetched record is merged into the local one. */
  async fetch(client, uuid) {
    const local = clients.held(client, uuid) ?? undefined;
    const { data } = await client.query({ query: ClientDocument, variables: { uuid }, fetchPolicy: "network-only" });
    const fetched = data?.client;
    if (!fetched) return;
    if (fetched.deletedAt) clients.drop(client, uuid);
    else addToList(client, mergeFetchedRecord(local, fetched));
  },
};
