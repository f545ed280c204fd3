import "reflect-metadata";
import { entityManifests, type EntityManifest } from "@stepwise/domain/entities";
import type { ClassType } from "type-graphql";
import { entityTypesOf } from "./entity-types.js";

/**
 * A synced table as GraphQL shows it: its manifest (@stepwise/domain/entities) with the type-graphql
 * classes of its records, derived from the manifest's schema (entity-types.ts).
 */
export interface SyncedEntity extends Pick<EntityManifest, "inputField" | "listQuery" | "oneQuery" | "clientField" | "computed"> {
  /** Its manifest: the table's name (`manifest.table`), how a record is checked, who reads it. */
  manifest: EntityManifest;
  /** The ObjectType of its records. */
  type: ClassType;
  /** The InputType of its records, in SyncEntryInput's field `inputField`. */
  input: ClassType;
}

function syncedEntity(manifest: (typeof entityManifests)[number]): SyncedEntity {
  const { inputField, listQuery, oneQuery, clientField, computed } = manifest as EntityManifest;
  return {
    manifest,
    ...entityTypesOf(manifest.table),
    inputField,
    listQuery,
    oneQuery,
    clientField,
    ...(computed && { computed }),
  };
}

export const syncedEntities: SyncedEntity[] = entityManifests.map(syncedEntity);

export function entityOf(table: string): SyncedEntity | undefined {
  return syncedEntities.find((e) => e.manifest.table === table);
}
