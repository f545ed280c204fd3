import "reflect-metadata";
import {
  entityManifests,
  graphqlMetaOf,
  listItemSchemaOf,
  objectSchemaOf,
  wrappedSchemaOf,
  type EntityManifest,
  type GraphQLScalarName,
  type SyncedTableName,
} from "@stepwise/domain/entities";
import type { GraphQLScalarType } from "graphql";
import { Field, Float, ID, InputType, Int, ObjectType, type ClassType } from "type-graphql";
import { z } from "zod";
import { FieldAnswerScalar } from "./field-answer.scalar.js";
import { SyncedRecordFields } from "./synced-record.type.js";

/**
 * The ObjectType and InputType of every synced entity, derived from its manifest's zod schema and
 * the GraphQL metadata on it (@stepwise/domain/entities graphql-meta.ts): a new entity needs no
 * class here. The ObjectType shows a record as stored (non-null where the schema always fills the
 * field); the InputType takes it as a device sends it (nullable where the schema accepts it missing).
 */

/** Which of a record's two GraphQL types a field is derived for. */
export type Side = "output" | "input";

/** A field as GraphQL shows it. */
export interface FieldShape {
  /** The scalar's name, or the nested object's type name (its InputType's name adds "Input"). */
  typeName: string;
  /** The nested object's schema with its wrappers (its GraphQL metadata on them), when the field (or its list's item) is one. */
  object: z.ZodType | null;
  list: boolean;
  nullable: boolean;
  description: string | undefined;
}

const SCALARS: Record<GraphQLScalarName, GraphQLScalarType | typeof String | typeof Boolean> = {
  ID,
  String,
  Int,
  Float,
  Boolean,
  FieldAnswer: FieldAnswerScalar,
};

/** The scalar a plain zod type implies (string, integer, number, boolean), under its wrappers. */
function impliedScalar(schema: z.ZodType): GraphQLScalarName | null {
  let terminal = schema;
  for (let current: z.ZodType | null = schema; current; current = wrappedSchemaOf(current)) terminal = current;
  switch (terminal.def.type) {
    case "string": // z.string() and its formats (z.iso.datetime() ...)
      return "String";
    case "number":
      return (terminal as z.ZodNumber).isInt ? "Int" : "Float";
    case "boolean":
      return "Boolean";
    default:
      return null;
  }
}

/** Whether the schema makes null (or nothing) of a missing or null value: then the stored field may be null. */
function mayBeStoredNull(schema: z.ZodType): boolean {
  return [undefined, null].some((value) => {
    const result = schema.safeParse(value);
    return result.success && (result.data === null || result.data === undefined);
  });
}

/** How GraphQL shows the field `path` (named in errors) of this schema, in the ObjectType or the InputType. */
export function fieldShapeOf(path: string, schema: z.ZodType, side: Side): FieldShape {
  const meta = graphqlMetaOf(schema);
  const item = listItemSchemaOf(schema);
  const element = item ?? schema;
  const object = objectSchemaOf(element) ? element : null;
  const typeName = object ? graphqlMetaOf(element).typeName : (meta.scalar ?? (item && graphqlMetaOf(item).scalar) ?? impliedScalar(element));
  if (!typeName) {
    throw new Error(
      object
        ? `${path}: a nested object needs its GraphQL type's name: graphql(schema, { typeName })`
        : `${path}: its zod type implies no GraphQL scalar: graphql(schema, { scalar })`,
    );
  }
  const nullable = side === "output" ? mayBeStoredNull(schema) : schema.safeParse(undefined).success && !meta.inputRequired;
  return { typeName, object, list: item !== null, nullable, description: side === "output" ? meta.description : meta.inputDescription };
}

/** The field's type in SDL, e.g. `[RehabGoalInput!]` or `ID!`. */
export function typeStringOf(shape: FieldShape, side: Side): string {
  const named = shape.object && side === "input" ? `${shape.typeName}Input` : shape.typeName;
  const listed = shape.list ? `[${named}!]` : named;
  return shape.nullable ? listed : `${listed}!`;
}

/**
 * simpleResolvers: graphql-js reads each field straight from the record, without type-graphql's
 * per-field wrapper (no middleware applies to them, and a derived type has no field resolvers); a
 * list of 50 clients has about 1,000 fields.
 */
const OBJECT_TYPE_OPTIONS = { simpleResolvers: true };

interface DerivedObject {
  schema: z.ZodType;
  type: ClassType;
  input: ClassType;
}

/** Every derived type by its ObjectType's name: a name is one object schema's. */
const derivedObjects = new Map<string, DerivedObject>();

/** A class of this name (the SyncedRecord union and the tests read it), extending `base`. */
function namedClass(name: string, base?: typeof SyncedRecordFields): ClassType {
  const derived = base ? class extends base {} : class {};
  Object.defineProperty(derived, "name", { value: name });
  return derived as ClassType;
}

/** Declares the object's fields on the class, nested objects' types derived first. */
function addFields(target: ClassType, object: z.ZodObject, side: Side, typeName: string): void {
  for (const [name, schema] of Object.entries(object.shape)) {
    const shape = fieldShapeOf(`${typeName}.${name}`, schema as z.ZodType, side);
    const named = shape.object
      ? derivedObject(shape.typeName, shape.object)[side === "output" ? "type" : "input"]
      : SCALARS[shape.typeName as GraphQLScalarName];
    Field(() => (shape.list ? [named] : named), { nullable: shape.nullable, description: shape.description })(target.prototype, name);
  }
}

/** The ObjectType and InputType of a nested object, derived once. */
function derivedObject(typeName: string, schema: z.ZodType): DerivedObject {
  if (entityManifests.some((m) => m.typeName === typeName)) throw new Error(`a nested object is named ${typeName}, as a synced entity's records are`);
  const known = derivedObjects.get(typeName);
  if (known) {
    if (known.schema !== schema) throw new Error(`two object schemas are named ${typeName} in GraphQL`);
    return known;
  }
  const meta = graphqlMetaOf(schema);
  const object = objectSchemaOf(schema)!;
  const derived = { schema, type: namedClass(typeName), input: namedClass(`${typeName}Input`) };
  derivedObjects.set(typeName, derived);
  addFields(derived.type, object, "output", typeName);
  addFields(derived.input, object, "input", typeName);
  ObjectType(typeName, { description: meta.description, ...OBJECT_TYPE_OPTIONS })(derived.type);
  InputType(`${typeName}Input`, { description: meta.inputDescription })(derived.input);
  return derived;
}

/** The scalar of a sync flag's value as the server answers it (1: Int, "T": String). */
function flagScalar(table: string, flag: string, value: unknown): GraphQLScalarType | typeof String | typeof Boolean {
  if (typeof value === "number" && Number.isInteger(value)) return Int;
  if (typeof value === "string") return String;
  if (typeof value === "boolean") return Boolean;
  throw new Error(`${table}: its sync flag ${flag} has no GraphQL scalar for ${JSON.stringify(value)}`);
}

export interface EntityTypes {
  /** The ObjectType of its records: the schema's fields, the server's fields and the sync flags, beside SyncedRecordFields. */
  type: ClassType;
  /** The InputType of its records (SyncEntryInput's field `inputField`): the schema's fields. */
  input: ClassType;
}

/** Derives an entity's ObjectType (named `typeName`) and InputType (`typeName` + "Input") from its manifest. */
function deriveEntityTypes(manifest: EntityManifest): EntityTypes {
  const { table, typeName, schema, syncedFlags, serverFields = {} } = manifest;
  const object = objectSchemaOf(schema);
  if (!object) throw new Error(`${table}: its schema is no object schema`);
  const meta = graphqlMetaOf(schema);
  const extra = [...Object.keys(serverFields), ...Object.keys(syncedFlags)];
  const clash = extra.find((name) => name in object.shape);
  if (clash) throw new Error(`${table}: ${clash} is a server field or sync flag and a field of the schema`);
  const unknownFlag = Object.keys(meta.flagDescriptions ?? {}).find((flag) => !(flag in syncedFlags));
  if (unknownFlag) throw new Error(`${table}: a description is given for ${unknownFlag}, which is no sync flag`);

  if (derivedObjects.has(typeName)) throw new Error(`${table}: a nested object is named ${typeName}, as its records are`);
  const type = namedClass(typeName, SyncedRecordFields);
  const input = namedClass(`${typeName}Input`);
  addFields(type, object, "output", typeName);
  addFields(type, z.object(serverFields), "output", typeName);
  for (const [flag, value] of Object.entries(syncedFlags)) {
    Field(() => flagScalar(table, flag, value), { description: meta.flagDescriptions?.[flag] })(type.prototype, flag);
  }
  addFields(input, object, "input", typeName);
  ObjectType(typeName, { description: meta.description, ...OBJECT_TYPE_OPTIONS })(type);
  InputType(`${typeName}Input`, { description: meta.inputDescription })(input);
  return { type, input };
}

/** Every synced entity's types, derived once when the server loads. */
const entityTypes = new Map<string, EntityTypes>(entityManifests.map((manifest) => [manifest.table, deriveEntityTypes(manifest)]));

export function entityTypesOf(table: SyncedTableName): EntityTypes {
  return entityTypes.get(table)!;
}

/** The derived ObjectType of a nested object by its GraphQL name, for a type that shows one too (a generic client's form fields). */
export function nestedObjectType(typeName: string): ClassType {
  const found = derivedObjects.get(typeName);
  if (!found) throw new Error(`no synced entity's schema has a nested object named ${typeName}`);
  return found.type;
}
