import { GraphQLDateTimeISO } from "graphql-scalars";
import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
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
}
registerEnumType(SyncStatusValue, {
  name: "SyncStatus",
  description: "APPLIED: written. DUPLICATE: seen before, nothing changed. CONFLICT: written over a newer version from another device (kept in history)",
});

@ObjectType()
export class SyncEntryResult {
  @Field(() => Int)
  clientMutationId!: number;

  @Field(() => String)
  table!: string;

  @Field(() => ID)
  uuid!: string;

  @Field(() => Int)
  dataversion!: number;

  @Field(() => SyncStatusValue)
  status!: SyncStatusValue;
}

@ObjectType()
export class SyncResult {
  @Field(() => [SyncEntryResult])
  results!: SyncEntryResult[];
}

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
  @Field(() => String, { nullable: true })
  appID!: string | null;

  @Field(() => [MutatedRecord])
  mutatedRecords!: MutatedRecord[];
}

@ObjectType()
export class RecordChange {
  @Field(() => String)
  table!: string;

  @Field(() => ID)
  uuid!: string;

  @Field(() => Int)
  dataversion!: number;

  @Field(() => Boolean)
  deleted!: boolean;
}

@ObjectType({ description: "Changes after a cursor, oldest first; ask again with `cursor` while hasMore" })
export class ChangesPage {
  @Field(() => [RecordChange])
  changes!: RecordChange[];

  @Field(() => Int)
  cursor!: number;

  @Field(() => Boolean)
  hasMore!: boolean;
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
