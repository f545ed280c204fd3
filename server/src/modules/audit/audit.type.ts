import { GraphQLDateTimeISO } from "graphql-scalars";
import { Field, ID, InputType, Int, ObjectType } from "type-graphql";

@ObjectType({ description: "One operator or security event (docs/operator-console.md); never edited or deleted" })
export class AuditEvent {
  @Field(() => ID) id!: string;
  @Field(() => GraphQLDateTimeISO) at!: Date;
  @Field(() => String, { description: "admin-token, operator, worker, device or anyone" }) actorKind!: string;
  @Field(() => String, { nullable: true, description: "The operator's or worker's e-mail, the device's install id, or the e-mail a failed login typed" })
  actor!: string | null;
  @Field(() => String, { description: "user.created, device.lost, operator.login-failed, ..." }) action!: string;
  @Field(() => String, { nullable: true, description: "The deployment the event concerns" }) application!: string | null;
  @Field(() => String, { nullable: true, description: "What it was done to: an e-mail, an install id, a token's label" }) target!: string | null;
  @Field(() => String, { nullable: true }) detail!: string | null;
  @Field(() => String, { nullable: true, description: "The caller's network address" }) address!: string | null;
}

@InputType()
export class AuditFilter {
  @Field(() => String, { nullable: true, description: "One action, e.g. device.lost" }) action?: string | null;
  @Field(() => String, { nullable: true, description: "Part of the actor (e-mail or install id), without regard to case" }) actor?: string | null;
  @Field(() => String, { nullable: true, description: "Part of the target, without regard to case" }) target?: string | null;
  @Field(() => String, { nullable: true, description: "App identifier of the deployment" }) application?: string | null;
  @Field(() => GraphQLDateTimeISO, { nullable: true }) from?: Date | null;
  @Field(() => GraphQLDateTimeISO, { nullable: true }) to?: Date | null;
  @Field(() => ID, { nullable: true, description: "Only events older than this event id (the next page)" }) before?: string | null;
  @Field(() => Int, { nullable: true, description: "At most this many, the newest first (default 100, most 500)" }) first?: number | null;
}
