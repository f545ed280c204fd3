import { GraphQLDateTimeISO } from "graphql-scalars";
import { Field, ID, InputType, Int } from "type-graphql";
import { syncedEntities } from "../synced-entities.js";
import { SyncEntriesScalar } from "./sync-entries.scalar.js";
import { SyncOpValue } from "./sync.type.js";

/**
 * The shape of an entry of SyncBatchInput.entries, kept in the schema as its documentation (and the
 * app's generated types) though the entries travel as the SyncEntries scalar
 * (server/src/modules/sync-api/sync-entries.scalar.ts).
 */
@InputType({ description: "One outbox entry; the record travels in the field named for its table. The shape of each entry of SyncEntries" })
export class SyncEntryInput {
  @Field(() => Int, { description: "Increasing per app install; a replayed id changes nothing" })
  clientMutationId!: number;

  @Field(() => String, { description: "snake_case table name, e.g. clients" })
  table!: string;

  @Field(() => ID)
  uuid!: string;

  @Field(() => SyncOpValue, { defaultValue: SyncOpValue.UPSERT })
  op!: SyncOpValue;

  @Field(() => Int, { nullable: true, description: "The dataversion this edit was based on" })
  baseDataversion?: number | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  queuedAt?: Date | null;

  /** The record: in the field named for its table (`inputField` of its manifest), one per table, added below. */
  [inputField: string]: unknown;
}

/* One field per synced table, derived from the manifests: a new table has its field. */
for (const entity of syncedEntities) {
  Field(() => entity.input, { nullable: true, description: `The record, when table is ${entity.manifest.table}` })(SyncEntryInput.prototype, entity.inputField);
}

@InputType({ description: "A removal, the old removed-items log entry (docs/product.md §3)" })
export class RemovedItemInput {
  @Field(() => ID)
  uuid!: string;

  @Field(() => String)
  table!: string;
}

@InputType()
export class SyncBatchInput {
  @Field(() => ID, { description: "The app install (device) that queued the entries" })
  appInstallId!: string;

  @Field(() => SyncEntriesScalar, { description: "The entries, each a SyncEntryInput" })
  entries!: unknown[];
}
