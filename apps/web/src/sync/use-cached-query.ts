import type { ApolloCache, OperationVariables, TypedDocumentNode } from "@apollo/client";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { persistNow, restoreRecords } from "../platform/persisted-cache.js";
import { heldListKey, holdsList, markListHeld } from "../platform/held-lists.js";
import { useLoginChanges } from "./runtime-context.js";
import { Store } from "../platform/store.js";
import { whenIdle } from "../platform/when-idle.js";

/** A login under way (docs/sync-and-api.md, "Login transitions"): lists say they are loading, not empty, until it fetched the worker's records. */
export const loginUnderway = new Store<{ pending: boolean }>({ pending: false });

/**
 * A query shown from the cache and refreshed from the network when it can be, once a login: a list
 * this page already fetched whole is kept current by the change feed and asked for no more
 * (held-lists.ts). Unlike
 * cache-and-network with errorPolicy "all", a failed fetch keeps what the cache holds: Apollo 4
 * answers a link error (offline) with data undefined, which would blank the screen offline.
 * `refreshWith` fetches a fuller query over the same fields than the one shown (a long list shown
 * from a few fields, fetched whole so every record is complete offline). A login or logout
 * (the runtime's loginChanges) fetches again, with `loading` true until the answer (docs/sync-and-api.md, "Login transitions": never an empty
 * list shown as final while the new user's records are on their way).
 * `quickRead` reads the same result from the cache far faster than Apollo (for thousands of records),
 * or from the stored records before the cache holds them (platform/persisted-cache.ts, storedRecordsPending):
 * the first render shows it, and Apollo's read, which keeps the screen current, waits for the page's
 * first idle moment and the records in the cache, so a tap on the screen is not held back by it (docs/PERFORMANCE.md).
 */
export function useCachedQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  skip = false,
  refreshWith: TypedDocumentNode<unknown, TVariables> = query,
  quickRead?: (cache: ApolloCache) => TData | undefined,
): { data: TData | undefined; loading: boolean } {
  const client = useApolloClient();
  const key = JSON.stringify(variables);
  // Undefined (Apollo's read from the first render) without a quick read or where it finds something missing.
  const [quick] = useState(() => (quickRead && !skip ? quickRead(client.cache) : undefined));
  const [watching, setWatching] = useState(quick === undefined);
  useEffect(() => {
    if (watching) return;
    // Apollo's read needs the stored records in the cache: a quick read may have read them parsed, before it held them.
    let live = true;
    const cancel = whenIdle(() => void restoreRecords().then(() => live && setWatching(true)));
    return () => {
      live = false;
      cancel();
    };
  }, [watching]);
  const { data: watchedData } = useQuery(query as TypedDocumentNode<TData, OperationVariables>, {
    variables,
    skip: skip || !watching,
    fetchPolicy: "cache-only",
  });
  const data = watching ? watchedData : quick;
  const loginChanges = useLoginChanges();
  const [logins, setLogins] = useState(0);
  useEffect(() => loginChanges.subscribe(() => setLogins((n) => n + 1)), [loginChanges]);
  const { pending } = useSyncExternalStore(loginUnderway.subscribe, loginUnderway.get);
  // Loading until the fetch of these variables under this login answered: a new login is loading from its first render.
  const generation = `${logins}:${key}`;
  // The watched query hears of what the refresh wrote a moment after it answers (docs/sync-and-api.md, "Login transitions": an empty list showed for ~50 ms
  // after a login). Until it does, the records are read from the cache at the answer, over the watched data of that moment.
  const watched = useRef(data);
  const watchingNow = useRef(watching);
  useEffect(() => {
    watched.current = data;
    watchingNow.current = watching;
  });
  const [answer, setAnswer] = useState<{ generation: string; read: TData | undefined; over: TData | undefined } | null>(null);
  if (answer?.read !== undefined && answer.over !== data) setAnswer({ ...answer, read: undefined });
  useEffect(() => {
    if (skip) return;
    // Fetched whole once under this login: the change feed keeps it current (held-lists.ts).
    const heldKey = heldListKey(refreshWith, key);
    if (holdsList(client, heldKey)) {
      setAnswer({ generation, read: undefined, over: watched.current });
      return;
    }
    let live = true;
    client
      .query({ query: refreshWith, variables, fetchPolicy: "network-only" })
      .then(() => {
        markListHeld(client, heldKey);
        // What was just fetched is saved at once, not a second later: the connection may drop meanwhile.
        return persistNow();
      })
      .catch((error: unknown) => console.warn("showing the cached copy; the refresh failed:", error instanceof Error ? error.message : error))
      .finally(() => {
        if (!live) return;
        const quickly = watchingNow.current ? undefined : quickRead?.(client.cache);
        const read = quickly ?? client.readQuery({ query, variables }) ?? undefined;
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
