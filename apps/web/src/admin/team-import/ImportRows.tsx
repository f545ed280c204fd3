import type { AdminImportTeamMutation } from "../../generated/graphql.js";
import { useAdminTexts } from "../admin-i18n.js";

type Row = AdminImportTeamMutation["importTeam"]["rows"][number];

/**
 * Each row of the team's file with what the import does with it, and every error by its column
 * (docs/operator-console.md, "Importing a team"). A table in a region that scrolls sideways on a
 * phone, reachable by keyboard.
 */
export function ImportRows({ rows, done }: { rows: Row[]; done: boolean }) {
  const { t, code } = useAdminTexts();
  const outcome = (row: Row) =>
    t(
      row.outcome === "CREATE"
        ? done
          ? "IMPORT_OUTCOME_CREATED"
          : "IMPORT_OUTCOME_CREATE"
        : row.outcome === "UNCHANGED"
          ? "IMPORT_OUTCOME_UNCHANGED"
          : "IMPORT_OUTCOME_ERROR",
    );
  return (
    <div className="team-rows" role="region" aria-labelledby="team-rows-caption" tabIndex={0}>
      <table data-testid="import-rows">
        <caption id="team-rows-caption">{t("IMPORT_ROWS_LABEL")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("IMPORT_ROW")}</th>
            <th scope="col">{t("NAME")}</th>
            <th scope="col">{t("EMAIL")}</th>
            <th scope="col">{t("DEPLOYMENT")}</th>
            <th scope="col">{t("IMPORT_TEAM")}</th>
            <th scope="col">{t("IMPORT_OUTCOME")}</th>
            <th scope="col">{t("IMPORT_PROBLEMS")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.row} data-testid="import-row" data-row={row.row} data-outcome={row.outcome} className={`team-row-${row.outcome.toLowerCase()}`}>
              <td>{row.row}</td>
              <td>{row.name}</td>
              <td>{row.email}</td>
              <td>{row.deployment}</td>
              <td>{row.team ? `${row.team} (${t(row.teamRole === "SUPERVISOR" ? "TEAM_AS_SUPERVISOR_SHORT" : "TEAM_AS_WORKER_SHORT")})` : ""}</td>
              <td>{outcome(row)}</td>
              <td>
                {row.errors.length > 0 && (
                  <ul className="team-row-errors">
                    {row.errors.map((error) => (
                      <li key={error.column + error.problem} data-testid="import-error" data-column={error.column} data-problem={error.problem}>
                        <code>{error.column}</code>:{" "}
                        {code === "en" ? (
                          error.message
                        ) : (
                          <>
                            {t(`IMPORT_PROBLEM_${error.problem}`)} <span lang="en">({error.message})</span>
                          </>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
