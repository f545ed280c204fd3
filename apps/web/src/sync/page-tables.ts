import type { InMemoryCache } from "@apollo/client";
import { storedKeys, typenameOf, type CachedTable } from "./cached-tables.js";
import type { ListName, PageTable } from "./page-entries.js";

/*
 * What the download's worker is told of the tables the app shows, so that it makes a page's entries
 * as this cache stores them (page-entries.ts): each table's type, the keys its records are stored
 * with, and the names of the lists a screen reads them in. Made once per cache from the tables'
 * own answers (cache.identify, storedKeys, screens with policies.getStoreFieldName), never written
 * out by hand.
 */

/** Two values no client_uuid has, to find where a list's name holds the record's client_uuid. */
const PROBES = ["\u0000probe-1", "\u0000probe-2"] as const;

/**
 * The names of the lists the table's records go in, or null when they do not follow from a record's
 * client_uuid alone (a table's screens may read nothing else of a record for the worker to name them).
 */
function listNamesOf(cache: InMemoryCache, table: CachedTable, typename: string): ListName[] | null {
  const names = (clientUuid: string | null) =>
    table
      .screens({ __typename: typename, uuid: "", dataversion: 0, client_uuid: clientUuid })
      .map((screen) => cache.policies.getStoreFieldName({ typename: "Query", fieldName: screen.field, args: screen.args }));
  const [first, second, none] = [names(PROBES[0]), names(PROBES[1]), names(null)];
  if (first.length !== second.length || first.length !== none.length) return null;
  const made: ListName[] = [];
  for (let i = 0; i < first.length; i += 1) {
    const name = first[i]!;
    const quoted = JSON.stringify(PROBES[0]);
    const at = name.indexOf(quoted);
    const list: ListName = at < 0 ? { name } : { before: name.slice(0, at), after: name.slice(at + quoted.length) };
    const named = (value: string | null) => ("name" in list ? list.name : `${list.before}${JSON.stringify(value)}${list.after}`);
    if (named(PROBES[1]) !== second[i] || named(null) !== none[i]) return null;
    made.push(list);
  }
  return made;
}

/** The table as the worker is told it, or null when its records cannot be stored as they come (download-writer.ts, writeDownloadedPage). */
function pageTableOf(cache: InMemoryCache, table: CachedTable): PageTable | null {
  const typename = typenameOf(table);
  const keys = storedKeys(table);
  if (!keys || cache.identify({ __typename: typename, uuid: "u" }) !== `${typename}:{"uuid":"u"}`) return null;
  const lists = listNamesOf(cache, table, typename);
  return lists && { table: table.table, typename, keys: [...keys], lists };
}

const made = new WeakMap<InMemoryCache, WeakMap<readonly CachedTable[], PageTable[] | null>>();

/** Every shown table as the worker is told it, or null when one cannot be (the page is then written by the cache, as before). */
export function pageTablesOf(cache: InMemoryCache, tables: readonly CachedTable[]): PageTable[] | null {
  let byTables = made.get(cache);
  if (!byTables) made.set(cache, (byTables = new WeakMap()));
  if (!byTables.has(tables)) {
    const all = tables.map((table) => pageTableOf(cache, table));
    byTables.set(tables, all.every((table) => table !== null) ? all : null);
  }
  return byTables.get(tables) ?? null;
}

const typenames = new WeakMap<readonly CachedTable[], Record<string, string>>();

/** The GraphQL type of each shown table, by table, as the documents' worker is told it. */
export function typenamesOf(tables: readonly CachedTable[]): Record<string, string> {
  let byTable = typenames.get(tables);
  if (!byTable) typenames.set(tables, (byTable = Object.fromEntries(tables.map((table) => [table.table, typenameOf(table)]))));
  return byTable;
}
