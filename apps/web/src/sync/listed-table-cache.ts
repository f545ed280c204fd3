import type { ApolloClient, DocumentNode, TypedDocumentNode } from "@apollo/client";
import { Kind, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode } from "graphql";
import { oneList, typenameOf, type ScreenList } from "./cached-tables.js";
import type { FetchedRecord, FetchedRow, RecordCache } from "./record-cache.js";

/** What every synced record's fragment reads. */
interface ListedRow {
  uuid: string;
  dataversion: number;
  deletedAt: string | null;
  client_uuid?: string | null;
}

/** A table shown in a list of the caller's records: what cannot be derived from its documents. */
export interface ListedTable<Row extends ListedRow> {
  /** Its name in docs/product.md §3 and in the manifest. */
  table: string;
  /** `fragment <Type>Fields on <Type>`: a record as the screens read it. */
  fragment: TypedDocumentNode<Row, unknown>;
  /**
   * The list the screens read (`query VisitNotes { visitNotes { ...VisitNoteFields } }`), its root
   * field the manifest's listQuery. With a `clientUuid` argument, one list per client.
   */
  listQuery: DocumentNode;
  /** One record by `$uuid` (`query VisitNote($uuid: ID!) { visitNote(uuid: $uuid) { ...VisitNoteFields } }`); a deleted one comes with deletedAt. */
  oneQuery: DocumentNode;
  /** A name for the record (the outbox's edit of it, null for a delete) in messages; its uuid when none is given or it gives none. */
  describe?(record: Partial<Row> | null, uuid: string): string | null | undefined;
  /**
   * The variables of other lists of the same query the record is in besides its own (the calendar
   * reads every plan: `{ clientUuid: null }`); a record another device changed is written there too.
   */
  alsoListedIn?: readonly Record<string, string | null>[];
}

/** A listed table's RecordCache, with its reads for a module that adds its own behaviour. */
export interface ListedTableCache<Row extends ListedRow> extends RecordCache {
  /** The record the cache holds, read by its fragment, or null. */
  held(client: ApolloClient, uuid: string): Row | null;
  /** Evicted, a record leaves every list that refers to it (Apollo drops dangling references). */
  drop(client: ApolloClient, uuid: string): void;
}

/**
 * A table shown as a list of the caller's records (one list, or one per client): a record another
 * device changed is read back from the server and put last in its list; a deleted one is evicted.
 * The list is written even when it was never fetched (first opened offline), so a record that left
 * the outbox stays shown. The list, the fragment's name and the type come from the documents.
 */
export function listedTableCache<Row extends ListedRow>(spec: ListedTable<Row>): ListedTableCache<Row> {
  const fragmentName = fragmentNameOf(spec.fragment, spec.table);
  const listField = rootField(spec.listQuery, fragmentName);
  const oneField = rootField(spec.oneQuery, fragmentName);
  if (!takes(oneField, "uuid")) throw new Error(`${spec.table}: the one-record query must take the record's uuid as $uuid`);
  const list = listField.name.value;
  const perClient = takes(listField, "clientUuid");
  const typename = typenameOf(spec);
  const listKey = responseKey(listField);
  const oneKey = responseKey(oneField);

  const id = (client: ApolloClient, uuid: string) => client.cache.identify({ __typename: typename, uuid });
  const held = (client: ApolloClient, uuid: string): Row | null =>
    client.cache.readFragment<Row>({ id: id(client, uuid), fragment: spec.fragment, fragmentName });
  const drop = (client: ApolloClient, uuid: string) => {
    client.cache.evict({ id: id(client, uuid) });
    client.cache.gc();
  };
  const also = spec.alsoListedIn ?? [];
  const ownList = (row: { client_uuid?: string | null }): Record<string, string | null> => (perClient ? { clientUuid: row.client_uuid ?? null } : {});
  const listsOf = (row: { client_uuid?: string | null }) => [ownList(row), ...also];
  const screens =
    perClient || also.length > 0 ? (row: { client_uuid?: string | null }): ScreenList[] => listsOf(row).map((args) => screenList(list, args)) : oneList(list);

  /**
   * Writes fetched records: a deleted one is evicted, each other put last in its list, each list
   * read and written once, with one broadcast to the screens.
   */
  function put(client: ApolloClient, fetched: readonly FetchedRecord[]): void {
    const lists = new Map<string, { variables: Record<string, string | null>; rows: Map<string, Row> }>();
    const dropped: string[] = [];
    for (const { uuid, record } of fetched) {
      if (!record) continue;
      const row = record as unknown as Row;
      for (const list of lists.values()) list.rows.delete(uuid);
      if (row.deletedAt) {
        dropped.push(uuid);
        continue;
      }
      for (const variables of listsOf(row)) {
        const key = JSON.stringify(variables);
        const list = lists.get(key) ?? { variables, rows: new Map<string, Row>() };
        list.rows.set(uuid, row);
        lists.set(key, list);
      }
    }
    if (lists.size === 0 && dropped.length === 0) return;
    client.cache.batch({
      optimistic: false,
      update: (cache) => {
        for (const uuid of dropped) cache.evict({ id: id(client, uuid) });
        for (const { variables, rows } of lists.values()) {
          const cached = cache.readQuery<Record<string, Row[]>>({ query: spec.listQuery, variables })?.[listKey] ?? [];
          cache.writeQuery({
            query: spec.listQuery,
            variables,
            data: { __typename: "Query", [listKey]: [...cached.filter((r) => !rows.has(r.uuid)), ...rows.values()] },
          });
        }
      },
    });
    if (dropped.length > 0) client.cache.gc();
  }

  async function fetch(client: ApolloClient, uuid: string): Promise<void> {
    const { data } = await client.query({ query: spec.oneQuery, variables: { uuid }, fetchPolicy: "network-only" });
    const row = (data as Record<string, Row | null> | undefined)?.[oneKey];
    put(client, [{ uuid, record: (row ?? null) as FetchedRow | null }]);
  }

  return {
    table: spec.table,
    list,
    fragment: spec.fragment,
    fragmentName,
    screens,
    dataversion: (client, uuid) => held(client, uuid)?.dataversion ?? null,
    fetch,
    put: (client, fetched) => Promise.resolve(put(client, fetched)),
    describe: (entry) => spec.describe?.(entry.record as Partial<Row> | null, entry.uuid) || entry.uuid,
    held,
    drop,
  };
}

/** A list the screens read, with its arguments when it takes any. */
const screenList = (field: string, args: Record<string, string | null>): ScreenList => (Object.keys(args).length > 0 ? { field, args } : { field });

function fragmentNameOf(fragment: DocumentNode, table: string): string {
  const definition = fragment.definitions.find((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION);
  if (!definition) throw new Error(`${table}: no fragment`);
  return definition.name.value;
}

/** The query's one root field, which must read the table's fragment. */
function rootField(query: DocumentNode, fragmentName: string): FieldNode {
  const operation = query.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const name = operation?.name?.value ?? "a query";
  const [field, ...others] = operation?.selectionSet.selections ?? [];
  if (field?.kind !== Kind.FIELD || others.length > 0) throw new Error(`${name}: one root field expected`);
  const readsFragment = field.selectionSet?.selections.some((s) => s.kind === Kind.FRAGMENT_SPREAD && s.name.value === fragmentName);
  if (!readsFragment) throw new Error(`${name}: ${field.name.value} does not read ...${fragmentName}`);
  return field;
}

/** The field takes `argument` from the variable of the same name. */
function takes(field: FieldNode, argument: string): boolean {
  return (field.arguments ?? []).some((a) => a.name.value === argument && a.value.kind === Kind.VARIABLE && a.value.name.value === argument);
}

const responseKey = (field: FieldNode) => field.alias?.value ?? field.name.value;
