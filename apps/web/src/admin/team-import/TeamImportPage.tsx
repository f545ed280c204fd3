import { useMutation } from "@apollo/client/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { AdminImportTeamDocument, type AdminImportTeamMutation } from "../../generated/graphql.js";
import { useAdminTexts } from "../admin-i18n.js";
import { consoleErrorText } from "../console-error.js";
import { usePageHeading } from "../use-page-heading.js";
import { ImportRows } from "./ImportRows.js";
import { LoginSheet } from "./LoginSheet.js";
import { teamFileOf } from "./team-file-read.js";
import "./team-import.css";

type Outcome = AdminImportTeamMutation["importTeam"];

/**
 * docs/operator-console.md, "Importing a team": a team's file checked first (a dry run showing each
 * row's outcome and every error), then imported: the good rows are made, the bad ones reported, and
 * the new accounts' login codes shown once as a sheet to print or export.
 */
export function TeamImportPage() {
  const { t } = useAdminTexts();
  const heading = usePageHeading();
  const [chosen, setChosen] = useState<File | null>(null);
  const [judged, setJudged] = useState<Outcome | null>(null);
  const [imported, setImported] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [importTeam, { loading }] = useMutation(AdminImportTeamDocument, { refetchQueries: ["AdminUsers"] });
  const sheetShown = useRef(false);

  useEffect(() => {
    // The sheet's heading takes the focus once it shows, so the operator hears the import is done.
    if (imported && !sheetShown.current) {
      sheetShown.current = true;
      document.getElementById(imported.logins.length > 0 ? "team-sheet-title" : "team-import-summary")?.focus();
    }
  }, [imported]);

  const run = async (dryRun: boolean) => {
    if (!chosen) return;
    setFailure(null);
    try {
      const { data } = await importTeam({ variables: { ...(await teamFileOf(chosen)), dryRun } });
      if (!data) return;
      if (dryRun) setJudged(data.importTeam);
      else setImported(data.importTeam);
    } catch (error) {
      setFailure(`${t("IMPORT_READ_FAILED")} ${consoleErrorText(error, t)}`);
    }
  };
  const check = (event: FormEvent) => {
    event.preventDefault();
    void run(true);
  };
  const choose = (file: File | null) => {
    setChosen(file);
    setJudged(null);
    setImported(null);
    setFailure(null);
    sheetShown.current = false;
  };
  const shown = imported ?? judged;

  return (
    <section aria-labelledby="team-import-title" className="team-import-page">
      <h1 id="team-import-title" ref={heading} tabIndex={-1}>
        {t("NAV_IMPORT")}
      </h1>
      <p>
        <Link to="/users">{t("IMPORT_BACK")}</Link>
      </p>
      <form className="admin-form admin-card" onSubmit={check}>
        <p>{t("IMPORT_INTRO")}</p>
        <label>
          {t("IMPORT_FILE")}
          <input
            data-testid="team-file"
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
          />
        </label>
        <button type="submit" className="primary" data-testid="team-check" disabled={!chosen || loading}>
          {loading && !judged ? t("IMPORT_CHECKING") : t("IMPORT_CHECK")}
        </button>
      </form>
      {failure && (
        <p role="alert" className="admin-error" data-testid="team-import-failure">
          {failure}
        </p>
      )}
      <p role="status" className="admin-status" id="team-import-summary" tabIndex={-1} data-testid="team-import-summary">
        {shown && t(imported ? "IMPORT_DONE_SUMMARY" : "IMPORT_DRY_SUMMARY", { created: shown.created, unchanged: shown.unchanged, failed: shown.failed })}
      </p>
      {judged && !imported && judged.created > 0 && (
        <div className="admin-actions">
          <button type="button" className="primary" data-testid="team-import" disabled={loading} onClick={() => void run(false)}>
            {loading ? t("IMPORT_RUNNING") : t("IMPORT_RUN", { count: judged.created })}
          </button>
        </div>
      )}
      {shown && <ImportRows rows={shown.rows} done={imported !== null} />}
      {imported && imported.logins.length > 0 && <LoginSheet logins={imported.logins} />}
    </section>
  );
}
