import type { ReactNode } from "react";
import type { SupervisedWorkerFieldsFragment } from "../../generated/graphql.js";
import { formatWhen } from "../admin-format.js";
import { useAdminTexts } from "../admin-i18n.js";
import { teamOverviewTexts } from "./team-overview-texts.js";

/**
 * A team's workers with the five numbers supervisedWorkers counts (docs/teams.md, "What a supervisor
 * sees"), as the operators' team overview and a supervisor's My team show them. Each cell is marked
 * `<testId>-active`, `-visits`, `-overdue`, `-waiting`; each row `<testId>-worker`.
 */
export function WorkerCountsTable({
  workers,
  label,
  testId,
  nameCell,
}: {
  workers: readonly SupervisedWorkerFieldsFragment[];
  label: string;
  testId: string;
  nameCell: (worker: SupervisedWorkerFieldsFragment) => ReactNode;
}) {
  const { t, code } = useAdminTexts();
  const words = teamOverviewTexts(code);
  return (
    <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={label}>
      <table className="admin-table" data-testid={`${testId}-table`}>
        <thead>
          <tr>
            <th scope="col">{words.TEAM_OVERVIEW_WORKER}</th>
            <th scope="col">{words.TEAM_OVERVIEW_ACTIVE}</th>
            <th scope="col">{words.TEAM_OVERVIEW_VISITS}</th>
            <th scope="col">{words.TEAM_OVERVIEW_OVERDUE}</th>
            <th scope="col">{words.TEAM_OVERVIEW_LAST_SYNC}</th>
            <th scope="col">{words.TEAM_OVERVIEW_WAITING}</th>
          </tr>
        </thead>
        <tbody>
          {workers.map((w) => (
            <tr key={w.userId} data-testid={`${testId}-worker`} data-worker={w.userId}>
              <th scope="row">{nameCell(w)}</th>
              <td data-testid={`${testId}-active`}>{w.activeClients}</td>
              <td data-testid={`${testId}-visits`}>{w.visitsThisMonth}</td>
              <td data-testid={`${testId}-overdue`}>{w.overdueVisits}</td>
              <td>{formatWhen(w.lastSyncAt, code, t("NEVER"))}</td>
              <td data-testid={`${testId}-waiting`}>{w.waitingEdits}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
