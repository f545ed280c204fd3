import { GraphQLDateTimeISO } from "graphql-scalars";
import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { UserRoleValue } from "../accounts/accounts.type.js";
import { TeamRoleValue } from "../teams/teams.type.js";

/** docs/operator-console.md, "Importing a team". */
export enum TeamFileFormatValue {
  CSV = "CSV",
  XLSX = "XLSX",
}
registerEnumType(TeamFileFormatValue, { name: "TeamFileFormat", description: "CSV (the text itself) or XLSX (its bytes in base64)" });

export enum TeamRowOutcomeValue {
  CREATE = "CREATE",
  UNCHANGED = "UNCHANGED",
  ERROR = "ERROR",
}
registerEnumType(TeamRowOutcomeValue, {
  name: "TeamRowOutcome",
  description: "CREATE: a new account (made, unless a dry run); UNCHANGED: the account is already there; ERROR: the row is not imported",
});

export enum TeamProblemValue {
  NAME_MISSING = "NAME_MISSING",
  EMAIL_INVALID = "EMAIL_INVALID",
  EMAIL_TWICE_IN_FILE = "EMAIL_TWICE_IN_FILE",
  EMAIL_OF_ANOTHER_DEPLOYMENT = "EMAIL_OF_ANOTHER_DEPLOYMENT",
  DEPLOYMENT_UNKNOWN = "DEPLOYMENT_UNKNOWN",
  DEPLOYMENT_NOT_YOURS = "DEPLOYMENT_NOT_YOURS",
  ROLE_UNKNOWN = "ROLE_UNKNOWN",
  ROLE_NOT_IMPORTED = "ROLE_NOT_IMPORTED",
  REGION_UNKNOWN = "REGION_UNKNOWN",
  TEAM_UNKNOWN = "TEAM_UNKNOWN",
  TEAM_ROLE_UNKNOWN = "TEAM_ROLE_UNKNOWN",
  TEAM_FOR_OPERATOR = "TEAM_FOR_OPERATOR",
}
registerEnumType(TeamProblemValue, {
  name: "TeamImportProblem",
  description: 'What is wrong with a row\'s cell (docs/operator-console.md, "Importing a team")',
});

@ObjectType({ description: "An error of one row, naming its column" })
export class TeamImportError {
  @Field(() => String, { description: "name, e-mail, deployment, role, region, team or role in team" }) column!: string;
  @Field(() => TeamProblemValue) problem!: TeamProblemValue;
  @Field(() => String, { description: "The error in words (English)" }) message!: string;
}

@ObjectType({ description: "One row of the file as the import judged it" })
export class TeamImportRow {
  @Field(() => Int, { description: "The row's number as a spreadsheet shows it: the header is row 1" }) row!: number;
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { description: "The deployment (app identifier), as the server spells it when known" }) deployment!: string;
  @Field(() => UserRoleValue, { nullable: true, description: "Null when the role is unknown" }) role!: UserRoleValue | null;
  @Field(() => String, { nullable: true, description: "The region's id in the deployment's regions" }) region!: string | null;
  @Field(() => String, { nullable: true, description: "The team she is put in (docs/teams.md), as the deployment spells it; null when none" })
  team!: string | null;
  @Field(() => TeamRoleValue, { nullable: true, description: "Her role in that team; null when no team" }) teamRole!: TeamRoleValue | null;
  @Field(() => TeamRowOutcomeValue) outcome!: TeamRowOutcomeValue;
  @Field(() => [TeamImportError]) errors!: TeamImportError[];
}

@ObjectType({ description: "A new account's one-time login code, shown this once" })
export class TeamLogin {
  @Field(() => Int) row!: number;
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String) application!: string;
  @Field(() => String, { description: "The login code; the link is <origin>/requestforpassword#code=<code>" }) code!: string;
  @Field(() => GraphQLDateTimeISO) expiresAt!: Date;
}

@ObjectType({ description: "What an import did, or (dryRun) would do" })
export class TeamImportResult {
  @Field(() => Boolean) dryRun!: boolean;
  @Field(() => Int, { description: "Accounts made (or, on a dry run, that would be)" }) created!: number;
  @Field(() => Int) unchanged!: number;
  @Field(() => Int, { description: "Rows with errors, not imported" }) failed!: number;
  @Field(() => [TeamImportRow], { description: "Every row of the file, in order" }) rows!: TeamImportRow[];
  @Field(() => [TeamLogin], { description: "The new accounts' login codes; empty on a dry run" }) logins!: TeamLogin[];
}
