import type { ApolloClient } from "@apollo/client";
import { ClientImageDocument, ClientImageFieldsFragmentDoc, ClientImagesDocument, type ClientImageFieldsFragment } from "../../generated/graphql.js";
import type { RecordCache } from "../../sync/record-cache.js";

const cacheId = (client: ApolloClient, uuid: string) => client.cache.identify({ __typename: "ClientImage", uuid });

/** Puts a fetched picture in its client's picture list (or drops a deleted one). */
async function fetchInto(client: ApolloClient, uuid: string): Promise<void> {
  const { data } = await client.query({ query: ClientImageDocument, variables: { uuid }, fetchPolicy: "network-only" });
  const image = data?.clientImage;
  if (!image) return;
  if (image.deletedAt) {
    client.cache.evict({ id: cacheId(client, uuid) });
    client.cache.gc();
    return;
  }
  // Written even when the list was never fetched (picture taken offline): it must stay visible.
  const variables = { clientUuid: image.client_uuid };
  const list = client.cache.readQuery({ query: ClientImagesDocument, variables })?.clientImages ?? [];
  client.cache.writeQuery({
    query: ClientImagesDocument,
    variables,
    data: { __typename: "Query", clientImages: [...list.filter((i) => i.uuid !== uuid), image] },
  });
}

/** Client pictures (spec 3 client_images) in the Apollo cache. */
export const clientImageCache: RecordCache = {
  table: "client_images",
  list: "clientImages",
  fragment: ClientImageFieldsFragmentDoc,
  fragmentName: "ClientImageFields",
  // A client's pictures.
  screens: (r) => [{ field: "clientImages", args: { clientUuid: r.client_uuid ?? null } }],
  dataversion(client, uuid) {
    const cached = client.cache.readFragment<ClientImageFieldsFragment>({
      id: cacheId(client, uuid),
      fragment: ClientImageFieldsFragmentDoc,
      fragmentName: "ClientImageFields",
    });
    return cached?.dataversion ?? null;
  },
  fetch: fetchInto,
  describe: () => "The client's picture",
};
