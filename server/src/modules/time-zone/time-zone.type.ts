import { Field, Int, ObjectType } from "type-graphql";

@ObjectType({ description: 'The time zone a deployment counts its days in (docs/operating.md, "The deployment\'s time zone")' })
export class DeploymentTimeZone {
  @Field(() => Int) applicationId!: number;
  @Field(() => String) appIdentifier!: string;
  @Field(() => String, { nullable: true, description: "An IANA name (Africa/Blantyre); null: not set, days counted in UTC" }) timeZone!: string | null;
}
