import { OTHER_FIELD_LABEL, type ListShape, type RecordShape } from "./merge-shapes.js";
import { isPlainObject } from "./same-value.js";

/** An item on the way to a clash's field, in words: its label's translation key and its position from 1. */
export interface ItemPlace {
  label: string;
  position: number;
}

/**
 * A clash's path (FieldClash.path) as a worker reads it: the items on the way ("Goal 2") and the
 * translation key of the field's label ("GOAL_WHY"). An item named by itself (a client form field)
 * gives the field's label instead of a place; a clash on a whole item is labelled as that item.
 * Items are found in `record` by their key; one no longer there is numbered after the last.
 */
export interface ClashPlace {
  places: ItemPlace[];
  labelKey: string;
  /** The clash is on a whole item (deleted on one side, changed on the other): the last place. */
  wholeItem: boolean;
}

export function describePath(record: Record<string, unknown>, shape: RecordShape, path: readonly string[]): ClashPlace {
  const places: ItemPlace[] = [];
  let fields: Record<string, unknown> | undefined = record;
  let level: { lists?: Readonly<Record<string, ListShape>>; fields?: Readonly<Record<string, string>> } = shape;
  let named: string | null = null;
  for (let i = 0; i < path.length; i++) {
    const name = path[i]!;
    const list = level.lists?.[name];
    const key = path[i + 1];
    if (!list || key === undefined) return { places, labelKey: named ?? level.fields?.[name] ?? OTHER_FIELD_LABEL, wholeItem: false };
    const items: unknown[] = Array.isArray(fields?.[name]) ? (fields[name] as unknown[]) : [];
    const index = items.findIndex((item) => isPlainObject(item) && String(item[list.key]) === key);
    fields = index < 0 ? undefined : (items[index] as Record<string, unknown>);
    const own = list.labelOf && fields ? list.labelOf(fields) : null;
    if (own) named = own;
    else places.push({ label: list.label, position: (index < 0 ? items.length : index) + 1 });
    level = list;
    i++;
    if (i === path.length - 1) return { places, labelKey: own ?? list.label, wholeItem: true };
  }
  return { places, labelKey: OTHER_FIELD_LABEL, wholeItem: false };
}

/** The translation key of a clash's field label (describePath). */
export function fieldLabelKey(record: Record<string, unknown>, shape: RecordShape, path: readonly string[]): string {
  return describePath(record, shape, path).labelKey;
}

/**
 * A copy of `record` with the value at `path` replaced (a worker's choice of a clash's side). A null
 * value at an item's path removes the item; an item missing from its list is added at its end.
 */
export function setAtPath(record: Record<string, unknown>, shape: RecordShape, path: readonly string[], value: unknown): Record<string, unknown> {
  return setIn(record, shape.lists, path, value);
}

function setIn(fields: Record<string, unknown>, lists: Readonly<Record<string, ListShape>>, path: readonly string[], value: unknown): Record<string, unknown> {
  const [name, key, ...rest] = path;
  if (name === undefined) return fields;
  const list = lists[name];
  if (!list || key === undefined) {
    const copy = { ...fields };
    if (value === null && path.length === 1 && !(name in fields)) return copy;
    copy[name] = value;
    return copy;
  }
  const items: unknown[] = Array.isArray(fields[name]) ? [...(fields[name] as unknown[])] : [];
  const index = items.findIndex((item) => isPlainObject(item) && String(item[list.key]) === key);
  if (rest.length === 0) {
    if (value === null) {
      if (index >= 0) items.splice(index, 1);
    } else if (index >= 0) items[index] = value;
    else items.push(value);
  } else if (index >= 0) {
    items[index] = setIn(items[index] as Record<string, unknown>, list.lists ?? {}, rest, value);
  }
  return { ...fields, [name]: items };
}
