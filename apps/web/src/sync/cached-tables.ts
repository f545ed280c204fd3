import type { DocumentNode, InMemoryCache, Reference } from "@apollo/client";
import { Kind, OperationTypeNode, type FieldNode, type FragmentDefinitionNode, type SelectionNode } from "graphql";

/*
 * The synced tables the screens show, as the Apollo cache holds them: each record by its fragment,
 * its key in the lists the screens read. Each module's RecordCache is its table's CachedTable,
 * registered where the app is assembled (app/record-caches.ts); the first sync's pages
 * (download-writer.ts) and the sync answers (settle-answers.ts) are written into the cache through
 * them.
 */

/** A record as the server answers it, in its table's fragment. */
export type CachedRecord = { __typename: string; uuid: string; dataversion: number; client_uuid?: string | null };

/** A list a screen reads: its root field, and the arguments the screen's query gives it. */
export interface ScreenList {
  field: string;
  args?: Record<string, string | null>;
}

/** A table as the cache holds it: where its records are in a download page, their fields, and the lists the screens read them in. */
export interface CachedTable {
  table: string;
  /** The field of a first-sync page (DownloadRecords) holding the table's records: the manifest's list query. */
  list: string;
  fragment: DocumentNode;
  fragmentName: string;
  screens(record: CachedRecord): ScreenList[];
}

/** The screens read the table in one list of all the caller's records, `field` (most tables). */
export const oneList = (field: string) => (): ScreenList[] => [{ field }];

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

const shapes = new WeakMap<CachedTable, DocumentNode>();

function shapeOf(table: CachedTable): DocumentNode {
  let shape = shapes.get(table);
  if (!shape) shapes.set(table, (shape = storedShape(table.fragment, table.fragmentName)));
  return shape;
}

/** The GraphQL type of a table's records (its fragment's). */
export function typenameOf(table: Pick<CachedTable, "table" | "fragment">): string {
  const definition = table.fragment.definitions.find((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION);
  if (!definition) throw new Error(`no fragment for ${table.table}`);
  return definition.typeCondition.name.value;
}

/**
 * The field of SyncEntryInput and SyncEntryResult carrying a record of the table: its type's name
 * with a lower-case first letter (the manifests' rule, checked in manifest.test.ts).
 */
export function inputFieldOf(table: CachedTable): string {
  const typename = typenameOf(table);
  return typename.charAt(0).toLowerCase() + typename.slice(1);
}

/**
 * Writes records into the cache, each whole by its stored shape, and puts its key in every list a
 * screen reads it in (created when the screen never fetched it). A record the cache holds in a
 * newer version (brought meanwhile by the change feed) is left as it is. `order`: "append" adds a
 * key a list lacks at its end (the first sync); "last" moves each key to the end (a settled edit is
 * the newest version, where the server's lists, in dataversion order, have it). Callers batch it.
 */
export function writeRecords(cache: InMemoryCache, records: Iterable<{ table: CachedTable; record: CachedRecord }>, order: "append" | "last"): void {
  const written: Array<{ table: CachedTable; record: CachedRecord }> = [];
  for (const { table, record } of records) {
    const id = cache.identify({ __typename: record.__typename, uuid: record.uuid });
    const held = id ? heldVersion(cache, id) : null;
    if (held !== null && held > record.dataversion) continue;
    cache.writeFragment({ id, fragment: shapeOf(table), fragmentName: table.fragmentName, data: record });
    written.push({ table, record });
  }
  putInLists(cache, written, order);
}

/** The cache's root store, where the first sync's writes go straight in (download-writer.ts). */
export interface DirectStore {
  merge(id: string, incoming: object): void;
}

/**
 * Puts each record's key in every list a screen reads it in (writeRecords; the first sync's direct
 * writes, download-writer.ts). With `direct`, a list the cache lacks is merged straight into the root
 * query as the cache's write of it would store it (its keys as references), not written through a
 * query: the first sync makes a list a client (her plans, her pictures), hundreds a page.
 */
export function putInLists(
  cache: InMemoryCache,
  written: Iterable<{ table: CachedTable; record: CachedRecord }>,
  order: "append" | "last",
  direct?: DirectStore,
): void {
  const additions = new Map<string, Additions>();
  for (const { table, record } of written) {
    for (const screen of table.screens(record)) {
      const key = cache.policies.getStoreFieldName({ typename: "Query", fieldName: screen.field, args: screen.args });
      const added = additions.get(key) ?? { ...screen, typename: record.__typename, uuids: [] };
      added.uuids.push(record.uuid);
      additions.set(key, added);
    }
  }
  if (additions.size > 0) addToLists(cache, additions, order, direct);
}

/**
 * The keys a record of the table is stored with when each is a field of its fragment under its own
 * name (no alias, no arguments or directives), the cache's write of it by its stored shape storing
 * each as it comes; null otherwise. With these, download-writer.ts stores a record straight into the
 * cache's store, as that write would.
 */
export function storedKeys(table: CachedTable): ReadonlySet<string> | null {
  let keys = keysOf.get(table);
  if (keys === undefined) {
    const definition = shapeOf(table).definitions[0] as FragmentDefinitionNode;
    const fields = definition.selectionSet.selections.filter((s): s is FieldNode => s.kind === Kind.FIELD);
    const plain = fields.length === definition.selectionSet.selections.length && fields.every((f) => !f.alias && !f.arguments?.length && !f.directives?.length);
    keys = plain ? new Set(["__typename", ...fields.map((f) => f.name.value)]) : null;
    keysOf.set(table, keys);
  }
  return keys;
}

const keysOf = new WeakMap<CachedTable, ReadonlySet<string> | null>();

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
 * Appends keys to the lists the cache holds (a list of thousands is extended, not written again),
 * and writes the lists it lacks in one write: each write of the root merges into its object, which
 * holds a list per client (a client's plans, its pictures), so one write a list made the writes of
 * 10,000 records grow with the square of the clients (3 s of the 4.5 s measured for 2,000 clients).
 */
function addToLists(cache: InMemoryCache, additions: ReadonlyMap<string, Additions>, order: "append" | "last", direct?: DirectStore): void {
  const extended = new Set<string>();
  const fields = new Set([...additions.values()].map((a) => a.field));
  const modifier = (
    existing: unknown,
    details: { storeFieldName: string; toReference(object: { __typename: string; uuid: string }): Reference | undefined },
  ) => {
    const added = additions.get(details.storeFieldName);
    if (!added || !Array.isArray(existing)) return existing;
    extended.add(details.storeFieldName);
    const addedRefs = added.uuids.flatMap((uuid) => details.toReference({ __typename: added.typename, uuid }) ?? []);
    const moved = new Set(order === "last" ? addedRefs.map((ref) => ref.__ref) : []);
    const kept = moved.size > 0 ? (existing as Reference[]).filter((ref) => !moved.has(ref.__ref)) : (existing as Reference[]);
    const held = new Set(kept.map((ref) => ref.__ref));
    const refs: Reference[] = [];
    for (const ref of addedRefs) {
      if (!held.has(ref.__ref)) {
        held.add(ref.__ref);
        refs.push(ref);
      }
    }
    return refs.length > 0 || kept !== existing ? [...kept, ...refs] : kept;
  };
  cache.modify({ id: "ROOT_QUERY", fields: Object.fromEntries([...fields].map((field) => [field, modifier])) as never });
  const lacking = [...additions].filter(([key]) => !extended.has(key));
  if (lacking.length === 0) return;
  if (direct) {
    const ref = (typename: string, uuid: string): Reference => ({ __ref: `${typename}:${JSON.stringify({ uuid })}` });
    direct.merge("ROOT_QUERY", Object.fromEntries(lacking.map(([key, added]) => [key, [...new Set(added.uuids)].map((uuid) => ref(added.typename, uuid))])));
    return;
  }
  const missing = lacking.map(([, added]) => added);
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
