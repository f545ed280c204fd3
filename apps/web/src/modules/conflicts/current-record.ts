import type { ApolloClient } from "@apollo/client";
import {
  ClientFieldsFragmentDoc,
  RehabilitationFieldsFragmentDoc,
  type ClientFieldsFragment,
  type RehabilitationFieldsFragment,
} from "../../generated/graphql.js";
import type { OutboxEntry } from "../../sync/outbox.js";
import { toClientRecord } from "../clients/client-record.js";
import { toRehabRecord } from "../client-records/rehab-record.js";
import type { OpenConflict } from "./open-conflicts.js";

/**
 * The record a worker's choice is applied to: the edit still waiting for it, else the cached
 * record, else the merged record the answer carried; with the dataversion the choice is based on.
 */
export function currentRecord(
  client: ApolloClient,
  conflict: OpenConflict,
  waiting: OutboxEntry | undefined,
): { record: Record<string, unknown>; dataversion: number } | null {
  const cached = readCached(client, conflict.table, conflict.uuid);
  const dataversion = cached?.dataversion ?? conflict.dataversion;
  if (waiting?.record) return { record: waiting.record, dataversion: waiting.baseDataversion ?? dataversion };
  if (cached) return cached;
  return conflict.record ? { record: conflict.record, dataversion } : null;
}

function readCached(client: ApolloClient, table: string, uuid: string): { record: Record<string, unknown>; dataversion: number } | null {
  if (table === "clients") {
    const id = client.cache.identify({ __typename: "Client", uuid });
    const found = client.cache.readFragment<ClientFieldsFragment>({ id, fragment: ClientFieldsFragmentDoc, fragmentName: "ClientFields" });
    return found ? { record: toClientRecord(found), dataversion: found.dataversion } : null;
  }
  if (table === "rehabilitations") {
    const id = client.cache.identify({ __typename: "Rehabilitation", uuid });
    const found = client.cache.readFragment<RehabilitationFieldsFragment>({
      id,
      fragment: RehabilitationFieldsFragmentDoc,
      fragmentName: "RehabilitationFields",
    });
    return found ? { record: toRehabRecord(found), dataversion: found.dataversion } : null;
  }
  return null;
}
