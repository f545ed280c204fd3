import type { DocumentNode, InMemoryCache, Reference } from "@apollo/client";
import { Kind, OperationTypeNode, type FieldNode, type FragmentDefinitionNode, type SelectionNode } from "graphql";
import {
  ChatMessageFieldsFragmentDoc,
  ClientFieldsFragmentDoc,
  ClientImageFieldsFragmentDoc,
  CycleActionFieldsFragmentDoc,
  CycleDescriptionFieldsFragmentDoc,
  DownloadedFavoriteFieldsFragmentDoc,
  HiappClientFormFieldsFragmentDoc,
  MilestoneFormFieldsFragmentDoc,
  MyChildFieldsFragmentDoc,
  RehabilitationFieldsFragmentDoc,
  type DownloadRecordsQuery,
} from "../generated/graphql.js";
import { waits } from "./change-feed.js";
import type { OutboxEntry } from "./outbox.js";

export type DownloadedPage = DownloadRecordsQuery["downloadRecords"];
type ListName =
  | "clients"
  | "clientImages"
  | "rehabilitations"
  | "milestoneForms"
  | "myChildren"
  | "hiappClientForms"
  | "cycleDescriptions"
  | "cycleActions"
  | "favorites"
  | "chatMessages";
type Downloaded = { __typename: string; uuid: string; dataversion: number; client_uuid?: string | null };

/** A list a screen reads: its root field, and the arguments the screen's query gives it. */
interface ScreenList {
  field: string;
  args?: Record<string, string | null>;
}

/** A table of the download: where its records are in a page, their fields, and the lists the screens read them in. */
interface DownloadedTable {
  table: string;
  list: ListName;
  fragment: DocumentNode;
  fragmentName: string;
  screens(record: Downloaded): ScreenList[];
}

const one = (field: string) => (): ScreenList[] => [{ field }];

/** The lists of apps/web/src/modules/*: the same fields and arguments the screens' queries ask for. */
const TABLES: DownloadedTable[] = [
  { table: "clients", list: "clients", fragment: ClientFieldsFragmentDoc, fragmentName: "ClientFields", screens: one("clients") },
  {
    table: "client_images",
    list: "clientImages",
    fragment: ClientImageFieldsFragmentDoc,
    fragmentName: "ClientImageFields",
    screens: (r) => [{ field: "clientImages", args: { clientUuid: r.client_uuid ?? null } }],
  },
  {
    table: "rehabilitations",
    list: "rehabilitations",
    fragment: RehabilitationFieldsFragmentDoc,
    fragmentName: "RehabilitationFields",
    // A client's plan screen, and the calendar (every plan: clientUuid null).
    screens: (r) => [
      { field: "rehabilitations", args: { clientUuid: r.client_uuid ?? null } },
      { field: "rehabilitations", args: { clientUuid: null } },
    ],
  },
  {
    table: "milestones",
    list: "milestoneForms",
    fragment: MilestoneFormFieldsFragmentDoc,
    fragmentName: "MilestoneFormFields",
    screens: one("milestoneForms"),
  },
  { table: "my_children", list: "myChildren", fragment: MyChildFieldsFragmentDoc, fragmentName: "MyChildFields", screens: one("myChildren") },
  {
    table: "hiapp_client_forms",
    list: "hiappClientForms",
    fragment: HiappClientFormFieldsFragmentDoc,
    fragmentName: "HiappClientFormFields",
    screens: one("hiappClientForms"),
  },
  {
    table: "cycle_descriptions",
    list: "cycleDescriptions",
    fragment: CycleDescriptionFieldsFragmentDoc,
    fragmentName: "CycleDescriptionFields",
    screens: one("cycleDescriptions"),
  },
  { table: "cycle_actions", list: "cycleActions", fragment: CycleActionFieldsFragmentDoc, fragmentName: "CycleActionFields", screens: one("cycleActions") },
  { table: "favorites", list: "favorites", fragment: DownloadedFavoriteFieldsFragmentDoc, fragmentName: "DownloadedFavoriteFields", screens: one("favorites") },
  { table: "chat_messages", list: "chatMessages", fragment: ChatMessageFieldsFragmentDoc, fragmentName: "ChatMessageFields", screens: one("chatMessages") },
];

interface Additions extends ScreenList {
  typename: string;
  uuids: string[];
}

/**
 * The fragment as the cache stores a record of it: its own fields, each written as it comes. Every
 * object inside a record has no identity of its own (apollo.ts: no keyFields, or keyFields false),
 * so the cache keeps such objects inside the record as they are; writing them through their
 * selections gives the same stored record (download-writer.test.ts proves it) at several times the
 * cost: writing 10,000 records field by field took 4.5 to 7 s on the benchmark's machine, most of it
 * the cache's merging of every nested field.
 */
function storedShape(fragment: DocumentNode, name: string): DocumentNode {
  const definition = fragment.definitions.find((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === name);
  if (!definition) throw new Error(`no fragment ${name}`);
  const selections = definition.selectionSet.selections.map((selection): SelectionNode => {
    if (selection.kind !== Kind.FIELD) throw new Error(`${name}: only fields at the top of a downloaded record's fragment`);
    return { ...selection, selectionSet: undefined };
  });
  return { kind: Kind.DOCUMENT, definitions: [{ ...definition, selectionSet: { ...definition.selectionSet, selections } }] };
}

const SHAPES = new Map(TABLES.map((table) => [table.list, storedShape(table.fragment, table.fragmentName)]));

/**
 * The dataversion the cache holds of a record, if any, read by a modifier that leaves it as it is:
 * readFragment's query machinery made the writes of a page a third slower (measured).
 */
function heldVersion(cache: InMemoryCache, id: string): number | null {
  let held: unknown = null;
  cache.modify({ id, fields: { dataversion: (value: unknown) => ((held = value), value) } as never, broadcast: false });
  return typeof held === "number" ? held : null;
}

/**
 * Writes a page of the first sync into the Apollo cache, where the screens read it offline: each
 * record whole, by its stored shape, then its key at the end of each list a screen reads it in
 * (created when the screen never fetched it), with one broadcast.
 *
 * A record with an edit waiting in the outbox is left to the outbox, as the change feed leaves it
 * (its answer settles it), and one the cache holds in a newer version (brought meanwhile by the
 * change feed) is left as it is.
 */
export function writeDownloadedPage(cache: InMemoryCache, page: DownloadedPage, waiting: ReadonlyMap<string, OutboxEntry>): void {
  cache.batch({
    optimistic: false,
    update: () => {
      const additions = new Map<string, Additions>();
      for (const table of TABLES) {
        const shape = SHAPES.get(table.list)!;
        for (const record of page[table.list] as readonly Downloaded[]) {
          if (waits(waiting, { table: table.table, uuid: record.uuid })) continue;
          const id = cache.identify({ __typename: record.__typename, uuid: record.uuid });
          const held = id ? heldVersion(cache, id) : null;
          if (held !== null && held > record.dataversion) continue;
          cache.writeFragment({ id, fragment: shape, fragmentName: table.fragmentName, data: record });
          for (const screen of table.screens(record)) {
            const key = cache.policies.getStoreFieldName({ typename: "Query", fieldName: screen.field, args: screen.args });
            const added = additions.get(key) ?? { ...screen, typename: record.__typename, uuids: [] };
            added.uuids.push(record.uuid);
            additions.set(key, added);
          }
        }
      }
      addToLists(cache, additions);
    },
  });
}

/**
 * Appends keys to the lists the cache holds (a list of thousands is extended, not written again),
 * and writes the lists it lacks in one write: each write of the root merges into its object, which
 * holds a list per client (a client's plans, its pictures), so one write a list made the writes of
 * 10,000 records grow with the square of the clients (3 s of the 4.5 s measured for 2,000 clients).
 */
function addToLists(cache: InMemoryCache, additions: ReadonlyMap<string, Additions>): void {
  const extended = new Set<string>();
  const fields = new Set([...additions.values()].map((a) => a.field));
  const modifier = (
    existing: unknown,
    details: { storeFieldName: string; toReference(object: { __typename: string; uuid: string }): Reference | undefined },
  ) => {
    const added = additions.get(details.storeFieldName);
    if (!added || !Array.isArray(existing)) return existing;
    extended.add(details.storeFieldName);
    const held = new Set((existing as Reference[]).map((ref) => ref.__ref));
    const refs: Reference[] = [];
    for (const uuid of added.uuids) {
      const ref = details.toReference({ __typename: added.typename, uuid });
      if (ref && !held.has(ref.__ref)) {
        held.add(ref.__ref);
        refs.push(ref);
      }
    }
    return refs.length > 0 ? [...(existing as Reference[]), ...refs] : (existing as Reference[]);
  };
  cache.modify({ id: "ROOT_QUERY", fields: Object.fromEntries([...fields].map((field) => [field, modifier])) as never });
  const missing = [...additions].filter(([key]) => !extended.has(key)).map(([, added]) => added);
  if (missing.length === 0) return;
  const data: Record<string, unknown> = { __typename: "Query" };
  missing.forEach((added, i) => (data[`list${i}`] = [...new Set(added.uuids)].map((uuid) => ({ __typename: added.typename, uuid }))));
  cache.writeQuery({ query: listsQuery(missing), data });
}

/** A query of the lists by their keys alone, each under an alias (`list0`, ...) with its arguments written in. */
function listsQuery(lists: readonly ScreenList[]): DocumentNode {
  const name = (value: string) => ({ kind: Kind.NAME, value }) as const;
  const selections: FieldNode[] = lists.map((list, i) => ({
    kind: Kind.FIELD,
    alias: name(`list${i}`),
    name: name(list.field),
    arguments: Object.entries(list.args ?? {}).map(([arg, value]) => ({
      kind: Kind.ARGUMENT,
      name: name(arg),
      value: value === null ? { kind: Kind.NULL } : { kind: Kind.STRING, value },
    })),
    selectionSet: { kind: Kind.SELECTION_SET, selections: [{ kind: Kind.FIELD, name: name("uuid") }] },
  }));
  return {
    kind: Kind.DOCUMENT,
    definitions: [{ kind: Kind.OPERATION_DEFINITION, operation: OperationTypeNode.QUERY, selectionSet: { kind: Kind.SELECTION_SET, selections } }],
  };
}
