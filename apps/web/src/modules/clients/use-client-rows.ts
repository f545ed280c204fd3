import { useFragment } from "@apollo/client/react";
import type { ApolloClient } from "@apollo/client";
import { useMemo } from "react";
import {
  ClientBadgeFieldsFragmentDoc,
  ClientFieldsFragmentDoc,
  ClientListDocument,
  ClientsDocument,
  type ClientFieldsFragment,
} from "../../generated/graphql.js";
import type { OutboxEntry } from "../../sync/outbox.js";
import { useSyncView } from "../../sync/runtime-context.js";
import { useCachedQuery } from "../../sync/use-cached-query.js";
import { readClientListQuickly } from "./client-list-read.js";
import type { ClientRecord } from "./client-record.js";
import { summariesWithWaitingEdits, withWaitingEdits, type ClientListRow, type ClientRow } from "./waiting-clients.js";

/** The worker's clients as shown: the server's, with waiting local edits laid over them. */
export function useClientRows(): ClientRow[] {
  const { data } = useCachedQuery(ClientsDocument, {});
  const { waiting } = useSyncView();
  return useMemo(() => withWaitingEdits(data?.clients ?? [], waiting), [data, waiting]);
}

/**
 * The client list's rows: read from the cache without form fields (thousands of clients are read
 * on a cold start), first straight from the stored records (readClientListQuickly), refreshed with
 * the whole `Clients` query so each record stays complete offline.
 */
export function useClientListRows(): { rows: ClientListRow[]; loading: boolean } {
  const { data, loading } = useCachedQuery(ClientListDocument, {}, false, ClientsDocument, readClientListQuickly);
  const { waiting } = useSyncView();
  const rows = useMemo(() => summariesWithWaitingEdits(data?.clients ?? [], waiting), [data, waiting]);
  return { rows, loading };
}

/** One client in full (its form fields too), as shown: its waiting edit over the cached copy. */
function fullRow(uuid: string, cached: ClientFieldsFragment | null, waiting: ReadonlyMap<string, OutboxEntry>): ClientRow | null {
  const key = `clients:${uuid}`;
  const entry = waiting.get(key);
  return withWaitingEdits(cached ? [cached] : [], entry ? new Map([[key, entry]]) : new Map())[0] ?? null;
}

const clientRef = (uuid: string) => ({ __typename: "Client" as const, uuid });

/** The full row of one client, kept current; null for none. */
export function useClientRow(uuid: string | null): ClientRow | null {
  const { waiting } = useSyncView();
  const { data, complete } = useFragment({ fragment: ClientFieldsFragmentDoc, fragmentName: "ClientFields", from: uuid ? clientRef(uuid) : null });
  return useMemo(() => (uuid ? fullRow(uuid, complete ? data : null, waiting) : null), [uuid, complete, data, waiting]);
}

/** The full row of one client as it is now, for an action on it (edit, archive). */
export function readClientRow(client: ApolloClient, uuid: string, waiting: ReadonlyMap<string, OutboxEntry>): ClientRow | null {
  const cached = client.readFragment({ fragment: ClientFieldsFragmentDoc, fragmentName: "ClientFields", from: clientRef(uuid) });
  return fullRow(uuid, cached, waiting);
}

/** A drawn row's badges (age, completeness): its waiting edit's, else the cached client's. */
export function useClientBadges(row: ClientListRow): Pick<ClientRecord, "age" | "valid"> {
  const { waiting } = useSyncView();
  const { data, complete } = useFragment({ fragment: ClientBadgeFieldsFragmentDoc, from: clientRef(row.record.uuid) });
  const waitingRecord = row.waiting ? (waiting.get(`clients:${row.record.uuid}`)?.record as ClientRecord | undefined) : undefined;
  const shown = waitingRecord ?? (complete ? data : null);
  return { age: shown?.age ?? null, valid: shown?.valid ?? true };
}
