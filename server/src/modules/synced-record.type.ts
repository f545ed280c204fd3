import { GraphQLDateTimeISO } from "graphql-scalars";
import { Field, Int, ObjectType } from "type-graphql";

/** Fields the server keeps on every synced record. */
@ObjectType()
export abstract class SyncedRecordFields {
  @Field(() => Int, { description: "Server-assigned; increases on every accepted write" })
  dataversion!: number;

  @Field(() => GraphQLDateTimeISO)
  updatedAt!: Date;

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: "Set when the record was deleted (tombstone)" })
  deletedAt!: Date | null;
}
