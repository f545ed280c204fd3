import type { ApolloClient, DocumentNode } from "@apollo/client";
import {
  CycleActionDocument,
  CycleActionFieldsFragmentDoc,
  CycleActionsDocument,
  CycleDescriptionDocument,
  CycleDescriptionFieldsFragmentDoc,
  CycleDescriptionsDocument,
  type CycleActionFieldsFragment,
  type CycleDescriptionFieldsFragment,
} from "../../generated/graphql.js";
import { oneList, typenameOf } from "../../sync/cached-tables.js";
import type { RecordCache } from "../../sync/record-cache.js";
import type { CycleActionRecord, CycleDescriptionRecord } from "./cycle-record.js";

interface ListedRow {
  uuid: string;
  dataversion: number;
  deletedAt: string | null;
}

interface ListedTable<Row extends ListedRow> {
  table: string;
  /** The list of all the caller's records the screens read (and a first-sync page holds). */
  list: string;
  fragment: DocumentNode;
  fragmentName: string;
  /** The server's version of one record (a deleted one with deletedAt). */
  readOne(client: ApolloClient, uuid: string): Promise<Row | null>;
  /** The argument-less list the screens read, as cached (empty when never fetched). */
  cachedList(client: ApolloClient): readonly Row[];
  writeList(client: ApolloClient, rows: Row[]): void;
  describe(record: Record<string, unknown> | null): string | null;
}

/**
 * A table shown as one list of the caller's records: a record another device changed is read back
 * from the server and put in the list; a deleted one leaves it. The list is written even when it
 * was never fetched (first opened offline).
 */
function listedTableCache<Row extends ListedRow>(spec: ListedTable<Row>): RecordCache {
  const typename = typenameOf(spec);
  const id = (client: ApolloClient, uuid: string) => client.cache.identify({ __typename: typename, uuid });
  const drop = (client: ApolloClient, uuid: string) => {
    client.cache.evict({ id: id(client, uuid) });
    client.cache.gc();
  };
  const fetchInto = async (client: ApolloClient, uuid: string) => {
    const row = await spec.readOne(client, uuid);
    if (!row) return;
    if (row.deletedAt) return drop(client, uuid);
    spec.writeList(client, [...spec.cachedList(client).filter((r) => r.uuid !== uuid), row]);
  };
  return {
    table: spec.table,
    list: spec.list,
    fragment: spec.fragment,
    fragmentName: spec.fragmentName,
    screens: oneList(spec.list),
    dataversion(client, uuid) {
      const row = client.cache.readFragment<Row>({ id: id(client, uuid), fragment: spec.fragment, fragmentName: spec.fragmentName });
      return row?.dataversion ?? null;
    },
    fetch: fetchInto,
    describe: (entry) => spec.describe(entry.record) ?? entry.uuid,
  };
}

export const cycleDescriptionCache = listedTableCache<CycleDescriptionFieldsFragment>({
  table: "cycle_descriptions",
  list: "cycleDescriptions",
  fragment: CycleDescriptionFieldsFragmentDoc,
  fragmentName: "CycleDescriptionFields",
  async readOne(client, uuid) {
    const { data } = await client.query({ query: CycleDescriptionDocument, variables: { uuid }, fetchPolicy: "network-only" });
    return data?.cycleDescription ?? null;
  },
  cachedList: (client) => client.cache.readQuery({ query: CycleDescriptionsDocument })?.cycleDescriptions ?? [],
  writeList: (client, rows) => client.cache.writeQuery({ query: CycleDescriptionsDocument, data: { __typename: "Query", cycleDescriptions: rows } }),
  describe: (record) => (record as Partial<CycleDescriptionRecord> | null)?.goal || null,
});

export const cycleActionCache = listedTableCache<CycleActionFieldsFragment>({
  table: "cycle_actions",
  list: "cycleActions",
  fragment: CycleActionFieldsFragmentDoc,
  fragmentName: "CycleActionFields",
  async readOne(client, uuid) {
    const { data } = await client.query({ query: CycleActionDocument, variables: { uuid }, fetchPolicy: "network-only" });
    return data?.cycleAction ?? null;
  },
  cachedList: (client) => client.cache.readQuery({ query: CycleActionsDocument })?.cycleActions ?? [],
  writeList: (client, rows) => client.cache.writeQuery({ query: CycleActionsDocument, data: { __typename: "Query", cycleActions: rows } }),
  describe: (record) => (record as Partial<CycleActionRecord> | null)?.action || null,
});
