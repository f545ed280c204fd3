import { z } from "zod";
import { graphql } from "./graphql-meta.js";

/**
 * Field kinds legacy devices send, each accepting the spellings the original system used, and
 * naming the GraphQL scalar it is shown as (graphql-meta.ts) where its zod type does not imply it.
 */

/** Every spelling of yes/no legacy devices sent: true/false, 1/0, "T"/"F", "true"/"false" (docs/sync-and-api.md, "What an entry is judged on (REJECTED)"). */
const flagSpelling = z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(["T", "F", "true", "false"])], {
  error: 'must be a flag: true/false, 1/0, "T"/"F" or "true"/"false"',
});

const isYes = (v: z.infer<typeof flagSpelling>) => v === true || v === 1 || v === "T" || v === "true";

/** A yes/no flag in any legacy spelling; missing is false. */
export const flag = graphql(
  flagSpelling.nullish().transform((v) => v !== null && v !== undefined && isYes(v)),
  { scalar: "Boolean" },
);

/** A "T"/"F" flag (docs/product.md §3 cycle records), given in any legacy spelling and stored as T/F. */
export function tf(defaultValue: "T" | "F") {
  return graphql(
    flagSpelling.nullish().transform((v) => (v === null || v === undefined ? defaultValue : isYes(v) ? "T" : "F")),
    { scalar: "String", description: "T or F" },
  );
}

/** Free text; numbers are kept as their text. */
export const text = graphql(
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined ? null : String(v))),
  { scalar: "String" },
);

/** An identifier given as a number or text, kept as text. */
export const id = graphql(z.union([z.string().min(1, "is required"), z.number()]).transform(String), { scalar: "ID" });

export const optionalInt = graphql(
  z
    .number()
    .int("must be a whole number")
    .nullish()
    .transform((v) => v ?? null),
  { scalar: "Int" },
);

export const optionalNumber = graphql(
  z
    .number()
    .nullish()
    .transform((v) => v ?? null),
  { scalar: "Float" },
);

/** Text or an integer: form answers and indicator statuses. */
export const answer = graphql(
  z
    .union([z.string(), z.number().int("must be text or an integer")])
    .nullish()
    .transform((v) => v ?? null),
  { scalar: "FieldAnswer" },
);

/** A list that may be missing or null: an empty list. */
export function list<T extends z.ZodType>(item: T) {
  return z
    .array(item)
    .nullish()
    .transform((v) => v ?? []);
}

/** uuid of a record inside a record (goals, actions, measures ...). */
export const uuid = graphql(z.string({ error: "is required" }).min(1, "is required"), { scalar: "ID" });

/**
 * docs/product.md §3 names some keys `{product}domain_id` (cycledomain_id, rehabdomain_id ...): the value is
 * also given as `domain_id`, and the original key is kept.
 */
export function withDomainId(value: unknown): unknown {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  if (record.domain_id !== undefined) return record;
  const key = Object.keys(record).find((k) => k.endsWith("domain_id"));
  return key ? { ...record, domain_id: record[key] } : record;
}

/**
 * Drops the device-only sync flags (and `dataversion`) before a record is stored. The copy is built
 * without them rather than deleting them from a copy: V8 turns an object a key was deleted from
 * into a slow dictionary, which every later read and its JSON encoding pay for.
 */
export function withoutDeviceFlags<T extends Record<string, unknown>>(record: T, flags: readonly string[]): T {
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(record)) {
    if (key !== "dataversion" && !flags.includes(key)) copy[key] = record[key];
  }
  return copy as T;
}
