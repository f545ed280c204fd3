import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import { FieldAnswerScalar } from "../../graphql/field-answer.scalar.js";
import { SyncedRecordFields } from "../../graphql/synced-record.type.js";

@ObjectType({ description: "A step towards a goal" })
export class RehabAction {
  @Field(() => ID) uuid!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => Boolean) ready!: boolean;
}

@ObjectType({ description: "A goal within a domain; created inactive, unfinished and unachieved" })
export class RehabGoal {
  @Field(() => ID) uuid!: string;
  @Field(() => String, { nullable: true }) type!: string | null;
  @Field(() => String, { nullable: true, description: "The {product}domain_id of spec 3" }) domain_id!: string | null;
  @Field(() => String, { nullable: true }) activationdate!: string | null;
  @Field(() => String, { nullable: true }) completiondate!: string | null;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => String, { nullable: true }) goal!: string | null;
  @Field(() => String, { nullable: true }) why!: string | null;
  @Field(() => String, { nullable: true }) evaluation!: string | null;
  @Field(() => [RehabAction]) actions!: RehabAction[];
  @Field(() => Float, { nullable: true }) satisfaction!: number | null;
  @Field(() => Boolean) achieved!: boolean;
  @Field(() => Boolean) active!: boolean;
  @Field(() => Boolean) finished!: boolean;
}

@ObjectType({ description: "A domain of the plan (F-words, ICF ...)" })
export class RehabDomain {
  @Field(() => String, { nullable: true, description: "The {product}domain_id of spec 3" }) domain_id!: string | null;
  @Field(() => Int, { nullable: true }) order!: number | null;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => String, { nullable: true }) info!: string | null;
  @Field(() => String, { nullable: true }) abilities!: string | null;
  @Field(() => String, { nullable: true }) challenges!: string | null;
  @Field(() => String, { nullable: true }) type!: string | null;
  @Field(() => [RehabGoal]) goals!: RehabGoal[];
}

@ObjectType({ description: "One score of a ladder item on a day-month-year date" })
export class LadderMeasure {
  @Field(() => ID) uuid!: string;
  @Field(() => String) date!: string;
  @Field(() => Float) score!: number;
}

@ObjectType({ description: "A choice offered by a ladder item" })
export class LadderOption {
  @Field(() => String, { nullable: true }) id!: string | null;
  @Field(() => String, { nullable: true }) label!: string | null;
  @Field(() => String, { nullable: true }) value!: string | null;
}

@ObjectType({ description: "An item of the ladder of life, with its scores over time" })
export class LadderItem {
  @Field(() => ID) uuid!: string;
  @Field(() => String, { nullable: true }) editortext!: string | null;
  @Field(() => String, { nullable: true }) elementypekey!: string | null;
  @Field(() => String, { nullable: true }) component!: string | null;
  @Field(() => Int, { nullable: true }) columns!: number | null;
  @Field(() => String, { nullable: true }) content!: string | null;
  @Field(() => [LadderOption]) items!: LadderOption[];
  @Field(() => String, { nullable: true }) itemtype!: string | null;
  @Field(() => Int, { nullable: true }) categoryID!: number | null;
  @Field(() => String, { nullable: true }) itemStyle!: string | null;
  @Field(() => Boolean) mandatory!: boolean;
  @Field(() => Int, { nullable: true }) rows!: number | null;
  @Field(() => String, { nullable: true }) label!: string | null;
  @Field(() => FieldAnswerScalar, { nullable: true }) answer!: string | number | null;
  @Field(() => [LadderMeasure]) measure!: LadderMeasure[];
}

@ObjectType({ description: "A satisfaction score in a diary item; its uuid is the uuid of the goal it rates" })
export class Satisfaction {
  @Field(() => ID) uuid!: string;
  @Field(() => Float, { nullable: true }) satisfaction!: number | null;
}

@ObjectType()
export class DiaryItem {
  @Field(() => ID) uuid!: string;
  @Field(() => String, { nullable: true, description: "Day-month-year of the visit or appointment (not in spec 3)" }) date!: string | null;
  @Field(() => String, { nullable: true, description: "What happened or is planned (not in spec 3)" }) note!: string | null;
  @Field(() => [Satisfaction]) satisfactions!: Satisfaction[];
}

@ObjectType({ description: "A client's rehabilitation plan (spec 3)" })
export class Rehabilitation extends SyncedRecordFields {
  @Field(() => ID) uuid!: string;
  @Field(() => ID) client_uuid!: string;
  @Field(() => Boolean) archive!: boolean;
  @Field(() => [RehabDomain]) domains!: RehabDomain[];
  @Field(() => [LadderItem]) ladder_of_live!: LadderItem[];
  @Field(() => [DiaryItem]) diary_items!: DiaryItem[];
  @Field(() => String, { nullable: true }) visitFrequency!: string | null;
  @Field(() => Int) synced!: number;
}
