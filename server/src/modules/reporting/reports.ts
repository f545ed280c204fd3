import type { ReportFilter } from "./reporting.repository.js";
import type { ReportingAggregatesRepository, ReportScope } from "./reporting-aggregates.repository.js";
import { visitsDuePerWorker } from "./visits-due-report.js";

/** Every report of docs/REPORTING.md: its name (also the CSV file name) and its columns, in order. */
export const REPORTS = {
  "clients-by-status": ["status", "region", "age_band", "clients"],
  "milestone-achievement": ["category", "age_band", "indicators", "achieved", "achieved_percent"],
  "goals-by-domain": ["domain_id", "domain", "goals", "achieved", "active", "finished", "mean_satisfaction"],
  "ladder-trends": ["item", "month", "measurements", "mean_score", "min_score", "max_score"],
  "sync-health": ["install_id", "platform", "region", "records", "mutations", "last_mutation_id", "last_sync", "days_since_sync"],
  "visits-due": ["worker", "worker_name", "overdue", "due_today", "due_this_week"],
} as const;

export type ReportName = keyof typeof REPORTS;
export const REPORT_NAMES = Object.keys(REPORTS) as ReportName[];

export function isReportName(name: string): name is ReportName {
  return Object.hasOwn(REPORTS, name);
}

/** Runs one report: its single SQL statement, or for visits-due the domain's rule over what SQL reads. */
export function runReport(
  aggregates: ReportingAggregatesRepository,
  name: ReportName,
  scope: ReportScope,
  filter: ReportFilter,
  asOf: string,
): Promise<Array<Record<string, unknown>>> {
  switch (name) {
    case "clients-by-status":
      return aggregates.clientsByStatus(scope, filter);
    case "milestone-achievement":
      return aggregates.milestoneAchievement(scope, filter, asOf);
    case "goals-by-domain":
      return aggregates.goalsByDomain(scope, filter);
    case "ladder-trends":
      return aggregates.ladderTrends(scope, filter);
    case "sync-health":
      return aggregates.syncHealth(scope, filter, asOf);
    case "visits-due":
      return visitsDuePerWorker(aggregates.reporting, scope, filter, asOf);
  }
}
