import { Field, ID, InputType, Int, ObjectType } from "type-graphql";
import { SyncedRecordFields } from "../../graphql/synced-record.type.js";

@ObjectType({ description: "A cycle goal (spec 3); defaults goal_status X, goal_achievement 1, archived F, goal_editted F, active R" })
export class CycleDescription extends SyncedRecordFields {
  @Field(() => ID) uuid!: string;
  @Field(() => ID, { nullable: true, description: "The client the cycle goal is for (not in spec 3: legacy records may lack it)" }) client_uuid!: string | null;
  @Field(() => Int, { nullable: true }) cycledomain_id!: number | null;
  @Field(() => String, { nullable: true }) fillinform_uuid!: string | null;
  @Field(() => String, { nullable: true }) type!: string | null;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => String, { nullable: true }) goal!: string | null;
  @Field(() => String, { nullable: true }) why!: string | null;
  @Field(() => String, { nullable: true }) cycle_rhythm!: string | null;
  @Field(() => String, { nullable: true }) cycle_start!: string | null;
  @Field(() => String, { nullable: true }) cycle_end!: string | null;
  @Field(() => String) goal_status!: string;
  @Field(() => Int) goal_achievement!: number;
  @Field(() => String, { nullable: true }) goal_evaluation!: string | null;
  @Field(() => String, { description: "T or F" }) archived!: string;
  @Field(() => String, { nullable: true }) archive_date!: string | null;
  @Field(() => String, { description: "T or F" }) goal_editted!: string;
  @Field(() => String) active!: string;
  @Field(() => String, { description: "T: what the server holds is saved" }) saved!: string;
}

@ObjectType({ description: "An action of a cycle goal (spec 3); defaults ready F" })
export class CycleAction extends SyncedRecordFields {
  @Field(() => ID) uuid!: string;
  @Field(() => ID) description_uuid!: string;
  @Field(() => String, { nullable: true }) action!: string | null;
  @Field(() => String, { description: "T or F" }) ready!: string;
  @Field(() => String) saved!: string;
}

@InputType()
export class CycleDescriptionInput {
  @Field(() => ID) uuid!: string;
  @Field(() => ID, { nullable: true }) client_uuid?: string | null;
  @Field(() => Int, { nullable: true }) cycledomain_id?: number | null;
  @Field(() => String, { nullable: true }) fillinform_uuid?: string | null;
  @Field(() => String, { nullable: true }) type?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) goal?: string | null;
  @Field(() => String, { nullable: true }) why?: string | null;
  @Field(() => String, { nullable: true }) cycle_rhythm?: string | null;
  @Field(() => String, { nullable: true }) cycle_start?: string | null;
  @Field(() => String, { nullable: true }) cycle_end?: string | null;
  @Field(() => String, { nullable: true }) goal_status?: string | null;
  @Field(() => Int, { nullable: true }) goal_achievement?: number | null;
  @Field(() => String, { nullable: true }) goal_evaluation?: string | null;
  @Field(() => String, { nullable: true }) archived?: string | null;
  @Field(() => String, { nullable: true }) archive_date?: string | null;
  @Field(() => String, { nullable: true }) goal_editted?: string | null;
  @Field(() => String, { nullable: true }) active?: string | null;
}

@InputType()
export class CycleActionInput {
  @Field(() => ID) uuid!: string;
  @Field(() => ID) description_uuid!: string;
  @Field(() => String, { nullable: true }) action?: string | null;
  @Field(() => String, { nullable: true }) ready?: string | null;
}
