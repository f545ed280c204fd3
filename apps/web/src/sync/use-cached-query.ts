import type { ApolloClient, OperationVariables, TypedDocumentNode } from "@apollo/client";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { persistNow } from "./apollo.js";

/**
 * A query shown from the cache and refreshed from the network when it can be. Unlike
 * cache-and-network with errorPolicy "all", a failed fetch keeps what the cache holds: Apollo 4
 * answers a link error (offline) with data undefined, which would blank the screen offline.
 * `refreshWith` fetches a fuller query over the same fields than the one shown (a long list shown
 * from a few fields, fetched whole so every record is complete offline).
 */
export function useCachedQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  skip = false,
  refreshWith: TypedDocumentNode<unknown, TVariables> = query,
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
      .query({ query: refreshWith as TypedDocumentNode<unknown, OperationVariables>, variables, fetchPolicy: "network-only" })
      // What was just fetched is saved at once, not a second later: the connection may drop meanwhile.
      .then(() => persistNow())
      .catch((error: unknown) => console.warn("showing the cached copy; the refresh failed:", error instanceof Error ? error.message : error))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
    // `key` stands for the variables' content, so a new object with the same values fetches nothing new.
  }, [client, refreshWith, key, skip]);
  return { data: data as TData | undefined, loading };
}

/**
 * Reads a query from the cache the way useCachedQuery's first render will, so that render finds the
 * result already read (Apollo keeps it until the records change). For idle time, such as spec 4's
 * start wait: reading thousands of cached records costs a few hundred milliseconds.
 */
export function readAhead<TVariables extends OperationVariables>(client: ApolloClient, query: TypedDocumentNode<unknown, TVariables>, variables: TVariables): void {
  client.watchQuery({ query: query as TypedDocumentNode<unknown, OperationVariables>, variables, fetchPolicy: "cache-only" }).getCurrentResult();
}
