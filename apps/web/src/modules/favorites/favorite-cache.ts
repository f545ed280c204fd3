import type { ApolloClient } from "@apollo/client";
import { FavoriteDocument, FavoriteFieldsFragmentDoc, FavoritesDocument } from "../../generated/graphql.js";
import { oneList } from "../../sync/cached-tables.js";
import type { RecordCache } from "../../sync/record-cache.js";

/** Reads a favorite back from the server into the favorites list (or drops a deleted one). */
async function fetchInto(client: ApolloClient, uuid: string): Promise<void> {
  const { data } = await client.query({ query: FavoriteDocument, variables: { uuid }, fetchPolicy: "network-only" });
  const favorite = data?.favorite;
  const list = client.cache.readQuery({ query: FavoritesDocument })?.favorites ?? [];
  const others = list.filter((f) => f.uuid !== uuid);
  const kept =
    favorite && !favorite.deletedAt
      ? [...others, { __typename: "Favorite" as const, uuid, article_uuid: favorite.article_uuid, page: favorite.page, dataversion: favorite.dataversion }]
      : others;
  client.cache.writeQuery({ query: FavoritesDocument, data: { __typename: "Query", favorites: kept } });
}

export const favoriteCache: RecordCache = {
  table: "favorites",
  list: "favorites",
  fragment: FavoriteFieldsFragmentDoc,
  fragmentName: "FavoriteFields",
  screens: oneList("favorites"),
  dataversion(client, uuid) {
    return client.cache.readQuery({ query: FavoritesDocument })?.favorites.find((f) => f.uuid === uuid)?.dataversion ?? null;
  },
  fetch: fetchInto,
  describe: () => "A favorite",
};
