import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { EntityManifest } from "@stepwise/domain/entities";
import { buildSchema, getNamedType, isObjectType, type GraphQLObjectType, type GraphQLSchema } from "graphql";
import { z } from "zod";

/*
 * A sample record and its selection for any synced entity, derived from its manifest's zod schema
 * and the committed GraphQL schema: a new entity is tested through both doors without a hand-written
 * sample (record-samples.ts keeps realistic ones for the tables it names).
 */

/** Values a leaf field is offered, in order. */
const LEAF_CANDIDATES: readonly unknown[] = ["Sample text", 1, true, "2026-11-23T08:15:00.000Z", "T"];

/** Whether the schema stores the value as it is sent, so a record reads back as it was written ("T" for a T/F flag, not true). */
function keepsAsSent(schema: z.ZodType, value: unknown): boolean {
  const parsed = schema.safeParse(value);
  return parsed.success && Object.is(parsed.data, value);
}

/** The values a schema accepts, those it stores unchanged first. */
function preferKept(schema: z.ZodType, values: readonly unknown[]): unknown[] {
  const accepted = values.filter((value) => schema.safeParse(value).success);
  return [...accepted.filter((value) => keepsAsSent(schema, value)), ...accepted.filter((value) => !keepsAsSent(schema, value))];
}

/**
 * Values of the schema, the best first: objects with every field given and lists with one item;
 * a field named uuid or *_uuid gets a fresh uuid.
 */
function candidatesOf(schema: z.ZodType, key: string | null): unknown[] {
  if (schema instanceof z.ZodPipe) {
    if (schema.in instanceof z.ZodTransform) return candidatesOf(schema.out as z.ZodType, key);
    return preferKept(schema, candidatesOf(schema.in as z.ZodType, key));
  }
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return candidatesOf(schema.unwrap() as z.ZodType, key);
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodPrefault) return candidatesOf(schema.def.innerType as z.ZodType, key);
  if (schema instanceof z.ZodLazy) return candidatesOf(schema.def.getter() as z.ZodType, key);
  if (schema instanceof z.ZodObject) {
    return [Object.fromEntries(Object.entries(schema.shape).map(([field, value]) => [field, sampleOf(value as z.ZodType, field)]))];
  }
  if (schema instanceof z.ZodArray) return [[sampleOf(schema.element as z.ZodType, null)]];
  if (schema instanceof z.ZodUnion)
    return preferKept(
      schema,
      (schema.options as z.ZodType[]).flatMap((option) => candidatesOf(option, key)),
    );
  return preferKept(schema, key === "uuid" || key?.endsWith("_uuid") ? [randomUUID(), ...LEAF_CANDIDATES] : LEAF_CANDIDATES);
}

function sampleOf(schema: z.ZodType, key: string | null): unknown {
  const [best] = candidatesOf(schema, key);
  if (best === undefined) throw new Error(`no sample value fits the field ${key ?? "of a list item"}`);
  return best;
}

/** A full record of the entity: every field of its schema, nested lists with one item each. */
export function sampleRecordOf(manifest: Pick<EntityManifest, "table" | "schema">): Record<string, unknown> {
  const record = sampleOf(manifest.schema, null) as Record<string, unknown>;
  const checked = manifest.schema.safeParse(record);
  if (!checked.success) throw new Error(`${manifest.table}: the generated sample fails its schema: ${checked.error.message}`);
  return record;
}

/** What the server gives a record beyond what was sent: the schema's defaults and the answered sync flags. */
export function sampleDefaultsOf(manifest: Pick<EntityManifest, "schema" | "syncedFlags">, record: Record<string, unknown>): Record<string, unknown> {
  const stored = manifest.schema.parse(record);
  const filled = Object.entries(stored).filter(([field]) => !(field in record));
  return { ...Object.fromEntries(filled), ...manifest.syncedFlags };
}

/** Fields every record's type adds, read by the tests' own queries. */
const RECORD_META = new Set(["dataversion", "updatedAt", "deletedAt"]);

function selectionOfType(type: GraphQLObjectType, top: boolean): string {
  return Object.values(type.getFields())
    .filter((field) => !(top && RECORD_META.has(field.name)) && field.args.length === 0)
    .map((field) => {
      const named = getNamedType(field.type);
      return isObjectType(named) ? `${field.name} { ${selectionOfType(named, false)} }` : field.name;
    })
    .join(" ");
}

let committed: GraphQLSchema | null = null;

/** Every field of the entity's GraphQL type, nested types included, as the committed schema/schema.graphql declares it. */
export function selectionOf(typeName: string): string {
  committed ??= buildSchema(readFileSync(new URL("../../../schema/schema.graphql", import.meta.url), "utf8"));
  const type = committed.getType(typeName);
  if (!isObjectType(type)) throw new Error(`schema/schema.graphql has no object type ${typeName}`);
  return selectionOfType(type, true);
}
