import { Field, InputType, Int, ObjectType } from "type-graphql";

@ObjectType({ description: "An uncaught error as a device reported it" })
export class ReportedError {
  @Field(() => String, { nullable: true }) name!: string | null;
  @Field(() => String) message!: string;
  @Field(() => String, { nullable: true }) fileName!: string | null;
  @Field(() => Int, { nullable: true }) lineNumber!: number | null;
}

@ObjectType({ description: "An error log entry (docs/product.md §3)" })
export class ErrorLogEntry {
  @Field(() => String, { nullable: true }) app_id!: string | null;
  @Field(() => String, { nullable: true }) date!: string | null;
  @Field(() => ReportedError) error!: ReportedError;
}

@InputType()
export class ReportedErrorInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String) message!: string;
  @Field(() => String, { nullable: true }) fileName?: string | null;
  @Field(() => Int, { nullable: true }) lineNumber?: number | null;
}

@InputType()
export class ErrorLogInput {
  @Field(() => String, { nullable: true }) app_id?: string | null;
  @Field(() => String, { nullable: true }) date?: string | null;
  @Field(() => ReportedErrorInput) error!: ReportedErrorInput;
}
