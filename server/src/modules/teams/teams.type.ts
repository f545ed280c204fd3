import { Field, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import type { TeamRole } from "../../db/schema.js";

/** docs/teams.md: a worker of a team (in at most one) or a supervisor of it (of any number). */
export enum TeamRoleValue {
  WORKER = "WORKER",
  SUPERVISOR = "SUPERVISOR",
}
registerEnumType(TeamRoleValue, {
  name: "TeamRole",
  description: "WORKER: her team (a worker is in at most one); SUPERVISOR: she reads its workers' records (any number of teams)",
});

export const teamRoleOf = (value: TeamRoleValue): TeamRole => (value === TeamRoleValue.SUPERVISOR ? "supervisor" : "worker");

@ObjectType({ description: "A member of a team (docs/teams.md)" })
export class TeamMember {
  @Field(() => Int) userId!: number;
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
}

@ObjectType({ description: 'A team of a deployment, as its operators see it (docs/teams.md, "Teams and areas")' })
export class Team {
  @Field(() => Int) id!: number;
  @Field(() => String, { description: "The deployment (app identifier)" }) application!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true, description: "The id of one of the deployment's regions: its workers' default region; null: none" })
  area!: string | null;
  @Field(() => String, { nullable: true, description: "The area's region name" }) areaName!: string | null;
  @Field(() => [TeamMember], { description: "By name" }) workers!: TeamMember[];
  @Field(() => [TeamMember], { description: "By name" }) supervisors!: TeamMember[];
}

@InputType()
export class CreateTeamInput {
  @Field(() => String, { nullable: true, description: "The deployment; an operator of every deployment must give it, another operator's is hers" })
  application?: string | null;
  @Field(() => String, { description: "Unique within the deployment, whatever the letters' case" }) name!: string;
  @Field(() => String, { nullable: true, description: "The id of one of the deployment's regions" }) area?: string | null;
}

@InputType()
export class UpdateTeamInput {
  @Field(() => Int) teamId!: number;
  @Field(() => String, { nullable: true, description: "A new name; left out: unchanged" }) name?: string | null;
  @Field(() => String, { nullable: true, description: 'A region id; "" or null: no area; left out: unchanged' }) area?: string | null;
}

@InputType()
export class SetTeamMemberInput {
  @Field(() => Int) teamId!: number;
  @Field(() => Int, { description: "A worker's account of the team's deployment (never an operator's)" }) userId!: number;
  @Field(() => TeamRoleValue, { description: "WORKER moves her from another team she is a worker of" }) role!: TeamRoleValue;
}
