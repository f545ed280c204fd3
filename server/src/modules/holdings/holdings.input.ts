import { Field, InputType, Int } from "type-graphql";

@InputType({ description: 'What a device holds of one range of a table (docs/sync-and-api.md, "The holdings check")' })
export class HoldingsRangeInput {
  @Field(() => String, { description: 'The range: the first hex digits of its records\' positions ("" is the whole table, "a" a 16th of it), 0 to 8 of them' })
  prefix!: string;

  @Field(() => Int, { description: "How many live records of the range the device holds" })
  count!: number;

  @Field(() => String, {
    description: "The two 32-bit sums of its records' hashes of uuid:dataversion, 16 lowercase hex digits (packages/domain holdings-digest.ts)",
  })
  hash!: string;
}

@InputType({ description: "What a device holds of a table, by ranges" })
export class TableHoldingsInput {
  @Field(() => String, { description: "The table's name (docs/product.md §3)" })
  table!: string;

  @Field(() => [HoldingsRangeInput])
  ranges!: HoldingsRangeInput[];
}

@InputType({ description: "The digest of what a device holds, table by table: at most 256 ranges in all, each table once" })
export class HoldingsDigestInput {
  @Field(() => [TableHoldingsInput])
  tables!: TableHoldingsInput[];
}

@InputType({ description: "What a holdings check healed of one table" })
export class HealedTableInput {
  @Field(() => String)
  table!: string;

  @Field(() => Int, { description: "Records fetched: the device lacked them, or held an older version" })
  fetched!: number;

  @Field(() => Int, { description: "Records dropped: the device held them, the server no longer gives them to it" })
  dropped!: number;
}

@InputType({ description: "What a device healed after a holdings check, table by table" })
export class HoldingsHealedInput {
  @Field(() => [HealedTableInput])
  tables!: HealedTableInput[];
}
