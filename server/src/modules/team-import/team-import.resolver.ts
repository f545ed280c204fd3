import { Arg, Ctx, Mutation, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../request/context.js";
import { roleValueOf } from "../accounts/accounts.type.js";
import { TeamRoleValue } from "../teams/teams.type.js";
import { TeamFileFormatValue, TeamImportResult, type TeamProblemValue, type TeamRowOutcomeValue } from "./team-import.type.js";

/** docs/operator-console.md, "Importing a team": for the console and for scripts with the ADMIN_TOKEN. */
@Resolver()
export class TeamImportResolver {
  @Mutation(() => TeamImportResult, {
    description:
      "Operators only: a team's accounts from a CSV or XLSX file (columns name, e-mail, deployment, role, region, team, role in team). A dry run only judges the rows; an import makes the good ones in one transaction, each with a one-time login code",
  })
  async importTeam(
    @Arg("file", () => String, { description: "The CSV's text, or the XLSX file's bytes in base64" }) file: string,
    @Arg("format", () => TeamFileFormatValue, { defaultValue: TeamFileFormatValue.CSV }) format: TeamFileFormatValue,
    @Arg("dryRun", () => Boolean) dryRun: boolean,
    @Ctx() { identity, services }: GraphQLContext,
  ): Promise<TeamImportResult> {
    const outcome = await services.teamImport.importTeam(identity, file, format, dryRun);
    return {
      ...outcome,
      rows: outcome.rows.map((row) => ({
        ...row,
        role: row.role === null ? null : roleValueOf(row.role),
        team: row.team?.name ?? null,
        teamRole: row.teamRole === null ? null : row.teamRole === "supervisor" ? TeamRoleValue.SUPERVISOR : TeamRoleValue.WORKER,
        outcome: row.outcome as TeamRowOutcomeValue,
        errors: row.errors.map((error) => ({ ...error, problem: error.problem as TeamProblemValue })),
      })),
    };
  }
}
