import { fieldKinds, graphql, graphqlMetaOf, objectSchemaOf, recordFieldsOf } from "@stepwise/domain/entities";
import {
  getNamedType,
  isInputObjectType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputFieldMap,
  type GraphQLFieldMap,
  type GraphQLInputObjectType,
  type GraphQLSchema,
} from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldShapeOf, typeStringOf, type Side } from "../modules/entity-types.js";
import { buildAppSchema } from "./schema.js";
import { createChangePubSub } from "../sync/change-feed.js";
import { syncedEntities } from "../modules/synced-entities.js";

const { answer, flag, id, list, optionalInt, optionalNumber, text, tf, uuid } = fieldKinds;

/** Fields every synced record's ObjectType has beside its own (SyncedRecordFields). */
const SERVER_RECORD_FIELDS = ["dataversion", "updatedAt", "deletedAt"];

const Item = graphql(z.looseObject({ id }), { typeName: "Item" });

describe("a field's kind gives its GraphQL type: non-null in the ObjectType where the schema fills it, nullable in the InputType where it may be missing", () => {
  it.each([
    { kind: "text", schema: text, output: "String", input: "String" },
    { kind: "flag", schema: flag, output: "Boolean!", input: "Boolean" },
    { kind: "tf", schema: tf("F"), output: "String!", input: "String" },
    { kind: "id", schema: id, output: "ID!", input: "ID!" },
    { kind: "uuid", schema: uuid, output: "ID!", input: "ID!" },
    { kind: "optionalInt", schema: optionalInt, output: "Int", input: "Int" },
    { kind: "optionalNumber", schema: optionalNumber, output: "Float", input: "Float" },
    { kind: "answer", schema: answer, output: "FieldAnswer", input: "FieldAnswer" },
    { kind: "list of objects", schema: list(Item), output: "[Item!]!", input: "[ItemInput!]" },
    { kind: "list of text", schema: list(z.string()), output: "[String!]!", input: "[String!]" },
    { kind: "text with a default", schema: text.transform((v) => v ?? "X"), output: "String!", input: "String" },
    { kind: "optionalInt with a default", schema: optionalInt.transform((v) => v ?? 1), output: "Int!", input: "Int" },
    { kind: "z.string()", schema: z.string(), output: "String!", input: "String!" },
    { kind: "z.iso.datetime()", schema: z.iso.datetime(), output: "String!", input: "String!" },
    { kind: "nullish z.string()", schema: z.string().nullish(), output: "String", input: "String" },
    { kind: "z.number()", schema: z.number(), output: "Float!", input: "Float!" },
    { kind: "z.number().int()", schema: z.number().int(), output: "Int!", input: "Int!" },
    { kind: "z.boolean()", schema: z.boolean(), output: "Boolean!", input: "Boolean!" },
    { kind: "text shown as an ID", schema: graphql(text, { scalar: "ID" }), output: "ID", input: "ID" },
    {
      kind: "a default the input requires",
      schema: graphql(
        z
          .string()
          .nullish()
          .transform((v) => v ?? ""),
        { inputRequired: true },
      ),
      output: "String!",
      input: "String!",
    },
  ])("$kind: $output in the ObjectType, $input in the InputType", ({ schema, output, input }) => {
    expect(typeStringOf(fieldShapeOf("T.f", schema, "output"), "output")).toBe(output);
    expect(typeStringOf(fieldShapeOf("T.f", schema, "input"), "input")).toBe(input);
  });

  it("takes the ObjectType's and the InputType's descriptions from the schema's metadata (describe: the ObjectType's)", () => {
    const both = graphql(text, { description: "shown", inputDescription: "sent" });
    expect([fieldShapeOf("T.f", both, "output").description, fieldShapeOf("T.f", both, "input").description]).toEqual(["shown", "sent"]);
    const described = z.string().describe("shown");
    expect([fieldShapeOf("T.f", described, "output").description, fieldShapeOf("T.f", described, "input").description]).toEqual(["shown", undefined]);
    expect(fieldShapeOf("T.f", tf("F"), "output").description).toBe("T or F");
  });

  it("refuses a field whose zod type implies no scalar, and a nested object without a type name, naming the field", () => {
    expect(() => fieldShapeOf("T.either", z.union([z.string(), z.number()]), "output")).toThrow("T.either: its zod type implies no GraphQL scalar");
    expect(() => fieldShapeOf("T.items", list(z.looseObject({ id })), "input")).toThrow("T.items: a nested object needs its GraphQL type's name");
  });
});

/** `type`'s fields as `name: Type` with their descriptions, nested objects' types after them (by path). */
function fieldsOf(fields: GraphQLFieldMap<unknown, unknown> | GraphQLInputFieldMap, path: string): Record<string, string> {
  return Object.fromEntries(
    Object.values<GraphQLField<unknown, unknown> | GraphQLInputField>(fields).flatMap((field) => {
      const named = getNamedType(field.type);
      const here: [string, string] = [`${path}.${field.name}`, `${String(field.type)} ${field.description ?? ""}`.trim()];
      return isObjectType(named) || isInputObjectType(named) ? [here, ...Object.entries(fieldsOf(named.getFields(), `${path}.${field.name}`))] : [here];
    }),
  );
}

/** What fieldsOf should read: the schema's fields as fieldShapeOf derives them, nested objects' fields after them. */
function expectedFieldsOf(object: z.ZodObject, side: Side, path: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(object.shape).flatMap(([name, schema]) => {
      const shape = fieldShapeOf(`${path}.${name}`, schema as z.ZodType, side);
      const here: [string, string] = [`${path}.${name}`, `${typeStringOf(shape, side)} ${shape.description ?? ""}`.trim()];
      const nested = shape.object ? Object.entries(expectedFieldsOf(objectSchemaOf(shape.object)!, side, `${path}.${name}`)) : [];
      return [here, ...nested];
    }),
  );
}

describe("each synced entity's GraphQL types are derived from its manifest's schema", () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildAppSchema(createChangePubSub());
  });

  describe.each(syncedEntities.map((entity) => [entity.manifest.table, entity] as const))("%s", (_table, entity) => {
    const { manifest } = entity;
    const object = objectSchemaOf(manifest.schema)!;

    it("its ObjectType is the manifest's type, with exactly the schema's fields, the server's fields and the sync flags beside the record fields", () => {
      expect(entity.type.name).toBe(manifest.typeName);
      const type = schema.getType(manifest.typeName);
      if (!isObjectType(type)) throw new Error(`${manifest.typeName} is no object type`);
      const fields = fieldsOf(type.getFields(), manifest.typeName);
      const serverFields = expectedFieldsOf(z.object(manifest.serverFields ?? {}), "output", manifest.typeName);
      const flags = Object.keys(manifest.syncedFlags).map((flag) => `${manifest.typeName}.${flag}`);
      const recordFields = SERVER_RECORD_FIELDS.map((field) => `${manifest.typeName}.${field}`);
      const own = Object.fromEntries(Object.entries(fields).filter(([path]) => !flags.includes(path) && !recordFields.includes(path)));
      expect(own).toEqual({ ...expectedFieldsOf(object, "output", manifest.typeName), ...serverFields });
      const { flagDescriptions = {} } = graphqlMetaOf(manifest.schema);
      expect(flags.map((flag) => fields[flag])).toEqual(
        Object.entries(manifest.syncedFlags).map(([flag, v]) => `${typeof v === "number" ? "Int!" : "String!"} ${flagDescriptions[flag] ?? ""}`.trim()),
      );
      expect(Object.keys(fields)).toEqual(expect.arrayContaining(recordFields));
    });

    it("its InputType, in SyncEntryInput's field of the manifest, has exactly the schema's fields", () => {
      const entryInput = schema.getType("SyncEntryInput") as GraphQLInputObjectType;
      const field = entryInput.getFields()[manifest.inputField];
      if (!field) throw new Error(`SyncEntryInput has no field ${manifest.inputField}`);
      const input = getNamedType(field.type);
      if (!isInputObjectType(input)) throw new Error(`${manifest.inputField} is no input type`);
      expect(input.name).toBe(`${manifest.typeName}Input`);
      expect(entity.input.name).toBe(input.name);
      expect(fieldsOf(input.getFields(), input.name)).toEqual(expectedFieldsOf(object, "input", input.name));
    });

    it("its queries are the manifest's", () => {
      const query = schema.getQueryType()!.getFields();
      expect(getNamedType(query[manifest.listQuery]!.type).name).toBe(manifest.typeName);
      expect(getNamedType(query[manifest.oneQuery]!.type).name).toBe(manifest.typeName);
      expect(recordFieldsOf(manifest)).toContain("uuid");
    });
  });
});
