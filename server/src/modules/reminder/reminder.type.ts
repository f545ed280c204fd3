import { Field, Int, ObjectType } from "type-graphql";

@ObjectType({ description: "The hour a deployment's phones show the day's visits due (docs/product.md §4, \"One reminder a day\")" })
export class DeploymentReminder {
  @Field(() => Int) applicationId!: number;
  @Field(() => String) appIdentifier!: string;
  @Field(() => Int, { nullable: true, description: "0-23, in the deployment's time zone; null: no reminder" }) reminderHour!: number | null;
}
