import { listItemSchemaOf, objectSchemaOf, recordFieldsOf } from "@stepwise/domain/entities";
import { getNamedType, isInputObjectType, isObjectType, type GraphQLInputObjectType, type GraphQLNamedType, type GraphQLObjectType } from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { buildAppSchema } from "../graphql/schema.js";
import { syncedEntities } from "./synced-entities.js";

/** Fields every synced record's ObjectType has beside its own (SyncedRecordFields). */
const SERVER_RECORD_FIELDS = ["dataversion", "updatedAt", "deletedAt"];

type GraphQLRecordType = GraphQLObjectType | GraphQLInputObjectType;

/**
 * Where a GraphQL type and a zod object schema name different fields, at the top and in every
 * nested object or list of objects both declare: `path: only in GraphQL [..] / only in zod [..]`.
 */
function differences(zod: z.ZodObject, type: GraphQLRecordType, path: string, extraInGraphQL: readonly string[] = []): string[] {
  const zodFields = Object.keys(zod.shape);
  const graphqlFields = type.getFields();
  const onlyGraphQL = Object.keys(graphqlFields).filter((f) => !zodFields.includes(f) && !extraInGraphQL.includes(f));
  const onlyZod = zodFields.filter((f) => !(f in graphqlFields));
  const here = onlyGraphQL.length + onlyZod.length > 0 ? [`${path}: only in GraphQL [${onlyGraphQL.join(", ")}], only in zod [${onlyZod.join(", ")}]`] : [];
  const nested = zodFields.flatMap((name) => {
    const field = graphqlFields[name];
    const fieldSchema = zod.shape[name] as z.ZodType;
    const inner = objectSchemaOf(fieldSchema) ?? objectSchemaOf(listItemSchemaOf(fieldSchema) ?? fieldSchema);
    if (!field || !inner) return [];
    const named: GraphQLNamedType = getNamedType(field.type);
    if (!isObjectType(named) && !isInputObjectType(named)) return [`${path}.${name}: an object in zod, ${named.name} in GraphQL`];
    return differences(inner, named, `${path}.${name}`);
  });
  return [...here, ...nested];
}

describe("each synced entity's GraphQL types declare the fields of its manifest's schema", () => {
  let schema: Awaited<ReturnType<typeof buildAppSchema>>;
  beforeAll(async () => {
    schema = await buildAppSchema();
  });

  describe.each(syncedEntities.map((entity) => [entity.manifest.table, entity] as const))("%s", (_table, entity) => {
    const { manifest } = entity;

    it("its ObjectType is the manifest's type, with the schema's fields, the sync flags and the server's fields", () => {
      expect(entity.type.name).toBe(manifest.typeName);
      const type = schema.getType(manifest.typeName);
      if (!isObjectType(type)) throw new Error(`${manifest.typeName} is no object type`);
      const extra = [...SERVER_RECORD_FIELDS, ...Object.keys(manifest.syncedFlags), ...(manifest.serverFields ?? [])];
      expect(differences(objectSchemaOf(manifest.schema)!, type, manifest.typeName, extra)).toEqual([]);
    });

    it("its InputType, in SyncEntryInput's field of the manifest, has exactly the schema's fields", () => {
      const entryInput = schema.getType("SyncEntryInput") as GraphQLInputObjectType;
      const field = entryInput.getFields()[manifest.inputField];
      if (!field) throw new Error(`SyncEntryInput has no field ${manifest.inputField}`);
      const input = getNamedType(field.type);
      if (!isInputObjectType(input)) throw new Error(`${manifest.inputField} is no input type`);
      expect(input.name).toBe(entity.input.name);
      expect(differences(objectSchemaOf(manifest.schema)!, input, input.name)).toEqual([]);
    });

    it("its queries are the manifest's", () => {
      const query = schema.getQueryType()!.getFields();
      expect(getNamedType(query[manifest.listQuery]!.type).name).toBe(manifest.typeName);
      expect(getNamedType(query[manifest.oneQuery]!.type).name).toBe(manifest.typeName);
      expect(recordFieldsOf(manifest)).toContain("uuid");
    });
  });
});
