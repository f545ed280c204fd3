import { GraphQLDateTimeISO } from "graphql-scalars";
import { Field, Int, ObjectType } from "type-graphql";
import { MIN_TOMBSTONE_DAYS } from "./retention-purge.repository.js";

@ObjectType({ description: "The last purge that removed something, as the audit log keeps it (retention.purged)" })
export class RetentionPurge {
  @Field(() => GraphQLDateTimeISO) at!: Date;
  @Field(() => String, { nullable: true, description: 'What it removed, e.g. "12 history versions, 3 tombstones"' }) detail!: string | null;
}

@ObjectType({ description: 'How long a deployment keeps old versions of records and tombstones (docs/operating.md, "Retention"); null keeps forever' })
export class RetentionPolicyAnswer {
  @Field(() => Int) applicationId!: number;
  @Field(() => String) appIdentifier!: string;
  @Field(() => Int, { nullable: true, description: "Days a replaced version of a record is kept; null: forever" }) historyDays!: number | null;
  @Field(() => Int, { nullable: true, description: "Days a deleted record's tombstone is kept; null: forever" }) tombstoneDays!: number | null;
  @Field(() => Int, { description: `The fewest days tombstones may be kept (${MIN_TOMBSTONE_DAYS})` }) minTombstoneDays!: number;
  @Field(() => RetentionPurge, { nullable: true, description: "The last purge that removed something; null when none did" }) lastPurge!: RetentionPurge | null;
}
