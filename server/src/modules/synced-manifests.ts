import { entityManifests, type EntityManifest } from "@stepwise/domain/entities";

/**
 * Every synced table's manifest by its name: what services read of a table (who reads it, its
 * computed fields), without the GraphQL types synced-entities.ts adds for the resolvers, so the
 * REST door's services load no type-graphql class.
 */
const manifests = new Map<string, EntityManifest>(entityManifests.map((manifest) => [manifest.table, manifest as EntityManifest]));

export function manifestOf(table: string): EntityManifest | undefined {
  return manifests.get(table);
}
