import { GraphQLDateTimeISO } from "graphql-scalars";
import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import type { RawJson } from "../../request/raw-json.js";
import { RecordDocumentsScalar } from "../record-documents.scalar.js";
import { syncedEntities } from "../synced-entities.js";
import { SyncedRecordUnion } from "../synced-record.union.js";

export enum SyncOpValue {
  UPSERT = "UPSERT",
  DELETE = "DELETE",
}
registerEnumType(SyncOpValue, { name: "SyncOp", description: "Save a record, or delete it (a tombstone)" });

export enum SyncStatusValue {
  APPLIED = "APPLIED",
  DUPLICATE = "DUPLICATE",
  CONFLICT = "CONFLICT",
  MERGED = "MERGED",
  REJECTED = "REJECTED",
}
registerEnumType(SyncStatusValue, {
  name: "SyncStatus",
  description:
    "APPLIED: written. DUPLICATE: seen before, nothing changed. MERGED: merged with a newer version from another device (kept in history), the merged record returned. CONFLICT: merged, but fields changed on both sides clashed: the later write kept for them, both values returned. REJECTED: failed validation, nothing stored (see reason)",
});

@ObjectType({ description: "A field two devices changed differently (docs/sync-and-api.md); the record keeps yours, the later write" })
export class FieldConflict {
  @Field(() => [String], { description: "From the record to the field: field names, and after a list of items the item's key" })
  path!: string[];

  @Field(() => String, { description: "Translation key of the field's label" })
  labelKey!: string;

  @Field(() => String, { description: "The value both edits were based on, as JSON text" })
  base!: string;

  @Field(() => String, { description: "The other device's value, as JSON text" })
  theirs!: string;

  @Field(() => String, { description: "This write's value, as JSON text (the one kept)" })
  yours!: string;

  @Field(() => String, { nullable: true, description: "Name of the worker who wrote the other value (null: a device without login)" })
  theirsBy!: string | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  theirsAt!: Date | null;
}

@ObjectType()
export class SyncEntryResult {
  @Field(() => Int)
  clientMutationId!: number;

  @Field(() => String)
  table!: string;

  @Field(() => ID)
  uuid!: string;

  @Field(() => Int, { description: "0 for REJECTED" })
  dataversion!: number;

  @Field(() => SyncStatusValue)
  status!: SyncStatusValue;

  @Field(() => String, { nullable: true, description: "REJECTED only: what is wrong, naming the field (record.age: ...)" })
  reason?: string | null;

  @Field(() => SyncedRecordUnion, { nullable: true, description: "MERGED and CONFLICT: the stored record after the merge" })
  record?: Record<string, unknown>;

  @Field(() => [FieldConflict], { nullable: true, description: "CONFLICT: the fields that clashed" })
  conflicts?: FieldConflict[];
}

/*
 * docs/decisions/0006-sync-answers-carry-the-stored-record.md: the record as stored after the entry travels in the field named for its table,
 * as in SyncEntryInput (one field per table, each of its own type: a union's members may not give
 * one field name two types, and the tables do). Derived from the synced entities, so a new table
 * has its field.
 */
for (const entity of syncedEntities) {
  Field(() => entity.type, {
    nullable: true,
    description: `When table is ${entity.manifest.table}: the record as stored after this entry, server fields included (after a merge the merged record, after a delete its tombstone), so a device shows it without reading it back; null for REJECTED`,
  })(SyncEntryResult.prototype, entity.inputField);
}

@ObjectType()
export class SyncResult {
  @Field(() => [SyncEntryResult])
  results!: SyncEntryResult[];

  @Field(() => RecordDocumentsScalar, {
    description:
      'The record as stored after each entry that has one, as documents (docs/sync-and-api.md, "Records as documents"): what each result\'s field named for its table holds (null for REJECTED, and for a replay of a record the writer no longer owns: no document), in entry order; a document names its table, uuid and dataversion, as its result does',
  })
  documents!: RawJson;
}

/** One changed record, as a notice names it; a page of the change feed adds whether it was deleted. */
@ObjectType()
export class MutatedRecord {
  @Field(() => String)
  table!: string;

  @Field(() => ID)
  uuid!: string;

  @Field(() => Int)
  dataversion!: number;
}

@ObjectType({ description: "Records changed by a device; a device ignores notices carrying its own appID" })
export class RecordsChangedNotice {
  @Field(() => String, {
    nullable: true,
    description: "Lowercase hex SHA-256 of the writer's lowercased install id (docs/shared-phone.md): a device hashes its own id to recognise its notices",
  })
  appID!: string | null;

  @Field(() => [MutatedRecord])
  mutatedRecords!: MutatedRecord[];
}

/** A change of the feed: the notice's record, and whether it was deleted (one shape, two GraphQL names kept for callers). */
@ObjectType()
export class RecordChange extends MutatedRecord {
  @Field(() => Boolean)
  deleted!: boolean;
}

@ObjectType({ description: "Changes after a cursor, oldest first; ask again with `cursor` while hasMore" })
export class ChangesPage {
  @Field(() => [RecordChange])
  changes!: RecordChange[];

  @Field(() => String, {
    description:
      "Pass as `cursor` next time: where the caller stands in the change feed, opaque (every change before it has been answered; a change committed later always comes after it)",
  })
  cursor!: string;

  @Field(() => Boolean)
  hasMore!: boolean;

  @Field(() => Boolean, {
    description:
      'True when the cursor was handed out by a build that ordered the feed by the transaction id\'s text and could skip changes (before the feed was ordered by the stored transaction id), or before the last restore of a backup (docs/operating.md, "Restoring"): this page was read from the start instead. Fetch only what you do not hold at the listed version; a check of what the device holds may follow',
  })
  restarted!: boolean;

  @Field(() => [RestoreMarkType], {
    description:
      'The restores of a backup made on this server, newest first (docs/operating.md, "Restoring"): once per restore, a device sends again each record it holds at a dataversion above restoredThrough and below resumedFrom, which the restore lost',
  })
  restores!: RestoreMarkType[];
}

@ObjectType("RestoreMark", { description: "A restore of a backup: the versions between restoredThrough and resumedFrom were lost with the replaced database" })
export class RestoreMarkType {
  @Field(() => ID, { description: "The restore's own id: a device handles each restore once" })
  id!: string;

  @Field(() => Int, { description: "The highest dataversion in the restored data" })
  restoredThrough!: number;

  @Field(() => Int, { description: "The first dataversion drawn after the restore" })
  resumedFrom!: number;
}

@ObjectType({ description: "A replaced version of a record, kept in history" })
export class RecordVersion {
  @Field(() => String)
  table!: string;

  @Field(() => ID)
  uuid!: string;

  @Field(() => Int)
  dataversion!: number;

  @Field(() => String, { description: "The record as JSON text" })
  recordcontent!: string;

  @Field(() => SyncedRecordUnion, { description: "The record as its own type" })
  record!: Record<string, unknown>;

  @Field(() => Boolean)
  deleted!: boolean;

  @Field(() => GraphQLDateTimeISO)
  replacedAt!: Date;
}
