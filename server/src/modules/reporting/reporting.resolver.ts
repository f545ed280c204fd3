import { Arg, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../request/context.js";
import { CreateReportingTokenInput, ReportFilterInput } from "./reporting.input.js";
import {
  ClientsByStatusRow,
  GoalsByDomainRow,
  LadderTrendRow,
  MilestoneAchievementRow,
  ReportingToken,
  ReportRecordConnection,
  SyncHealthRow,
  VisitsDueRow,
} from "./reporting.type.js";
import { REPORT_NAMES } from "./reports.js";

const asOfHelp = {
  nullable: true,
  description: "The day ages and days are counted to (YYYY-MM-DD); today in the deployment's time zone when left out (UTC when it has none)",
};
const filterHelp = { nullable: true, description: "Optional filters, all applied together" };

/** docs/REPORTING.md: the reporting API. Every query needs a reporting token; every root field's name starts with "report". */
@Resolver()
export class ReportingResolver {
  @Mutation(() => ReportingToken, { description: "Operators only: a read-only reporting token for one deployment" })
  createReportingToken(@Arg("input", () => CreateReportingTokenInput) input: CreateReportingTokenInput, @Ctx() { identity, services }: GraphQLContext) {
    return services.reporting.createToken(identity, { ...input });
  }

  @Mutation(() => Boolean, { description: "Operators only: a reporting token stops working; false when it was unknown or already revoked" })
  revokeReportingToken(@Arg("token", () => String) token: string, @Ctx() { identity, services }: GraphQLContext) {
    return services.reporting.revokeToken(identity, token);
  }

  @Query(() => ReportRecordConnection, { description: "Live records of one synced table (its snake_case name), a page at a time (first at most 500)" })
  reportRecords(
    @Arg("table", () => String) table: string,
    @Arg("first", () => Int, { defaultValue: 100 }) first: number,
    @Arg("after", () => String, { nullable: true }) after: string | null,
    @Arg("filter", () => ReportFilterInput, filterHelp) filter: ReportFilterInput | null,
    @Ctx() { identity, services }: GraphQLContext,
  ) {
    return services.reporting.page(identity, table, first, after ?? null, filter ?? {});
  }

  @Query(() => [ClientsByStatusRow])
  reportClientsByStatus(@Arg("filter", () => ReportFilterInput, filterHelp) filter: ReportFilterInput | null, @Ctx() { identity, services }: GraphQLContext) {
    return services.reporting.report(identity, "clients-by-status", filter ?? {}, null);
  }

  @Query(() => [MilestoneAchievementRow])
  reportMilestoneAchievement(
    @Arg("filter", () => ReportFilterInput, filterHelp) filter: ReportFilterInput | null,
    @Arg("asOf", () => String, asOfHelp) asOf: string | null,
    @Ctx() { identity, services }: GraphQLContext,
  ) {
    return services.reporting.report(identity, "milestone-achievement", filter ?? {}, asOf ?? null);
  }

  @Query(() => [GoalsByDomainRow])
  reportGoalsByDomain(@Arg("filter", () => ReportFilterInput, filterHelp) filter: ReportFilterInput | null, @Ctx() { identity, services }: GraphQLContext) {
    return services.reporting.report(identity, "goals-by-domain", filter ?? {}, null);
  }

  @Query(() => [LadderTrendRow])
  reportLadderTrends(@Arg("filter", () => ReportFilterInput, filterHelp) filter: ReportFilterInput | null, @Ctx() { identity, services }: GraphQLContext) {
    return services.reporting.report(identity, "ladder-trends", filter ?? {}, null);
  }

  @Query(() => [SyncHealthRow])
  reportSyncHealth(
    @Arg("filter", () => ReportFilterInput, filterHelp) filter: ReportFilterInput | null,
    @Arg("asOf", () => String, asOfHelp) asOf: string | null,
    @Ctx() { identity, services }: GraphQLContext,
  ) {
    return services.reporting.report(identity, "sync-health", filter ?? {}, asOf ?? null);
  }

  @Query(() => [VisitsDueRow], { description: "Clients overdue, due today and due this week per worker, by the phone's rule (docs/REPORTING.md)" })
  reportVisitsDue(
    @Arg("filter", () => ReportFilterInput, filterHelp) filter: ReportFilterInput | null,
    @Arg("asOf", () => String, asOfHelp) asOf: string | null,
    @Ctx() { identity, services }: GraphQLContext,
  ) {
    return services.reporting.report(identity, "visits-due", filter ?? {}, asOf ?? null);
  }

  @Query(() => String, { description: `One report as CSV text (a header row, then one line per row): ${REPORT_NAMES.join(", ")}` })
  reportCsv(
    @Arg("report", () => String) report: string,
    @Arg("filter", () => ReportFilterInput, filterHelp) filter: ReportFilterInput | null,
    @Arg("asOf", () => String, asOfHelp) asOf: string | null,
    @Ctx() { identity, services }: GraphQLContext,
  ) {
    return services.reporting.csv(identity, report, filter ?? {}, asOf ?? null);
  }
}
