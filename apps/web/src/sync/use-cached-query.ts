import type { OperationVariables, TypedDocumentNode } from "@apollo/client";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { persistNow } from "./apollo.js";

/**
 * A query shown from the cache and refreshed from the network when it can be. Unlike
 * cache-and-network with errorPolicy "all", a failed fetch keeps what the cache holds: Apollo 4
 * answers a link error (offline) with data undefined, which would blank the screen offline.
 */
export function useCachedQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  skip = false,
): { data: TData | undefined; loading: boolean } {
  const client = useApolloClient();
  const key = JSON.stringify(variables);
  const { data } = useQuery(query as TypedDocumentNode<TData, OperationVariables>, { variables, skip, fetchPolicy: "cache-only" });
  const [loading, setLoading] = useState(!skip);
  useEffect(() => {
    if (skip) return;
    let live = true;
    setLoading(true);
    client
      .query({ query: query as TypedDocumentNode<TData, OperationVariables>, variables, fetchPolicy: "network-only" })
      // What was just fetched is saved at once, not a second later: the connection may drop meanwhile.
      .then(() => persistNow())
      .catch((error: unknown) => console.warn("showing the cached copy; the refresh failed:", error instanceof Error ? error.message : error))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
    // `key` stands for the variables' content, so a new object with the same values fetches nothing new.
  }, [client, query, key, skip]);
  return { data: data as TData | undefined, loading };
}
