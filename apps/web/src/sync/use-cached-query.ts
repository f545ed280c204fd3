import type { ApolloClient, OperationVariables, TypedDocumentNode } from "@apollo/client";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { persistNow } from "./apollo.js";
import { useLoginChanges } from "./runtime-context.js";
import { Store } from "./store.js";

/** A login under way (issue 16): lists say they are loading, not empty, until it fetched the worker's records. */
export const loginUnderway = new Store<{ pending: boolean }>({ pending: false });

/**
 * A query shown from the cache and refreshed from the network when it can be. Unlike
 * cache-and-network with errorPolicy "all", a failed fetch keeps what the cache holds: Apollo 4
 * answers a link error (offline) with data undefined, which would blank the screen offline.
 * `refreshWith` fetches a fuller query over the same fields than the one shown (a long list shown
 * from a few fields, fetched whole so every record is complete offline). A login or logout
 * (the runtime's loginChanges) fetches again, with `loading` true until the answer (issue 16: never an empty
 * list shown as final while the new user's records are on their way).
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
  const loginChanges = useLoginChanges();
  const [logins, setLogins] = useState(0);
  useEffect(() => loginChanges.subscribe(() => setLogins((n) => n + 1)), [loginChanges]);
  const { pending } = useSyncExternalStore(loginUnderway.subscribe, loginUnderway.get);
  // Loading until the fetch of these variables under this login answered: a new login is loading from its first render.
  const generation = `${logins}:${key}`;
  // The watched query hears of what the refresh wrote a moment after it answers (issue 16: an empty list showed for ~50 ms
  // after a login). Until it does, the records are read from the cache at the answer, over the watched data of that moment.
  const watched = useRef(data);
  useEffect(() => {
    watched.current = data;
  });
  const [answer, setAnswer] = useState<{ generation: string; read: TData | undefined; over: TData | undefined } | null>(null);
  if (answer?.read !== undefined && answer.over !== data) setAnswer({ ...answer, read: undefined });
  useEffect(() => {
    if (skip) return;
    let live = true;
    client
      .query({ query: refreshWith, variables, fetchPolicy: "network-only" })
      // What was just fetched is saved at once, not a second later: the connection may drop meanwhile.
      .then(() => persistNow())
      .catch((error: unknown) => console.warn("showing the cached copy; the refresh failed:", error instanceof Error ? error.message : error))
      .finally(() => {
        if (!live) return;
        const read = client.readQuery({ query, variables }) ?? undefined;
        setAnswer({ generation, read, over: watched.current });
      });
    return () => {
      live = false;
    };
    // `generation` stands for the variables' content and the login, so a new object with the same values fetches nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, refreshWith, generation, skip]);
  const loading = !skip && (pending || answer?.generation !== generation);
  // Only this login's answer for these variables: another's read would show records of other variables or of the last login.
  const held = answer?.generation === generation && answer.read !== undefined && answer.over === data;
  return { data: held ? answer.read : data, loading };
}

/**
 * Reads a query from the cache the way useCachedQuery's first render will, so that render finds the
 * result already read (Apollo keeps it until the records change). For idle time, such as spec 4's
 * start wait: reading thousands of cached records costs a few hundred milliseconds.
 */
export function readAhead<TVariables extends OperationVariables>(
  client: ApolloClient,
  query: TypedDocumentNode<unknown, TVariables>,
  variables: TVariables,
): void {
  client.watchQuery({ query, variables, fetchPolicy: "cache-only" }).getCurrentResult();
}
