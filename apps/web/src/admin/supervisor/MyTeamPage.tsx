import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { SupervisedWorkersDocument } from "../../generated/graphql.js";
import { formatWhen } from "../admin-format.js";
import { useAdminTexts } from "../admin-i18n.js";
import { consoleErrorText } from "../console-error.js";
import { teamOverviewTexts } from "../team-overview/team-overview-texts.js";
import { usePageHeading } from "../use-page-heading.js";
import { supervisorTexts } from "./supervisor-texts.js";

/**
 * /admin/my-team: the workers of the teams she supervises with the numbers supervisedWorkers counts,
 * as on her phone and the operators' team overview (docs/teams.md, "In the console"). Not a view.
 */
export function MyTeamPage() {
  const { t, code } = useAdminTexts();
  const s = supervisorTexts(code);
  const words = teamOverviewTexts(code);
  const heading = usePageHeading();
  const workers = useQuery(SupervisedWorkersDocument, { fetchPolicy: "network-only" });
  const list = workers.data?.supervisedWorkers ?? [];
  return (
    <section aria-labelledby="my-team-title" data-testid="my-team">
      <h1 id="my-team-title" ref={heading} tabIndex={-1}>
        {s("MY_TEAM_TITLE")}
      </h1>
      <p>{s("MY_TEAM_INTRO")}</p>
      {workers.error && <p role="alert">{t("ERROR", { message: consoleErrorText(workers.error, t) })}</p>}
      {workers.loading && <p>{t("LOADING")}</p>}
      {workers.data && list.length === 0 && <p role="status">{s("MY_TEAM_NONE")}</p>}
      {list.length > 0 && (
        <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={s("MY_TEAM_TITLE")}>
          <table className="admin-table" data-testid="my-team-table">
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
              {list.map((w) => (
                <tr key={w.userId} data-testid="my-team-worker" data-worker={w.userId}>
                  <th scope="row">
                    <Link to={`/my-team/${w.userId}`}>{w.name}</Link> <span className="muted">{w.teamName}</span>
                  </th>
                  <td data-testid="my-team-active">{w.activeClients}</td>
                  <td data-testid="my-team-visits">{w.visitsThisMonth}</td>
                  <td data-testid="my-team-overdue">{w.overdueVisits}</td>
                  <td>{formatWhen(w.lastSyncAt, code, t("NEVER"))}</td>
                  <td data-testid="my-team-waiting">{w.waitingEdits}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
