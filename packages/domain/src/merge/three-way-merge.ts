import type { ListShape, RecordShape } from "./merge-shapes.js";
import { isPlainObject, sameValue } from "./same-value.js";

type Fields = Record<string, unknown>;

/**
 * One field changed differently on both sides. `path` leads from the record to the field: field
 * names, and after a keyed list the item's key. An absent value is null.
 */
export interface FieldClash {
  path: string[];
  base: unknown;
  theirs: unknown;
  yours: unknown;
}

export interface MergeResult {
  record: Fields;
  clashes: FieldClash[];
}

/**
 * Three-way merge of a record (docs/sync-and-api.md, "Merging concurrent edits"). `theirs` is the stored version
 * another device wrote after `base`, `yours` the incoming write based on `base` (null when the base
 * is unknown: then every field that differs is a clash). A field changed on one side takes that
 * side's value; keyed lists (merge-shapes.ts) merge item by item, so an item added on either side
 * is kept and one deleted on one side and untouched on the other is deleted; the same field
 * changed differently on both sides is a clash, where yours (the later write) is kept.
 */
export function mergeRecords(base: Fields | null, theirs: Fields, yours: Fields, shape: RecordShape): MergeResult {
  const clashes: FieldClash[] = [];
  const record = mergeFields(base ?? undefined, theirs, yours, shape.lists, [], clashes);
  return { record, clashes };
}

function mergeFields(
  base: Fields | undefined,
  theirs: Fields,
  yours: Fields,
  lists: Readonly<Record<string, ListShape>>,
  path: string[],
  clashes: FieldClash[],
): Fields {
  const merged: Fields = {};
  const keys = new Set([...Object.keys(yours), ...Object.keys(theirs), ...Object.keys(base ?? {})]);
  for (const key of keys) {
    const b = base?.[key];
    const t = theirs[key];
    const y = yours[key];
    const list = lists[key];
    const value =
      list && keyedOrAbsent(b, list) && keyedOrAbsent(t, list) && keyedOrAbsent(y, list) && Array.isArray(t) && Array.isArray(y)
        ? mergeList(b as Fields[] | undefined, t as Fields[], y as Fields[], list, [...path, key], clashes)
        : mergeValue(b, t, y, [...path, key], clashes);
    if (value !== undefined) merged[key] = value;
  }
  return merged;
}

function mergeValue(b: unknown, t: unknown, y: unknown, path: string[], clashes: FieldClash[]): unknown {
  if (sameValue(t, y) || sameValue(b, t)) return y;
  if (sameValue(b, y)) return t;
  clashes.push({ path, base: b ?? null, theirs: t ?? null, yours: y ?? null });
  return y;
}

/** A list whose items are objects each named by a distinct key, or no list at all. */
function keyedOrAbsent(value: unknown, shape: ListShape): boolean {
  if (value === undefined || value === null) return true;
  if (!Array.isArray(value)) return false;
  const seen = new Set<string>();
  for (const item of value) {
    if (!isPlainObject(item) || item[shape.key] === undefined || item[shape.key] === null) return false;
    const key = String(item[shape.key]);
    if (seen.has(key)) return false;
    seen.add(key);
  }
  return true;
}

const itemKey = (item: Fields, shape: ListShape) => String(item[shape.key]);

function byKey(items: readonly Fields[], shape: ListShape): Map<string, Fields> {
  return new Map(items.map((item) => [itemKey(item, shape), item]));
}

function mergeList(base: Fields[] | undefined, theirs: Fields[], yours: Fields[], shape: ListShape, path: string[], clashes: FieldClash[]): Fields[] {
  const b = byKey(base ?? [], shape);
  const t = byKey(theirs, shape);
  const y = byKey(yours, shape);
  const mergedItem = (key: string): Fields | undefined => {
    const [bi, ti, yi] = [b.get(key), t.get(key), y.get(key)];
    if (ti && yi) return mergeFields(bi, ti, yi, shape.lists ?? {}, [...path, key], clashes);
    const kept = ti ?? yi;
    if (!kept) return undefined;
    // Added on one side only: kept. Deleted on one side and untouched on the other: deleted.
    if (!bi) return kept;
    if (sameValue(bi, kept)) return undefined;
    // Changed on one side, deleted on the other: a clash; the later write (yours) is kept.
    clashes.push({ path: [...path, key], base: bi, theirs: ti ?? null, yours: yi ?? null });
    return yi;
  };
  const result: Fields[] = [];
  for (const key of orderOf(base ?? [], theirs, yours, shape)) {
    const item = mergedItem(key);
    if (item) result.push(item);
  }
  return result;
}

/**
 * The order of the merged list: the base items in base order (or in the order of the side that
 * reordered them, yours first), each side's new items after the base item they follow there. When
 * both sides add after the same item, the group whose first key sorts first comes first, so the
 * order does not depend on which side is which.
 */
function orderOf(base: Fields[], theirs: Fields[], yours: Fields[], shape: ListShape): string[] {
  const baseKeys = base.map((item) => itemKey(item, shape));
  const inBase = new Set(baseKeys);
  const spine = reordered(baseKeys, yours, shape) ?? reordered(baseKeys, theirs, shape) ?? baseKeys;
  const added = [additionsByAnchor(theirs, inBase, shape), additionsByAnchor(yours, inBase, shape)];
  const order: string[] = [];
  const seen = new Set<string>();
  const push = (key: string) => {
    if (!seen.has(key)) order.push(key);
    seen.add(key);
  };
  const pushAdditions = (anchor: string | null) => {
    const groups = added.map((byAnchor) => byAnchor.get(anchor) ?? []).filter((g) => g.length > 0);
    groups.sort((g1, g2) => (g1[0]! < g2[0]! ? -1 : g1[0]! > g2[0]! ? 1 : 0));
    for (const group of groups) group.forEach(push);
  };
  pushAdditions(null);
  for (const key of spine) {
    push(key);
    pushAdditions(key);
  }
  return order;
}

/** The base keys in a side's order, when that side moved some; the base keys it dropped keep their base place after. */
function reordered(baseKeys: string[], side: Fields[], shape: ListShape): string[] | null {
  const inBase = new Set(baseKeys);
  const sideKeys = side.map((item) => itemKey(item, shape)).filter((key) => inBase.has(key));
  const kept = new Set(sideKeys);
  const baseOrder = baseKeys.filter((key) => kept.has(key));
  if (sameValue(sideKeys, baseOrder)) return null;
  return [...sideKeys, ...baseKeys.filter((key) => !kept.has(key))];
}

/** A side's new items, grouped by the base item they follow in that side (null: at the start). */
function additionsByAnchor(side: Fields[], inBase: Set<string>, shape: ListShape): Map<string | null, string[]> {
  const groups = new Map<string | null, string[]>();
  let anchor: string | null = null;
  for (const item of side) {
    const key = itemKey(item, shape);
    if (inBase.has(key)) {
      anchor = key;
      continue;
    }
    groups.set(anchor, [...(groups.get(anchor) ?? []), key]);
  }
  return groups;
}
