import { Field, ID, Int, ObjectType } from "type-graphql";

@ObjectType({ description: "A record the server holds for the caller, by its key and version only" })
export class HeldRecordVersion {
  @Field(() => ID) uuid!: string;
  @Field(() => Int) dataversion!: number;
}

@ObjectType({ description: 'A range whose digest differs from what the server holds for the caller (docs/sync-and-api.md, "The holdings check")' })
export class HoldingsRangeDifference {
  @Field(() => String) table!: string;
  @Field(() => String, { description: "The range, as the device named it" }) prefix!: string;
  @Field(() => Int, { description: "How many live records of the range the server holds for the caller" }) count!: number;

  @Field(() => [HeldRecordVersion], {
    nullable: true,
    description:
      "The server's records of the range, when it holds at most 64 of them (or the range is a whole position); null for a bigger range: compare its 16 sub-ranges next",
  })
  records!: HeldRecordVersion[] | null;
}
