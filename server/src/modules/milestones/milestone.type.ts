import { Field, ID, InputType, Int, ObjectType } from "type-graphql";
import { FieldAnswerScalar } from "../../graphql/field-answer.scalar.js";
import { SyncedRecordFields } from "../../graphql/synced-record.type.js";

@ObjectType({ description: "One milestone of a checklist and the status a carer gave it" })
export class MilestoneIndicator {
  @Field(() => ID) id!: string;
  @Field(() => FieldAnswerScalar, { nullable: true }) status!: string | number | null;
}

@ObjectType()
export class MilestoneCategory {
  @Field(() => String, { nullable: true }) id!: string | null;
  @Field(() => [MilestoneIndicator]) indicators!: MilestoneIndicator[];
}

@ObjectType({ description: "A child's milestone form (spec 3)" })
export class MilestoneForm extends SyncedRecordFields {
  @Field(() => ID) uuid!: string;
  @Field(() => ID) client_uuid!: string;
  @Field(() => [MilestoneCategory]) categories!: MilestoneCategory[];
  @Field(() => Int) synced!: number;
}

@ObjectType({ description: "A child followed with milestone checklists (spec 3)" })
export class MyChild extends SyncedRecordFields {
  @Field(() => ID) uuid!: string;
  @Field(() => String, { nullable: true, description: "day-month-year" }) birthdate!: string | null;
  @Field(() => Int, { nullable: true, description: "From the birthdate today; null when it is not a valid date; never below 0" })
  ageInMonths!: number | null;
  @Field(() => String, { nullable: true, description: "Reports only (null elsewhere): the age band of ageInMonths, e.g. 12-23 months, or unknown" })
  ageBand?: string | null;
}

@ObjectType({ description: "A client followed with milestones (spec 3)" })
export class ClientMilestone extends SyncedRecordFields {
  @Field(() => ID) uuid!: string;
  @Field(() => ID) client_uuid!: string;
  @Field(() => Int) synced!: number;
}

@InputType()
export class MilestoneIndicatorInput {
  @Field(() => ID) id!: string;
  @Field(() => FieldAnswerScalar, { nullable: true }) status?: string | number | null;
}

@InputType()
export class MilestoneCategoryInput {
  @Field(() => String, { nullable: true }) id?: string | null;
  @Field(() => [MilestoneIndicatorInput], { nullable: true }) indicators?: MilestoneIndicatorInput[] | null;
}

@InputType()
export class MilestoneFormInput {
  @Field(() => ID) uuid!: string;
  @Field(() => ID) client_uuid!: string;
  @Field(() => [MilestoneCategoryInput], { nullable: true }) categories?: MilestoneCategoryInput[] | null;
}

@InputType()
export class MyChildInput {
  @Field(() => ID) uuid!: string;
  @Field(() => String, { nullable: true }) birthdate?: string | null;
}

@InputType()
export class ClientMilestoneInput {
  @Field(() => ID) uuid!: string;
  @Field(() => ID) client_uuid!: string;
}
