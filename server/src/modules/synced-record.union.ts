import { createUnionType } from "type-graphql";
import { syncedEntities } from "./synced-entities.js";

/** Any synced record, typed by its table (history versions, for example). */
export const SyncedRecordUnion = createUnionType({
  name: "SyncedRecord",
  description: "A record of any synced table, as its own type",
  types: () => syncedEntities.map((e) => e.type),
  resolveType: (value) => syncedEntities.find((e) => e.manifest.table === (value as { __table?: string }).__table)?.type.name,
});
