import { readFileSync } from "node:fs";
import { sampleRecordOf, type EntityManifest } from "@stepwise/domain/entities";
import { buildSchema, getNamedType, isObjectType, type GraphQLObjectType, type GraphQLSchema } from "graphql";

/*
 * A sample record and its selection for any synced entity, derived from its manifest's zod schema
 * (the domain's sampleRecordOf) and the committed GraphQL schema: a new entity is tested through
 * both doors without a hand-written sample (record-samples.ts keeps realistic ones for the tables
 * it names).
 */

export { sampleRecordOf };

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
