import { z } from "zod";

/** The GraphQL scalars a record's field is shown as (the server maps each name to its scalar). */
export type GraphQLScalarName = "ID" | "String" | "Int" | "Float" | "Boolean" | "FieldAnswer";

/**
 * What the server's GraphQL types of a record need that its zod schema cannot say, kept on the
 * schema as zod metadata: the server derives each synced entity's ObjectType and InputType from
 * its schema (server/src/modules/entity-types.ts). Nullability is not here: the server reads it
 * from the schema itself (what it makes of a missing value).
 */
export type GraphQLMeta = {
  /** A field's scalar, when its zod type does not imply it (ID rather than String, FieldAnswer ...). */
  scalar?: GraphQLScalarName;
  /** A nested object's GraphQL type name (its input type adds "Input"); a record's is its manifest's `typeName`. */
  typeName?: string;
  /** The field's or object's description in the ObjectType. */
  description?: string;
  /** The field's or object's description in the InputType. */
  inputDescription?: string;
  /** The InputType requires the field, although the schema fills it when missing. */
  inputRequired?: boolean;
  /** A record's device-only sync flags (the manifest's `syncedFlags`): their descriptions in the ObjectType. */
  flagDescriptions?: Record<string, string>;
};

/** The schema with GraphQL metadata added to what it carries (zod metadata is inherited by a copy). */
export function graphql<T extends z.ZodType>(schema: T, meta: GraphQLMeta): T {
  return schema.meta(meta);
}

/**
 * The GraphQL metadata of a field or object schema: its own and that of the schemas under its
 * wrappers (transform, preprocess, nullish), the outer one winning, down to its object or list.
 * A list's items are not looked into: their object carries its own.
 */
export function graphqlMetaOf(schema: z.ZodType): GraphQLMeta {
  const layers: GraphQLMeta[] = [];
  let current: z.ZodType | null = schema;
  while (current) {
    const meta = z.globalRegistry.get(current);
    if (meta) layers.push(meta);
    current = wrappedSchemaOf(current);
  }
  return Object.assign({}, ...layers.reverse()) as GraphQLMeta;
}

/** The schema a wrapper wraps, as objectSchemaOf reads through it; null under no wrapper. */
export function wrappedSchemaOf(schema: z.ZodType): z.ZodType | null {
  if (schema instanceof z.ZodPipe) return (schema.in instanceof z.ZodTransform ? schema.out : schema.in) as z.ZodType;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return schema.unwrap() as z.ZodType;
  return null;
}
