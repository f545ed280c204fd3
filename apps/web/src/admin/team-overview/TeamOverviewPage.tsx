import { useQuery } from "@apollo/client/react";
import { useNavigate, useParams } from "react-router-dom";
import { TeamOverviewDocument, TeamOverviewTeamsDocument } from "../../generated/graphql.js";
import { useAdminTexts } from "../admin-i18n.js";
import { consoleErrorText } from "../console-error.js";
import { usePageHeading } from "../use-page-heading.js";
import { teamOverviewTexts } from "./team-overview-texts.js";
import { WorkerCountsTable } from "./WorkerCountsTable.js";

/**
 * docs/teams.md, "The team overview in the console": /admin/teams/:teamId/overview, a team of the
 * operator's deployment chosen from its teams, each of its workers with what supervisedWorkers counts
 * (the same numbers as the supervisor's phone).
 */
export function TeamOverviewPage() {
  const { t, code } = useAdminTexts();
  const words = teamOverviewTexts(code);
  const heading = usePageHeading();
  const navigate = useNavigate();
  const teamId = Number(useParams().teamId ?? Number.NaN);
  const chosen = Number.isInteger(teamId) && teamId > 0;
  const teams = useQuery(TeamOverviewTeamsDocument, { fetchPolicy: "cache-and-network" });
  const overview = useQuery(TeamOverviewDocument, { variables: { teamId }, skip: !chosen, fetchPolicy: "network-only" });
  const list = teams.data?.teams ?? [];
  const workers = overview.data?.supervisedWorkers ?? [];
  const error = teams.error ?? overview.error;
  return (
    <section aria-labelledby="team-overview-title" data-testid="team-overview">
      <h1 id="team-overview-title" ref={heading} tabIndex={-1}>
        {words.TEAM_OVERVIEW_TITLE}
      </h1>
      <p>{words.TEAM_OVERVIEW_INTRO}</p>
      {error && <p role="alert">{t("ERROR", { message: consoleErrorText(error, t) })}</p>}
      {teams.data && list.length === 0 && <p role="status">{words.TEAM_OVERVIEW_NO_TEAMS}</p>}
      {list.length > 0 && (
        <label>
          {words.TEAM_OVERVIEW_TEAM}{" "}
          <select data-testid="team-overview-team" value={chosen ? String(teamId) : ""} onChange={(e) => void navigate(`/teams/${e.target.value}/overview`)}>
            {!chosen && <option value="">{words.TEAM_OVERVIEW_CHOOSE}</option>}
            {list.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {chosen && overview.loading && <p>{t("LOADING")}</p>}
      {chosen && overview.data && workers.length === 0 && <p role="status">{words.TEAM_OVERVIEW_NO_WORKERS}</p>}
      {workers.length > 0 && <WorkerCountsTable workers={workers} label={words.TEAM_OVERVIEW_TITLE} testId="team-overview" nameCell={(w) => w.name} />}
    </section>
  );
}
