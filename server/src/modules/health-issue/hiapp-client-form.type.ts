import { Field, ID, InputType, Int, ObjectType } from "type-graphql";
import { SyncedRecordFields } from "../../graphql/synced-record.type.js";

@ObjectType()
export class HiSolution {
  @Field(() => ID) id!: string;
  @Field(() => Boolean) chosen!: boolean;
  @Field(() => String, { nullable: true }) prescriptionTxt!: string | null;
}

@ObjectType()
export class HiCause {
  @Field(() => ID) id!: string;
  @Field(() => Boolean) chosen!: boolean;
  @Field(() => [HiSolution]) hi_solutions!: HiSolution[];
}

@ObjectType()
export class HiIssue {
  @Field(() => ID) id!: string;
  @Field(() => Boolean) chosen!: boolean;
  @Field(() => [HiCause]) hi_causes!: HiCause[];
}

@ObjectType()
export class HiSubject {
  @Field(() => Int, { nullable: true }) order!: number | null;
  @Field(() => [HiIssue]) hi_issues!: HiIssue[];
}

@ObjectType({ description: "A filled health-issue form (spec 3); it becomes a PDF" })
export class HiappClientForm extends SyncedRecordFields {
  @Field(() => ID) uuid!: string;
  @Field(() => String, { nullable: true }) client_reference!: string | null;
  @Field(() => [HiSubject]) hiapp_subjects!: HiSubject[];
}

@InputType()
export class HiSolutionInput {
  @Field(() => ID) id!: string;
  @Field(() => Boolean, { nullable: true }) chosen?: boolean | null;
  @Field(() => String, { nullable: true }) prescriptionTxt?: string | null;
}

@InputType()
export class HiCauseInput {
  @Field(() => ID) id!: string;
  @Field(() => Boolean, { nullable: true }) chosen?: boolean | null;
  @Field(() => [HiSolutionInput], { nullable: true }) hi_solutions?: HiSolutionInput[] | null;
}

@InputType()
export class HiIssueInput {
  @Field(() => ID) id!: string;
  @Field(() => Boolean, { nullable: true }) chosen?: boolean | null;
  @Field(() => [HiCauseInput], { nullable: true }) hi_causes?: HiCauseInput[] | null;
}

@InputType()
export class HiSubjectInput {
  @Field(() => Int, { nullable: true }) order?: number | null;
  @Field(() => [HiIssueInput], { nullable: true }) hi_issues?: HiIssueInput[] | null;
}

@InputType()
export class HiappClientFormInput {
  @Field(() => ID) uuid!: string;
  @Field(() => String, { nullable: true }) client_reference?: string | null;
  @Field(() => [HiSubjectInput], { nullable: true }) hiapp_subjects?: HiSubjectInput[] | null;
}
