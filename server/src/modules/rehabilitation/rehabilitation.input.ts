import { Field, Float, ID, InputType, Int } from "type-graphql";
import { FieldAnswerScalar } from "../../graphql/field-answer.scalar.js";

@InputType()
export class RehabActionInput {
  @Field(() => ID) uuid!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Boolean, { nullable: true }) ready?: boolean | null;
}

@InputType()
export class RehabGoalInput {
  @Field(() => ID) uuid!: string;
  @Field(() => String, { nullable: true }) type?: string | null;
  @Field(() => String, { nullable: true }) domain_id?: string | null;
  @Field(() => String, { nullable: true }) activationdate?: string | null;
  @Field(() => String, { nullable: true }) completiondate?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) goal?: string | null;
  @Field(() => String, { nullable: true }) why?: string | null;
  @Field(() => String, { nullable: true }) evaluation?: string | null;
  @Field(() => [RehabActionInput], { nullable: true }) actions?: RehabActionInput[] | null;
  @Field(() => Float, { nullable: true }) satisfaction?: number | null;
  @Field(() => Boolean, { nullable: true }) achieved?: boolean | null;
  @Field(() => Boolean, { nullable: true }) active?: boolean | null;
  @Field(() => Boolean, { nullable: true }) finished?: boolean | null;
}

@InputType()
export class RehabDomainInput {
  @Field(() => String, { nullable: true }) domain_id?: string | null;
  @Field(() => Int, { nullable: true }) order?: number | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) info?: string | null;
  @Field(() => String, { nullable: true }) abilities?: string | null;
  @Field(() => String, { nullable: true }) challenges?: string | null;
  @Field(() => String, { nullable: true }) type?: string | null;
  @Field(() => [RehabGoalInput], { nullable: true }) goals?: RehabGoalInput[] | null;
}

@InputType()
export class LadderMeasureInput {
  @Field(() => ID) uuid!: string;
  @Field(() => String, { description: "day-month-year" }) date!: string;
  @Field(() => Float) score!: number;
}

@InputType()
export class LadderOptionInput {
  @Field(() => String, { nullable: true }) id?: string | null;
  @Field(() => String, { nullable: true }) label?: string | null;
  @Field(() => String, { nullable: true }) value?: string | null;
}

@InputType()
export class LadderItemInput {
  @Field(() => ID) uuid!: string;
  @Field(() => String, { nullable: true }) editortext?: string | null;
  @Field(() => String, { nullable: true }) elementypekey?: string | null;
  @Field(() => String, { nullable: true }) component?: string | null;
  @Field(() => Int, { nullable: true }) columns?: number | null;
  @Field(() => String, { nullable: true }) content?: string | null;
  @Field(() => [LadderOptionInput], { nullable: true }) items?: LadderOptionInput[] | null;
  @Field(() => String, { nullable: true }) itemtype?: string | null;
  @Field(() => Int, { nullable: true }) categoryID?: number | null;
  @Field(() => String, { nullable: true }) itemStyle?: string | null;
  @Field(() => Boolean, { nullable: true }) mandatory?: boolean | null;
  @Field(() => Int, { nullable: true }) rows?: number | null;
  @Field(() => String, { nullable: true }) label?: string | null;
  @Field(() => FieldAnswerScalar, { nullable: true }) answer?: string | number | null;
  @Field(() => [LadderMeasureInput], { nullable: true }) measure?: LadderMeasureInput[] | null;
}

@InputType()
export class SatisfactionInput {
  @Field(() => ID) uuid!: string;
  @Field(() => Float, { nullable: true }) satisfaction?: number | null;
}

@InputType()
export class DiaryItemInput {
  @Field(() => ID) uuid!: string;
  @Field(() => String, { nullable: true }) date?: string | null;
  @Field(() => String, { nullable: true }) note?: string | null;
  @Field(() => [SatisfactionInput], { nullable: true }) satisfactions?: SatisfactionInput[] | null;
}

@InputType()
export class RehabilitationInput {
  @Field(() => ID) uuid!: string;
  @Field(() => ID) client_uuid!: string;
  @Field(() => Boolean, { nullable: true }) archive?: boolean | null;
  @Field(() => [RehabDomainInput], { nullable: true }) domains?: RehabDomainInput[] | null;
  @Field(() => [LadderItemInput], { nullable: true }) ladder_of_live?: LadderItemInput[] | null;
  @Field(() => [DiaryItemInput], { nullable: true }) diary_items?: DiaryItemInput[] | null;
  @Field(() => String, { nullable: true }) visitFrequency?: string | null;
}
