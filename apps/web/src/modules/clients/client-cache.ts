import type { ApolloClient, Reference } from "@apollo/client";
import { mergeFetchedRecord } from "@stepwise/domain";
import { ClientDocument, ClientFieldsFragmentDoc, ClientsDocument, type ClientFieldsFragment } from "../../generated/graphql.js";
import { listedTableCache } from "../../sync/listed-table-cache.js";
import type { FetchedRecord, RecordCache } from "../../sync/record-cache.js";

const clients = listedTableCache({
  table: "clients",
  fragment: ClientFieldsFragmentDoc,
  listQuery: ClientsDocument,
  oneQuery: ClientDocument,
  describe: (record) => record?.clientname,
});

/**
 * Written, and appended to the list by reference: the list of thousands of clients is not read and
 * written again, and is changed once for all the records given.
 */
function addToList(client: ApolloClient, records: readonly ClientFieldsFragment[]): void {
  const refs = records.flatMap((data) => client.cache.writeFragment({ fragment: ClientFieldsFragmentDoc, fragmentName: "ClientFields", data }) ?? []);
  if (refs.length === 0) return;
  client.cache.modify({
    fields: {
      clients(existing, { readField }) {
        const list = (existing ?? []) as readonly Reference[];
        const held = new Set(list.map((r) => readField("uuid", r)));
        const added: Reference[] = [];
        for (const ref of refs) {
          const uuid = readField("uuid", ref);
          if (held.has(uuid)) continue;
          held.add(uuid);
          added.push(ref);
        }
        return added.length > 0 ? [...list, ...added] : list;
      },
    },
  });
}

/** docs/product.md §7: a fetched record is merged into the local one; a deleted one leaves the cache. */
function put(client: ApolloClient, fetched: readonly FetchedRecord[]): void {
  const merged: ClientFieldsFragment[] = [];
  for (const { uuid, record } of fetched) {
    const row = record as ClientFieldsFragment | null;
    if (!row) continue;
    if (row.deletedAt) clients.drop(client, uuid);
    else merged.push(mergeFetchedRecord(clients.held(client, uuid) ?? undefined, row));
  }
  addToList(client, merged);
}

/** How clients enter and leave the Apollo cache (the fast view of the server's data). */
export const clientCache: RecordCache = {
  ...clients,
  async fetch(client, uuid) {
    const { data } = await client.query({ query: ClientDocument, variables: { uuid }, fetchPolicy: "network-only" });
    put(client, [{ uuid, record: data?.client ?? null }]);
  },
  put: (client, fetched) => Promise.resolve(put(client, fetched)),
};
