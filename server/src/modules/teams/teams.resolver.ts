import { Arg, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../request/context.js";
import type { TeamMemberRow } from "./teams.repository.js";
import type { TeamView } from "./teams.service.js";
import { CreateTeamInput, SetTeamMemberInput, Team, teamRoleOf, type TeamMember, UpdateTeamInput } from "./teams.type.js";

const member = (row: TeamMemberRow): TeamMember => ({ userId: row.user_id, name: row.name, email: row.email });

function toTeam(view: TeamView): Team {
  return { ...view, workers: view.workers.map(member), supervisors: view.supervisors.map(member) };
}

/** docs/teams.md, "Teams and areas": operators' teams, within their deployment; every change audited. */
@Resolver()
export class TeamsResolver {
  @Query(() => [Team], {
    description: "Operators only: the deployment's teams by name; an operator of every deployment names one, or sees every deployment's",
  })
  async teams(@Arg("application", () => String, { nullable: true }) application: string | null, @Ctx() { identity, services }: GraphQLContext) {
    return (await services.teams.list(identity, application)).map(toTeam);
  }

  @Mutation(() => Team, {
    description: "Operators only: a new team (a name unique in the deployment, any case; an area of its regions). Audited as team.created",
  })
  async createTeam(@Arg("input", () => CreateTeamInput) input: CreateTeamInput, @Ctx() { identity, services }: GraphQLContext) {
    return toTeam(await services.teams.create(identity, input));
  }

  @Mutation(() => Team, { description: "Operators only: renames the team or sets its area. Audited as team.renamed and team.area-set" })
  async updateTeam(@Arg("input", () => UpdateTeamInput) input: UpdateTeamInput, @Ctx() { identity, services }: GraphQLContext) {
    return toTeam(await services.teams.update(identity, input));
  }

  @Mutation(() => Boolean, { description: "Operators only: deletes the team; its members are in it no more. Audited as team.deleted" })
  async deleteTeam(@Arg("teamId", () => Int) teamId: number, @Ctx() { identity, services }: GraphQLContext) {
    return services.teams.delete(identity, teamId);
  }

  @Mutation(() => Team, {
    description: "Operators only: puts a worker's account in the team as WORKER (moved from another team) or SUPERVISOR. Audited as team.member-set",
  })
  async setTeamMember(@Arg("input", () => SetTeamMemberInput) input: SetTeamMemberInput, @Ctx() { identity, services }: GraphQLContext) {
    return toTeam(await services.teams.setMember(identity, { ...input, role: teamRoleOf(input.role) }));
  }

  @Mutation(() => Team, { description: "Operators only: takes her out of the team. Audited as team.member-removed" })
  async removeTeamMember(@Arg("teamId", () => Int) teamId: number, @Arg("userId", () => Int) userId: number, @Ctx() { identity, services }: GraphQLContext) {
    return toTeam(await services.teams.removeMember(identity, teamId, userId));
  }
}
