import { z } from "zod";
import type { EntityManifest } from "./manifest.js";

/** Web Crypto, global in browsers and in Node from 19 on (the package's lib has neither's types). */
declare const crypto: { randomUUID(): string };

/*
 * A sample record of any synced entity, generated from its zod schema: the tests of the server and
 * the web use it for a table they have no realistic sample of, so a new entity needs no test data
 * written by hand. Kept out of the package's main entry, as the manifests are.
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
  return preferKept(schema, key === "uuid" || key?.endsWith("_uuid") ? [crypto.randomUUID(), ...LEAF_CANDIDATES] : LEAF_CANDIDATES);
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
