import { GraphQLDateTimeISO } from "graphql-scalars";
import { Field, InputType } from "type-graphql";

@InputType({ description: "An operator's new read-only reporting token for one deployment" })
export class CreateReportingTokenInput {
  @Field(() => String, { description: "App identifier of the deployment it may read" })
  application!: string;

  @Field(() => String, { description: "Who or what uses it (a reporting tool's name), for the operator's records" })
  label!: string;

  @Field(() => Boolean, { defaultValue: false, description: "Whether it sees names, birthdates and images; otherwise pseudonymous ids" })
  identifiable!: boolean;
}

@InputType({ description: "Filters of a report or connection; every one is optional and they all apply together" })
export class ReportFilterInput {
  @Field(() => String, { nullable: true, description: "regionID of the app install that wrote the record" })
  region?: string | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: "Records last changed at or after this moment" })
  updatedFrom?: Date | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: "Records last changed at or before this moment" })
  updatedTo?: Date | null;

  @Field(() => Boolean, { nullable: true, description: "Archived records only (true) or never archived (false): clients' archived, plans' archive" })
  archived?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: "Valid clients only (true) or invalid only (false)" })
  valid?: boolean | null;

  @Field(() => String, { nullable: true, description: "Records whose status is exactly this" })
  status?: string | null;
}
