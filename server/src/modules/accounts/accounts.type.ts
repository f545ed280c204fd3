import { GraphQLDateTimeISO } from "graphql-scalars";
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import type { UserRole } from "../../db/schema.js";

/** docs/operator-console.md: what an account may do. */
export enum UserRoleValue {
  WORKER = "WORKER",
  OPERATOR_OF_DEPLOYMENT = "OPERATOR_OF_DEPLOYMENT",
  OPERATOR_OF_ALL = "OPERATOR_OF_ALL",
}
registerEnumType(UserRoleValue, {
  name: "UserRole",
  description: "WORKER; OPERATOR_OF_DEPLOYMENT (the console, for the account's deployment); OPERATOR_OF_ALL (every deployment)",
});

const ROLES: Record<UserRoleValue, UserRole> = {
  WORKER: "worker",
  OPERATOR_OF_DEPLOYMENT: "operator-deployment",
  OPERATOR_OF_ALL: "operator-all",
};

export const roleOf = (value: UserRoleValue): UserRole => ROLES[value];
export const roleValueOf = (role: UserRole): UserRoleValue => (Object.keys(ROLES) as UserRoleValue[]).find((key) => ROLES[key] === role)!;

@ObjectType({ description: "An account as an operator sees it" })
export class UserAccount {
  @Field(() => ID) id!: number;
  @Field(() => String) email!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { description: "The deployment (app identifier)" }) application!: string;
  @Field(() => UserRoleValue) role!: UserRoleValue;
  @Field(() => GraphQLDateTimeISO) createdAt!: Date;
  @Field(() => GraphQLDateTimeISO, { nullable: true, description: "When an operator disabled it; a disabled account logs in no more" })
  disabledAt!: Date | null;
}

@ObjectType({ description: "An operator's session at /admin (8 hours)" })
export class OperatorLoginResult {
  @Field(() => String, { description: "Send as Authorization: Bearer <token>" }) token!: string;
  @Field(() => UserAccount) operator!: UserAccount;
}

@InputType()
export class UserFilter {
  @Field(() => String, { nullable: true, description: "Part of the e-mail or name, without regard to case (at most 320 characters)" })
  search?: string | null;
  @Field(() => String, { nullable: true, description: "App identifier of the deployment" }) application?: string | null;
  @Field(() => Int, { nullable: true, description: "At most this many, the newest first (default and most 500)" }) first?: number | null;
}
