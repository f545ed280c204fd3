import { GraphQLDateTimeISO } from "graphql-scalars";
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { AUDIT_ACTION_KINDS, type AuditAction } from "./audit-actions.js";

/**
 * The audit actions as a GraphQL enum (docs/operator-console.md, "The audit log"), derived from the
 * one list by packages/domain/src/audit-actions.ts: DEVICE_WIPE_NOW is device.wipe-now. Its values
 * answer as the kinds and reach the resolvers as the actions, which the log stores.
 */
registerEnumType(AUDIT_ACTION_KINDS, {
  name: "AuditActionKind",
  description: "What an audit event records; each value's description is the action as `action` and the CSV spell it",
  valuesConfig: Object.fromEntries(Object.entries(AUDIT_ACTION_KINDS).map(([kind, action]: [string, AuditAction]) => [kind, { description: action }])),
});

const USE_KIND = "Use kind: the same action as the enum AuditActionKind (device.wipe-now is DEVICE_WIPE_NOW)";

@ObjectType({ description: "One operator or security event (docs/operator-console.md); never edited or deleted" })
export class AuditEvent {
  @Field(() => ID) id!: string;
  @Field(() => GraphQLDateTimeISO) at!: Date;
  @Field(() => String, { description: "admin-token, operator, worker, device or anyone" }) actorKind!: string;
  @Field(() => String, { nullable: true, description: "The operator's or worker's e-mail, the device's install id, or the e-mail a failed login typed" })
  actor!: string | null;
  @Field(() => String, { description: "user.created, device.lost, operator.login-failed, ...", deprecationReason: USE_KIND }) action!: string;
  @Field(() => AUDIT_ACTION_KINDS, { description: "What the event records: USER_CREATED, DEVICE_LOST, OPERATOR_LOGIN_FAILED, ..." }) kind!: AuditAction;
  @Field(() => String, { nullable: true, description: "The deployment the event concerns" }) application!: string | null;
  @Field(() => String, { nullable: true, description: "What it was done to: an e-mail, an install id, a token's label" }) target!: string | null;
  @Field(() => String, { nullable: true }) detail!: string | null;
  @Field(() => String, { nullable: true, description: "The caller's network address" }) address!: string | null;
  @Field(() => String, {
    description: "The IANA zone the event's deployment counts days in (docs/product.md §10), UTC for an event of none: the zone fromDay and toDay judge it by",
  })
  timeZone!: string;
}

@InputType()
export class AuditFilter {
  @Field(() => String, { nullable: true, description: "One action, e.g. device.lost", deprecationReason: USE_KIND }) action?: string | null;
  @Field(() => AUDIT_ACTION_KINDS, { nullable: true, description: "One kind, e.g. DEVICE_LOST" }) kind?: AuditAction | null;
  @Field(() => String, { nullable: true, description: "Part of the actor (e-mail or install id), without regard to case" }) actor?: string | null;
  @Field(() => String, { nullable: true, description: "Part of the target, without regard to case" }) target?: string | null;
  @Field(() => String, { nullable: true, description: "App identifier of the deployment" }) application?: string | null;
  @Field(() => GraphQLDateTimeISO, { nullable: true }) from?: Date | null;
  @Field(() => GraphQLDateTimeISO, { nullable: true }) to?: Date | null;
  @Field(() => String, {
    nullable: true,
    description: "First day (YYYY-MM-DD), each event's day counted in its deployment's time zone (timeZone; docs/product.md §10)",
  })
  fromDay?: string | null;
  @Field(() => String, { nullable: true, description: "Last day (YYYY-MM-DD), counted as fromDay" }) toDay?: string | null;
  @Field(() => ID, { nullable: true, description: "Only events older than this event id (the next page)" }) before?: string | null;
  @Field(() => Int, { nullable: true, description: "At most this many, the newest first (default 100, most 500)" }) first?: number | null;
}
