/*
 * What a supervisor's phone holds of her team (docs/teams.md, "On the supervisor's phone"), kept
 * apart from her own records (never in her client lists), sealed in her vault (team-keeper.ts).
 * The shapes and reading are shared with the console (packages/domain/src/supervised-team.ts).
 */
export {
  clientRecords,
  clientsOf,
  mergeDocuments,
  milestoneCounts,
  NO_TEAM,
  planOutlines,
  teamAfterRead,
  workerOf,
  type HeldClient,
  type HeldRecords,
  type HeldTeam,
  type HeldWorker,
  type PlanOutline,
} from "@stepwise/domain";
