import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { SupervisedWorkersDocument } from "../../generated/graphql.js";
import { useAdminTexts } from "../admin-i18n.js";
import { consoleErrorText } from "../console-error.js";
import { WorkerCountsTable } from "../team-overview/WorkerCountsTable.js";
import { usePageHeading } from "../use-page-heading.js";
import { supervisorTexts } from "./supervisor-texts.js";

/**
 * /admin/my-team: the workers of the teams she supervises with the numbers supervisedWorkers counts,
 * as on her phone and the operators' team overview (docs/teams.md, "In the console"). Not a view.
 */
export function MyTeamPage() {
  const { t, code } = useAdminTexts();
  const s = supervisorTexts(code);
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
        <WorkerCountsTable
          workers={list}
          label={s("MY_TEAM_TITLE")}
          testId="my-team"
          nameCell={(w) => (
            <>
              <Link to={`/my-team/${w.userId}`}>{w.name}</Link> <span className="muted">{w.teamName}</span>
            </>
          )}
        />
      )}
    </section>
  );
}
