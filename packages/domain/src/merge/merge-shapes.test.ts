import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CLIENT_SIMPLE_FIELDS } from "../entities/client-simple-fields.js";
import { entityManifests, listItemSchemaOf, objectSchemaOf } from "../entities/index.js";
import { UI_TEXTS_EN } from "../texts/en.js";
import { clientFieldLabelKey, MERGE_SHAPES, UNSHAPED_TABLES, type ListShape, type RecordShape } from "./merge-shapes.js";

/*
 * docs/sync-and-api.md, "Merging concurrent edits": a clash is told in words, by its field's label.
 * Every field of every manifest is labelled in its table's shape or told as "Other details" on
 * purpose (`others`); a field added without either fails here, named by its path
 * (docs/adding-an-entity.md, "Adding a field").
 */

type Level = RecordShape | ListShape;

/** The path of every field of `schema` that its shape neither labels, nor lists, nor names as another detail. */
function unlabelled(schema: z.ZodType, level: Level, path: string): string[] {
  const fields = objectSchemaOf(schema)?.shape ?? {};
  return Object.entries(fields).flatMap(([name, field]): string[] => {
    const at = `${path}.${name}`;
    const isKey = "key" in level ? name === level.key : name === "uuid";
    if (isKey || level.fields?.[name] || level.others?.includes(name)) return [];
    const list = level.lists?.[name];
    const item = listItemSchemaOf(field as z.ZodType);
    if (!list || !item) return [at];
    // An item named by itself (a client form field) gives every field inside it the item's label.
    return list.labelOf ? [] : unlabelled(item, list, `${at}[]`);
  });
}

/** Names a shape gives that its schema lacks: a label or another detail left behind by a removed field. */
function stale(schema: z.ZodType, level: Level, path: string): string[] {
  const fields = objectSchemaOf(schema)?.shape ?? {};
  const named = [...Object.keys(level.fields ?? {}), ...(level.others ?? []), ...Object.keys(level.lists ?? {})];
  return named.flatMap((name): string[] => {
    const field = fields[name] as z.ZodType | undefined;
    if (!field) return [`${path}.${name}`];
    const list = level.lists?.[name];
    const item = listItemSchemaOf(field);
    return list && item ? stale(item, list, `${path}.${name}[]`) : [];
  });
}

/** Every translation key a shape names: its fields' labels and its items' labels. */
function labelKeys(level: Level): string[] {
  const own = "label" in level ? [level.label] : [];
  return [...own, ...Object.values(level.fields ?? {}), ...Object.values(level.lists ?? {}).flatMap(labelKeys)];
}

describe("conflict labels against the manifests", () => {
  it("gives every table a shape, or names it among the tables told as other details", () => {
    const tables = entityManifests.map((m) => m.table).sort();
    expect([...Object.keys(MERGE_SHAPES), ...UNSHAPED_TABLES].sort()).toEqual(tables);
  });

  it("labels every field of every shaped table, or names it as another detail", () => {
    const missing = entityManifests.flatMap((m) => {
      const shape = MERGE_SHAPES[m.table];
      return shape ? unlabelled(m.schema, shape, m.table) : [];
    });
    expect(missing, "fields with no conflict label: label them in merge-shapes.ts, or add them to `others`").toEqual([]);
  });

  it("names no field a table's records do not have", () => {
    const names = entityManifests.flatMap((m) => {
      const shape = MERGE_SHAPES[m.table];
      return shape ? stale(m.schema, shape, m.table) : [];
    });
    expect(names).toEqual([]);
  });

  it("names labels that exist in the English texts", () => {
    const formLabels = [{ flowelement: true }, { clientField: "name" }, { clientField: "birthdate" }].map(clientFieldLabelKey);
    const keys = [...Object.values(MERGE_SHAPES).flatMap(labelKeys), ...formLabels, ...CLIENT_SIMPLE_FIELDS.map((f) => f.label)];
    expect(keys.filter((key) => !(key in UI_TEXTS_EN))).toEqual([]);
  });

  it("names a field added to a record without a label, and one inside a list's items", () => {
    const client = objectSchemaOf(entityManifests.find((m) => m.table === "clients")!.schema)!;
    expect(unlabelled(z.looseObject({ ...client.shape, added_field: z.string() }), MERGE_SHAPES.clients!, "clients")).toEqual(["clients.added_field"]);
    const plan = entityManifests.find((m) => m.table === "rehabilitations")!.schema;
    const goals = MERGE_SHAPES.rehabilitations!.lists.domains!.lists!.goals!;
    const withoutReady = {
      ...MERGE_SHAPES.rehabilitations!,
      lists: {
        ...MERGE_SHAPES.rehabilitations!.lists,
        domains: {
          ...MERGE_SHAPES.rehabilitations!.lists.domains!,
          lists: { goals: { ...goals, lists: { actions: { ...goals.lists!.actions!, others: [] } } } },
        },
      },
    };
    expect(unlabelled(plan, withoutReady, "rehabilitations")).toEqual(["rehabilitations.domains[].goals[].actions[].ready"]);
  });
});
